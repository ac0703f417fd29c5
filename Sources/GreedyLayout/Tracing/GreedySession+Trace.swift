import LayoutModel

extension GreedySession {
    /// The node a single-child layout type lays out: `child`'s parent.
    func container(of child: Int) -> Int { tree.nodes[child].parent ?? child }
}
