extension LayoutTree {
    /// The direction each node is placed in: the root environment's, changed
    /// for everything inside an `environment(layoutDirection:)` modifier and
    /// inside a `layoutDirectionBehavior` that fixes or mirrors its content
    /// (the modifier node itself keeps its parent's direction, as SwiftUI's
    /// environment applies to the modified view; `LayoutTraits.layoutDirections`).
    public func layoutDirections() -> [LayoutDirection] { traits.layoutDirections }

    /// How far each node is drawn from its layout frame: the sum of the
    /// `offset` modifiers around it (semantics §10: an offset moves what it
    /// wraps when drawn and changes no layout frame, not even its own; its x
    /// is negated right-to-left).
    public func drawingTranslations() -> [Point] {
        let directions = layoutDirections()
        var translations = [Point](repeating: .zero, count: nodes.count)
        for index in preorder {
            var inner = translations[index]
            if case .offset(let amount) = nodes[index].element {
                let x = directions[index] == .rightToLeft ? -amount.x : amount.x
                inner = inner.offset(by: Point(x: x, y: amount.y))
            }
            for child in nodes[index].children { translations[child] = inner }
        }
        return translations
    }
}

extension LayoutTree {
    /// `node` and every node below it, in pre-order.
    public func subtree(of node: Int) -> [Int] { LayoutTraits.subtree(of: node, in: nodes) }
}
