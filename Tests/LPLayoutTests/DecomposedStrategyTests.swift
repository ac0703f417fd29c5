import GLPKBackend
import LPLayout
import LayoutModel
import Testing

/// `decomposed`: exact's rules at one root proposal, container by container
/// (docs/strategies.md, "decomposed"). Each expected frame is worked out by
/// hand from the greedy rules (docs/greedy-semantics.md); that it agrees
/// with the greedy engine on every model and fuzz case is
/// `EngineAgreementCorpusTests` and `CampaignTests`.
@Suite struct DecomposedStrategyTests {
    let engine = LPLayoutEngine(strategy: .decomposed, solver: GLPKSolver())

    /// HStack(spacing 8) { Color #a, Color.frame(width: 100) #b } at 300×20.
    func row() throws -> LayoutTree {
        try LayoutTree(
            HStack(spacing: 8) {
                Color().id("a")
                Color().frame(width: 100).id("b")
            }.node)
    }

    /// Greedy-semantics §1.2–§1.4: the fixed frame (least flexible) is served
    /// first, offered (300 − 8) / 2 = 146 and answers 100; the Color gets
    /// the 192 left. Placement §1.6: a at x 0, b at 192 + 8 = 200.
    @Test func rowSharesAsTheGreedyRulesSay() throws {
        let tree = try row()
        let run = try engine.run(tree, proposal: ProposedViewSize(width: 300, height: 20))
        let frames = run.result.framesByID(in: tree)
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 192, height: 20))
        #expect(frames["b"] == Rect(x: 200, y: 0, width: 100, height: 20))
    }

    /// With the proposal's numbers as constants every minimum, clamp and
    /// order in this tree is decided while building: the program has no
    /// variable and no row left, and no solver is loaded.
    @Test func everyRuleIsSettledWhileBuilding() throws {
        let run = try engine.run(row(), proposal: ProposedViewSize(width: 300, height: 20))
        #expect(run.program.statistics.variables == 0)
        #expect(run.program.statistics.rows == 0)
        #expect(run.times.loading == .zero && run.times.solve == .zero)
    }

    /// A program built for 300 × 20 takes that proposal alone.
    @Test func aProgramServesOnlyTheProposalItWasBuiltFor() throws {
        let program = try engine.compile(row(), proposal: ProposedViewSize(width: 300, height: 20))
        #expect(program.builtFor == ProposedViewSize(width: 300, height: 20))
        #expect(throws: LPLayoutError.self) { try engine.solve(program, proposal: ProposedViewSize(width: 310, height: 20)) }
        do {
            _ = try engine.solve(program, proposal: ProposedViewSize(width: 310, height: 20))
        } catch {
            guard case .proposalMismatch(let builtFor, let got) = error else {
                Issue.record("expected proposalMismatch, got \(error)")
                return
            }
            #expect(builtFor.width == 300 && got.width == 310)
        }
    }

    /// One program for every proposal of a shape is exact's, not this strategy's.
    @Test func aProgramForAShapeIsRefused() throws {
        #expect(throws: LPLayoutError.self) {
            try engine.compile(row(), shape: ProposalShape(width: .finite, height: .finite))
        }
    }

    /// No big-M comes from the proposal limit, so a row proposed 200,000 pt
    /// (exact refuses beyond 10,000) is laid out: b is served first and
    /// answers 100, a gets 200,000 − 8 − 100 = 199,892 (§1.2–§1.4).
    @Test func aProposalBeyondExactsLimitIsLaidOut() throws {
        let tree = try row()
        let proposal = ProposedViewSize(width: 200_000, height: 20)
        #expect(throws: LPLayoutError.self) { try LPLayoutEngine(strategy: .exact, solver: GLPKSolver()).run(tree, proposal: proposal) }
        let frames = try engine.layout(tree, proposal: proposal).framesByID(in: tree)
        #expect(frames["a"]?.width == 199_892)
        #expect(frames["b"] == Rect(x: 199_900, y: 0, width: 100, height: 20))
        #expect(throws: LPLayoutError.self) { try engine.run(tree, proposal: ProposedViewSize(width: -1, height: 20)) }
    }

    /// aspectRatio(nil, fit) over a containerRelativeFrame: the ratio is the
    /// child's ideal size, which the container (the root proposal) sets, so
    /// exact refuses it; here the proposal is a number. Semantics §14: the
    /// frame's ideal is 200 × 30 (container width, the Fixed's height); §13:
    /// fitted into 200 × 100 that is 200 × 30; the Fixed is centred at x 80.
    @Test func anAspectRatioExactRefusesIsLaidOut() throws {
        let tree = try LayoutTree(
            Fixed(width: 40, height: 30).id("f")
                .containerRelativeFrame([.horizontal]).id("frame")
                .aspectRatio(contentMode: .fit).id("ar").node)
        let proposal = ProposedViewSize(width: 200, height: 100)
        #expect(throws: LPLayoutError.self) { try LPLayoutEngine(strategy: .exact, solver: GLPKSolver()).run(tree, proposal: proposal) }
        let frames = try engine.layout(tree, proposal: proposal).framesByID(in: tree)
        #expect(frames["ar"] == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(frames["frame"] == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(frames["f"] == Rect(x: 80, y: 0, width: 40, height: 30))
    }
}
