import LayoutChecker
import LayoutModel

/// A picture of a layout as SVG: every node's drawn frame as a labelled box,
/// the root proposal outlined, a caption naming the model, proposal and
/// engines. With two results the boxes are overlaid in two styles and every
/// node whose frames differ beyond `tolerance` (as `ResultComparison`, the
/// comparison `layoutlp check` makes) is drawn thick in each engine's own
/// hue, its label marked `✗` in red, and listed in the caption.
///
/// Pictures are deterministic: the same input gives the same bytes. They
/// never contain NaN or infinity: lengths that are infinite or beyond
/// `coordinateLimit` are clamped to the visible extent (`PictureExtent`) and
/// their boxes say so.
///
/// ```swift
/// let picture = LayoutPicture(tree: tree, proposal: proposal, title: "row",
///                             results: [greedy, lp], tolerance: Tolerance(1e-6))
/// try picture.svg().write(toFile: "row.svg", atomically: true, encoding: .utf8)
/// ```
public struct LayoutPicture: Sendable {
    /// Coordinates farther than this from the origin, in points, are drawn
    /// at the picture's edge (the LP engine's proposal limit: a length
    /// beyond it is almost always an infinity an engine passed on).
    public static let coordinateLimit: Double = 10_000

    /// The layout tree whose frames are drawn.
    public var tree: LayoutTree
    /// The root proposal, drawn as a dashed box where finite.
    public var proposal: ProposedViewSize
    /// The first caption line, usually the model's name and source.
    public var title: String
    /// The results drawn, first to last; each indexed like `tree.nodes`.
    public var results: [LayoutResult]
    /// How far frames may differ before a node is highlighted.
    public var tolerance: Tolerance
    /// Ids only, caption, Text content, scale bar.
    public var options: PictureOptions
    /// The first result compared with each later one (empty for one result).
    /// A result whose frame count is not the tree's node count is drawn but
    /// not compared (`uncomparedResults` says so).
    public private(set) var comparisons: [ResultComparison] = []
    /// Caption notes for results that could not be compared.
    private(set) var uncomparedResults: [String] = []

    /// - Parameters:
    ///   - tree: the laid-out tree, whose paths and ids label the boxes.
    ///   - proposal: the root proposal the results answer.
    ///   - title: the picture's caption (the model's name).
    ///   - results: one result (that engine's picture) or two (overlaid, the
    ///     differing nodes highlighted); more are overlaid too, each compared
    ///     with the first.
    ///   - tolerance: use the one `layoutlp check` uses (`--tolerance`,
    ///     default 1e-6) so the picture highlights what `check` reports.
    ///   - options: what to show besides the boxes (`PictureOptions`).
    public init(
        tree: LayoutTree, proposal: ProposedViewSize, title: String, results: [LayoutResult], tolerance: Tolerance,
        options: PictureOptions = PictureOptions()
    ) {
        self.options = options
        self.tree = tree
        self.proposal = proposal
        self.title = title
        self.results = results
        self.tolerance = tolerance
        let nodes = tree.nodes.count
        for (offset, result) in results.enumerated() where result.frames.count != nodes {
            uncomparedResults.append(
                "result \(offset + 1) (\(result.engine)) has \(result.frames.count) frames "
                    + "for \(nodes) nodes: drawn where it has frames, not compared")
        }
        guard let first = results.first, first.frames.count == nodes else { return }
        for other in results.dropFirst() where other.frames.count == nodes {
            comparisons.append(ResultComparison(tree: tree, left: first, right: other, tolerance: tolerance))
        }
    }

    /// The nodes drawn highlighted: those whose frames differ between the
    /// first result and any other, in pre-order; empty for one result.
    public var differingNodes: [Int] {
        var seen = Set<Int>()
        let differing = comparisons.flatMap(\.differences).map(\.node).filter { seen.insert($0).inserted }
        let order = Dictionary(uniqueKeysWithValues: tree.preorder.enumerated().map { ($0.element, $0.offset) })
        return differing.sorted { order[$0, default: 0] < order[$1, default: 0] }
    }

    /// The picture as an SVG document (UTF-8 text, ending in a newline).
    ///
    /// Each box is a `rect` with `data-node` (the node's index),
    /// `data-path`, `data-name` (view type or modifier), `data-id` (when it
    /// has one), `data-depth`, `data-engine`, and `data-clamped`
    /// (`width`, `height` or both) and `data-differs="true"` where they
    /// apply; its `x`, `y`, `width` and `height` are the drawn frame in
    /// points (clamped where marked).
    public func svg() -> String {
        SVGPictureWriter(picture: self).write()
    }
}
