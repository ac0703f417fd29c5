import LPLayout

/// Why a breakpoint walk (``BreakpointWalk``) stopped.
public enum BreakpointError: Error, Sendable, CustomStringConvertible {
    /// The LP engine could not lay the model out at this width.
    case layout(width: Double, LPLayoutError)
    /// The program has no root width variable: the model's proposal width
    /// is unspecified or infinite, so there is nothing to walk along.
    case noWidthVariable
    /// The range is empty or not finite, or outside the LP engine's proposal range.
    case badRange(String)
    /// The walk found more than ``BreakpointWalk/maximumPieces`` pieces
    /// (a piece narrower than the step past each end repeats).
    case tooManyPieces(Int)

    public var description: String {
        switch self {
        case .layout(let width, let error): "at width \(SweepNumber.text(width)): \(error)"
        case .noWidthVariable: "the program has no root width variable (the proposal's width must be finite)"
        case .badRange(let text): "width range: \(text)"
        case .tooManyPieces(let count): "more than \(count) affine pieces: stopped"
        }
    }
}
