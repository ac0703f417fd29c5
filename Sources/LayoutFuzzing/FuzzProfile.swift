/// What the tree generator may produce: its size limits and which parts of
/// the vocabulary it draws from.
public struct FuzzProfile: Sendable, Hashable {
    /// The deepest nesting of containers below the root.
    public var maxDepth: Int
    /// The most children a stack gets.
    public var maxChildren: Int
    /// The most views (containers, leaves and secondary views) in one tree.
    public var maxViews: Int
    /// The most modifiers chained on one view.
    public var maxModifiers: Int
    /// Only views and modifiers that have a transposed counterpart (no Text,
    /// no baselines, no NookPanel, no layout-direction overrides), so that
    /// the transposition property applies to every case.
    public var transposable: Bool
    /// Whether containers may be the registered custom layouts
    /// (`TreeGenerator+CustomLayouts.swift`). Off, the generator draws no
    /// random number for them, so every seed gives the tree it gave before
    /// they were added (tests that pin a seed's old cases turn it off).
    public var customLayouts = true
    /// Whether containers may be ScrollViews and modifiers `contentMargins`
    /// (`TreeGenerator+Scrolling.swift`). Off, the generator draws no random
    /// number for them, like `customLayouts`.
    public var scrolling = true

    /// A profile with the given limits (by default those of `standard`).
    public init(maxDepth: Int = 4, maxChildren: Int = 4, maxViews: Int = 14, maxModifiers: Int = 3, transposable: Bool = false) {
        self.maxDepth = maxDepth
        self.maxChildren = maxChildren
        self.maxViews = maxViews
        self.maxModifiers = maxModifiers
        self.transposable = transposable
    }

    /// The profile `layoutlp fuzz` uses.
    public static let standard = FuzzProfile()
}
