import LayoutModel

/// One value per axis, made by one expression written for any axis: the
/// allocation-free form of `Axis.allCases.map { ... }` for code that runs
/// once per node.
struct PerAxis<Value> {
    var horizontal: Value
    var vertical: Value

    init(_ make: (Axis) -> Value) {
        horizontal = make(.horizontal)
        vertical = make(.vertical)
    }

    subscript(axis: Axis) -> Value { axis == .horizontal ? horizontal : vertical }
}
