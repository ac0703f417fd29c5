import LayoutModel

/// The range children cover on one axis once their alignment guides are put
/// on a common line at 0: each child spans `[-guide, length - guide]`.
/// Containers take their cross size (stacks) or size (ZStack) from it and
/// place each child at `-guide - lower` (semantics §1.5 and §4).
struct AlignedExtent {
    private(set) var lower: Double
    private(set) var upper: Double

    /// - Parameters:
    ///   - items: each child's guide value and length on the axis.
    ///   - includingLine: whether the alignment line itself belongs to the
    ///     range (SwiftUI's stacks start their union from 0...0; this only
    ///     matters for guides outside a child).
    init(_ items: [(guide: Double, length: Double)], includingLine: Bool) {
        lower = includingLine ? 0 : .infinity
        upper = includingLine ? 0 : -.infinity
        for item in items {
            lower = Swift.min(lower, -item.guide)
            upper = Swift.max(upper, LengthArithmetic.difference(item.length, item.guide))
        }
        if items.isEmpty, !includingLine {
            lower = 0
            upper = 0
        }
    }

    /// The covered length.
    var length: Double { LengthArithmetic.difference(upper, lower) }

    /// Where a child with this guide value starts, relative to the range's start.
    func offset(forGuide guide: Double) -> Double { LengthArithmetic.difference(-guide, lower) }
}
