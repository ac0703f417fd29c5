import LayoutModel
import LayoutModelFile

/// What `layoutlp solve --json --all` prints: the contract's `engine` and
/// `frames` (by id), then `proposal` and `nodes`: every node in pre-order,
/// with or without an id, keyed by its path (`root/0/frame`), with its view
/// type or modifier name, its id (or null) and its drawn frame.
enum NodesJSON {
    static func encode(_ result: LayoutResult, tree: LayoutTree, proposal: ProposedViewSize) -> JSONOutput {
        let drawn = result.drawnFrames(in: tree)
        let byID = result.framesByID(in: tree).sorted { $0.key < $1.key }.map { ($0.key.text, frame($0.value)) }
        let nodes = tree.preorder.map { index -> (String, JSONOutput) in
            let node = tree[index]
            return (node.path, .object([("name", .string(node.element.name)), ("id", .stringOrNull(node.id))] + members(drawn[index])))
        }
        return .object([
            ("engine", .string(result.engine)),
            ("frames", .object(byID)),
            ("proposal", .object([("width", .numberOrNull(proposal.width)), ("height", .numberOrNull(proposal.height))])),
            ("nodes", .object(nodes)),
        ])
    }

    static func frame(_ rect: Rect) -> JSONOutput { .object(members(rect)) }

    private static func members(_ rect: Rect) -> [(String, JSONOutput)] {
        [("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))]
    }
}
