import LayoutModel

/// A hand-made result of a one-row HStack of spacing 0, 20 tall: the root
/// offered `offer` wide, each child laid side by side at its width and
/// proposed its `proposed` width (the property checks' tests).
func handMadeRow(_ tree: LayoutTree, offer: Double, widths: [Double], proposed: [Double], engine: String = "lp/lex-fair") -> LayoutResult {
    var frames = [Rect](repeating: .zero, count: tree.nodes.count)
    var proposals = [ProposedViewSize?](repeating: nil, count: tree.nodes.count)
    let root = tree.preorder[0]
    frames[root] = Rect(x: 0, y: 0, width: widths.reduce(0, +), height: 20)
    proposals[root] = ProposedViewSize(width: offer, height: 20)
    var x = 0.0
    for (offset, child) in tree[root].children.enumerated() {
        frames[child] = Rect(x: x, y: 0, width: widths[offset], height: 20)
        proposals[child] = ProposedViewSize(width: proposed[offset], height: 20)
        x += widths[offset]
    }
    return LayoutResult(engine: engine, frames: frames, proposals: proposals)
}
