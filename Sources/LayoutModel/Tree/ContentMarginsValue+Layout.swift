/// The checks of `contentMargins`, made while the layout tree is built.
extension ContentMarginsValue {
    /// Every margin this modifier sets must be a finite number (a NaN or
    /// infinite margin would make the content's proposal and place NaN or
    /// infinite). Negative margins are accepted, as negative padding is.
    /// - Throws: `LayoutTreeError` naming `path` and the offending edge.
    func validated(path: String) throws(LayoutTreeError) {
        for edge in Edge.allCases {
            if let margin = margin(edge) { _ = try NumberRequirement.finite.check(margin, path: path, what: edge.rawValue) }
        }
    }
}
