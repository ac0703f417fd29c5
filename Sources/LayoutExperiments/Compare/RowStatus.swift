import GreedyLayout
import LPLayout
import LayoutModel

/// What became of one engine on one model at one proposal.
public enum RowStatus: String, Sendable, Hashable, CaseIterable {
    /// Frames for every node.
    case laidOut = "laid-out"
    /// The engine does not lay this model out (an unsupported view or
    /// modifier, a program over the memory budget, a proposal outside the
    /// LP range): no frames, by design.
    case refused
    /// The engine ran and has no valid layout (a program without optimum,
    /// a frame that is not finite).
    case noLayout = "no-layout"
    /// The solver failed or ran out of time.
    case solverFailure = "solver-failure"

    /// The status an engine's error means, and its reason (the error's text).
    public static func classify(_ error: Error) -> (status: RowStatus, reason: String) {
        let reason = String(describing: error)
        switch error {
        case is UnsupportedLayoutError: return (.refused, reason)
        case is GreedyLayoutError: return (.noLayout, reason)
        case let error as LPLayoutError:
            switch error {
            case .unsupported, .overMemoryBudget, .proposalOutOfRange: return (.refused, reason)
            case .noOptimum, .noLayout: return (.noLayout, reason)
            case .solverFailed, .timeLimitReached, .workLimitReached, .proposalShapeMismatch, .proposalMismatch:
                return (.solverFailure, reason)
            }
        default: return (.solverFailure, reason)
        }
    }
}
