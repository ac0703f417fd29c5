import LayoutModel

/// Insets inside the exact encoding: one quantity per edge (an
/// `EdgeInsets` whose lengths may depend on the root proposal).
struct SymbolicInsets: Hashable {
    private var values: [Quantity] = Array(repeating: .zero, count: Edge.allCases.count)

    static let zero = SymbolicInsets()

    init() {}

    /// Constant insets from the tree.
    init(_ insets: EdgeInsets) {
        for edge in Edge.allCases { self[edge] = .constant(insets[edge]) }
    }

    /// `length` on every edge of `edges`, 0 elsewhere.
    init(_ length: Quantity, edges: EdgeSet) {
        for edge in edges.edges { self[edge] = length }
    }

    subscript(edge: Edge) -> Quantity {
        get { values[Self.index(edge)] }
        set { values[Self.index(edge)] = newValue }
    }

    /// Leading plus trailing, or top plus bottom.
    func total(_ axis: Axis) -> Quantity {
        self[.start(of: axis)] + self[.end(of: axis)]
    }

    private static func index(_ edge: Edge) -> Int {
        Edge.allCases.firstIndex(of: edge) ?? 0
    }
}
