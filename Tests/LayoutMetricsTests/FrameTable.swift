import LayoutModel

/// Frames written by hand for a tree, keyed by node path; nodes not named
/// get the zero frame. Metrics are functions of frames, so their tests
/// need no engine.
func frames(_ tree: LayoutTree, _ byPath: [String: Rect]) -> [Rect] {
    let paths = Set(tree.nodes.map(\.path))
    precondition(byPath.keys.allSatisfy(paths.contains), "unknown path in \(byPath.keys.sorted()); the tree has \(paths.sorted())")
    return tree.nodes.map { byPath[$0.path] ?? .zero }
}

/// The index of the node at `path`.
func index(_ tree: LayoutTree, _ path: String) -> Int {
    guard let node = tree.nodes.first(where: { $0.path == path }) else { preconditionFailure("no node at \(path)") }
    return node.index
}
