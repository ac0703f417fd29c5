import LayoutModel

/// A view's spacing preferences: values keyed by an optional category and an
/// edge (semantics §1.1; seed 001: each view carries a hidden table, and a
/// stack with `spacing: nil` asks each adjacent pair for its distance).
///
/// Categories let text keep its own distances (seed 001: a Text between two
/// rectangles is not 8 away from them). A category only counts when both
/// neighbours have it on the facing edges; ordinary views carry the
/// text-facing categories at 0 and a Text carries their other halves with
/// its font's values (docs/text-metrics.md), so a view above a Text is the
/// Text's `edgeAboveText` value away, while two ordinary views share no
/// category and fall back to the platform default.
struct ViewSpacing {
    struct Key: Hashable {
        /// nil for uncategorised entries.
        var category: String?
        var edge: Edge
    }

    /// The categories SwiftUI's spacing tables use for text (OpenSwiftUI
    /// Spacing.swift, semantics §1.1). Each names what lies beyond the edge
    /// that carries it: `edgeAboveText` on a view's bottom edge means "text
    /// below me", and on a Text's top edge "a view's edge above me".
    enum Category {
        static let edgeAboveText = "edgeAboveText"
        static let edgeBelowText = "edgeBelowText"
        static let edgeLeftText = "edgeLeftText"
        static let edgeRightText = "edgeRightText"
        static let textToText = "textToText"
    }

    var values: [Key: Double] = [:]

    /// The platform default distance between two views that state no
    /// uncategorised preference (8 points on iOS and macOS).
    static let defaultDistance = 8.0

    /// The plain default table of ordinary views (shapes, images, frames,
    /// padding): 0 in the text-facing category of each edge and no
    /// uncategorised entry, so two of them share no category and are
    /// `defaultDistance` apart (OpenSwiftUI's `Spacing()`).
    static let standard = ViewSpacing(values: [
        Key(category: Category.edgeBelowText, edge: .top): 0,
        Key(category: Category.edgeAboveText, edge: .bottom): 0,
        Key(category: Category.edgeRightText, edge: .leading): 0,
        Key(category: Category.edgeLeftText, edge: .trailing): 0,
    ])

    /// A Text at `fontSize` (docs/text-metrics.md, **Choice** values): on its
    /// top edge `edgeAboveText` 0.5 x size and `textToText` 0; on its bottom
    /// edge `edgeBelowText` 0.875 x size and `textToText` 0; nothing on its
    /// leading and trailing edges, so it is `defaultDistance` from any
    /// horizontal neighbour. A view above a Text is 0.5 x size away, a view
    /// below it 0.875 x size, two stacked Texts 0.
    static func text(fontSize: Double) -> ViewSpacing {
        let toText = TextMetrics.textToTextFraction * fontSize
        return ViewSpacing(values: [
            Key(category: Category.edgeAboveText, edge: .top): TextMetrics.spacingAboveFraction * fontSize,
            Key(category: Category.textToText, edge: .top): toText,
            Key(category: Category.edgeBelowText, edge: .bottom): TextMetrics.spacingBelowFraction * fontSize,
            Key(category: Category.textToText, edge: .bottom): toText,
        ])
    }

    /// An empty stack: 0 on every edge, so it adds no gap next to others.
    static let zero = ViewSpacing(values: Dictionary(uniqueKeysWithValues: Edge.allCases.map { (Key(category: nil, edge: $0), 0.0) }))

