import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LinearProgram

/// Runs the reference greedy engine and an LP engine on one problem and
/// compares their layout frames node by node, as `layoutlp check` does.
public struct DifferentialCheck: Sendable {
    public var lpEngine: LPLayoutEngine
    public var tolerance: Tolerance

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
        var greedyError: (refused: Bool, message: String)?
        var greedy: LayoutResult?
        do {
            greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        } catch let error as UnsupportedLayoutError {
            greedyError = (true, error.description)
        } catch {
            greedyError = (false, String(describing: error))
        }
        var lpError: (refused: Bool, message: String)?
        var lp: LayoutResult?
        do {
            lp = try lpEngine.run(tree, proposal: proposal).result
        } catch {
            if case .unsupported(let reason) = error { lpError = (true, reason.description) } else { lpError = (false, error.description) }
        }
        switch (greedy, lp) {
        case (let greedy?, let lp?):
            let comparison = ResultComparison(tree: tree, left: greedy, right: lp, tolerance: tolerance)
            return comparison.agree ? .agreed(comparison) : .disagreed(comparison)
        case (_?, nil):
            let error = lpError!
            return error.refused ? .refused(engine: lpEngine.name, message: error.message)
                : .failed(engine: lpEngine.name, message: error.message)
        case (nil, _?):
            let error = greedyError!
            return error.refused ? .refused(engine: "greedy", message: error.message) : .failed(engine: "greedy", message: error.message)
        case (nil, nil):
            return .bothDeclined(greedy: greedyError!.message, lp: lpError!.message)
        }
    }
}
