/// A parsed JSON file: its top-level value, how deeply it nests, and its
/// bytes, which turn the offsets values record into lines and columns.
///
/// Dropping a deeply nested value would release it recursively, one call
/// per level, and could exhaust the stack; a document takes its value
/// apart level by level instead when it nests deeper than
/// `recursiveReleaseDepth`.
final class JSONDocument {
    /// The top-level value.
    private(set) var root: JSONValue
    /// The most arrays and objects open at once while parsing.
    let depth: Int
    let source: SourceText

    /// Values nested at most this deep are released the ordinary way.
    static let recursiveReleaseDepth = 64

    init(root: JSONValue, depth: Int, source: SourceText) {
        self.root = root
        self.depth = depth
        self.source = source
    }

    deinit {
        if depth > Self.recursiveReleaseDepth { Self.dismantle(&root) }
    }

    /// Releases `value` (leaving `null`) without recursion: every container
    /// is dropped only after its elements were moved to a work list.
    static func dismantle(_ value: inout JSONValue) {
        var pending = [value]
        value = JSONValue(.null)
        while let next = pending.popLast() {
            switch next.kind {
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let members): pending.append(contentsOf: members.lazy.map(\.value))
            default: break
            }
        }
    }
}
