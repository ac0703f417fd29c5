import LPLayout
import LayoutChecker
import LayoutModel
import LinearProgram

/// Runs the reference greedy engine and an LP engine on one problem and
/// compares their layout frames node by node, as `layoutlp check` does.
public struct DifferentialCheck: Sendable {
    /// The LP engine compared with the greedy engine.
    public var lpEngine: LPLayoutEngine
    /// How far apart two frames' components may be and still agree (1e-6 points by default).
    public var tolerance: Tolerance

    /// A check of `lpEngine` against the greedy engine within `tolerance`.
    public init(lpEngine: LPLayoutEngine, tolerance: Tolerance = Tolerance(1e-6)) {
        self.lpEngine = lpEngine
        self.tolerance = tolerance
    }

    /// Both engines' results on `problem`, or why there are none.
    public func run(_ problem: LayoutProblem) -> CaseOutcome {
        let tree: LayoutTree
        do {
            tree = try LayoutTree(problem.root, environment: problem.environment)
        } catch {
            return .invalidTree(error.description)
        }
        return run(tree, proposal: problem.proposal)
    }

    /// Both engines run, whatever the first one gives, so that a NaN the
    /// greedy engine cannot resolve is told apart from one only it meets.
    public func run(_ tree: LayoutTree, proposal: ProposedViewSize) -> CaseOutcome {
        let engines = [FuzzEngine.greedy, .lp(lpEngine)]
        let results = engines.map { $0.layout(tree, proposal: proposal) }
        switch (results[0], results[1]) {
        case (.success(let greedy), .success(let lp)):
            let comparison = ResultComparison(tree: tree, left: greedy, right: lp, tolerance: tolerance)
            return comparison.agree ? .agreed(comparison) : .disagreed(comparison)
        case (.success, .failure(let error)):
            return Self.outcome(error, engine: engines[1].name)
        case (.failure(let error), .success):
            return Self.outcome(error, engine: engines[0].name)
        case (.failure(let greedy), .failure(let lp)):
            return .bothDeclined(greedy: greedy.message, lp: lp.message)
        }
    }

    private static func outcome(_ error: FuzzEngine.Failure, engine: String) -> CaseOutcome {
        switch error {
        case .refused(let message): .refused(engine: engine, message: message)
        case .failed(let message): .failed(engine: engine, message: message)
        }
    }
}
