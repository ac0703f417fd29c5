/// WWDC22's `EqualWidthHStack` ("Compose custom layouts with SwiftUI"): a
/// row in which every subview gets the width of the widest subview's ideal
/// size, whatever the container is proposed.
///
/// - Sizing: each subview is asked its ideal size (an unspecified
///   proposal); with `w` and `h` the largest ideal width and height (never
///   below 0: WWDC22's code folds the sizes from zero), `n`
///   subviews and gaps `g`, the row is `n·w + Σg` wide and `h` high.
/// - Gaps: `spacing` between every pair when given, else each adjacent
///   pair's spacing preferences along the horizontal axis (`ViewSpacing`).
/// - Placement: each subview is proposed `w × h` and centred on the point
///   `w/2 + k·(w + gaps before it)` from the leading edge, at the bounds'
///   vertical middle.
public struct EqualWidthHStack: Layout {
    /// The gap between neighbours in points; nil asks each adjacent pair.
    public var spacing: Double?

    /// A row with `spacing` between neighbours (nil: their preferences).
    public init(spacing: Double? = nil) {
        self.spacing = spacing
    }

    /// `spacing` when given.
    public var layoutParameters: [String: Double] { spacing.map { ["spacing": $0] } ?? [:] }

    /// `n·w + Σgaps` by `h` (see the type's documentation).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let largest = largestIdealSize(subviews)
        let gaps = gaps(subviews)
        return Size(width: largest.width * Double(subviews.count) + gaps.reduce(0, +), height: largest.height)
    }

    /// Each subview proposed `w × h`, centred in its column.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let largest = largestIdealSize(subviews)
        let gaps = gaps(subviews)
        let placement = ProposedViewSize(largest)
        var x = bounds.x + largest.width / 2
        for (index, subview) in subviews.enumerated() {
            subview.place(at: Point(x: x, y: bounds.y + bounds.height / 2), anchor: .center, proposal: placement)
            x += largest.width + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// The largest ideal width and the largest ideal height, each on its own.
    public func largestIdealSize(_ subviews: LayoutSubviews) -> Size {
        subviews.reduce(Size.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return Size(width: Swift.max(size.width, ideal.width), height: Swift.max(size.height, ideal.height))
        }
    }

    /// The gap after each subview but the last.
    public func gaps(_ subviews: LayoutSubviews) -> [Double] {
        zip(subviews, subviews.dropFirst()).map { previous, next in
            spacing ?? previous.spacing.distance(to: next.spacing, along: .horizontal)
        }
    }
}
