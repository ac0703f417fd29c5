/// Why a view tree cannot be turned into a `LayoutTree`.
public enum LayoutTreeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two views or modifiers carry the same id.
    case duplicateID(String, firstPath: String, secondPath: String)
    /// A number is NaN (models from files never get here: the reader rejects NaN).
    case notANumber(path: String, what: String)
    /// An environment reference names a key LayoutLP does not know.
    case unknownEnvironmentKey(path: String, key: String)
    /// A value no layout can use (a count of 0, no axes), which the Swift API
    /// lets through and a model file cannot express. Numbers out of range are
    /// `outOfRange`.
    case invalidValue(path: String, what: String, expected: String, found: String)
    /// A number is outside the range its place accepts (a Text's `fontSize`
    /// must be finite and > 0, a NookPanel's width or corner radius ≥ 0, an
    /// inset finite); `expected` says the range.
    case outOfRange(path: String, what: String, value: Double, expected: String)
    /// The view at `path` lies deeper than `limit` nodes from the root
    /// (`LayoutTree.maximumDepth`): its modifiers, containers and NookPanels
    /// nest too deeply to be laid out.
    case tooDeep(path: String, limit: Int)

    public var description: String {
        switch self {
        case .duplicateID(let id, let first, let second):
            "duplicate id \(ModelID(id).quotedForMessages): used at \(first) and at \(second)"
        case .notANumber(let path, let what):
            "\(path): \(what) is NaN; expected a number"
        case .unknownEnvironmentKey(let path, let key):
            "\(path): unknown environment key \"\(key)\"; expected one of \(EnvironmentReference.knownKeys.joined(separator: ", "))"
        case .invalidValue(let path, let what, let expected, let found):
            "\(path): \(what) is \(found); expected \(expected)"
        case .outOfRange(let path, let what, let value, let expected):
            "\(path): \(what) is \(formatLength(value)); expected \(expected)"
        case .tooDeep(let path, let limit):
            "\(path): the view tree is more than \(limit) nodes deep here (every view and modifier on the way from the root "
                + "counts one, a NookPanel's chrome \(LayoutTree.nookChromeNodeCount)); expected at most \(limit)"
        }
    }
}
