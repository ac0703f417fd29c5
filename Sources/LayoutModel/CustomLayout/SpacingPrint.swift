/// Seed 001's `SpacingPrint`: a container for one subview that reports the
/// subview's size, places it at its own top-leading corner with its own
/// proposal, and shows its neighbours exactly the subview's spacing
/// preferences, so a stack around it keeps the distances the subview alone
/// would get (seed 001 used it to print a `ViewSpacing`; LayoutLP makes the
/// same table observable as the gaps a stack leaves).
///
/// Seed 001's version stops the program unless it has exactly one subview;
/// LayoutLP's never stops: with no subview it is empty (zero size, no
/// spacing preference), and with several it treats each as the seed treats
/// the one (each proposed the container's proposal and placed at its top
/// leading corner; the size is the largest width and height) and shows the
/// union of their preferences (seed 001's `formUnion`).
public struct SpacingPrint: Layout {
    /// The layout; it has no parameters.
    public init() {}

    /// The subviews' largest width and height for `proposal` (the subview's
    /// size when there is one).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
        subviews.reduce(Size.zero) { size, subview in
            let answer = subview.sizeThatFits(proposal)
            return Size(width: Swift.max(size.width, answer.width), height: Swift.max(size.height, answer.height))
        }
    }

    /// Every subview at the bounds' top-leading corner, proposed `proposal`.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
    }

    /// The subview's table (the union of the tables when there are several).
    public func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing = spacing.union(subview.spacing, on: .all) }
        return spacing
    }
}
