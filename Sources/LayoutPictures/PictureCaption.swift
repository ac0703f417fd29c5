import LayoutChecker
import LayoutModel

/// The text under a picture: the model, the proposal and how it is
/// outlined, the engines, clamped boxes, and (with two or more results) the
/// nodes whose frames differ, each with both frames.
struct PictureCaption {
    /// At most this many differing nodes are listed; the rest are counted.
    static let maximumListedDifferences = 40

    private(set) var lines: [String] = []

    init(picture: LayoutPicture, outline: ProposalOutline, clampedBoxes: Int) {
        lines.append(picture.title)
        let proposal = picture.proposal
        lines.append(
            "proposal: width \(PictureNumber.proposal(proposal.width)), "
                + "height \(PictureNumber.proposal(proposal.height)) (dashed grey outline at the origin)")
        lines += outline.notes
        switch picture.results.count {
        case 0: lines.append("no results to draw")
        case 1: lines.append("engine: \(picture.results[0].engine); drawn frames (offsets applied)")
        default:
            let engines = picture.results.enumerated().map { "\($0.element.engine) (\(PictureStyle.stroke(forResult: $0.offset).name))" }
            lines.append("engines: \(engines.joined(separator: ", ")); drawn frames (offsets applied)")
        }
        if clampedBoxes > 0 {
            // Worded without "infinite": a picture never contains "inf" or "nan", so a search for them finds a bug.
            lines.append(
                "clamped: \(clampedBoxes) box\(clampedBoxes == 1 ? "" : "es") with lengths of ∞ or beyond "
                    + "±\(PictureNumber.label(LayoutPicture.coordinateLimit)) pt run to the picture's edge (labels say clamped)")
        }
        for note in picture.uncomparedResults { lines.append(note) }
        for comparison in picture.comparisons { addDifferences(comparison, tree: picture.tree) }
    }

    private mutating func addDifferences(_ comparison: ResultComparison, tree: LayoutTree) {
        let left = comparison.left.engine, right = comparison.right.engine
        let nodes = tree.nodes.count
        guard !comparison.agree else {
            lines.append("\(left) and \(right) agree on all \(nodes) nodes (tolerance \(comparison.tolerance))")
            return
        }
        let count = comparison.differences.count
        lines.append(
            "\(left) and \(right) differ at \(count) of \(nodes) node\(nodes == 1 ? "" : "s") "
                + "(tolerance \(comparison.tolerance); layout frames), marked ✗ in red:")
        for difference in comparison.differences.prefix(Self.maximumListedDifferences) {
            let id = difference.id.map { " #\($0)" } ?? ""
            lines.append(
                "  ✗ \(difference.path)\(id) \(tree[difference.node].element.name): "
                    + "\(left) \(PictureNumber.frame(difference.left)) | \(right) \(PictureNumber.frame(difference.right)) "
                    + "(\(difference.components.joined(separator: ", ")))")
        }
        if count > Self.maximumListedDifferences {
            lines.append("  … and \(count - Self.maximumListedDifferences) more")
        }
    }
}
