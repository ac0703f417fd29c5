import LayoutChecker
import LayoutModel
import Testing

/// `EngineComparisonReport` (EngineComparisonReport.swift): the input, the
/// first differing node in pre-order with both frames, the differing
/// components, the greedy rule (GreedyRuleDescription) and the rules the
/// other engine recorded, then one tree with every differing node marked.
/// The greedy frames are Sample's (worked out there from padding §3 and the
/// stack rules §1.2-§1.3); the "lp" frames are made up to differ by hand.
@Suite struct EngineComparisonReportTests {
    let tolerance = Tolerance(0.001)
    let proposal = ProposedViewSize(width: 316, height: 42)

    func report(_ sample: Sample, lp frames: [String: Rect], rules: [String: [String]] = [:]) -> EngineComparisonReport {
        let comparison = ResultComparison(
            tree: sample.tree, left: sample.result("greedy", Sample.greedyFrames),
            right: sample.result("lp/exact", frames), tolerance: tolerance)
        let byIndex = Dictionary(uniqueKeysWithValues: rules.map { (sample.index($0.key), $0.value) })
        return EngineComparisonReport(model: "sample (built-in)", proposal: proposal, comparison: comparison, rightRules: byIndex)
    }

    @Test func agreementWithinToleranceReportsTheInputAndNoDifference() throws {
        let sample = try Sample()
        // 0.0005 from greedy on the Spacer's x and width: within 0.001.
        var frames = Sample.greedyFrames
        frames["root/1"] = Rect(x: 292.0005, y: 21, width: 7.9995, height: 0)
        let report = report(sample, lp: frames)
        #expect(report.firstDifference == nil)
        #expect(report.summary == "greedy and lp/exact agree on 4 nodes (tolerance 0.001)")
        #expect(
            report.text == """
                model: sample (built-in)
                proposal: (316, 42)
                greedy and lp/exact agree on 4 nodes (tolerance 0.001)

                """)
    }

    /// The padding (outermost, but the highest node index) and the Spacer
    /// both differ: the first in pre-order is the padding, with only its
    /// height different.
    @Test func firstDifferenceIsTheOutermostDifferingNode() throws {
        let sample = try Sample()
        var frames = Sample.greedyFrames
        frames["root/1"] = Rect(x: 291, y: 21, width: 9, height: 0)
        frames["root/padding"] = Rect(x: 0, y: 0, width: 316, height: 43)
        let report = report(sample, lp: frames)
        #expect(report.firstDifference?.path == "root/padding")
        #expect(report.firstDifference?.components == ["height"])
        #expect(report.summary == "greedy and lp/exact differ at 2 of 4 nodes (tolerance 0.001)")
    }

    /// The Color is half a point narrower and the Spacer starts half a point
    /// earlier: the Color comes first in pre-order. Its greedy rule is a shape
    /// leaf's (semantics §0) placed by an HStack (§1.2-§1.4, §1.6); the lp
    /// side's rules are the ones passed for its index.
    @Test func reportShowsTheFirstDifferenceWithBothRulesAndTheMarkedTree() throws {
        let sample = try Sample()
        var frames = Sample.greedyFrames
        frames["root/0"] = Rect(x: 16, y: 16, width: 275.5, height: 10)
        frames["root/1"] = Rect(x: 291.5, y: 21, width: 8.5, height: 0)
        let report = report(sample, lp: frames, rules: ["root/0": ["stack-offer", "min"], "root/1": ["spacer"]])
        #expect(
            report.text == """
                model: sample (built-in)
                proposal: (316, 42)
                greedy and lp/exact differ at 2 of 4 nodes (tolerance 0.001)
                first difference (pre-order): root/0 Color #a
                  greedy:    x 16 y 16 w 276 h 10
                  lp/exact:  x 16 y 16 w 275.5 h 10
                  differing: width
                  greedy rule: shape leaf: the proposal, 10 where unspecified (semantics §0, Leaves); \
                proposed and placed by its parent: HStack distribution (semantics §1.2-§1.4) and placement (§1.6)
                  lp/exact rules: stack-offer, min
                padding  x 0 y 0 w 316 h 42
                └─ HStack #row  x 16 y 16 w 284 h 10
                   ├─ ✗ Color #a  greedy: x 16 y 16 w 276 h 10  |  lp/exact: x 16 y 16 w 275.5 h 10
                   └─ ✗ Spacer  greedy: x 292 y 21 w 8 h 0  |  lp/exact: x 291.5 y 21 w 8.5 h 0

                """)
    }

    @Test func missingRulesAreSaidToBeMissing() throws {
        let sample = try Sample()
        var frames = Sample.greedyFrames
        frames["root"] = Rect(x: 16, y: 17, width: 284, height: 10)
        let text = report(sample, lp: frames, rules: ["root/0": ["stack-offer"]]).text
        #expect(text.contains("first difference (pre-order): root HStack #row\n"))
        #expect(text.contains("  differing: y\n"))
        #expect(text.contains("  lp/exact rules: none recorded\n"))
        // The HStack is sized by the stack rules and placed by the padding (§3).
        #expect(
            text.contains(
                "  greedy rule: HStack distribution (semantics §1.2-§1.4) and cross size (§1.5); "
                    + "proposed and placed by its parent: padding: the proposal less the insets, at (leading, top) (semantics §3)\n"))
    }

    @Test func proposalsAreShownWhereAnEngineRecordedThem() throws {
        let sample = try Sample()
        var frames = Sample.greedyFrames
        frames["root/padding"] = Rect(x: 0, y: 0, width: 317, height: 42)
        let comparison = ResultComparison(
            tree: sample.tree,
            left: sample.result("greedy", Sample.greedyFrames, proposals: ["root/padding": proposal]),
            right: sample.result("lp/exact", frames), tolerance: tolerance)
        let text = EngineComparisonReport(model: "sample", proposal: proposal, comparison: comparison).text
        #expect(text.contains("  greedy placed it with proposal (316, 42)\n"))
        #expect(!text.contains("lp/exact placed it"))
        // The root is proposed by the root's container, not by a parent.
        #expect(
            text.contains(
                "greedy rule: padding: the child's size plus the insets (semantics §3); "
                    + "proposed and placed by the root's container"))
    }
}

/// `GreedyRuleDescription` names the section of docs/greedy-semantics.md
/// whose rule sizes each element.
@Suite struct GreedyRuleDescriptionTests {
    @Test func namesTheSemanticsSectionOfEachCommonElement() {
        #expect(GreedyRuleDescription.sizing(.padding(EdgeInsets(1))).hasPrefix("padding"))
        #expect(GreedyRuleDescription.sizing(.padding(EdgeInsets(1))).contains("§3"))
        #expect(
            GreedyRuleDescription.sizing(.stack(axis: .vertical, alignment: .center(.horizontal), spacing: nil)).hasPrefix(
                "VStack distribution"))
        #expect(GreedyRuleDescription.sizing(.spacer(minLength: 8)).contains("§2"))
        #expect(GreedyRuleDescription.sizing(.fixedSize(horizontal: true, vertical: false)).contains("§7"))
        #expect(GreedyRuleDescription.sizing(.layoutPriority(1)).contains("§8"))
        #expect(GreedyRuleDescription.placement(by: .zStack(.center)).contains("§4"))
    }

    @Test func tellsResizableImagesFromFixedOnes() {
        let size = Size(width: 10, height: 20)
        #expect(GreedyRuleDescription.sizing(.image(size, resizable: true)).hasPrefix("resizable Image: the proposal"))
        #expect(GreedyRuleDescription.sizing(.image(size, resizable: false)).hasPrefix("Image: its own size"))
    }
}
