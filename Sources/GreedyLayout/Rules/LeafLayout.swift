import LayoutModel

/// Views without children: shapes, Fixed, Image, Text and Spacer.
///
/// - Proposes: nothing (no children).
/// - Reports: per the rules below.
/// - Places: nothing.
struct LeafLayout {
    let element: LayoutElement
    /// The axis of the nearest enclosing HStack/VStack (what a Spacer expands along).
    let stackOrientation: Axis?

    /// The leaf's answer to `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        switch element {
        case .shape:
            // Semantics §0 (Shape.sizeThatFits, replacingUnspecifiedDimensions):
            // shapes take the proposal; an unspecified component becomes 10;
            // infinity stays infinity (seed 002: "Circle expands up to the size offered").
            return proposal.replacingUnspecifiedDimensions(by: Size(width: 10, height: 10))
        case .fixed(let size):
            // A view with one size whatever it is offered (seed 002: "an ideal size
            // that never varies, like Toggle").
            return size
        case .image(let size, let resizable, _):
            // Semantics §16: a non-resizable image is its content size; a resizable
            // one takes each specified proposal component, its own size elsewhere.
            return resizable ? proposal.replacingUnspecifiedDimensions(by: size) : size
        case .text(let string, let fontSize, let lineLimit):
            // Semantics §15 with LayoutLP's deterministic metrics
            // (docs/text-metrics.md): nil or infinite width gives one line,
            // a finite width wraps, a short height or a line limit truncates,
            // width 0 gives 0.
            return TextLayout(string, fontSize: fontSize, proposal: proposal, lineLimit: lineLimit).size
        case .spacer(let minLength):
            return spacerSize(proposal, minLength: minLength)
        default:
            return .zero
        }
    }

    /// Semantics §2: along its stack's axis a Spacer is `max(proposal, minLength)`
    /// (an unspecified proposal gives minLength) and 0 across it; outside any
    /// HStack/VStack it expands that way on both axes.
    private func spacerSize(_ proposal: ProposedViewSize, minLength: Double) -> Size {
        func expand(_ component: Double?) -> Double { Swift.max(component ?? -.infinity, minLength) }
        guard let axis = stackOrientation else {
            return Size(width: expand(proposal.width), height: expand(proposal.height))
        }
        return Size(axis, main: expand(proposal[axis]), cross: 0)
    }
}
