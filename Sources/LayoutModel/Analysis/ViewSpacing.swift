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
///
/// Storage: the categories and edges are a closed set (six categories, the
/// uncategorised one included, by four edges), so a table is a fixed array of
/// 24 slots and a mask of the slots that hold a value, copied without
/// allocating, rather than a dictionary.
public struct ViewSpacing: Hashable, Sendable {
    /// The categories SwiftUI's spacing tables use for text (OpenSwiftUI
    /// Spacing.swift, semantics §1.1). Each names what lies beyond the edge
    /// that carries it: `edgeAboveText` on a view's bottom edge means "text
    /// below me", and on a Text's top edge "a view's edge above me".
    public enum Category: Int, Sendable, Hashable, CaseIterable {
        /// Text-facing distances (see above); `textToText` is between two Texts.
        case edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText, textToText
    }

    /// One entry of the table: a category (or none) on one edge.
    public struct Key: Hashable, Sendable {
        /// nil for uncategorised entries.
        public var category: Category?
        /// The edge the entry applies to.
        public var edge: Edge

        /// The entry for `category` (nil: uncategorised) on `edge`.
        public init(category: Category?, edge: Edge) {
            self.category = category
            self.edge = edge
        }

        /// The slot of the entry: uncategorised 0, then the categories in order, times four edges.
        var slot: Int { ((category?.rawValue ?? -1) + 1) * 4 + Self.edgeNumber(edge) }

        static func edgeNumber(_ edge: Edge) -> Int {
            switch edge {
            case .top: 0
            case .leading: 1
            case .bottom: 2
            case .trailing: 3
            }
        }

        /// Every key, in slot order.
        static let all: [Key] = ([nil] + Category.allCases.map(Optional.some)).flatMap { category in
            Edge.allCases.sorted { edgeNumber($0) < edgeNumber($1) }.map { Key(category: category, edge: $0) }
        }
    }

    /// Values by slot (`Key.slot`); a slot without a value holds 0.
    private var slots = SIMD32<Double>()
    /// Bit `slot` is set when the table has a value for that key.
    private var present: UInt32 = 0

    /// A table with `values` (none: a view that states no preference, so it
    /// is `defaultDistance` from any neighbour that states none either).
    public init(values: [Key: Double] = [:]) {
        for (key, value) in values { self[key] = value }
    }

    /// The value for `key`, nil when the table has none.
    public subscript(key: Key) -> Double? {
        get { present & (1 << key.slot) != 0 ? slots[key.slot] : nil }
        set {
            if let newValue {
                slots[key.slot] = newValue
                present |= 1 << key.slot
            } else {
                slots[key.slot] = 0
                present &= ~(1 << key.slot)
            }
        }
    }

    /// The preferences, by category and edge.
    public var values: [Key: Double] {
        Dictionary(uniqueKeysWithValues: Key.all.compactMap { key in self[key].map { (key, $0) } })
    }

    /// The platform default distance between two views that state no
    /// uncategorised preference (8 points on iOS and macOS).
    public static let defaultDistance = 8.0

    /// The plain default table of ordinary views (shapes, images, frames,
    /// padding): 0 in the text-facing category of each edge and no
    /// uncategorised entry, so two of them share no category and are
    /// `defaultDistance` apart (OpenSwiftUI's `Spacing()`).
    public static let standard = ViewSpacing(values: [
        Key(category: .edgeBelowText, edge: .top): 0,
        Key(category: .edgeAboveText, edge: .bottom): 0,
        Key(category: .edgeRightText, edge: .leading): 0,
        Key(category: .edgeLeftText, edge: .trailing): 0,
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
            Key(category: .edgeAboveText, edge: .top): TextMetrics.spacingAboveFraction * fontSize,
            Key(category: .textToText, edge: .top): toText,
            Key(category: .edgeBelowText, edge: .bottom): TextMetrics.spacingBelowFraction * fontSize,
            Key(category: .textToText, edge: .bottom): toText,
        ])
    }

    /// An empty stack: 0 on every edge, so it adds no gap next to others.
    public static let zero = ViewSpacing(
        values: Dictionary(uniqueKeysWithValues: Edge.allCases.map { (Key(category: nil, edge: $0), 0.0) }))

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
        var shared: Double?
        for category in Category.allCases {
            guard let mine = self[Key(category: category, edge: trailing)],
                let theirs = next[Key(category: category, edge: leading)]
            else { continue }
            shared = Swift.max(shared ?? -.infinity, Swift.max(mine, theirs))
        }
        if let shared { return shared }
        let before = self[Key(category: nil, edge: trailing)]
        let after = next[Key(category: nil, edge: leading)]
        if before == nil, after == nil { return Self.defaultDistance }
        return Swift.max(before ?? -.infinity, after ?? -.infinity)
    }

    /// This table with `edges` set back to the plain default.
    public func resetting(_ edges: EdgeSet) -> ViewSpacing {
        var copy = self
        for key in Key.all where edges.contains(key.edge) { copy[key] = Self.standard[key] }
        return copy
    }

    /// The union (largest value per key) of this table and `other` on `edges`.
    public func union(_ other: ViewSpacing, on edges: EdgeSet) -> ViewSpacing {
        var copy = self
        for key in Key.all where edges.contains(key.edge) {
            guard let value = other[key] else { continue }
            copy[key] = Swift.max(copy[key] ?? -.infinity, value)
        }
        return copy
    }
}
