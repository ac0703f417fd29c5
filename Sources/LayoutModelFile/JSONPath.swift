/// A JSONPath-style address of a value in a model file, such as
/// `$.root.children[1].modifiers[0].frame.minWidth`. Errors name the value
/// they are about with it.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// The rendered path, starting with `$`.
    private(set) var description: String

    /// The path of the top-level value.
    static let root = JSONPath(description: "$")

    private init(description: String) { self.description = description }

    /// The path of the member `key` of the object at this path. Keys that are
    /// not identifiers are written in brackets (`$.expect["my id"]`).
    func key(_ key: String) -> JSONPath {
        if Self.isIdentifier(key) { return JSONPath(description: description + "." + key) }
        return JSONPath(description: description + "[" + JSONWriter.quoted(key) + "]")
    }

    /// The path of element `index` of the array at this path.
    func index(_ index: Int) -> JSONPath {
        JSONPath(description: description + "[\(index)]")
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII else {
            return false
        }
        return key.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}
