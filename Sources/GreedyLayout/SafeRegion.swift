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
    var safe: EdgeCoordinates

    /// The root's region: the container spans `containerSize` at (0, 0) and
    /// the safe rectangle is it inset by `insets`.
    init(containerSize: Size, insets: EdgeInsets) {
        container = EdgeCoordinates(Rect(origin: .zero, size: containerSize))
        safe = container.movedInward(by: insets)
    }

    /// The safe-area insets of a view with `frame` (never negative).
    func insets(of frame: Rect) -> EdgeInsets {
        let edges = EdgeCoordinates(frame)
        var insets = EdgeInsets.zero
        for edge in Edge.allCases where reaches(edges, edge) {
            insets[edge] = Swift.max(0, EdgeCoordinates.inward(from: container[edge], to: edges[edge], edge: edge))
        }
        return insets
    }

    /// The region inside a view with `frame` that adds `lengths` of safe area
    /// on its edges (safeAreaInset, safeAreaPadding). On each edge of `edges`:
    /// the new safe edge is `lengths[edge]` inward of the frame's edge, or the
    /// old safe edge where that is further in; the container keeps its edge
    /// when the frame reaches the old safe edge, so a view inside can still
    /// grow to it, and otherwise ends at the frame's edge, so a view inside
    /// grows at most under the added strip.
    func adding(_ lengths: EdgeInsets, on edges: EdgeSet, inside frame: Rect) -> SafeRegion {
        let frameEdges = EdgeCoordinates(frame)
        let inset = frameEdges.movedInward(by: lengths)
        var region = self
        for edge in edges.edges {
            if !reaches(frameEdges, edge) { region.container[edge] = frameEdges[edge] }
            if EdgeCoordinates.inward(from: safe[edge], to: inset[edge], edge: edge) > 0 {
                region.safe[edge] = inset[edge]
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
