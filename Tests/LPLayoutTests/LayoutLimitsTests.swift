import GLPKBackend
import LayoutModel
import LPLayout
import Testing

/// The LP engine's limits (docs/lp-encoding.md, "Size limits"): the memory
/// budget, checked on the tree before any program is built, and the time
/// limit, shared by propagation, every solve and polishing.
@Suite struct LayoutLimitsTests {
    /// HStack { 3 × Rectangle } with a padding on the second child: 5 nodes
    /// (stack, three views, the padding node); one container with 3
    /// children (9 pairs), the padding has 1 child (no pair). Bytes:
    /// 5 × 6144 + 9 × 400 = 34,320.
    @Test func theEstimateCountsNodesAndSquaredSiblings() throws {
        let tree = try LayoutTree(HStack { Rectangle(); Rectangle().padding(4); Rectangle() }.node)
        let estimate = ProgramSizeEstimate(tree)
        #expect(estimate.nodes == 5)
        #expect(estimate.childPairs == 9)
        #expect(estimate.bytes == 34_320)
    }

    /// A budget below the estimate refuses the tree before building; one
    /// at the estimate lets it through.
    @Test func aTreeOverTheBudgetIsRefusedBeforeBuilding() throws {
        let tree = try LayoutTree(HStack { Rectangle(); Rectangle().padding(4); Rectangle() }.node)
        let proposal = ProposedViewSize(width: 100, height: 10)
        let tight = LPLayoutEngine(solver: GLPKSolver(), options: LPLayoutOptions(memoryBudget: 34_319))
        #expect {
            try tight.run(tree, proposal: proposal)
        } throws: { error in
            guard case LPLayoutError.overMemoryBudget(let estimate, let budget)? = error as? LPLayoutError else { return false }
            return estimate.bytes == 34_320 && budget == 34_319
        }
        let enough = LPLayoutEngine(solver: GLPKSolver(), options: LPLayoutOptions(memoryBudget: 34_320))
        #expect(throws: Never.self) { try enough.run(tree, proposal: proposal) }
    }

    /// A time limit of zero has run out at the first stage: the stack's
    /// program is mixed-integer, so that is bound propagation. No frames,
    /// whatever the machine's speed.
    @Test func aLayoutOutOfTimeGivesNoFrames() throws {
        let tree = try LayoutTree(HStack { Rectangle(); Fixed(width: 50, height: 20) }.node)
        let engine = LPLayoutEngine(solver: GLPKSolver(), options: LPLayoutOptions(timeLimit: .zero))
        #expect {
            try engine.run(tree, proposal: ProposedViewSize(width: 300, height: 100))
        } throws: { error in
            guard case LPLayoutError.timeLimitReached(let limit, let stage)? = error as? LPLayoutError else { return false }
            return limit == .zero && stage == "bound propagation and probing"
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
