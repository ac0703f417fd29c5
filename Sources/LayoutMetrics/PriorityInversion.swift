import LayoutModel

/// A stack child with a higher layout priority that kept a smaller share of
/// its range than a sibling with a lower one (docs/metrics.md, "Priority
/// inversions"). SwiftUI offers space to higher priorities first, so the
/// greedy engine shows none; a strategy that trades priorities away does.
///
/// ```swift
/// let inversions = try PriorityInversion.all(in: tree, frames: lp.frames, ranges: ranges)
/// ```
public struct PriorityInversion: Sendable, Hashable, CustomStringConvertible {
    /// The stack both children belong to.
    public var stack: Int
    /// The child with the higher layout priority, and what it kept.
    public var higher: Int
    /// The higher child's layout priority.
    public var higherPriority: Double
    /// The higher child's kept share.
    public var higherKept: Double
    /// The child with the lower layout priority, which kept more.
    public var lower: Int
    /// The lower child's layout priority.
    public var lowerPriority: Double
    /// The lower child's kept share.
    public var lowerKept: Double

    /// An inversion already found.
    public init(
        stack: Int, higher: Int, higherPriority: Double, higherKept: Double,
        lower: Int, lowerPriority: Double, lowerKept: Double
    ) {
        self.stack = stack
        self.higher = higher
        self.higherPriority = higherPriority
        self.higherKept = higherKept
        self.lower = lower
        self.lowerPriority = lowerPriority
        self.lowerKept = lowerKept
    }

    /// The inversions among the present children of `stack`: every pair of
    /// children with different priorities, h the higher and l the lower, both
    /// with a kept share (`ranges` names the child's range along
    /// the stack axis, `LengthRange.keptShare(of:capacity:)` with the
    /// stack's length as capacity), where l's share exceeds h's by more than
    /// `tolerance` (a fraction of the range). Children without a range, or
    /// with none to keep, take part in no pair.
    /// - Throws: `MetricError.notAStack`, `.nodeOutOfRange`, `.frameCountMismatch`.
    public static func inStack(
        _ stack: Int, in tree: LayoutTree, frames: [Rect], ranges: [Int: LengthRange],
        tolerance: Double = 1e-9
    ) throws(MetricError) -> [PriorityInversion] {
        try tree.requireFrames(frames, of: "frames")
        guard tree.nodes.indices.contains(stack) else { throw .nodeOutOfRange(node: stack, nodeCount: tree.nodes.count) }
        guard let axis = tree.stackAxis(of: stack) else { throw .notAStack(path: tree[stack].path) }
        let capacity = MetricArithmetic.length(frames[stack], axis)
        let kept: [(child: Int, priority: Double, share: Double)] = tree.traits.presentChildren(of: stack).compactMap { child in
            guard let share = ranges[child]?.keptShare(of: MetricArithmetic.length(frames[child], axis), capacity: capacity) else {
                return nil
            }
            return (child, tree.traits.layoutPriority(child), share)
        }
        var inversions: [PriorityInversion] = []
        for (offset, first) in kept.enumerated() {
            for second in kept[(offset + 1)...] where first.priority != second.priority {
                let (high, low) = first.priority > second.priority ? (first, second) : (second, first)
                guard MetricArithmetic.excess(low.share, over: high.share) > tolerance else { continue }
                inversions.append(
                    PriorityInversion(
                        stack: stack, higher: high.child, higherPriority: high.priority, higherKept: high.share,
                        lower: low.child, lowerPriority: low.priority, lowerKept: low.share))
            }
        }
        return inversions
    }

    /// The inversions of every present HStack and VStack of `tree`, stacks in
    /// pre-order (see `inStack(_:in:frames:ranges:tolerance:)`).
    public static func all(
        in tree: LayoutTree, frames: [Rect], ranges: [Int: LengthRange],
        tolerance: Double = 1e-9
    ) throws(MetricError) -> [PriorityInversion] {
        var inversions: [PriorityInversion] = []
        for stack in tree.containers where tree.stackAxis(of: stack) != nil {
            inversions += try inStack(stack, in: tree, frames: frames, ranges: ranges, tolerance: tolerance)
        }
        return inversions
    }

    /// `node 3 (priority 1) kept 0.25 < node 4 (priority 0) kept 1 in stack 1`.
    public var description: String {
        "node \(higher) (priority \(formatLength(higherPriority))) kept \(formatLength(higherKept)) < "
            + "node \(lower) (priority \(formatLength(lowerPriority))) kept \(formatLength(lowerKept)) in stack \(stack)"
    }
}
