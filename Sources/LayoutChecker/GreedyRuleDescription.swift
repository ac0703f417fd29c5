import LayoutModel

/// Names the greedy rule behind a node's frame, for reports: which rule of
/// docs/greedy-semantics.md sizes a node of a given element, and which rule
/// of its parent offers it a proposal and an origin. The section numbers are
/// the ones that page uses (§1.2 stack distribution, §6 flexible frames…).
///
/// The descriptions are static: they say which rule applies to the element,
/// not which branch of it the greedy engine took (the checker never sees the
/// engine's internals).
public enum GreedyRuleDescription {
    /// The rule that gives a node of `element` its size.
    public static func sizing(_ element: LayoutElement) -> String {
        switch element {
        case .shape: "shape leaf: the proposal, 10 where unspecified (semantics §0, Leaves)"
        case .fixed: "Fixed leaf: its own size whatever the proposal (semantics §0, Leaves)"
        case .image(_, let resizable, _):
            resizable
                ? "resizable Image: the proposal, its own size where unspecified (semantics §0, Leaves)"
                : "Image: its own size (semantics §0, Leaves)"
        case .text: "Text metrics: wrapping, line limit and truncation (semantics §15, Text; text-metrics.md)"
        case .spacer: "Spacer: max(proposal, minLength) along its stack axis, 0 across (semantics §2)"
        case .empty: "Empty view: absent, 0 x 0 (semantics, Empty views)"
        case .stack(let axis, _, _):
            "\(axis == .horizontal ? "HStack" : "VStack") distribution (semantics §1.2-§1.4) and cross size (§1.5)"
        case .zStack: "ZStack: the highest-priority children on common guides (semantics §4)"
        case .nookPanel: "NookPanel: the size of its chrome and home (semantics, NookPanel; seed 000)"
        case .customLayout(let value): "custom layout \(value.name): its own sizeThatFits (semantics, Custom layouts)"
        case .viewThatFits: "ViewThatFits: the first child whose ideal size fits, else the last (semantics, ViewThatFits)"
        case .padding: "padding: the child's size plus the insets (semantics §3)"
        case .frame: "fixed frame: the given dimensions, the child's elsewhere (semantics §5)"
        case .flexFrame: "flexible frame clamp (semantics §6)"
        case .fixedSize: "fixedSize: the child's ideal size on the fixed axes (semantics §7)"
        case .layoutPriority: "layoutPriority: the child's size (semantics §8)"
        case .offset: "offset: the child's layout size, drawn moved (semantics §10)"
        case .position: "position: the proposal, the child's size where unspecified (semantics §10, position)"
        case .alignmentGuide: "alignmentGuide: the child's size (semantics §9)"
        case .aspectRatio: "aspectRatio: the child's answer to the derived proposal (semantics §13)"
        case .overlay: "overlay: the primary view's size (semantics §12)"
        case .background: "background: the primary view's size (semantics §12)"
        case .safeAreaInset: "safeAreaInset: secondary + spacing + primary along its edge (semantics §11)"
        case .safeAreaPadding: "safeAreaPadding: the child's size plus the insets (semantics §11)"
        case .ignoresSafeArea: "ignoresSafeArea: the child's size (semantics §11)"
        case .containerRelativeFrame: "containerRelativeFrame: a share of the container's length (semantics §14)"
        case .environment: "environment: the child's size (semantics, environment modifiers)"
        case .scrollView: "ScrollView: its proposal, the content's length plus margins where unspecified (semantics, ScrollView)"
        case .contentMargins: "contentMargins: the child's size (semantics, ScrollView and contentMargins)"
        case .layoutDirectionBehavior: "layoutDirectionBehavior: the child's size (semantics, Right to left)"
        case .grid: "Grid: columns then rows shared like a stack's children, each as long as its largest cell (greedy-semantics.md, Grid)"
        case .gridRow: "GridRow: the grid's width by the row's height (greedy-semantics.md, Grid)"
        case .gridCellColumns: "gridCellColumns: the child's size (greedy-semantics.md, Grid)"
        case .gridColumnAlignment: "gridColumnAlignment: the child's size (greedy-semantics.md, Grid)"
        case .lazyGrid(let value):
            "\(value.typeName): tracks from its GridItems at the proposal, then at that length; lines as long as their longest cell "
                + "(greedy-semantics.md, Lazy grids)"
        }
    }

