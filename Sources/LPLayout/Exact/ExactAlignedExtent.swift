import LayoutModel

/// The range children cover on one axis once their guides share a line at 0
/// (semantics §1.5, §4): `lower = min(−guide)`, `upper = max(length − guide)`,
/// each a tree of `min`/`max` rows (family `align`) unless decided.
///
/// Equal operands are taken once (a stack of children that share one guide
/// expression needs no binary at all), and the rest are paired off in a
/// balanced tree rather than a chain: the same values, but a value known
/// to the solver's propagation reaches the extent through log₂ n rows, not
/// n (`BoundPropagation` probes each binary, and a chain made probing
/// quadratic in the number of children).
struct ExactAlignedExtent {
    private(set) var lower: Quantity
    private(set) var upper: Quantity

    init(_ items: [(guide: Quantity, length: Quantity)], includingLine: Bool, in builder: ProgramBuilder) throws(LPLayoutError) {
        if items.isEmpty, !includingLine {
            lower = .zero
            upper = .zero
            return
        }
        let line: [Quantity] = includingLine ? [.zero] : []
        lower = try Self.reduce(line + items.map { -$0.guide }) { a, b throws(LPLayoutError) in
            try builder.minimum(a, b, family: .align)
        }
        upper = try Self.reduce(line + items.map { Quantity.difference($0.length, $0.guide) }) { a, b throws(LPLayoutError) in
            try builder.maximum(a, b, family: .align)
        }
    }

    /// `combine` over `values` (at least one), each distinct value once,
    /// as a balanced tree of pairs in order.
    private static func reduce(
        _ values: [Quantity], _ combine: (Quantity, Quantity) throws(LPLayoutError) -> Quantity
    ) throws(LPLayoutError) -> Quantity {
        var seen: Set<Quantity> = []
        var level = values.filter { seen.insert($0).inserted }
        while level.count > 1 {
            var next: [Quantity] = []
            next.reserveCapacity((level.count + 1) / 2)
            var index = 0
            while index + 1 < level.count {
                next.append(try combine(level[index], level[index + 1]))
                index += 2
            }
            if index < level.count { next.append(level[index]) }
            level = next
        }
        return level[0]
    }

    var length: Quantity { Quantity.difference(upper, lower) }

    func offset(forGuide guide: Quantity) -> Quantity { Quantity.difference(-guide, lower) }
}
