import LayoutModel

/// Where a negative size is a legitimate answer: padding and safe-area
/// padding with a negative inset shrink their child's size by it, and a
/// negative stack or inset spacing shrinks a stack (docs/greedy-semantics.md,
/// padding: "negative insets ... shrink the result"), and so may a custom
/// layout's negative parameter. Any other negative
/// size breaks the rule that a view's size is ≥ 0. A negative primary view
/// passes its size on as the proposal of an overlay's, a background's or a
/// safe-area inset's secondary view, and a Color answers such a proposal
/// with it, so those secondaries may be negative too. Likewise a container
/// that re-proposes its final size when it places its children (a ZStack
/// to every child, a stack across when its cross proposal was unspecified,
/// a flexible frame; docs/greedy-semantics.md, "Proposals, answers,
/// placement") hands a negative size of its own down its whole subtree:
/// a ZStack sized by a negative higher-priority child proposes that size
/// to a Color beside it.
enum NegativeSizes {
    /// The nodes whose subtree (themselves included) holds a negative inset or spacing.
    static func nodesThatMayBeNegative(in tree: LayoutTree) -> Set<Int> {
        var result: Set<Int> = []
        for index in tree.preorder.reversed() {
            let node = tree[index]
            if isNegative(node.element) || node.children.contains(where: result.contains) { result.insert(index) }
        }
        for index in tree.preorder where result.contains(index) && passesSizeOn(tree[index].element) {
            result.formUnion(tree.subtree(of: index))
        }
        return result
    }

    static func passesSizeOn(_ element: LayoutElement) -> Bool {
        switch element {
        // A custom layout proposes what its code computes (SpacingPrint passes
        // its proposal on), so it may hand a negative size down too.
        case .overlay, .background, .safeAreaInset, .zStack, .stack, .flexFrame, .customLayout, .grid, .gridRow: true
        default: false
        }
    }

    static func isNegative(_ element: LayoutElement) -> Bool {
        switch element {
        case .padding(let insets), .safeAreaPadding(let insets), .scrollView(_, let insets):
            Edge.allCases.contains { insets[$0] < 0 }
        case .stack(_, _, let spacing?), .safeAreaInset(_, _, let spacing?):
            spacing < 0
        case .containerRelativeFrame(let value):
            value.spacing < 0
        case .grid(let value):
            Axis.allCases.contains { (value.spacing($0) ?? 0) < 0 }
        case .customLayout(let value):
            // Its code decides what a negative parameter does (EqualWidthHStack's
            // spacing of −4 makes two 1-wide subviews a −2-wide row).
            value.parameters.values.contains { $0 < 0 }
        case .lazyGrid(let value):
            // Negative gaps can make the grid shorter than its tracks, or
            // negative; its cells are never proposed a negative length.
            (value.spacing ?? 0) < 0 || value.items.contains { $0.gap < 0 }
        default: false
        }
    }
}
