import Foundation

/// Finds public declarations without a `///` doc comment in Swift source
/// text, line by line, relying on the package's formatting (one declaration
/// per line, members indented deeper than their type):
///
/// 1. A line whose modifiers (after any attributes) include `public` or
///    `open` declares something public; `extension` lines are not
///    declarations of their own.
/// 2. Lines directly inside a public enum that start with `case`, directly
///    inside a public protocol (every requirement), or directly inside a
///    public extension without an access keyword of their own are public too.
///    "Directly inside": the nearest line above with less indentation is the
///    type's line.
/// 3. Members that implement a protocol requirement documented elsewhere
///    inherit its documentation: `description`, `debugDescription`, `==`,
///    `<`, `hash(into:)`, `encode(to:)`, `init(from:)` and `LayoutEngine`'s
///    `layout(_:proposal:)`.
/// 4. A declaration is documented when the nearest line above it that is not
///    an attribute (`@inlinable`, `@discardableResult`, ...) is a `///`
///    comment line or ends a `/** */` block.
struct DocumentationScan {
    /// One declaration without a doc comment: its 1-based line and its text.
    struct Finding: Equatable {
        var line: Int
        var declaration: String
    }

    /// Modifiers, then `public` or `open`, then more modifiers, then a declaration keyword.
    let publicDeclaration: Regex<(Substring, keyword: Substring)> =
        #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:\w+(?:\(\w+\))?\s+)*(?:public|open)\s+(?:\w+(?:\(\w+\))?\s+)*(?<keyword>func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor|associatedtype|extension|case|macro)\b/#

    /// A member declaration without an access keyword (inside a protocol or a public extension).
    let memberDeclaration: Regex<Substring> =
        #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:static|class|mutating|nonmutating|final|override|nonisolated|convenience|required)\s+)*(?:func|var|let|init|subscript|typealias|associatedtype|struct|class|enum)\b/#

    /// Conformance members that inherit their protocol requirement's documentation (rule 3).
    let inheritsDocumentation: Regex<Substring> =
        #/\b(?:var description\b|var debugDescription\b|static func ==|static func <|func hash\(into|func encode\(to|init\(from\b|func layout\(_ tree: LayoutTree, proposal:)/#

    /// A type or extension line, and the kind of body it opens.
    let container: Regex<(Substring, keyword: Substring)> =
        #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:\w+\s+)*?(?<keyword>enum|protocol|extension|struct|class|actor)\s/#

    func undocumented(in source: String) -> [Finding] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var findings: [Finding] = []
        for index in lines.indices where needsDocumentation(lines, index) && !isDocumented(lines, index) {
            findings.append(Finding(line: index + 1, declaration: lines[index].trimmingCharacters(in: .whitespaces)))
        }
        return findings
    }

    /// Rules 1–3.
    func needsDocumentation(_ lines: [String], _ index: Int) -> Bool {
        let text = lines[index].trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.hasPrefix("//") else { return false }
        // The cheap tests first: a regex match costs microseconds, and the package has tens of thousands of lines.
        if text.contains("public ") || text.contains("open "), let match = try? publicDeclaration.prefixMatch(in: text) {
            return match.output.keyword != "extension" && (try? inheritsDocumentation.firstMatch(in: text)) == nil
        }
        guard text.hasPrefix("@") || Self.memberKeywords.contains(text.prefix { $0.isLetter }),
            let (keyword, isPublic) = enclosingContainer(lines, index), isPublic,
            (try? inheritsDocumentation.firstMatch(in: text)) == nil
        else { return false }
        switch keyword {
        case "enum": return text.hasPrefix("case ") || text.hasPrefix("indirect case ")
        case "protocol": return (try? memberDeclaration.prefixMatch(in: text)) != nil
        case "extension":
            let words = text.split(separator: " ")
            return (try? memberDeclaration.prefixMatch(in: text)) != nil
                && !words.contains { ["private", "fileprivate", "internal"].contains($0) || $0.hasPrefix("private(") }
        default: return false
        }
    }

    /// The keyword of the type or extension whose body holds line `index`
    /// directly, and whether it is public; nil when the line is not a
    /// direct member of one (rule 2).
    func enclosingContainer(_ lines: [String], _ index: Int) -> (keyword: Substring, isPublic: Bool)? {
        let indent = indentation(lines[index])
        var above = index - 1
        while above >= 0 {
            let text = lines[above].trimmingCharacters(in: .whitespaces)
            if !text.isEmpty, !text.hasPrefix("//"), !text.hasPrefix("#"), indentation(lines[above]) < indent {
                guard text.hasSuffix("{"), let match = try? container.prefixMatch(in: text) else { return nil }
                let words = text.prefix { $0 != ":" && $0 != "{" && $0 != "<" }.split(separator: " ")
                return (match.output.keyword, words.contains("public") || words.contains("open"))
            }
            above -= 1
        }
        return nil
    }

    /// The words a member declaration without an access keyword can start with.
    static let memberKeywords: Set<Substring> = [
        "case", "indirect", "func", "var", "let", "init", "subscript", "typealias", "associatedtype", "struct", "class", "enum",
        "static", "mutating", "nonmutating", "final", "override", "nonisolated", "convenience", "required",
    ]

    /// Rule 4.
    func isDocumented(_ lines: [String], _ index: Int) -> Bool {
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
        guard above >= 0 else { return false }
        let text = lines[above].trimmingCharacters(in: .whitespaces)
        return text.hasPrefix("///") || text.hasSuffix("*/")
    }

    func indentation(_ line: String) -> Int {
        line.prefix { $0 == " " }.count
    }
}
