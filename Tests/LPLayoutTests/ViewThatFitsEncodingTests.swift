import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LinearProgram
import Testing

/// ViewThatFits in the LP engine (docs/lp-encoding.md, "ViewThatFits"): the
/// project's first disjunction. `exact` chooses the child with binaries
/// inside the solver, so one program serves widths on both sides of each
/// child's fit; `decomposed` decides the choice while building.
@Suite struct ViewThatFitsEncodingTests {
    let exact = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    /// ViewThatFits(in: .horizontal) { Fixed 100 x 10 [a]; Fixed 60 x 10 [b]; Color [c] }.
    func choice() throws -> LayoutTree {
        try LayoutTree(
            ViewThatFits(in: [.horizontal]) {
                Fixed(width: 100, height: 10).id("a")
                Fixed(width: 60, height: 10).id("b")
                Color().id("c")
            }.id("fits").node)
    }

    /// Hand rule (docs/greedy-semantics.md, ViewThatFits): a is shown for
    /// W >= 100 (a tie fits), b for 60 <= W < 100, the Color c (the last)
    /// below, taking W x 30; the children not shown are 0 x 0 at the origin.
    @Test func oneProgramChoosesAtEveryWidth() throws {
        let tree = try choice()
        let program = try exact.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        #expect(program.program.binaryCount > 0, "which child fits depends on the width")
        #expect((program.rowsByFamily[.viewThatFits] ?? 0) > 0)
        for width in [0.0, 30, 59.5, 60, 80, 99.9, 100, 250] {
            let proposal = ProposedViewSize(width: width, height: 30)
            let byID = try exact.solve(program, proposal: proposal).result.framesByID(in: tree)
            let shown = width >= 100 ? "a" : width >= 60 ? "b" : "c"
            let size =
                width >= 100 ? Size(width: 100, height: 10) : width >= 60 ? Size(width: 60, height: 10) : Size(width: width, height: 30)
            for id in ["a", "b", "c"] {
                let expected = id == shown ? Rect(origin: .zero, size: size) : Rect(x: 0, y: 0, width: 0, height: 0)
                #expect(
                    byID[ModelID(id)].map { $0.isClose(to: expected) } == true,
                    "width \(width), \(id): \(String(describing: byID[ModelID(id)]))")
            }
            #expect(byID["fits"].map { $0.isClose(to: Rect(origin: .zero, size: size)) } == true, "width \(width)")
        }
    }

    /// With the proposal's numbers as constants every comparison is decided
    /// while building: no `view-that-fits` row and no binary remain.
    @Test func decomposedDecidesTheChoiceWhileBuilding() throws {
        let tree = try choice()
        let engine = LPLayoutEngine(strategy: .decomposed, solver: GLPKSolver())
        let run = try engine.run(tree, proposal: ProposedViewSize(width: 80, height: 30))
        #expect(run.program.rowsByFamily[.viewThatFits] == nil)
        #expect(run.program.program.binaryCount == 0)
        #expect(run.result.framesByID(in: tree)["b"] == Rect(x: 0, y: 0, width: 60, height: 10))
    }

    /// A guide that only some children set, where the child shown depends
    /// on the width, exists for some widths only: `exact` refuses it with the
    /// node's path instead of guessing. (The greedy engine lays it out:
    /// ViewThatFitsLayoutTests.theShownChildsGuidesPassUp.)
    @Test func aGuideOnlySomeChildrenSetIsRefusedWhenTheChoiceVaries() throws {
        let tree = try LayoutTree(
            VStack(alignment: .leading, spacing: 0) {
                ViewThatFits(in: [.horizontal]) {
                    Fixed(width: 50, height: 10).alignmentGuide(HorizontalAlignment.leading, GuideValue(constant: 20))
                    Fixed(width: 20, height: 10)
                }
                Fixed(width: 40, height: 10)
            }.node)
        let compiled = Result { try exact.compile(tree, shape: ProposalShape(width: .finite, height: .finite)) }
        guard case .failure(let error) = compiled, case .unsupported(let reason)? = error as? LPLayoutError else {
            Issue.record("expected a refusal, got \(compiled)")
            return
        }
        #expect(reason.path == "root/0")
        #expect(reason.note.contains("guide"))
        // Built for one width the choice is known, and the guide with it: a at 100 wide.
        let decomposed = try LPLayoutEngine(strategy: .decomposed, solver: GLPKSolver())
            .layout(tree, proposal: ProposedViewSize(width: 100, height: 100))
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(ResultComparison(tree: tree, left: greedy, right: decomposed, tolerance: Tolerance(1e-6)).agree)
    }
}

private extension Rect {
    func isClose(to other: Rect) -> Bool {
        abs(x - other.x) < 1e-6 && abs(y - other.y) < 1e-6 && abs(width - other.width) < 1e-6 && abs(height - other.height) < 1e-6
    }
}
