import LayoutModel

/// The positions of a symbolic rectangle's four edges: x of leading and
/// trailing, y of top and bottom (the greedy engine's `EdgeCoordinates` on
/// quantities). An edge of a rectangle with an infinite length is an
/// infinite constant.
struct ExactEdgeCoordinates: Hashable {
    private var values: [Quantity] = Array(repeating: .zero, count: Edge.allCases.count)

    init(origin: SymbolicPoint, size: SymbolicSize) {
        for edge in Edge.allCases {
            let axis = edge.axis
            self[edge] = edge.isStart ? origin[axis] : origin[axis] + size[axis]
        }
    }

    init(_ frame: SymbolicFrame) {
        self.init(origin: frame.origin, size: frame.size)
    }

    subscript(edge: Edge) -> Quantity {
        get { values[Edge.allCases.firstIndex(of: edge) ?? 0] }
        set { values[Edge.allCases.firstIndex(of: edge) ?? 0] = newValue }
    }

    /// How far `coordinate` lies inward of `reference` on `edge` (positive
    /// towards the inside); equal infinities are 0 apart
    /// (`Quantity.difference`). No rows: an expression.
    static func inward(from reference: Quantity, to coordinate: Quantity, edge: Edge) -> Quantity {
        edge.isStart ? Quantity.difference(coordinate, reference) : Quantity.difference(reference, coordinate)
    }

    /// Every edge moved inward by `insets` (outward for a negative inset).
    func movedInward(by insets: SymbolicInsets) -> ExactEdgeCoordinates {
        var copy = self
        for edge in Edge.allCases {
            copy[edge] = edge.isStart ? self[edge] + insets[edge] : self[edge] - insets[edge]
        }
        return copy
    }
}
