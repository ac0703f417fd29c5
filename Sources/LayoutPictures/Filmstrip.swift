import Foundation
import LayoutChecker
import LayoutModel

/// Layouts of one model at several proposals, side by side at one scale
/// (points to pixels), in the order given: a resize sweep's filmstrip.
/// Each frame is a ``LayoutPicture`` of its results (one engine, or several
/// overlaid with the nodes that differ from the first in red); a proposal
/// without frames gets a panel with its message. Deterministic.
public struct Filmstrip: Sendable {
    /// One frame of the strip.
    public struct Frame: Sendable {
        /// The root proposal.
        public var proposal: ProposedViewSize
        /// The results at it, the reference first (empty: see `message`).
        public var results: [LayoutResult]
        /// Why there are no results (engines that could not lay it out).
        public var message: String?

        public init(proposal: ProposedViewSize, results: [LayoutResult], message: String? = nil) {
            self.proposal = proposal
            self.results = results
            self.message = message
        }
    }

    public var tree: LayoutTree
    public var title: String
    public var frames: [Frame]
    public var tolerance: Tolerance
    /// Frames per row.
    public var columns: Int

    public init(tree: LayoutTree, title: String, frames: [Frame], tolerance: Tolerance, columns: Int = 4) {
        self.tree = tree
        self.title = title
        self.frames = frames
        self.tolerance = tolerance
        self.columns = Swift.max(1, columns)
    }

    /// The SVG document: nested `svg` panels carrying `data-proposal`
    /// (`W×H`) and, where results were compared, `data-differing`.
    public func svg() -> String {
        let gap = 16.0
        let parsed: [ParsedPanel] = frames.map { frame in
            let label = "\(PictureNumber.proposal(frame.proposal.width))×\(PictureNumber.proposal(frame.proposal.height))"
            guard !frame.results.isEmpty else {
                return ParsedPanel(message: .message(engine: label, text: frame.message ?? "no layout"))
            }
            let picture = LayoutPicture(tree: tree, proposal: frame.proposal, title: "\(title) at \(label)", results: frame.results,
                                        tolerance: tolerance)
            return ParsedPanel(svg: picture.svg(), engine: label, differing: picture.differingNodes.count)
        }
        let scale = parsed.compactMap(\.pixelsPerPoint).min() ?? 1
        let sizes = parsed.map { $0.pixelSize(scale: scale) }
        let cellWidth = sizes.map(\.width).max() ?? 0, cellHeight = sizes.map(\.height).max() ?? 0
        let rows = (parsed.count + columns - 1) / columns
        let used = Swift.min(columns, parsed.count)
        let width = Double(used) * cellWidth + Double(Swift.max(0, used - 1)) * gap
        let height = Double(rows) * cellHeight + Double(Swift.max(0, rows - 1)) * gap
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(PictureNumber.svg(width))\" height=\"\(PictureNumber.svg(height))\" "
            + "data-pixels-per-point=\"\(PictureNumber.svg(scale))\">\n"
        out += "  <title>\(XMLEscaping.text(title)): \(frames.count) proposals</title>\n"
        for (offset, panel) in parsed.enumerated() {
            let x = Double(offset % columns) * (cellWidth + gap), y = Double(offset / columns) * (cellHeight + gap)
            out += panel.nested(x: x, y: y, size: sizes[offset], index: offset)
                .replacingOccurrences(of: " data-engine=\"", with: " data-proposal=\"")
        }
        return out + "</svg>\n"
    }
}
