import LayoutModel

/// Where a custom layout's linear description puts one subview: the point
/// (relative to the container's top-leading corner) that the subview's
/// `anchor` lands on, and the proposal it is placed with.
public struct LinearPlacement: Hashable {
    /// The position, relative to the container's top-leading corner.
    public var position: LinearPoint
    /// The point of the subview that lands on `position`.
    public var anchor: UnitPoint
    /// The proposal the subview is placed with.
    public var proposal: LinearProposal

    /// The subview's `anchor` at `position`, proposed `proposal`
    /// (`LayoutSubview.place(at:anchor:proposal:)`).
    public init(at position: LinearPoint, anchor: UnitPoint = .center, proposal: LinearProposal) {
        self.position = position
        self.anchor = anchor
        self.proposal = proposal
    }
}
