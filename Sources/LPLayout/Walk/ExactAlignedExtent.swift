import LayoutModel

/// The range children cover on one axis once their guides share a line at 0
/// (semantics §1.5, §4): `lower = min(−guide)`, `upper = max(length − guide)`,
/// each a chain of `min`/`max` rows (family `align`) unless decided.
///
/// Equal operands are taken once: a stack of children that share one guide
/// expression needs no binary at all. The chain starts at the line (0) or
/// at ∓∞ and takes the operands in the children's order, as before issue
/// 15: a balanced tree of pairs, or a chain starting at its first operand,
/// gave frames that differ from the greedy engine's on fuzz seed 20261125
/// (cases 2466, 6234, 19094, 30373; the cause is not yet understood, and
/// those four are regression models in Tests/LayoutFuzzingTests).
struct ExactAlignedExtent {
    private(set) var lower: Quantity
    private(set) var upper: Quantity

    init(_ items: [(guide: Quantity, length: Quantity)], includingLine: Bool, in builder: ProgramBuilder) throws(LPLayoutError) {
        if items.isEmpty, !includingLine {
            lower = .zero
            upper = .zero
            return
        }
        lower = try Self.chain(from: .constant(includingLine ? 0 : .infinity), items.map { -$0.guide }) { a, b throws(LPLayoutError) in
            try builder.minimum(a, b, family: .align)
        }
        upper = try Self.chain(from: .constant(includingLine ? 0 : -.infinity), items.map { Quantity.difference($0.length, $0.guide) }) {
            a, b throws(LPLayoutError) in
            try builder.maximum(a, b, family: .align)
        }
    }

    /// `combine` applied from `start` over `values`, each distinct value once, in order.
    /// A constant is combined again when repeated: a minimum or maximum of
    /// constants folds without rows, and gives the same result twice.
    private static func chain(
        from start: Quantity, _ values: [Quantity], _ combine: (Quantity, Quantity) throws(LPLayoutError) -> Quantity
    ) throws(LPLayoutError) -> Quantity {
        var seen: Set<Quantity> = []
        var result = start
        for value in values where value.isConstant || seen.insert(value).inserted {
            result = try combine(result, value)
        }
        return result
    }

    var length: Quantity { Quantity.difference(upper, lower) }

    func offset(forGuide guide: Quantity) -> Quantity { Quantity.difference(-guide, lower) }
}
