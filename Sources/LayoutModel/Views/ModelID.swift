/// A view's or modifier's id as a key (`LayoutProblem.expect`,
/// `LayoutTree.idIndex`, `LayoutResult.framesByID`), compared the way JSON
/// compares strings: by Unicode scalars.
///
/// Swift's `String ==` treats canonically equivalent strings as equal: "é"
/// written as U+00E9 and as "e" followed by U+0301 (combining acute accent)
/// are one `String` key. A model file can hold both, and JSON calls them two
/// strings; as `ModelID`s they are two ids, both legal in one file, each
/// with its own frame. Ordering is by scalar values, so sorted ids come out
/// the same on every platform.
public struct ModelID: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The id as written.
    public var text: String

    /// The id `text`, kept exactly as written (no Unicode normalisation).
    public init(_ text: String) {
        self.text = text
    }

    /// The id written as a string literal, kept exactly as written.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    public static func == (lhs: ModelID, rhs: ModelID) -> Bool {
        lhs.text.hasSameScalars(as: rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        for scalar in text.unicodeScalars { hasher.combine(scalar.value) }
    }

    public static func < (lhs: ModelID, rhs: ModelID) -> Bool {
        lhs.text.unicodeScalars.lexicographicallyPrecedes(rhs.text.unicodeScalars)
    }

    public var description: String { text }

    /// The id for error messages, where two ids that look alike must not
    /// read alike: quoted and escaped (`PrintableText.quoted`), followed by
    /// its scalars when it is not plain ASCII, since "é" (U+00E9) and "é"
    /// (U+0065 U+0301) print the same.
    public var quotedForMessages: String {
        let quoted = PrintableText.quoted(text)
        guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return quoted }
        return quoted + " (" + text.unicodeScalars.map(Self.codePoint).joined(separator: " ") + ")"
    }

    /// `U+00E9`: at least four upper-case hex digits.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
