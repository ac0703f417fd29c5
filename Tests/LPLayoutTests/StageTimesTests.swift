import GLPKBackend
import LPLayout
import LayoutModel
import Testing

/// ``LPRun/times`` says which stages a solve ran: polishing only for a
/// mixed-integer program (docs/lp-encoding.md, "Solving"), and the stages
/// never add up to more than the solve took.
@Suite struct StageTimesTests {
    static let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())

    static func solve(_ view: some View, _ proposal: ProposedViewSize) throws -> (run: LPRun, wall: Duration) {
        let tree = try LayoutTree(view.node)
        let program = try engine.compile(tree, shape: ProposalShape(of: proposal))
        let clock = ContinuousClock()
        var run: LPRun?
        let wall = try clock.measure { run = try engine.solve(program, proposal: proposal) }
        return (try #require(run), wall)
    }

    static func total(_ times: LPStageTimes) -> Duration {
        times.stages.reduce(.zero) { $0 + $1.duration }
    }

    /// A Color takes its proposal (docs/greedy-semantics.md): a linear
    /// program without integers, nothing to polish. (Padding would not do:
    /// it clamps its inset proposal at 0, a branch.)
    @Test func aLinearProgramIsNotPolished() throws {
        let (run, wall) = try Self.solve(Color(), ProposedViewSize(width: 100, height: 50))
        #expect(run.program.statistics.integers == 0)
        #expect(run.times.polishing == .zero)
        #expect(run.times.solve > .zero)
        #expect(Self.total(run.times) <= wall)
    }

    /// A frame with a maximum width picks a branch of its clamp by a binary
    /// (docs/lp-encoding.md, flexible frames): the solve is polished.
    @Test func aMixedIntegerProgramIsPolished() throws {
        let (run, wall) = try Self.solve(
            HStack {
                Color().frame(maxWidth: 40); Color()
            }, ProposedViewSize(width: 100, height: 50))
        #expect(run.program.statistics.integers > 0)
        #expect(run.times.polishing > .zero)
        #expect(run.times.preparation > .zero)
        #expect(Self.total(run.times) <= wall)
    }
}
