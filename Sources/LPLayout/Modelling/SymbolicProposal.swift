import LayoutModel

/// A proposal inside the exact encoding: per axis unspecified (nil) or a
/// quantity. Whether a component is nil is fixed by the tree and the root
/// proposal's shape, never by its numbers.
struct SymbolicProposal: Hashable {
    var width: Quantity?
    var height: Quantity?

    init(width: Quantity?, height: Quantity?) {
        self.width = width
        self.height = height
    }

    init(_ axis: Axis, main: Quantity?, cross: Quantity?) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }

    init(_ size: SymbolicSize) {
        self.init(width: size.width, height: size.height)
    }

    static let unspecified = SymbolicProposal(width: nil, height: nil)

    subscript(axis: Axis) -> Quantity? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal when both components are known while building.
    var constant: ProposedViewSize? {
        var result = ProposedViewSize.unspecified
        for axis in Axis.allCases {
            guard let component = self[axis] else { continue }
            guard let value = component.constantValue else { return nil }
            result[axis] = value
        }
        return result
    }

    /// Semantics §0: unspecified components become `size`'s.
    func replacingUnspecifiedDimensions(by size: Size) -> SymbolicSize {
        SymbolicSize(width: width ?? .constant(size.width), height: height ?? .constant(size.height))
    }
}

/// A size inside the exact encoding.
struct SymbolicSize: Hashable {
    var width: Quantity
    var height: Quantity

    static let zero = SymbolicSize(width: .zero, height: .zero)

    init(width: Quantity, height: Quantity) {
        self.width = width
        self.height = height
    }

    init(_ size: Size) {
        self.init(width: .constant(size.width), height: .constant(size.height))
    }

    init(_ axis: Axis, main: Quantity, cross: Quantity) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }

    subscript(axis: Axis) -> Quantity {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A point inside the exact encoding.
struct SymbolicPoint: Hashable {
    var x: Quantity
    var y: Quantity

    static let zero = SymbolicPoint(x: .zero, y: .zero)

    subscript(axis: Axis) -> Quantity {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    func offset(by dx: Double, _ dy: Double) -> SymbolicPoint {
        SymbolicPoint(x: x + .constant(dx), y: y + .constant(dy))
    }
}
