extension LayoutTraits {
    /// The table `node` shows its neighbours (semantics §1.1 and §1.7).
    ///
    /// Reads only the tables of `node`'s children, already computed
    /// (`spacing` reads the table being filled).
    func spacingRule(_ node: Int, _ spacing: (Int) -> ViewSpacing) -> ViewSpacing {
        switch nodes[node].element {
        case .spacer:
            return .spacer(orientation: nodes[node].stackOrientation)
        case .text(_, let fontSize, _):
            return .text(fontSize: fontSize)
        case .padding(let insets):
            // Padding resets the edges it pads (non-zero insets) to the default.
            var padded: EdgeSet = []
            for edge in Edge.allCases where insets[edge] != 0 { padded.insert(EdgeSet(edge)) }
            return spacing(nodes[node].children[0]).resetting(padded)
        case .frame(let spec):
            // A fixed width resets the horizontal edges, a fixed height the vertical ones.
            return spacing(nodes[node].children[0]).resetting(Self.resetEdges { spec[$0] != nil })
        case .flexFrame(let spec):
            // A flexible frame resets an axis on which it gives min, ideal or max.
            return spacing(nodes[node].children[0])
                .resetting(Self.resetEdges { spec[$0].min != nil || spec[$0].ideal != nil || spec[$0].max != nil })
        case .fixedSize, .layoutPriority, .environment, .layoutDirectionBehavior, .alignmentGuide, .offset, .overlay, .background,
            .ignoresSafeArea, .aspectRatio, .contentMargins, .gridCellColumns,
            .gridColumnAlignment:
            // Transparent modifiers; overlay and background show their
            // primary's table (semantics §1.1 and §12). aspectRatio: not
            // stated by §1.1, but SwiftUI's one-child layouts pass the
            // child's table on unless they override it, and it does not (M).
            return spacing(nodes[node].children[0])
        case .containerRelativeFrame(let value):
            // Like a fixed frame on the selected axes (Choice, L).
            return spacing(nodes[node].children[0]).resetting(Self.resetEdges { value.axes.contains($0) })
        case .stack(let axis, _, _):
            return stackSpacing(node, axis: axis, spacing)
        case .customLayout(let value):
            // The layout's own `spacing(subviews:cache:)`: proposal-independent,
            // so it is a fact of the tree like every other table, read by both
            // engines (docs/greedy-semantics.md, "Custom layouts").
            let children = presentChildren(of: node)
            let tables = Dictionary(uniqueKeysWithValues: children.map { ($0, spacing($0)) })
            let priorities = priorityTable
            return TraitsSubviewHost(spacing: { tables[$0] ?? .standard }, priority: { priorities[$0] })
                .spacing(of: value.layout, container: node, subviews: children)
        case .viewThatFits:
            // OpenSwiftUI's SizeFittingLayoutComputer asks its first child
            // for spacing, whichever child is shown (M).
            return presentChildren(of: node).first.map(spacing) ?? .zero
        case .zStack:
            // Documented choice: a ZStack shows the union of its children's tables.
            let children = presentChildren(of: node)
            if children.isEmpty { return .zero }
            return children.reduce(ViewSpacing()) { $0.union(spacing($1), on: .all) }
        default:
            // Leaves, and position (semantics §1.1: the plain default table).
            return .standard
        }
    }

    private static func resetEdges(_ isReset: (Axis) -> Bool) -> EdgeSet {
        var edges: EdgeSet = []
        if isReset(.horizontal) { edges.formUnion(.horizontal) }
        if isReset(.vertical) { edges.formUnion(.vertical) }
        return edges
    }

    /// Semantics §1.7: the union of every child's cross-axis edges, the first
    /// child's leading (top) edge and the last child's trailing (bottom) edge.
    private func stackSpacing(_ node: Int, axis: Axis, _ spacing: (Int) -> ViewSpacing) -> ViewSpacing {
        let children = presentChildren(of: node)
        guard let first = children.first, let last = children.last else { return .zero }
        if children.count == 1 { return spacing(first) }
        let crossEdges: EdgeSet = axis == .horizontal ? .vertical : .horizontal
        var table = ViewSpacing()
        for child in children { table = table.union(spacing(child), on: crossEdges) }
        table = table.union(spacing(first), on: EdgeSet(Edge.start(of: axis)))
        return table.union(spacing(last), on: EdgeSet(Edge.end(of: axis)))
    }
}
