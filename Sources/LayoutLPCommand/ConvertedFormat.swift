/// The formats `render` converts its SVG to with `rsvg-convert`.
enum ConvertedFormat: String, CaseIterable {
    case png
    case pdf

    /// `PNG`, `PDF`: as errors name it.
    var name: String { rawValue.uppercased() }

    /// The format `path`'s extension names, or nil (SVG).
    static func of(_ path: String) -> ConvertedFormat? {
        allCases.first { path.lowercased().hasSuffix(".\($0.rawValue)") }
    }
}
