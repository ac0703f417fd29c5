import LayoutChecker
import LayoutModel

/// Sorts a difference between greedy and a declarative strategy by what
/// caused it (docs/fuzzing.md, "Declarative strategies"). It looks at the
/// outermost stack (HStack or VStack with two or more present children)
/// whose children's lengths along its axis differ, and compares the two
/// sharings there:
///
/// - `Text step`: a Text below that stack differs (line counts come in steps);
/// - `overflow`: one sharing overflows the stack's proposal and the other
///   does not, or both overflow by different amounts;
/// - `under-fill`: greedy leaves part of the proposal unused and the strategy
///   uses more of it;
/// - `not max–min fair`: the same total, and the strategy's smallest child is
///   larger than greedy's (greedy gave one child less than a fair share);
/// - `priority inversion`: the same total, and a lower-priority sibling grew
///   while a higher-priority one shrank;
/// - `tie broken elsewhere`: the same total, shared otherwise;
/// - `other`: no stack explains it (a difference outside stacks).
public struct DivergenceClassifier: Sendable {
    /// How far apart two lengths may be and still count as equal (1e-6 points by default).
    public var tolerance: Tolerance

    /// A classifier comparing lengths within `tolerance`.
    public init(tolerance: Tolerance = Tolerance(1e-6)) {
        self.tolerance = tolerance
    }

    /// What caused a divergence (see the list above); the raw value is what the fuzz summary prints.
    public enum Cause: String, Sendable, Hashable, CaseIterable {
        /// A Text below the stack differs.
        case textStep = "Text step"
        /// One sharing overflows the stack's proposal and the other does not, or both by different amounts.
        case overflow
        /// Greedy leaves part of the proposal unused and the strategy uses more of it.
        case underFill = "under-fill"
        /// The same total, and the strategy's smallest child is larger than greedy's.
        case notMaxMinFair = "not max–min fair"
        /// The same total, and a lower-priority sibling grew while a higher-priority one shrank.
        case priorityInversion = "priority inversion"
        /// The same total, shared otherwise.
        case tieBrokenElsewhere = "tie broken elsewhere"
        /// No stack explains the difference.
        case other
    }

    /// The cause of the differences in `comparison` (left: greedy, right:
    /// the strategy).
    public func classify(_ comparison: ResultComparison) -> Cause {
        let tree = comparison.tree
        let traits = tree.traits
        let differing = Set(comparison.differences.map(\.node))
        for index in tree.preorder {
            guard case .stack(let axis, _, _) = tree[index].element else { continue }
            let children = traits.presentChildren(of: index)
            guard children.count >= 2 else { continue }
            let greedy = children.map { comparison.left.frames[$0].size[axis] }
            let other = children.map { comparison.right.frames[$0].size[axis] }
            guard zip(greedy, other).contains(where: { !tolerance.equal($0, $1) }) else { continue }
            if containsDifferingText(below: index, in: tree, differing: differing) { return .textStep }
            let offer = comparison.left.proposals.indices.contains(index) ? comparison.left.proposals[index]?[axis] : nil
            let greedyLength = comparison.left.frames[index].size[axis]
            let otherLength = comparison.right.frames[index].size[axis]
            if let offer, offer.isFinite {
                let greedyOver = greedyLength > offer + tolerance.points, otherOver = otherLength > offer + tolerance.points
                if greedyOver || otherOver, !tolerance.equal(greedyLength, otherLength) { return .overflow }
                if greedyLength < offer - tolerance.points, otherLength > greedyLength + tolerance.points { return .underFill }
            }
            if let smallest = greedy.min(), let otherSmallest = other.min(), otherSmallest > smallest + tolerance.points {
                return .notMaxMinFair
            }
            let priorities = children.map { traits.layoutPriority($0) }
            for a in children.indices {
                for b in children.indices where priorities[a] > priorities[b] {
                    if other[a] < greedy[a] - tolerance.points, other[b] > greedy[b] + tolerance.points { return .priorityInversion }
                }
            }
            return .tieBrokenElsewhere
        }
        return .other
    }

    private func containsDifferingText(below node: Int, in tree: LayoutTree, differing: Set<Int>) -> Bool {
        if case .text = tree[node].element, differing.contains(node) { return true }
        return tree[node].children.contains { containsDifferingText(below: $0, in: tree, differing: differing) }
    }
}
