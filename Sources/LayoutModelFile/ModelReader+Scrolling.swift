import LayoutModel

/// ScrollView's `axes` and the `contentMargins` modifier
/// (docs/model-files.md "ScrollView and contentMargins").
extension ModelReader {
    /// A ScrollView's `axes`: an array of `"horizontal"` and `"vertical"`,
    /// possibly empty (a ScrollView that scrolls along no axis).
    func scrollAxes(_ element: JSONElement) throws(ModelFileError) -> Set<Axis> {
        try axisSet(element, expected: "an array of axes (\"horizontal\", \"vertical\"), each at most once", allowsEmpty: true)
    }

    /// The keys of a `contentMargins` object.
    static let contentMarginKeys: JSONKeyList = ["edges", "length", "insets", "placement"]
    /// Its forms: a length, insets.
    static let contentMarginForms = formPositions([["length"], ["insets"]], in: contentMarginKeys)

    /// The three forms of seed 002: a number (`contentMargins(_ length:)` on
    /// every edge), `{ "edges", "length", "placement" }` (`length` a number
    /// or null) and `{ "edges", "insets", "placement" }`; `edges` defaults to
    /// all and `placement` to `"automatic"`.
    func contentMargins(_ element: JSONElement) throws(ModelFileError) -> ContentMarginsValue {
        let expected =
            "a number, or an object with \"length\" (a number or null) or \"insets\", "
            + "and optionally \"edges\" and \"placement\""
        if case .number = element.kind { return ContentMarginsValue(amount: .length(try number(element))) }
        guard case .object = element.kind else { throw mismatch(element, expected: expected) }
        let fields = try fields(element, allowed: Self.contentMarginKeys, what: expected)
        let edges = try fields["edges"].map { element throws(ModelFileError) in try edgeSet(element) } ?? .all
        let placementNames = ContentMarginPlacement.allCases.map(\.rawValue)
        let placement =
            try fields["placement"].map { element throws(ModelFileError) in
                ContentMarginPlacement(rawValue: try name(element, among: placementNames, what: "a content margin placement")) ?? .automatic
            } ?? .automatic
        let amount: ContentMarginsValue.Amount
        switch try form(of: fields, among: Self.contentMarginForms, describe: ["\"length\"", "\"insets\""]) {
        case 0: amount = .length(try optionalNumber(fields["length"]))
        case 1: amount = .insets(try insets(try required("insets", in: fields, expected: "insets")))
        default: throw missing("length", in: fields, expected: "\"length\" (a number or null) or \"insets\"")
        }
        return ContentMarginsValue(edges: edges, amount: amount, placement: placement)
    }
}
