import LayoutModel
import Testing

/// A small tree and hand-made results for the checker's tests. No engine runs
/// here: the checker is tested on frames we write ourselves.
///
///     padding                      root/padding
///     └─ HStack #row (spacing 0)   root
///        ├─ Color #a               root/0
///        └─ Spacer                 root/1
struct Sample {
    static let view = HStack(spacing: 0) {
        Color().id("a")
        Spacer()
    }
    .id("row")
    .padding()

    let tree: LayoutTree

    init() throws { tree = try LayoutTree(Self.view.node) }

    /// The node index at `path` (the tree's index order is not pre-order:
    /// the padding, outermost, is added last).
    func index(_ path: String) -> Int {
        guard let node = tree.nodes.first(where: { $0.path == path }) else {
            Issue.record("no node at \(path)")
            return 0
        }
        return node.index
    }

    /// A result with a frame for every path (and proposals for some).
    func result(_ engine: String, _ frames: [String: Rect], proposals: [String: ProposedViewSize] = [:]) -> LayoutResult {
        var frameList = [Rect](repeating: .zero, count: tree.nodes.count)
        var proposalList = [ProposedViewSize?](repeating: nil, count: tree.nodes.count)
        #expect(Set(frames.keys) == Set(tree.nodes.map(\.path)), "a sample result must give every node a frame")
        for (path, frame) in frames { frameList[index(path)] = frame }
        for (path, proposal) in proposals { proposalList[index(path)] = proposal }
        return LayoutResult(engine: engine, frames: frameList, proposals: proposalList)
    }

    /// The frames the greedy rules give for a 316 x 42 proposal:
    /// - padding 16 (§3): the HStack is offered (316 - 32, 42 - 32) = (284, 10) at (16, 16);
    /// - HStack (§2): the Spacer keeps only its minimum 8, the Color takes
    ///   284 - 8 = 276 and height 10; the Spacer is 0 high (its cross axis),
    ///   centred in the 10-point row: y = 16 + (10 - 0) / 2 = 21, x = 16 + 276 = 292;
    /// - the padding reports 284 + 32 by 10 + 32 = 316 x 42.
    static let greedyFrames: [String: Rect] = [
        "root/padding": Rect(x: 0, y: 0, width: 316, height: 42),
        "root": Rect(x: 16, y: 16, width: 284, height: 10),
        "root/0": Rect(x: 16, y: 16, width: 276, height: 10),
        "root/1": Rect(x: 292, y: 21, width: 8, height: 0),
    ]
}
