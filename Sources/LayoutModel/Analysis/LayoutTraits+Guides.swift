extension LayoutTraits {
    /// The guides an explicit value can reach `node` with (semantics §9; seed
    /// 002's "Aligning views within a stack" and "Aligning views across
    /// stacks"): the answer is nil for every other guide without any layout
    /// work. Static: it depends on the tree only.
    ///
    /// - A Text, and an Image with a baseline (an SF Symbol), set their first
    ///   and last text baselines.
    /// - `.alignmentGuide(g, value)` adds `g` to its modified view's guides.
    /// - Every other modifier (padding, frames, offset, overlay's primary, ...)
    ///   passes its modified view's guides up.
    /// - ViewThatFits passes up the guides of every alternative (the one
    ///   shown depends on the proposal).
    /// - HStack, VStack and ZStack pass up their children's guides except the
    ///   built-in frame guides (`isFrameGuide`).
    ///
    /// Reads only the guide keys of `node`'s children, already computed
    /// (`guideKeys` reads the table being filled); the caller leaves absent
    /// nodes empty.
    func guideKeysRule(_ node: Int, _ guideKeys: (Int) -> Set<AlignmentKey>) -> Set<AlignmentKey> {
        switch nodes[node].element {
        case .alignmentGuide(let key, _):
            return guideKeys(nodes[node].children[0]).union([key])
        case .text, .image(_, _, .some):
            return [.vertical(.firstTextBaseline), .vertical(.lastTextBaseline)]
        case .customLayout:
            // The layout's `explicitAlignment` may give any built-in guide a
            // value; custom guides and baselines reach it from its subviews
            // (the default merge), as in a stack.
            var result = Self.builtInGuides
            for child in nodes[node].children { result.formUnion(guideKeys(child).filter { !Self.isFrameGuide($0) }) }
            return result
        case .stack, .zStack, .lazyGrid:
            var result: Set<AlignmentKey> = []
            for child in nodes[node].children where !guideKeys(child).isEmpty {
                result.formUnion(guideKeys(child).filter { !Self.isFrameGuide($0) })
            }
            return result
        case .viewThatFits:
            // The shown child's explicit guides pass up unchanged, frame guides included.
            return nodes[node].children.reduce(into: Set<AlignmentKey>()) { $0.formUnion(guideKeys($1)) }
        case .grid:
            // A Grid passes up its cells' guides as a stack does; a GridRow
            // passes none itself (the grid places its cells, not the row).
            var result: Set<AlignmentKey> = []
            for row in nodes[node].children {
                let cells = if case .gridRow = nodes[row].element { nodes[row].children } else { [row] }
                for cell in cells { result.formUnion(guideKeys(cell).filter { !Self.isFrameGuide($0) }) }
            }
            return result
        case .gridRow:
            return []
        default:
            return nodes[node].children.first.map { guideKeys($0) } ?? []
        }
    }

    /// True for the elements that start a guide (a Text's baselines, an
    /// `alignmentGuide` modifier's key): in a tree without them no node has
    /// any explicit guide.
    static func setsGuides(_ element: LayoutElement) -> Bool {
        switch element {
        case .text, .alignmentGuide, .customLayout, .image(_, _, .some): true
        default: false
        }
    }

    /// Every built-in guide of both axes: what a custom layout's
    /// `explicitAlignment` may answer for.
    static let builtInGuides: Set<AlignmentKey> = [
        .horizontal(.leading), .horizontal(.center), .horizontal(.trailing),
        .vertical(.top), .vertical(.center), .vertical(.bottom), .vertical(.firstTextBaseline), .vertical(.lastTextBaseline),
    ]

    /// Leading, centre, trailing, top, bottom: the guides a container never
    /// exports (semantics §9, [M]; objc.io's reimplementation agrees).
    public static func isFrameGuide(_ key: AlignmentKey) -> Bool {
        switch key {
        case .horizontal(.custom), .vertical(.custom), .vertical(.firstTextBaseline), .vertical(.lastTextBaseline): false
        default: true
        }
    }
}
