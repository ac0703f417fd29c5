import GreedyLayout
import LayoutExperiments
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// `explain` against the derivations that Models/edge-cases/ write by hand in
/// their descriptions: every expected number below is copied from the
/// description it cites, never from the engine.
@Suite struct ExplanationEdgeCaseTests {
    struct Loaded {
        var tree: LayoutTree
        var proposal: ProposedViewSize
    }

    func load(_ name: String) throws -> Loaded {
        let problem = try ModelFile.load(path: PackagePaths.models.appendingPathComponent("edge-cases/\(name).json").path)
        return Loaded(tree: try LayoutTree(problem.root, environment: problem.environment), proposal: problem.proposal)
    }

    /// The greedy explanation of the node with `id`.
    func explain(_ id: String, in model: Loaded) throws -> Explanation {
        let node = try #require(model.tree.idIndex[ModelID(id)])
        return try ExplanationBuilder().explain(node: node, in: model.tree, proposal: model.proposal, engine: .greedy)
    }

    /// The stack offer on the way to the node (the step whose proposal a stack made).
    func stackOffer(_ explanation: Explanation) throws -> (StackDistributionTrace, StackOfferStep) {
        let steps = try #require(explanation.greedy?.steps)
        for step in steps.reversed() {
            if case .stackOffer(let distribution, let offer) = step.source { return (distribution, offer) }
        }
        Issue.record("no stack offer on the way to \(explanation.path)")
        throw CancellationError()
    }

    /// The flexible frame step of the explained node itself.
    func flexFrame(_ explanation: Explanation) throws -> FlexFrameStep {
        try #require(explanation.greedy?.steps.last?.flexFrame)
    }

    /// reservation-three-priority-groups: "available = 216 - 16 - (20 + 30) =
    /// 150. Group 2: b offered 150 -> child proposed min(150, 140) = 140,
    /// frame min(max(140, 140), 140) = 140 (available 10). Group 1 adds back
    /// c's 20 -> 30: c offered 30 -> clamp(30, 20, 50) = 30 (available 0).
    /// Group 0 adds back a's 30 -> 30: a offered 30 -> child proposed 30".
    @Test func reservationThreePriorityGroupsOffersByGroup() throws {
        let model = try load("reservation-three-priority-groups")
        let b = try explain("b", in: model)
        let (distribution, offerB) = try stackOffer(b)
        #expect(distribution.offered == 216)
        #expect(distribution.totalSpacing == 16)
        #expect(distribution.reserved == 50)
        #expect(distribution.availableAtStart == 150)
        #expect(distribution.groupCount == 3)
        #expect(distribution.order == [1, 2, 0])
        #expect(offerB.group == 1 && offerB.orderPosition == 1 && offerB.priority == 2)
        #expect(offerB.available == 150 && offerB.share == 1 && offerB.offer == 150 && offerB.answer == 140)
        let frameB = try flexFrame(b)[.horizontal]
        #expect(frameB.childProposal == 140 && frameB.clamp == .upper)
        #expect(frameB.branch == .maximumOnly && frameB.length == 140)

        let (_, offerC) = try stackOffer(try explain("c", in: model))
        #expect(offerC.group == 2 && offerC.orderPosition == 2 && offerC.addedBack == 20)
        #expect(offerC.available == 30 && offerC.offer == 30 && offerC.answer == 30)
        let c = try flexFrame(try explain("c", in: model))[.horizontal]
        #expect(c.branch == .proposalClamped && c.clamp == .none && c.length == 30)

        let (_, offerA) = try stackOffer(try explain("a", in: model))
        #expect(offerA.group == 3 && offerA.orderPosition == 3 && offerA.addedBack == 30)
        #expect(offerA.available == 30 && offerA.offer == 30 && offerA.answer == 30)
    }

    /// tie-finite-flexibility-three-way-declaration-order: "Flexibilities: a
    /// 30 - 0 = 30; b ... 80 - 50 = 30; c 40 - 10 = 30: a three-way tie, so the
    /// order is a, b, c. available = 106 - 16 = 90. a offered 90/3 = 30 ...
    /// (available 60); b offered 60/2 = 30 -> clamp(30, 50, 80) = 50
    /// (available 10); c offered 10 -> clamp(10, 10, 40) = 10".
    @Test func finiteFlexibilityTieKeepsDeclarationOrder() throws {
        let model = try load("tie-finite-flexibility-three-way-declaration-order")
        let (distribution, a) = try stackOffer(try explain("a", in: model))
        #expect(distribution.order == [0, 1, 2])
        #expect(distribution.offers.map(\.flexibility) == [30, 30, 30])
        #expect(distribution.availableAtStart == 90)
        #expect(a.available == 90 && a.share == 3 && a.offer == 30)
        let bExplanation = try explain("b", in: model)
        let (_, b) = try stackOffer(bExplanation)
        #expect(b.orderPosition == 2 && b.available == 60 && b.share == 2 && b.offer == 30 && b.answer == 50)
        let bFrame = try flexFrame(bExplanation)[.vertical]
        #expect(bFrame.wanted == 30 && bFrame.clamp == .lower && bFrame.branch == .proposalClamped && bFrame.length == 50)
        let cExplanation = try explain("c", in: model)
        let (_, c) = try stackOffer(cExplanation)
        #expect(c.orderPosition == 3 && c.available == 10 && c.share == 1 && c.offer == 10 && c.answer == 10)
        #expect(try flexFrame(cExplanation)[.vertical].clamp == FlexFrameAxisStep.Clamp.none)
    }

