import LayoutModel

/// A failure of the greedy engine other than an unsupported element.
public enum GreedyLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A frame came out without a place or size: a component is NaN, or a
    /// size is −∞ (an infinite length met another infinity where no rule
    /// resolves it, docs/greedy-semantics.md, "Lengths at infinity"; for
    /// example a guide that scales an infinite width by −1). The input has
    /// no layout; it is reported instead of printing one.
    case noLayout(path: String, frame: String)

    public var description: String {
        switch self {
        case .noLayout(let path, let frame):
            "\(path): this input has no layout: the greedy engine computed \(frame), which is not a place and size "
                + "(an infinite length met another infinity where no rule resolves it: docs/greedy-semantics.md, \"Lengths at infinity\")"
        }
    }
}
