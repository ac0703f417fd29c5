import LayoutModel

/// The range children cover on one axis once their guides share a line at 0
/// (semantics §1.5, §4): `lower = min(−guide)`, `upper = max(length − guide)`,
/// each a chain of `min`/`max` rows (family `align`) unless decided.
struct ExactAlignedExtent {
    private(set) var lower: Quantity
    private(set) var upper: Quantity

    init(_ items: [(guide: Quantity, length: Quantity)], includingLine: Bool, in builder: ProgramBuilder) throws(LPLayoutError) {
        var lower: Quantity = .constant(includingLine ? 0 : .infinity)
        var upper: Quantity = .constant(includingLine ? 0 : -.infinity)
        for item in items {
            lower = try builder.minimum(lower, -item.guide, family: .align)
            upper = try builder.maximum(upper, Quantity.difference(item.length, item.guide), family: .align)
        }
        if items.isEmpty, !includingLine {
            lower = .zero
            upper = .zero
        }
        self.lower = lower
        self.upper = upper
    }

    var length: Quantity { Quantity.difference(upper, lower) }

    func offset(forGuide guide: Quantity) -> Quantity { Quantity.difference(-guide, lower) }
}
