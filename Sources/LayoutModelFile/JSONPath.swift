/// A JSONPath-style address of a value in a model file, such as
/// `$.root.children[1].modifiers[0].frame.minWidth`. Errors name the value
/// they are about with it.
///
/// Reading a valid file builds no path: the reader finds the path of the
/// value an error is about from its place in the tape (`JSONTapeView.path(to:)`).
struct JSONPath: Sendable, CustomStringConvertible {
    /// One step from a container to a member.
    enum Component: Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the top-level value on (none for it).
    private(set) var components: [Component]

    /// The path of the top-level value.
    static let root = JSONPath(components: [])

    /// The path through `components` from the top-level value.
    init(components: [Component]) {
        self.components = components
    }

    /// The path of the member `key` of the object at this path. Keys that are
    /// not identifiers are written in brackets (`$.expect["my id"]`).
    func key(_ key: String) -> JSONPath { JSONPath(components: components + [.key(key)]) }

    /// The path of element `index` of the array at this path.
    func index(_ index: Int) -> JSONPath { JSONPath(components: components + [.index(index)]) }

    /// The rendered path, starting with `$`.
    var description: String {
        var components = components
        var text = "$"
        // A path deeper than `longestWritten` keeps its first and last
        // `keptAtEachEnd` steps: an error about a value 100,000 levels down
        // stays a line, not a megabyte.
        var omitted = 0
        if components.count > Self.longestWritten {
            omitted = components.count - 2 * Self.keptAtEachEnd
            components.removeSubrange(Self.keptAtEachEnd..<(components.count - Self.keptAtEachEnd))
        }
        for (offset, component) in components.enumerated() {
            if omitted > 0, offset == Self.keptAtEachEnd { text += "…(\(omitted) more steps)…" }
            switch component {
            case .key(let key) where Self.isIdentifier(key): text += "." + key
            case .key(let key): text += "[" + JSONWriter.quoted(key) + "]"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// The most steps a path is written with in full.
    static let longestWritten = 40
    /// The steps kept at each end of a longer path.
    static let keptAtEachEnd = 16

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII else {
            return false
        }
        return key.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}
