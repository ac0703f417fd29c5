import LPLayout
import LayoutModel
import LayoutModelFile

/// What `--faces` adds to `solve`'s output (docs/cli.md): per node, whether
/// the strategy's own objectives decided its size (`strategy`) or only the
/// tie-break did (`tie-break`), with the widths and heights it could take
/// over the optimal face of those objectives (``NodeFace``).
enum FacesOutput {
    /// The tree's note for a tie-broken node (nil for a determined one).
    static func note(_ face: NodeFace) -> String? {
        guard !face.isDetermined else { return nil }
        return "tie-broken: width \(NodeFace.text(face.width)), height \(NodeFace.text(face.height))"
    }

    /// The line under the tree: how many nodes each decided.
    static func summary(_ faces: [NodeFace]) -> String {
        let open = faces.filter { !$0.isDetermined }.count
        return "faces: \(open) of \(faces.count) nodes tie-broken (the strategy's own objectives leave their size open), "
            + "\(faces.count - open) determined"
    }

    /// `check --faces`'s line for one engine: the tie-broken nodes with an
    /// id and their open lengths, and how many nodes in all are tie-broken
    /// (`a width 0…300, b width 0…300; 2 of 3 nodes tie-broken`).
    static func line(_ faces: [NodeFace], tree: LayoutTree) -> String {
        var named: [String] = []
        for index in tree.preorder where !faces[index].isDetermined {
            guard let id = tree[index].id else { continue }
            var open: [String] = []
            if !NodeFace.isPoint(faces[index].width) { open.append("width \(NodeFace.text(faces[index].width))") }
            if !NodeFace.isPoint(faces[index].height) { open.append("height \(NodeFace.text(faces[index].height))") }
            named.append("\(PrintableText.escaped(id)) \(open.joined(separator: ", "))")
        }
        let count = faces.filter { !$0.isDetermined }.count
        let total = "\(count) of \(faces.count) nodes tie-broken"
        return named.isEmpty ? total : named.joined(separator: "; ") + " (\(total))"
    }

    /// The `decided` member of a JSON report: ``json(_:)`` of every node
    /// with an id, by id in `ModelID` order.
    static func byID(_ faces: [NodeFace], tree: LayoutTree) -> [(String, JSONOutput)] {
        tree.preorder.compactMap { index in tree[index].id.map { ($0, json(faces[index])) } }.sorted { ModelID($0.0) < ModelID($1.0) }
    }

    /// `{ "by": "tie-break", "width": [10, 30], "height": [20, 20] }`.
    static func json(_ face: NodeFace) -> JSONOutput {
        .object([
            ("by", .string(face.decidedBy)),
            ("width", .array([.number(face.width.lowerBound), .number(face.width.upperBound)])),
            ("height", .array([.number(face.height.lowerBound), .number(face.height.upperBound)])),
        ])
    }
}
