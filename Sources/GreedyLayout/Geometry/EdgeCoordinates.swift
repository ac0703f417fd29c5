import LayoutModel

/// The positions of a rectangle's four edges: x of leading and trailing, y of
/// top and bottom.
struct EdgeCoordinates: Hashable {
    private var values: [Edge: Double] = [:]

    init(_ rect: Rect) {
        for edge in Edge.allCases {
            let axis = edge.axis
            values[edge] = edge.isStart ? rect.origin[axis] : rect.origin[axis] + rect.size[axis]
        }
    }

    subscript(edge: Edge) -> Double {
        get { values[edge] ?? 0 }
        set { values[edge] = newValue }
    }

    /// How far `coordinate` lies inward of `reference` on `edge` (positive
    /// towards the inside of the rectangle); equal infinities are 0 apart.
    static func inward(from reference: Double, to coordinate: Double, edge: Edge) -> Double {
        edge.isStart ? LengthArithmetic.difference(coordinate, reference) : LengthArithmetic.difference(reference, coordinate)
    }

    /// Every edge moved inward by `insets` (outward for a negative inset).
    func movedInward(by insets: EdgeInsets) -> EdgeCoordinates {
        var copy = self
        for edge in Edge.allCases {
            copy[edge] = edge.isStart ? self[edge] + insets[edge] : self[edge] - insets[edge]
        }
        return copy
    }
}