    /// contradictory-ideal-outside-min-max: "Order b, c (declaration order),
    /// a. b offered 200/3 -> 20 (available 180); c offered 180/2 = 90 -> 40
    /// (available 140); a offered 140 -> clamp(140, 10, 100) = 100".
    @Test func idealAboveMaximumRaisesTheMaximum() throws {
        let model = try load("contradictory-ideal-outside-min-max")
        let aExplanation = try explain("a", in: model)
        let (distribution, a) = try stackOffer(aExplanation)
        #expect(distribution.order == [1, 2, 0])
        let b = try #require(distribution.offers.first)
        #expect(b.available == 200 && b.share == 3 && abs(b.offer - 200.0 / 3) < 1e-12 && b.answer == 20)
        #expect(distribution.offers[1].available == 180 && distribution.offers[1].offer == 90 && distribution.offers[1].answer == 40)
        #expect(a.orderPosition == 3 && a.available == 140 && a.offer == 140 && a.answer == 100)
        let frame = try flexFrame(aExplanation)[.horizontal]
        #expect(frame.minimum == 10 && frame.maximum == 100)
        #expect(frame.clamp == .upper && frame.branch == .proposalClamped && frame.length == 100)
    }

    /// infinite-ties-larger-minimum-first-three-way: "Order c, b, a (reverse
    /// of declaration). c offered 120/3 = 40 -> child proposed max(40, 60) =
    /// 60, frame max(min(60, 60), 60) = 60 (available 60); b offered 60/2 =
    /// 30 -> child proposed 30, frame 30 (available 30); a offered 30 -> 30."
    @Test func infiniteTiesPutTheLargerMinimumFirst() throws {
        let model = try load("infinite-ties-larger-minimum-first-three-way")
        let cExplanation = try explain("c", in: model)
        let (distribution, c) = try stackOffer(cExplanation)
        #expect(distribution.order == [2, 1, 0])
        #expect(distribution.offers.map(\.minimum) == [60, 30, 0])
        #expect(c.orderPosition == 1 && c.offer == 40 && c.answer == 60)
        let frame = try flexFrame(cExplanation)[.horizontal]
        #expect(frame.childProposal == 60 && frame.clamp == .lower && frame.branch == .minimumOnly && frame.length == 60)
        #expect(distribution.offers[1].available == 60 && distribution.offers[1].offer == 30 && distribution.offers[1].answer == 30)
        #expect(distribution.offers[2].available == 30 && distribution.offers[2].offer == 30 && distribution.offers[2].answer == 30)
    }

    /// reservation-exceeds-offer-higher-group-gets-zero: "available = 60 - 0
    /// - 80 (bottom's minimum) = -20. Group 1: top offered max(-20, 0) = 0
    /// ... Group 0 adds back 80 -> 60: bottom offered 60 -> 80".
    @Test func reservationLargerThanTheOfferLeavesTheHigherGroupNothing() throws {
        let model = try load("reservation-exceeds-offer-higher-group-gets-zero")
        let (distribution, top) = try stackOffer(try explain("top", in: model))
        #expect(distribution.reserved == 80 && distribution.availableAtStart == -20)
        #expect(top.group == 1 && top.available == -20 && top.offer == 0 && top.answer == 0)
        let (_, bottom) = try stackOffer(try explain("bottom", in: model))
        #expect(bottom.group == 2 && bottom.addedBack == 80 && bottom.available == 60 && bottom.offer == 60 && bottom.answer == 80)
    }

    /// contradictory-min-above-max-frame-hugs-child: "the child is proposed
    /// min(max(q, 60), 40) = 40 and the Fixed answers 25 ... box offered
    /// 100/2 = 50 -> 25 (available 75); b offered 75 -> 75".
    @Test func minimumAboveMaximumProposesTheMaximumAndHugsTheChild() throws {
        let model = try load("contradictory-min-above-max-frame-hugs-child")
        let boxExplanation = try explain("box", in: model)
        let (_, box) = try stackOffer(boxExplanation)
        #expect(box.available == 100 && box.share == 2 && box.offer == 50 && box.answer == 25)
        let frame = try flexFrame(boxExplanation)[.horizontal]
        #expect(frame.childProposal == 40 && frame.clamp == .upper && frame.childLength == 25)
        #expect(frame.branch == .child && frame.length == 25)
        let (_, b) = try stackOffer(try explain("b", in: model))
        #expect(b.available == 75 && b.offer == 75 && b.answer == 75)
    }

    /// negative-priority-keeps-its-minimum: "available = 120 - 0 - 20 = 100. c
    /// offered 100 -> 60 (available 40). Group -1 adds back 0: b offered 40
    /// -> child proposed min(40, 50) = 40 ... Group -2 adds back 20: a
    /// offered 20 -> child proposed max(20, 20) = 20".
    @Test func lowestGroupKeepsItsMinimum() throws {
        let model = try load("negative-priority-keeps-its-minimum")
        let (distribution, c) = try stackOffer(try explain("c", in: model))
        #expect(distribution.availableAtStart == 100 && distribution.order == [2, 1, 0])
        #expect(c.group == 1 && c.offer == 100 && c.answer == 60)
        let bExplanation = try explain("b", in: model)
        let (_, b) = try stackOffer(bExplanation)
        #expect(b.group == 2 && b.addedBack == 0 && b.available == 40 && b.offer == 40)
        #expect(try flexFrame(bExplanation)[.horizontal].childProposal == 40)
        let (_, a) = try stackOffer(try explain("a", in: model))
        #expect(a.group == 3 && a.addedBack == 20 && a.available == 20 && a.offer == 20 && a.answer == 20)
    }
}
