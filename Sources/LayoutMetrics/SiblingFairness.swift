import LayoutModel

/// How evenly a stack shares its length among its children (docs/metrics.md,
/// "Fairness among siblings"): Jain's index of the values and the gap
/// between the largest and the smallest.
///
/// ```swift
/// let fairness = try SiblingFairness(stack: tree.idIndex["row"]!, in: tree, frames: result.frames)
/// fairness.jainIndex  // 1 when every child got the same length
/// ```
public struct SiblingFairness: Sendable, Hashable {
    /// The compared children, in stack order.
    public var children: [Int]
    /// One value per child (its length, or its kept share).
    public var values: [Double]

    /// Fairness of plain values (lengths or shares, ≥ 0), one per child.
    /// - Throws: `MetricError.valueCountMismatch` unless there is one value per child.
    public init(children: [Int], values: [Double]) throws(MetricError) {
        guard children.count == values.count else {
            throw .valueCountMismatch(subject: "sibling values", expected: children.count, actual: values.count)
        }
        self.children = children
        self.values = values
    }

    /// Fairness among the present children of the HStack or VStack `stack`,
    /// measured by `measure`; Spacers are left out unless `includingSpacers`.
    /// - Throws: `MetricError.notAStack`, `.nodeOutOfRange`, or
    ///   `.frameCountMismatch` unless `frames` has one frame per node.
    public init(
        stack: Int, in tree: LayoutTree, frames: [Rect], measure: FairnessMeasure = .length,
        includingSpacers: Bool = false
    ) throws(MetricError) {
        try tree.requireFrames(frames, of: "frames")
        guard tree.nodes.indices.contains(stack) else { throw .nodeOutOfRange(node: stack, nodeCount: tree.nodes.count) }
        guard let axis = tree.stackAxis(of: stack) else { throw .notAStack(path: tree[stack].path) }
        let capacity = MetricArithmetic.length(frames[stack], axis)
        var children: [Int] = []
        var values: [Double] = []
        for child in tree.traits.presentChildren(of: stack) where includingSpacers || !tree.isSpacer(child) {
            let length = MetricArithmetic.length(frames[child], axis)
            switch measure {
            case .length:
                children.append(child)
                values.append(length)
            case .keptShare(let ranges):
                guard let share = ranges[child]?.keptShare(of: length, capacity: capacity) else { continue }
                children.append(child)
                values.append(share)
            }
        }
        self.children = children
        self.values = values
    }

    /// Jain's index (Σx)² / (n·Σx²), in 1/n…1, 1 when all values are equal;
    /// nil for no values. All zeros count as equal (1). With k of the n values
    /// infinite the index is its limit k/n.
    public var jainIndex: Double? {
        guard !values.isEmpty else { return nil }
        let n = Double(values.count)
        let infinite = values.filter { $0 == .infinity }.count
        if infinite > 0 { return Double(infinite) / n }
        let sum = values.reduce(0, +)
        let squares = values.reduce(0) { $0 + $1 * $1 }
        return squares == 0 ? 1 : sum * sum / (n * squares)
    }

    /// The largest value minus the smallest (0 when all are ∞); nil for no values.
    public var gap: Double? {
        guard let largest = values.max(), let smallest = values.min() else { return nil }
        return MetricArithmetic.distance(largest, smallest)
    }
}
