/// The content margins in force where a view sits: per placement, the
/// margins the nearest `contentMargins` modifier set on each edge
/// (docs/greedy-semantics.md "ScrollView and contentMargins").
public struct ContentMargins: Sendable, Hashable {
    /// Per placement and edge, the margin set by the innermost modifier that set it.
    public private(set) var values: [ContentMarginPlacement: [Edge: Double]] = [:]

    /// No margins set anywhere.
    public init() {}

    /// These margins with `value` applied inside them. Seed 002: "modifiers
    /// with the same placement will override modifiers higher up in the view
    /// hierarchy"; the override is per edge (**Choice**): an edge the inner
    /// modifier does not name keeps the outer value.
    public func applying(_ value: ContentMarginsValue) -> ContentMargins {
        var copy = self
        for edge in Edge.allCases {
            if let margin = value.margin(edge) { copy.values[value.placement, default: [:]][edge] = margin }
        }
        return copy
    }

    /// The margins a ScrollView insets its content by: on each edge the
    /// `scrollContent` margin if one is set, else the `automatic` one, else
    /// 0 (**Choice**: the specific placement wins over the automatic one
    /// whatever their nesting; `scrollIndicators` margins move indicators
    /// only, which are not laid out).
    public var scrollContentInsets: EdgeInsets {
        var insets = EdgeInsets.zero
        for edge in Edge.allCases {
            insets[edge] = values[.scrollContent]?[edge] ?? values[.automatic]?[edge] ?? 0
        }
        return insets
    }
}
