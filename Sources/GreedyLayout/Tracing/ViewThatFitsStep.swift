import LayoutModel

/// A ViewThatFits's choice at one proposal, as `layoutlp explain` shows it:
/// each child measured in order with its ideal size on the constrained axes,
/// whether it fits, and the child chosen (docs/greedy-semantics.md,
/// "ViewThatFits").
public struct ViewThatFitsStep: Sendable, Hashable {
    /// One child measured.
    public struct Candidate: Sendable, Hashable {
        /// The child's node index.
        public var child: Int
        /// Its answer to the proposal with the constrained axes unspecified.
        public var ideal: Size
        /// Whether that answer fits the proposal on every constrained axis.
        public var fits: Bool
    }

    /// The ViewThatFits node.
    public var node: Int
    /// The proposal it chose for.
    public var proposal: ProposedViewSize
    /// The children measured, in order, up to the first that fits.
    public var candidates: [Candidate]
    /// The child shown: the first that fits, else the last.
    public var chosen: Int
}
