import LayoutModel
import LinearProgram

/// Why the LP engine gave no frames. Bad input (a proposal the program was
/// not built for) is told apart from a program without optimum (a bug in the
/// encoding, since an exact program always has one) and from a solver that
/// did not run.
public enum LPLayoutError: Error, Sendable, CustomStringConvertible {
    /// A finite root proposal component outside `0...limit` (or NaN).
    case proposalOutOfRange(axis: Axis, value: Double, limit: Double)
    /// The proposal's shape (nil, finite, infinite per axis) differs from the
    /// shape the program was built for.
    case proposalShapeMismatch(expected: ProposalShape, got: ProposalShape)
    /// The program was built for one proposal (a strategy that builds per
    /// proposal, such as `decomposed`) and was asked for another.
    case proposalMismatch(builtFor: ProposedViewSize, got: ProposedViewSize)
    /// The strategy cannot encode this node (path, element, why).
    case unsupported(UnsupportedLayoutError)
    /// The solver ran but the program has no optimum: the encoding is wrong
    /// for this tree (the exact program is feasible by construction).
    case noOptimum(NoOptimum)
    /// The solver did not run properly; `message` is its error.
    case solverFailed(message: String)
    /// A frame is not a place and size by `LayoutValidity` (a NaN component,
    /// or a size of −∞): the input has no layout, the rule every engine shares.
    case noLayout(path: String, frame: String)
    /// ``LPLayoutOptions/timeLimit`` ran out in `stage` (bound propagation,
    /// a solve or polishing); no frames, so timing never changes them.
    case timeLimitReached(limit: Duration, stage: String)
    /// ``LPLayoutOptions/workLimit`` ran out in `stage`: the layout's solves
    /// made `limit` simplex iterations and branch-and-cut nodes; no frames.
    case workLimitReached(limit: Int, stage: String)
    /// The program is estimated to need more memory than
    /// ``LPLayoutOptions/memoryBudget``: refused before it is built.
    case overMemoryBudget(ProgramSizeEstimate, budget: Int)

    public var description: String {
        switch self {
        case .proposalOutOfRange(let axis, let value, let limit):
            "the root proposal's \(axis == .horizontal ? "width" : "height") \(value) is outside 0...\(limit), the range LP programs are built for"
        case .proposalShapeMismatch(let expected, let got):
            "the program was built for a \(expected) proposal, not \(got)"
        case .proposalMismatch(let builtFor, let got):
            "the program was built for the proposal \(builtFor) alone, not \(got)"
        case .unsupported(let error):
            error.description
        case .noOptimum(let reason):
            "the layout program has no optimum (\(reason)); this is a bug in the LP encoding"
        case .solverFailed(let message):
            "the solver failed: \(message)"
        case .noLayout(let path, let frame):
            "\(path): this input has no layout: the LP solution gives \(frame), which is not a place and size "
                + "(a NaN, or a size of −∞: docs/greedy-semantics.md, \"Lengths at infinity\")"
        case .timeLimitReached(let limit, let stage):
            "the time limit of \(Self.seconds(limit)) s for one layout ran out in \(stage)"
        case .workLimitReached(let limit, let stage):
            "the work limit of \(limit) simplex iterations and branch-and-cut nodes for one layout ran out in \(stage)"
        case .overMemoryBudget(let estimate, let budget):
            "the program for this tree would need about \(estimate.bytes >> 20) MiB (\(estimate)), "
                + "more than the memory budget of \(budget >> 20) MiB; the LP engine refuses it before building it"
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        return value == value.rounded() ? String(Int64(value)) : String(value)
    }
}
