import LayoutModel

/// Limits the LP engine builds its programs with (docs/lp-encoding.md,
/// "Big-M and resolution").
public struct LPLayoutOptions: Hashable, Sendable {
    /// The largest finite root proposal component a program is built for, in
    /// points. Every big-M constant is derived from it by interval arithmetic
    /// over the tree, so one program is valid for every proposal in
    /// `0...proposalLimit` and a sweep only changes bounds. A larger proposal
    /// is refused before any solve.
    public var proposalLimit: Double
    /// Two lengths closer than this count as equal where a rule breaks ties
    /// (a stack's flexibility order, the line-count steps of text): the
    /// resolution of the exact encoding, in points.
    public var resolution: Double

    public init(proposalLimit: Double = 10_000, resolution: Double = 1e-4) {
        self.proposalLimit = proposalLimit
        self.resolution = resolution
    }

    /// Checks that programs built with these options can take `proposal`:
    /// every finite component in `0...proposalLimit` (NaN is refused too).
    ///
    /// - Throws: ``LPLayoutError/proposalOutOfRange(axis:value:limit:)``.
    public func checkRange(_ proposal: ProposedViewSize) throws(LPLayoutError) {
        for axis in Axis.allCases {
            guard let value = proposal[axis], !value.isInfinite else { continue }
            guard value >= 0, value <= proposalLimit else {
                throw .proposalOutOfRange(axis: axis, value: value, limit: proposalLimit)
            }
        }
    }
}