    /// A Spacer: 0 on the edges of its axis (every edge outside a stack), so
    /// a Spacer sits flush against its neighbours.
    static func spacer(orientation: Axis?) -> ViewSpacing {
        let edges = orientation.map { [Edge.start(of: $0), Edge.end(of: $0)] } ?? Edge.allCases
        return ViewSpacing(values: Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), 0.0) }))
    }

    /// The distance from a view with this table to the `next` view along `axis`:
    /// the largest value of a category both tables have on the facing edges;
    /// else the larger uncategorised value (a missing side counts as −infinity);
    /// else `defaultDistance`.
    func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let trailing = Edge.end(of: axis), leading = Edge.start(of: axis)
        let mine = values.filter { $0.key.edge == trailing && $0.key.category != nil }
        let shared = mine.compactMap { entry -> Double? in
            guard let theirs = next.values[Key(category: entry.key.category, edge: leading)] else { return nil }
            return Swift.max(entry.value, theirs)
        }
        if let best = shared.max() { return best }
        let before = values[Key(category: nil, edge: trailing)]
        let after = next.values[Key(category: nil, edge: leading)]
        if before == nil, after == nil { return Self.defaultDistance }
        return Swift.max(before ?? -.infinity, after ?? -.infinity)
    }

    /// This table with `edges` set back to the plain default.
    func resetting(_ edges: EdgeSet) -> ViewSpacing {
        var copy = self
        copy.values = values.filter { !edges.contains($0.key.edge) }
        for (key, value) in Self.standard.values where edges.contains(key.edge) { copy.values[key] = value }
        return copy
    }

    /// The union (largest value per key) of this table and `other` on `edges`.
    func union(_ other: ViewSpacing, on edges: EdgeSet) -> ViewSpacing {
        var copy = self
        for (key, value) in other.values where edges.contains(key.edge) {
            copy.values[key] = Swift.max(copy.values[key] ?? -.infinity, value)
        }
        return copy
    }

    /// The table `node` shows its neighbours (semantics §1.1 and §1.7).
    static func of(_ node: Int, in session: GreedySession) -> ViewSpacing {
        let layoutNode = session.tree[node]
        switch layoutNode.element {
        case .spacer:
            return .spacer(orientation: layoutNode.stackOrientation)
        case .text(_, let fontSize):
            return .text(fontSize: fontSize)
        case .padding(let insets):
            // Padding resets the edges it pads (non-zero insets) to the default.
            var padded: EdgeSet = []
            for edge in Edge.allCases where insets[edge] != 0 { padded.insert(EdgeSet(edge)) }
            return session.spacing(layoutNode.children[0]).resetting(padded)
        case .frame(let spec):
            // A fixed width resets the horizontal edges, a fixed height the vertical ones.
            return session.spacing(layoutNode.children[0]).resetting(resetEdges { spec[$0] != nil })
        case .flexFrame(let spec):
            // A flexible frame resets an axis on which it gives min, ideal or max.
            return session.spacing(layoutNode.children[0])
                .resetting(resetEdges { spec[$0].min != nil || spec[$0].ideal != nil || spec[$0].max != nil })
        case .fixedSize, .layoutPriority, .environment, .alignmentGuide, .offset, .overlay, .background, .ignoresSafeArea,
             .aspectRatio:
            // Transparent modifiers; overlay and background show their
            // primary's table (semantics §1.1 and §12). aspectRatio: not
            // stated by §1.1, but SwiftUI's one-child layouts pass the
            // child's table on unless they override it, and it does not (M).
            return session.spacing(layoutNode.children[0])
        case .containerRelativeFrame(let value):
            // Like a fixed frame on the selected axes (Choice, L).
            return session.spacing(layoutNode.children[0]).resetting(resetEdges { value.axes.contains($0) })
        case .stack(let axis, _, _):
            return stackSpacing(node, axis: axis, in: session)
        case .zStack:
            // Documented choice: a ZStack shows the union of its children's tables.
            let children = session.presentChildren(of: node)
            if children.isEmpty { return .zero }
            return children.reduce(ViewSpacing()) { $0.union(session.spacing($1), on: .all) }
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
    private static func stackSpacing(_ node: Int, axis: Axis, in session: GreedySession) -> ViewSpacing {
        let children = session.presentChildren(of: node)
        guard let first = children.first, let last = children.last else { return .zero }
        if children.count == 1 { return session.spacing(first) }
        let crossEdges: EdgeSet = axis == .horizontal ? .vertical : .horizontal
        var table = ViewSpacing()
        for child in children { table = table.union(session.spacing(child), on: crossEdges) }
        table = table.union(session.spacing(first), on: EdgeSet(Edge.start(of: axis)))
        return table.union(session.spacing(last), on: EdgeSet(Edge.end(of: axis)))
    }
}
