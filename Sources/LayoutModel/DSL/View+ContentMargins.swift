/// The three `contentMargins` modifiers of seed 002.
extension View {
    /// Margins from `insets` on `edges` for `placement` (`contentMargins(_:_:for:)` with EdgeInsets).
    public func contentMargins(_ edges: EdgeSet = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
        -> ViewNode
    {
        modifier(.contentMargins(ContentMarginsValue(edges: edges, amount: .insets(insets), placement: placement)))
    }

    /// One margin on `edges` for `placement`; nil is the default amount (`contentMargins(_:_:for:)` with a length).
    public func contentMargins(_ edges: EdgeSet = .all, _ length: Double?, for placement: ContentMarginPlacement = .automatic) -> ViewNode {
        modifier(.contentMargins(ContentMarginsValue(edges: edges, amount: .length(length), placement: placement)))
    }

    /// One margin on every edge for `placement` (`contentMargins(_:for:)`).
    public func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic) -> ViewNode {
        modifier(.contentMargins(ContentMarginsValue(amount: .length(length), placement: placement)))
    }
}
