import LayoutChecker
import LayoutModel

/// `lex-fair`'s property (docs/strategies.md, `lex-fair`): a stack (HStack or
/// VStack with two or more present children) proposed a finite length P
/// along its axis that comes out shorter than P must have proposed every
/// child all of P: space is left unused only when no child could take more.
/// Checked on stacks with no Text, ViewThatFits or custom layout below them
/// (where the strategy's rows pin it, `ExactSession.mayJump`: a Text's
/// answer comes in steps, a ViewThatFits's jumps between its children's and
/// may shrink as its proposal grows, a custom layout's description may
/// compare and choose; their stacks are decided by objectives, outer
/// stacks first, which is lex-fair's documented gap), from the result's own
/// placement proposals.
public struct FairFillCheck: Sendable {
    /// How far apart two lengths may be and still count as equal (1e-6 points by default).
    public var tolerance: Tolerance

    /// A check comparing lengths within `tolerance`.
    public init(tolerance: Tolerance = Tolerance(1e-6)) {
        self.tolerance = tolerance
    }

    /// The first stack that leaves space unused while a child was proposed
    /// less than the whole of it, described; nil when none does (or the
    /// result reports no proposals).
    public func violation(in result: LayoutResult, tree: LayoutTree) -> String? {
        let traits = tree.traits
        for index in tree.preorder {
            guard case .stack(let axis, _, _) = tree[index].element else { continue }
            let children = traits.presentChildren(of: index)
            guard children.count >= 2, !containsSteps(index, in: tree),
                result.proposals.indices.contains(index), let offered = result.proposals[index]?[axis], offered.isFinite
            else { continue }
            let length = result.frames[index].size[axis]
            guard length < offered - tolerance.points else { continue }
            for child in children {
                guard let proposed = result.proposals[child]?[axis] else { continue }
                if proposed < offered - tolerance.points {
                    return "\(tree[index].path): \(formatLength(length)) of \(formatLength(offered)) used, "
                        + "yet \(tree[child].path) was proposed only \(formatLength(proposed))"
                }
            }
        }
        return nil
    }

    private func containsSteps(_ node: Int, in tree: LayoutTree) -> Bool {
        switch tree[node].element {
        case .text, .viewThatFits, .customLayout: return true
        default: return tree[node].children.contains { containsSteps($0, in: tree) }
        }
    }
}