    /// The rule by which a parent of `element` proposes to its children and
    /// places them.
    public static func placement(by element: LayoutElement) -> String {
        switch element {
        case .stack(let axis, _, _):
            "\(axis == .horizontal ? "HStack" : "VStack") distribution (semantics §1.2-§1.4) and placement (§1.6)"
        case .zStack: "ZStack placement: its final size, aligned (semantics §4)"
        case .nookPanel: "NookPanel chrome (semantics, NookPanel)"
        case .customLayout(let value): "custom layout \(value.name): its own placeSubviews (semantics, Custom layouts)"
        case .viewThatFits: "ViewThatFits: the chosen child at its origin, the others absent (semantics, ViewThatFits)"
        case .padding: "padding: the proposal less the insets, at (leading, top) (semantics §3)"
        case .frame: "fixed frame: alignment within the frame (semantics §5)"
        case .flexFrame: "flexible frame placement and alignment (semantics §6)"
        case .fixedSize: "fixedSize: nothing proposed on the fixed axes (semantics §7)"
        case .aspectRatio: "aspectRatio: the derived proposal (semantics §13)"
        case .position: "position: the child's centre at the point (semantics §10, position)"
        case .overlay, .background: "overlay/background: the secondary proposed the primary's size, aligned (semantics §12)"
        case .safeAreaInset: "safeAreaInset: the secondary along the edge, the primary beside it (semantics §11)"
        case .safeAreaPadding: "safeAreaPadding: the proposal less the insets (semantics §11)"
        case .ignoresSafeArea: "ignoresSafeArea: the proposal grown by the safe area (semantics §11)"
        case .containerRelativeFrame: "containerRelativeFrame: alignment within the frame (semantics §14)"
        case .offset: "offset: the same proposal and origin, drawn moved (semantics §10)"
        case .layoutPriority: "layoutPriority: the same proposal and origin (semantics §8)"
        case .alignmentGuide: "alignmentGuide: the same proposal and origin (semantics §9)"
        case .environment: "environment: the same proposal and origin (semantics, environment modifiers)"
        case .scrollView:
            "ScrollView: nothing along the scroll axes, the viewport less margins across; top-leading on the scroll axes, centred across (semantics, ScrollView)"
        case .contentMargins: "contentMargins: the same proposal and origin (semantics, ScrollView and contentMargins)"
        case .layoutDirectionBehavior:
            "layoutDirectionBehavior: the same proposal and origin; the content is placed fixed or mirrored (semantics, Right to left)"
        case .grid: "Grid: each cell proposed its box (its columns by its row), aligned in it (greedy-semantics.md, Grid)"
        case .gridRow: "GridRow: its cells are placed by the Grid (greedy-semantics.md, Grid)"
        case .gridCellColumns, .gridColumnAlignment: "\(element.name): the same proposal and origin (greedy-semantics.md, Grid)"
        case .lazyGrid(let value):
            "\(value.typeName): cells fill a line track after track, each proposed its track by nothing and aligned in its box "
                + "(greedy-semantics.md, Lazy grids)"
        case .shape, .fixed, .image, .text, .spacer, .empty: "\(element.name) (a leaf has no children)"
        }
    }

    /// Both rules for `node` of `tree`: what sized it and what offered it its
    /// proposal and origin (the root's container for the root).
    public static func describe(_ node: Int, in tree: LayoutTree) -> String {
        let sizing = sizing(tree[node].element)
        guard let parent = tree[node].parent else {
            return "\(sizing); proposed and placed by the root's container (semantics, Proposals, answers, placement)"
        }
        return "\(sizing); proposed and placed by its parent: \(placement(by: tree[parent].element))"
    }
}
