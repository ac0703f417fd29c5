import LayoutModel

/// The safe-area geometry a view sees, in root coordinates: the rectangle of
/// its container and the safe rectangle inside it (the project's model of
/// SwiftUI's safe-area chain, docs/greedy-semantics.md "Safe area").
///
/// A view with frame F has, on edge e, a safe-area inset equal to the
/// distance from F's edge to the container's edge when F reaches or crosses
/// the safe rectangle's edge e, and 0 otherwise: a view inside the safe area
/// has nothing to ignore, a view touching it may grow to the container.
struct SafeRegion: Hashable {
    /// Coordinates of the four edges (x for leading/trailing, y for top/bottom).
    var container: EdgeCoordinates
    /// The safe rectangle of both regions: the inner of `containerSafe` and `keyboardSafe`.
    var safe: EdgeCoordinates
    /// The container region's safe edges alone (the root safe area and what
    /// safeAreaInset and safeAreaPadding add): where a view that ignores
    /// only the keyboard may grow to.
    var containerSafe: EdgeCoordinates
    /// The keyboard region's safe edges alone (the keyboard's top on the
    /// bottom, the container's edges elsewhere): where a view that ignores
    /// only the container region may grow to.
    var keyboardSafe: EdgeCoordinates

    /// The root's region: the container spans `containerSize` at (0, 0); the
    /// container region is it inset by `insets`, the keyboard region by
    /// `keyboard` at the bottom, the safe rectangle by both.
    init(containerSize: Size, insets: EdgeInsets, keyboard: Double = 0) {
        container = EdgeCoordinates(Rect(origin: .zero, size: containerSize))
        containerSafe = container.movedInward(by: insets)
        keyboardSafe = container.movedInward(by: EdgeInsets(bottom: keyboard))
        safe = container.movedInward(by: ModelEnvironment.combined(insets, keyboard: keyboard))
    }

    /// The safe-area insets of a view with `frame` for the `regions` it
    /// ignores (never negative): on each edge where the frame reaches the
    /// safe rectangle, the distance to the edge it may grow to (the
    /// container's for both regions, the other region's safe edge for one).
    func insets(of frame: Rect, ignoring regions: SafeAreaRegions = .all) -> EdgeInsets {
        let edges = EdgeCoordinates(frame)
        let target =
            switch regions {
            case .all: container
            case .container: keyboardSafe
            case .keyboard: containerSafe
            default: safe
            }
        var insets = EdgeInsets.zero
        for edge in Edge.allCases where reaches(edges, edge) {
            insets[edge] = Swift.max(0, EdgeCoordinates.inward(from: target[edge], to: edges[edge], edge: edge))
        }
        return insets
    }

    /// The region inside a view with `frame` that adds `lengths` of safe area
    /// on its edges (safeAreaInset, safeAreaPadding). On each edge of `edges`:
    /// the new safe edge is `lengths[edge]` inward of the frame's edge, or the
    /// old safe edge where that is further in; the container keeps its edge
    /// when the frame reaches the old safe edge, so a view inside can still
    /// grow to it, and otherwise ends at the frame's edge, so a view inside
    /// grows at most under the added strip. The keyboard region keeps its
    /// edge where the frame reaches, and ends at the frame's edge otherwise.
    func adding(_ lengths: EdgeInsets, on edges: EdgeSet, inside frame: Rect) -> SafeRegion {
        let frameEdges = EdgeCoordinates(frame)
        let inset = frameEdges.movedInward(by: lengths)
        var region = self
        for edge in edges.edges {
            if !reaches(frameEdges, edge) {
                region.container[edge] = frameEdges[edge]
                region.keyboardSafe[edge] = frameEdges[edge]
            }
            if EdgeCoordinates.inward(from: safe[edge], to: inset[edge], edge: edge) > 0 {
                region.safe[edge] = inset[edge]
            }
            // The added strips belong to the container region (Choice, docs/greedy-semantics.md).
            if EdgeCoordinates.inward(from: containerSafe[edge], to: inset[edge], edge: edge) > 0 {
                region.containerSafe[edge] = inset[edge]
            }
        }
        return region
    }

    /// Whether a rectangle's `edge` lies on or beyond the safe rectangle's.
    /// A tolerance of 1e-9 points absorbs rounding in sums of lengths.
    private func reaches(_ edges: EdgeCoordinates, _ edge: Edge) -> Bool {
        EdgeCoordinates.inward(from: safe[edge], to: edges[edge], edge: edge) <= 1e-9
    }
}
