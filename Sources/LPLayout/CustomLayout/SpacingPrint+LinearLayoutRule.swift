import LayoutModel

/// `SpacingPrint`'s rule as constraints: each subview proposed the
/// container's proposal and placed at its top-leading corner; the size is
/// the largest width and height of their answers (the subview's own size
/// when there is one: no rows). Its spacing table is a fact of the tree,
/// shared with the greedy engine.
extension SpacingPrint: LinearLayoutRule {
    /// The description above.
    public func linearLayout(proposal: LinearProposal, subviews: LinearSubviews, in context: LinearLayoutContext) throws(LPLayoutError)
        -> LinearLayoutDescription
    {
        var widths: [LinearLength] = [], heights: [LinearLength] = []
        for subview in subviews {
            let size = try subview.sizeThatFits(proposal)
            widths.append(size.width)
            heights.append(size.height)
        }
        let size = LinearSize(width: try context.maximum(of: [.zero] + widths), height: try context.maximum(of: [.zero] + heights))
        let placements = subviews.map { _ in LinearPlacement(at: .zero, anchor: .topLeading, proposal: proposal) }
        return LinearLayoutDescription(size: size, placements: placements)
    }
}
