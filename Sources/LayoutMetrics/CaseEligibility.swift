import LayoutModel

/// Whether a case (a tree at a proposal) is one where a declarative strategy
/// could lay out differently from the greedy rules (docs/metrics.md,
/// "Eligible cases"): the declarative strategies share only a stack's
/// length along its axis, and only where the stack is offered a finite
/// length there; everything else follows the greedy rules in every
/// strategy. So a case is **eligible** when, in the reference layout, some
/// HStack or VStack (lazy ones included) with two or more present children
/// was placed with a finite proposal along its axis. A case that is not
/// eligible agrees by construction, so agreement over all cases overstates
/// how often strategies agree where they could differ.
public enum CaseEligibility {
    /// Whether `result` (a layout of `tree`, normally greedy's) places a
    /// stack that shares a finite offer among two or more children.
    public static func isEligible(_ tree: LayoutTree, _ result: LayoutResult) -> Bool {
        let traits = tree.traits
        for index in tree.preorder {
            guard case .stack(let axis, _, _) = tree[index].element, result.proposals.indices.contains(index),
                let offer = result.proposals[index]?[axis], offer.isFinite,
                traits.presentChildren(of: index).count >= 2
            else { continue }
            return true
        }
        return false
    }
}
