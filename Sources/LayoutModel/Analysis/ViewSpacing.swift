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
public struct ViewSpacing: Hashable, Sendable {
    /// One entry of the table: a category (or none) on one edge.
    public struct Key: Hashable, Sendable {
        /// nil for uncategorised entries.
        public var category: String?
        public var edge: Edge

        public init(category: String?, edge: Edge) {
            self.category = category
            self.edge = edge
        }
    }

    /// The categories SwiftUI's spacing tables use for text (OpenSwiftUI
    /// Spacing.swift, semantics §1.1). Each names what lies beyond the edge
    /// that carries it: `edgeAboveText` on a view's bottom edge means "text
    /// below me", and on a Text's top edge "a view's edge above me".
    public enum Category {
        public static let edgeAboveText = "edgeAboveText"
        public static let edgeBelowText = "edgeBelowText"
        public static let edgeLeftText = "edgeLeftText"
        public static let edgeRightText = "edgeRightText"
        public static let textToText = "textToText"
    }

    /// The preferences, by category and edge.
    public var values: [Key: Double]

    /// A table with `values` (none: a view that states no preference, so it
    /// is `defaultDistance` from any neighbour that states none either).
    public init(values: [Key: Double] = [:]) {
        self.values = values
    }

    /// The platform default distance between two views that state no
    /// uncategorised preference (8 points on iOS and macOS).
    public static let defaultDistance = 8.0

    /// The plain default table of ordinary views (shapes, images, frames,
    /// padding): 0 in the text-facing category of each edge and no
    /// uncategorised entry, so two of them share no category and are
    /// `defaultDistance` apart (OpenSwiftUI's `Spacing()`).
    public static let standard = ViewSpacing(values: [
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
    public static func text(fontSize: Double) -> ViewSpacing {
        let toText = TextMetrics.textToTextFraction * fontSize
        return ViewSpacing(values: [
            Key(category: Category.edgeAboveText, edge: .top): TextMetrics.spacingAboveFraction * fontSize,
            Key(category: Category.textToText, edge: .top): toText,
            Key(category: Category.edgeBelowText, edge: .bottom): TextMetrics.spacingBelowFraction * fontSize,
            Key(category: Category.textToText, edge: .bottom): toText,
        ])
    }

    /// An empty stack: 0 on every edge, so it adds no gap next to others.
    public static let zero = ViewSpacing(values: Dictionary(uniqueKeysWithValues: Edge.allCases.map { (Key(category: nil, edge: $0), 0.0) }))

    /// A Spacer: 0 on the edges of its axis (every edge outside a stack), so
    /// a Spacer sits flush against its neighbours.
    public static func spacer(orientation: Axis?) -> ViewSpacing {
        let edges = orientation.map { [Edge.start(of: $0), Edge.end(of: $0)] } ?? Edge.allCases
        return ViewSpacing(values: Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), 0.0) }))
    }

    /// The distance from a view with this table to the `next` view along `axis`:
    /// the largest value of a category both tables have on the facing edges;
    /// else the larger uncategorised value (a missing side counts as −infinity);
    /// else `defaultDistance`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
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
    public func resetting(_ edges: EdgeSet) -> ViewSpacing {
        var copy = self
        copy.values = values.filter { !edges.contains($0.key.edge) }
        for (key, value) in Self.standard.values where edges.contains(key.edge) { copy.values[key] = value }
        return copy
    }

    /// The union (largest value per key) of this table and `other` on `edges`.
    public func union(_ other: ViewSpacing, on edges: EdgeSet) -> ViewSpacing {
        var copy = self
        for (key, value) in other.values where edges.contains(key.edge) {
            copy.values[key] = Swift.max(copy.values[key] ?? -.infinity, value)
        }
        return copy
    }
}
