import LayoutFuzzing
import LayoutModel
import LayoutModelFile
import Testing

@Suite struct GeneratorTests {
    @Test func sameSeedGivesSameProblem() {
        let generator = TreeGenerator()
        #expect(generator.problem(seed: 42) == generator.problem(seed: 42))
        #expect(generator.problem(seed: 42) != generator.problem(seed: 43))
    }

    @Test func caseSeedsDependOnCampaignAndIndexOnly() {
        #expect(SplitMix64.caseSeed(campaign: 7, index: 3) == SplitMix64.caseSeed(campaign: 7, index: 3))
        #expect(SplitMix64.caseSeed(campaign: 7, index: 3) != SplitMix64.caseSeed(campaign: 7, index: 4))
        #expect(SplitMix64.caseSeed(campaign: 7, index: 3) != SplitMix64.caseSeed(campaign: 8, index: 3))
    }

    /// SplitMix64's published first output for seed 0 (the reference C
    /// implementation by Vigna): 0xE220A8397B1DCDAF. A different sequence
    /// would silently change every campaign.
    @Test func splitMixMatchesTheReferenceSequence() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    /// A shrunk finding is written as a model file, so every generated
    /// problem must be expressible in the format: reading what was written
    /// gives the same problem.
    @Test func generatedProblemsRoundTripThroughModelFiles() throws {
        let generator = TreeGenerator()
        for seed in UInt64(0)..<400 {
            let problem = generator.problem(seed: seed)
            let text = ModelFile.encode(problem)
            let decoded = try ModelFile.decode(text, file: "seed-\(seed).json")
            let same = decoded == problem
            #expect(same, "seed \(seed):\n\(text)")
        }
    }

    @Test func everyGeneratedTreeIsAValidLayoutTree() {
        let generator = TreeGenerator()
        for seed in UInt64(0)..<400 {
            let problem = generator.problem(seed: seed)
            #expect(throws: Never.self, "seed \(seed)") { try LayoutTree(problem.root, environment: problem.environment) }
        }
    }

    @Test func transposableProfileAvoidsTextNookPanelAndDirection() {
        let generator = TreeGenerator(profile: FuzzProfile(transposable: true))
        for seed in UInt64(0)..<300 {
            let problem = generator.problem(seed: seed)
            #expect(Transposition.transposed(problem) != nil, "seed \(seed)")
        }
    }

    @Test func featuresNameEdgeValues() {
        let problem = LayoutProblem(
            proposal: ProposedViewSize(width: nil, height: .infinity),
            root: ViewNode(
                .hStack(
                    alignment: .center, spacing: -4,
                    children: [
                        ViewNode(.shape(.color), modifiers: [Modifier(.layoutPriority(-1))]),
                        ViewNode(.spacer(minLength: nil)),
                        ViewNode(
                            .fixed(width: 10, height: 10),
                            modifiers: [
                                Modifier(.padding(.uniform(-8))),
                                Modifier(.fixedSize(horizontal: true, vertical: false)),
                                Modifier(.flexFrame(FlexFrameValue(minWidth: 60, idealWidth: 100, maxWidth: 40))),
                            ]),
                    ])))
        let features = FeatureCoverage.features(of: problem)
        for feature in [
            "proposal(nil)", "proposal(infinite)", "spacing(negative)", "layoutPriority(negative)",
            "Spacer beside layoutPriority", "padding(negative)", "fixedSize in flexible frame", "frame(min > max)",
            "frame(ideal outside min...max)",
        ] {
            #expect(features.contains(feature), "\(feature)")
        }
        #expect(!features.contains("frame(infinite max)"))
        #expect(!features.contains("layoutPriority(equal siblings)"))
    }
}

/// The scrolling features a campaign counts (issue 17 item 1;
/// `FeatureCoverage+Scrolling`).
@Suite struct ScrollingFeatureTests {
    @Test func featuresNameScrollViewsMarginsAndRelativeFramesInside() {
        let page = ViewNode(
            .shape(.color), modifiers: [Modifier(.containerRelativeFrame(ContainerRelativeFrameValue(axes: [.horizontal])))])
        let problem = LayoutProblem(
            proposal: ProposedViewSize(width: 100, height: 100),
            root: ViewNode(
                .scrollView(axes: [.horizontal], content: page),
                modifiers: [
                    Modifier(.contentMargins(ContentMarginsValue(amount: .length(4), placement: .scrollContent))),
                    Modifier(.containerRelativeFrame(ContainerRelativeFrameValue(axes: [.vertical]))),
                ]))
        let features = FeatureCoverage.features(of: problem)
        for feature in [
            "ScrollView", "ScrollView(horizontal)", "contentMargins", "contentMargins(scrollContent)",
            "containerRelativeFrame in ScrollView",
        ] {
            #expect(features.contains(feature), "\(feature)")
        }
        #expect(!features.contains("ScrollView(both axes)"))
        // A relative frame on the ScrollView itself measures the container around it.
        let outside = LayoutProblem(
            proposal: .unspecified,
            root: ViewNode(
                .scrollView(axes: [.vertical, .horizontal], content: ViewNode(.empty)),
                modifiers: [Modifier(.containerRelativeFrame(ContainerRelativeFrameValue(axes: [.vertical])))]))
        #expect(!FeatureCoverage.features(of: outside).contains("containerRelativeFrame in ScrollView"))
        #expect(FeatureCoverage.features(of: outside).contains("ScrollView(both axes)"))
    }
}
