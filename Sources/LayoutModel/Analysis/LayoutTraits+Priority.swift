extension LayoutTraits {
    /// The layout priority a container reads from a child (semantics §8; seed
    /// 002's layoutPriority page: "Views typically have a default priority of 0").
    ///
    /// - `.layoutPriority(x)` sets x.
    /// - fixedSize, environment, alignmentGuide, offset and ignoresSafeArea
    ///   forward their child's priority; overlay and background forward their
    ///   primary's (semantics §10, §11, §12).
    /// - padding, frames, aspectRatio, position, safeAreaInset, safeAreaPadding
    ///   and containerRelativeFrame reset it to 0 (semantics §8, §10, §11, §13,
    ///   §14), so `.layoutPriority(1).padding()` is 0.
    /// - A Spacer is −infinity (it is sized after every ordinary view).
    /// - A NookPanel is a view like any other: 0, whatever its home's priority.
    /// - A ViewThatFits is 0, whatever its children's (a container of its own).
    /// - A stack reports 0; an empty stack −infinity; a single-child stack is an
    ///   identity and reports its child's priority (semantics §1.7).
    ///
    /// Reads only the priorities of `node`'s children, already computed
    /// (`layoutPriority` reads the table being filled).
    func priorityRule(_ node: Int, _ layoutPriority: (Int) -> Double) -> Double {
        switch nodes[node].element {
        case .layoutPriority(let value):
            return value
        case .spacer:
            return -.infinity
        case .fixedSize, .environment, .layoutDirectionBehavior, .alignmentGuide, .offset, .overlay, .background, .ignoresSafeArea,
            .contentMargins, .gridCellColumns, .gridColumnAlignment:
            return layoutPriority(nodes[node].children[0])
        case .stack, .zStack:
            let children = presentChildren(of: node)
            if children.isEmpty { return -.infinity }
            if children.count == 1 { return layoutPriority(children[0]) }
            return 0
        default:
            return 0
        }
    }
}
