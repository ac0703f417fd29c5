import GreedyLayout
import LayoutModel

/// The small tree the picture tests draw, with frames worked out by hand:
///
///     HStack #row           root
///     ├─ Fixed 24×24 #icon  root/0
///     └─ Color #title       root/1
///
/// Proposed 300 × 44 (docs/greedy-semantics.md):
/// - spacing (§1.1): two ordinary views are 8 apart;
/// - distribution (§1.2): the Fixed, flexibility 0, is sized first and is
///   24 wide whatever it is offered; the Color takes the rest,
///   300 − 8 − 24 = 268, and the proposal's 44 across (Leaves: a Color
///   answers the proposal);
/// - cross axis (§1.5): centred on a common line, the row is 44 high and the
///   Fixed sits at y = (44 − 24) / 2 = 10;
/// - placement (§1.6): icon at x 0, title at 24 + 8 = 32.
enum Row {
    static let view = HStack {
        Fixed(width: 24, height: 24).id("icon")
        Color().id("title")
    }
    .id("row")

    static let proposal = ProposedViewSize(width: 300, height: 44)

    static let frames: [String: Rect] = [
        "row": Rect(x: 0, y: 0, width: 300, height: 44),
        "icon": Rect(x: 0, y: 10, width: 24, height: 24),
        "title": Rect(x: 32, y: 0, width: 268, height: 44),
    ]

    static func tree() throws -> LayoutTree { try LayoutTree(view.node) }

    /// A result built by hand from `frames` (every node of the tree has an id).
    static func result(_ engine: String, tree: LayoutTree, changing changes: [String: Rect] = [:]) -> LayoutResult {
        var frames = [Rect](repeating: .zero, count: tree.nodes.count)
        for (id, frame) in Self.frames.merging(changes, uniquingKeysWith: { $1 }) { frames[tree.idIndex[ModelID(id)]!] = frame }
        return LayoutResult(engine: engine, frames: frames, proposals: Array(repeating: nil, count: tree.nodes.count))
    }
}
