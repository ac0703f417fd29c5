import LayoutModel

/// What a custom layout's linear description answers for one proposal: the
/// container's size, each subview's placement, and (optionally) the
/// container's explicit alignment guides.
public struct LinearLayoutDescription {
    /// The container's size (what `sizeThatFits` answers).
    public var size: LinearSize
    /// One entry per subview, in order; nil (or a missing entry at the end)
    /// places the subview as `placeSubviews` leaves an unplaced one: centred
    /// in the container with the container's proposal.
    public var placements: [LinearPlacement?]
    /// The container's explicit guides, relative to its top-leading corner;
    /// nil merges the subviews' explicit values as a stack does (the default
    /// `explicitAlignment`). A layout that implements `explicitAlignment`
    /// gives its values here, for every guide it answers.
    public var explicitGuides: [AlignmentKey: LinearLength]?

    /// A description of `size`, `placements` and (nil: merged) `explicitGuides`.
    public init(size: LinearSize, placements: [LinearPlacement?], explicitGuides: [AlignmentKey: LinearLength]? = nil) {
        self.size = size
        self.placements = placements
        self.explicitGuides = explicitGuides
    }
}
