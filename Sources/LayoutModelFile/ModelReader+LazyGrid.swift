import LayoutModel

/// LazyVGrid and LazyHGrid: their `columns` or `rows` of GridItem objects
/// (docs/model-files.md, "Lazy grids").
extension ModelReader {
    /// The item list's key: SwiftUI's argument label.
    static func lazyGridItemsKey(_ type: String) -> String { type == "LazyVGrid" ? "columns" : "rows" }

    static let gridItemText = "a GridItem: an object with \"size\" (\"fixed\", \"flexible\" or \"adaptive\")"

    /// A LazyVGrid's or LazyHGrid's arguments.
    func lazyGridValue(_ type: String, _ fields: JSONFields) throws(ModelFileError) -> LazyGridValue {
        let axis: Axis = type == "LazyVGrid" ? .vertical : .horizontal
        let list = try required(Self.lazyGridItemsKey(type), in: fields, expected: "a non-empty array of GridItem objects")
        guard case .array(let values) = list.kind, !values.isEmpty else {
            throw mismatch(list, expected: "a non-empty array of GridItem objects")
        }
        var items: [GridItemValue] = []
        for value in values {
            items.append(try gridItem(value))
        }
        var alignment = Alignment.center
        if let element = fields["alignment"] {
            if axis == .vertical {
                alignment.horizontal = try horizontalAlignment(element)
            } else {
                alignment.vertical = try verticalAlignment(element)
            }
        }
        return LazyGridValue(axis: axis, items: items, alignment: alignment, spacing: try optionalNumber(fields["spacing"]))
    }

    /// `{"size": "fixed", "length": l}`, `{"size": "flexible", "minimum", "maximum"}`
    /// (10 and infinity by default) or `{"size": "adaptive", "minimum", "maximum"}`
    /// (minimum required), each with optional `spacing` and `alignment`.
    private func gridItem(_ element: JSONElement) throws(ModelFileError) -> GridItemValue {
        let fields = try fields(
            element, allowed: ["size", "length", "minimum", "maximum", "spacing", "alignment"], what: Self.gridItemText)
        let kind =
            try fields["size"].map { element throws(ModelFileError) in
                try name(element, among: ["fixed", "flexible", "adaptive"], what: "a GridItem size")
            } ?? "flexible"
        let spacing = try optionalNumber(fields["spacing"])
        let alignment = try fields["alignment"].map { element throws(ModelFileError) in try self.alignment(element) }
        let size: GridItemValue.Size
        switch kind {
        case "fixed":
            for key in ["minimum", "maximum"] where fields[key] != nil {
                throw mismatch(fields[key]!, expected: "no \"\(key)\" on a fixed GridItem (it has a \"length\")")
            }
            size = .fixed(try number(try required("length", in: fields, expected: NumberRule.nonNegative.expected), .nonNegative))
        default:
            if let length = fields["length"] {
                throw mismatch(length, expected: "no \"length\" on a \(kind) GridItem (it has \"minimum\" and \"maximum\")")
            }
            let minimum =
                kind == "adaptive"
                ? try number(try required("minimum", in: fields, expected: NumberRule.nonNegative.expected), .nonNegative)
                : try fields["minimum"].map { element throws(ModelFileError) in try number(element, .nonNegative) } ?? 10
            let maximum =
                try fields["maximum"].map { element throws(ModelFileError) in try gridItemMaximum(element, minimum: minimum) } ?? .infinity
            if kind == "adaptive", !(minimum + (spacing ?? GridItemValue.defaultSpacing) > 0) {
                throw mismatch(fields["minimum"]!, expected: "an adaptive minimum that, with the item's spacing, is > 0")
            }
            size = kind == "adaptive" ? .adaptive(minimum: minimum, maximum: maximum) : .flexible(minimum: minimum, maximum: maximum)
        }
        return GridItemValue(size, spacing: spacing, alignment: alignment)
    }

    /// A maximum: a number >= the minimum, or `"infinity"`.
    private func gridItemMaximum(_ element: JSONElement, minimum: Double) throws(ModelFileError) -> Double {
        let expected = "a number >= the minimum (\(formatLength(minimum))) or \"infinity\""
        switch element.kind {
        case .string("infinity"): return .infinity
        case .number(let value) where value >= minimum: return value
        default: throw mismatch(element, expected: expected)
        }
    }
}
