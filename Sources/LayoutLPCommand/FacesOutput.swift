import LayoutModel
import LayoutModelFile
import LPLayout

/// What `--faces` adds to `solve`'s output (docs/cli.md): per node, whether
/// the strategy's own objectives decided its size (`strategy`) or only the
/// tie-break did (`tie-break`), with the widths and heights it could take
/// over the optimal face of those objectives (``NodeFace``).
enum FacesOutput {
    /// `strategy` for a determined node, `tie-break` for another.
    static func decider(_ face: NodeFace) -> String { face.isDetermined ? "strategy" : "tie-break" }

    /// `10` for a point, `10…30` for a range, in the tree's six decimals.
    static func text(_ range: ClosedRange<Double>) -> String {
        NodeFace.isPoint(range) ? formatLength(range.upperBound)
            : "\(formatLength(range.lowerBound))…\(formatLength(range.upperBound))"
    }

    /// The tree's note for a tie-broken node (nil for a determined one).
    static func note(_ face: NodeFace) -> String? {
        guard !face.isDetermined else { return nil }
        return "tie-broken: width \(text(face.width)), height \(text(face.height))"
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
            if !NodeFace.isPoint(faces[index].width) { open.append("width \(text(faces[index].width))") }
            if !NodeFace.isPoint(faces[index].height) { open.append("height \(text(faces[index].height))") }
            named.append("\(PrintableText.escaped(id)) \(open.joined(separator: ", "))")
        }
        let count = faces.filter { !$0.isDetermined }.count
        let total = "\(count) of \(faces.count) nodes tie-broken"
        return named.isEmpty ? total : named.joined(separator: "; ") + " (\(total))"
    }

    /// `{ "by": "tie-break", "width": [10, 30], "height": [20, 20] }`.
    static func json(_ face: NodeFace) -> JSONOutput {
        .object([
            ("by", .string(decider(face))),
            ("width", .array([.number(face.width.lowerBound), .number(face.width.upperBound)])),
            ("height", .array([.number(face.height.lowerBound), .number(face.height.upperBound)])),
        ])
    }
}
