/// The arithmetic and the checks of `containerRelativeFrame`, shared by the
/// engines (semantics §14; seed 002's containerRelativeFrame pages).
extension ContainerRelativeFrameValue {
    /// The length on a selected axis for a container of length `container`:
    /// `(container − spacing·(count − 1)) / count · span + spacing·(span − 1)`,
    /// never below 0 (**Choice**: a negative length, possible with a large
    /// spacing, is taken as 0, where SwiftUI's behaviour is undocumented).
    /// An infinite container gives an infinite length.
    public func length(inContainer container: Double) -> Double {
        let count = Double(self.count), span = Double(self.span)
        let column = (container - spacing * (count - 1)) / count
        return Swift.max(0, column * span + spacing * (span - 1))
    }

    /// The value checked while the layout tree is built. A count or span
    /// below 1 has no meaning (the grid has no column, or the view none) and
    /// a non-finite spacing makes every length NaN or infinite: all are
    /// errors. A span larger than the count is accepted, as SwiftUI accepts it
    /// (the view is longer than its container, as in a paged scroll view), and
    /// reported as a warning.
    /// - Throws: `LayoutTreeError` naming `path` and the offending argument.
    func validated(path: String, warn: (String) -> Void) throws(LayoutTreeError) -> ContainerRelativeFrameValue {
        if axes.isEmpty {
            throw .invalidValue(path: path, what: "axes", expected: "at least one axis", found: "none")
        }
        if count < 1 {
            throw .invalidValue(path: path, what: "count", expected: "a whole number >= 1", found: String(count))
        }
        if span < 1 {
            throw .invalidValue(path: path, what: "span", expected: "a whole number >= 1", found: String(span))
        }
        try NumberRequirement.finite.check(spacing, path: path, what: "spacing")
        if span > count {
            warn("span \(span) is larger than count \(count): the view is longer than its container")
        }
        return self
    }
}
