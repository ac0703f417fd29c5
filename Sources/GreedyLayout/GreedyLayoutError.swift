import LayoutModel

/// A failure of the greedy engine other than an unsupported element.
public enum GreedyLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A frame component came out NaN (for example infinity minus infinity
    /// that no rule resolves). Reported instead of printing a wrong layout.
    case notANumber(path: String, frame: String)

    public var description: String {
        switch self {
        case .notANumber(let path, let frame):
            "\(path): the greedy engine computed a NaN frame (\(frame)); this is a bug in LayoutLP, please report the model"
        }
    }
}
