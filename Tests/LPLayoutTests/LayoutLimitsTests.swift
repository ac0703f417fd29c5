import GLPKBackend
import LPLayout
import LayoutModel
import Testing

/// The LP engine's limits (docs/lp-encoding.md, "Size limits"): the memory
/// budget, checked on the tree before any program is built, and the time
/// limit, shared by propagation, every solve and polishing.
@Suite struct LayoutLimitsTests {
    /// HStack { 3 × Rectangle } with a padding on the second child: 5 nodes
    /// (stack, three views, the padding node). No view in the stack can
    /// answer with a length that depends on the proposal across it
    /// (`ProgramSizeEstimate.mayVaryAcross`: shapes and padding answer 0
    /// and ∞ with numbers), so the encoding sorts the children while
    /// building and no pair is counted. Bytes: 5 × 6144 = 30,720.
    @Test func aStackOfShapesCountsNodesOnly() throws {
        let tree = try LayoutTree(
            HStack {
                Rectangle(); Rectangle().padding(4); Rectangle()
            }.node)
        let estimate = ProgramSizeEstimate(tree)
        #expect(estimate.nodes == 5)
        #expect(estimate.childPairs == 0)
        #expect(estimate.bytes == 30_720)
    }

    /// HStack { Rectangle, VStack { Text, Rectangle } }: a Text's lines
    /// depend on the width it is offered, so the outer stack (2 children,
    /// one holding the Text) counts 2² = 4 pairs and the inner VStack
    /// (2 children, one a Text) 4 more; 5 nodes. Bytes:
    /// 5 × 6144 + 8 × 400 = 33,920.
    @Test func aStackHoldingTextCountsSquaredSiblings() throws {
        let tree = try LayoutTree(
            HStack {
                Rectangle();
                VStack {
                    Text("Hi", fontSize: 17); Rectangle()
                }
            }.node)
        let estimate = ProgramSizeEstimate(tree)
        #expect(estimate.nodes == 5)
        #expect(estimate.childPairs == 8)
        #expect(estimate.bytes == 33_920)
    }

    /// A budget below the estimate refuses the tree before building; one
    /// at the estimate lets it through.
    @Test func aTreeOverTheBudgetIsRefusedBeforeBuilding() throws {
        let tree = try LayoutTree(
            HStack {
                Rectangle(); Rectangle().padding(4); Rectangle()
            }.node)
        let proposal = ProposedViewSize(width: 100, height: 10)
        let tight = LPLayoutEngine(solver: GLPKSolver(), options: LPLayoutOptions(memoryBudget: 30_719))
        #expect {
            try tight.run(tree, proposal: proposal)
        } throws: { error in
            guard case LPLayoutError.overMemoryBudget(let estimate, let budget)? = error as? LPLayoutError else { return false }
            return estimate.bytes == 30_720 && budget == 30_719
        }
        let enough = LPLayoutEngine(solver: GLPKSolver(), options: LPLayoutOptions(memoryBudget: 30_720))
        #expect(throws: Never.self) { try enough.run(tree, proposal: proposal) }
    }

    /// A time limit of zero has run out at the first check, which is in
    /// building the program (the limit bounds the build too, issue 31);
    /// solving an already built program, it runs out in the first stage
    /// there: the stack's program is mixed-integer, so that is bound
    /// propagation. No frames, whatever the machine's speed.
    @Test func aLayoutOutOfTimeGivesNoFrames() throws {
        let tree = try LayoutTree(
            HStack {
                Rectangle(); Fixed(width: 50, height: 20)
            }.node)
        let engine = LPLayoutEngine(solver: GLPKSolver(), options: LPLayoutOptions(timeLimit: .zero))
        #expect {
            try engine.run(tree, proposal: ProposedViewSize(width: 300, height: 100))
        } throws: { error in
            guard case LPLayoutError.timeLimitReached(let limit, let stage)? = error as? LPLayoutError else { return false }
            return limit == .zero && stage == "building the program"
        }
        let program = try LPLayoutEngine(solver: GLPKSolver()).compile(tree, proposal: ProposedViewSize(width: 300, height: 100))
        #expect {
            try engine.solve(program, proposal: ProposedViewSize(width: 300, height: 100))
        } throws: { error in
            guard case LPLayoutError.timeLimitReached(let limit, let stage)? = error as? LPLayoutError else { return false }
            return limit == .zero && stage == "bound propagation and probing"
        }
    }

    /// The work limit counts every solve of a layout together (the
    /// relaxation, its refinements, the optimality conditions and the least
    /// proposals of `weighted`): a layout that reports the effort W lays out
    /// the same with the limit W + 1 and runs out with W (a solve stops once
    /// its work reaches what is left), whatever the machine. Two Colors, the second at most 50, in 120 × 20 (spacing 0):
    /// `weighted` gives the capped one 50 and the other 70.
    @Test func aLayoutNeedsExactlyTheWorkItReports() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().id("a"); Color().id("b").frame(maxWidth: 50)
            }.node)
        let proposal = ProposedViewSize(width: 120, height: 20)
        let strategy = try StrategyRegistry.builtIn.strategy(from: "weighted")
        let free = try LPLayoutEngine(strategy: strategy, solver: GLPKSolver()).run(tree, proposal: proposal)
        let effort = try #require(free.effort)
        let work = effort.simplexIterations + effort.branchAndCutNodes
        #expect(work > 1)
        #expect(free.result.framesByID(in: tree)["a"]?.width == 70)
        let enough = LPLayoutEngine(strategy: strategy, solver: GLPKSolver(), options: LPLayoutOptions(workLimit: work + 1))
        #expect(try enough.run(tree, proposal: proposal).result.frames == free.result.frames)
        let short = LPLayoutEngine(strategy: strategy, solver: GLPKSolver(), options: LPLayoutOptions(workLimit: work))
        #expect {
            try short.run(tree, proposal: proposal)
        } throws: { error in
            guard case LPLayoutError.workLimitReached(let limit, _)? = error as? LPLayoutError else { return false }
            return limit == work
        }
    }

    /// GLPK's copy with a deadline: the shorter of its own limit and the
    /// time left, at least a millisecond.
    @Test func theSolversLimitIsTheShorterOne() throws {
        let solver = GLPKSolver(options: GLPKSolver.Options(timeLimit: .seconds(5)))
        let shorter = try #require(solver.limitingTime(to: .seconds(2)) as? GLPKSolver)
        #expect(shorter.options.timeLimit == .seconds(2))
        let longer = try #require(solver.limitingTime(to: .seconds(9)) as? GLPKSolver)
        #expect(longer.options.timeLimit == .seconds(5))
        let tiny = try #require(GLPKSolver().limitingTime(to: .microseconds(3)) as? GLPKSolver)
        #expect(tiny.options.timeLimit == .milliseconds(1))
    }
}
