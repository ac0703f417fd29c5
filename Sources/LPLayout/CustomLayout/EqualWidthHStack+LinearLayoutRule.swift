import LayoutModel

/// `EqualWidthHStack`'s rule as constraints, step for step with its Swift
/// methods: the largest ideal width `w` and height `h` (maxima over 0 and
/// the subviews' answers to an unspecified proposal; numbers in most trees,
/// so no rows), the size `n·w + Σgaps` by `h`, and each subview proposed
/// `w × h` and centred at `w/2 + k·w + (gaps before it)`, `h/2`. The gaps are
/// facts of the tree (`spacing`, or the pairs' spacing preferences).
extension EqualWidthHStack: LinearLayoutRule {
    /// The description above.
    public func linearLayout(proposal: LinearProposal, subviews: LinearSubviews, in context: LinearLayoutContext) throws(LPLayoutError)
        -> LinearLayoutDescription
    {
        guard !subviews.isEmpty else { return LinearLayoutDescription(size: .zero, placements: []) }
        var widths: [LinearLength] = [], heights: [LinearLength] = []
        for subview in subviews {
            let ideal = try subview.sizeThatFits(.unspecified)
            widths.append(ideal.width)
            heights.append(ideal.height)
        }
        // The Swift method folds from a zero size (WWDC22's `reduce(.zero)`), so a
        // negative ideal length (negative padding) counts as 0: so does this.
        let width = try context.maximum(of: [.zero] + widths), height = try context.maximum(of: [.zero] + heights)
        let gaps = zip(subviews, subviews.dropFirst()).map { previous, next in
            spacing ?? previous.spacing.distance(to: next.spacing, along: .horizontal)
        }
        let size = LinearSize(width: width * Double(subviews.count) + .constant(gaps.reduce(0, +)), height: height)
        var placements: [LinearPlacement?] = []
        var x = width / 2
        for index in subviews.indices {
            placements.append(
                LinearPlacement(
                    at: LinearPoint(x: x, y: height / 2), anchor: .center,
                    proposal: LinearProposal(width: width, height: height)))
            x = x + width + .constant(index < gaps.count ? gaps[index] : 0)
        }
        return LinearLayoutDescription(size: size, placements: placements)
    }
}
