import LayoutModel

/// Why a metric could not be computed from its inputs. Each case names its
/// subject (the result's engine, the node's index or path) so a caller can
/// print it as it is.
public enum MetricError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A frame list (of the engine or sample named by `subject`) does not hold
    /// one frame per node of the tree (or of the other result).
    case frameCountMismatch(subject: String, expected: Int, actual: Int)
    /// Two lists that go together (children and their values, nodes and
    /// their differences) of different lengths.
    case valueCountMismatch(subject: String, expected: Int, actual: Int)
    /// A node index outside the frame list.
    case nodeOutOfRange(node: Int, nodeCount: Int)
    /// A metric defined for HStacks and VStacks was asked of another node.
    case notAStack(path: String)
    /// Counts of trials where `agreed` is not in `0...total` (an agreement rate).
    case invalidCounts(agreed: Int, total: Int)

    /// The error as one line naming its subject.
    public var description: String {
        switch self {
        case .frameCountMismatch(let subject, let expected, let actual):
            "\(subject): expected \(expected) frames (one per node), got \(actual)"
        case .valueCountMismatch(let subject, let expected, let actual):
            "\(subject): expected \(expected) values (one per node), got \(actual)"
        case .nodeOutOfRange(let node, let nodeCount):
            "node \(node) is out of range: the frames hold \(nodeCount) nodes"
        case .notAStack(let path):
            "\(path) is not an HStack or a VStack"
        case .invalidCounts(let agreed, let total):
            "\(agreed) agreed of \(total) trials: expected 0 ≤ agreed ≤ total"
        }
    }
}
