import LayoutModel

/// The contract's value types: lengths, alignments, edges, insets.
extension ModelReader {
    /// The text errors use for an environment reference.
    static let environmentReferenceText = "{\"env\": \"nookContentInsets.<edge>\"}"

    /// A length: a number, an environment reference, and `"infinity"` only
    /// where SwiftUI accepts `.infinity` (`allowsInfinity`, frame dimensions).
    /// Negative numbers are accepted: SwiftUI accepts them too (and frames
    /// normalise them later, with a warning in the layout tree).
    func length(_ element: JSONElement, allowsInfinity: Bool) throws(ModelFileError) -> Length {
        var expected: String {
            allowsInfinity ? "a number, \"infinity\" or \(Self.environmentReferenceText)" : "a number or \(Self.environmentReferenceText)"
        }
        switch element.kind {
        case .number(let value):
            return .points(value)
        case .string(let text) where allowsInfinity && text == "infinity":
            return .infinity
        case .string(let text) where Self.isNaNText(text):
            throw mismatch(element, expected: expected + " (NaN is not a length)")
        case .string(let text) where Self.isInfinityText(text):
            throw mismatch(
                element,
                expected: expected + (allowsInfinity ? " (write \"infinity\" in lower case)" : " (\"infinity\" is not allowed here)"))
        case .object:
            return .environment(try environmentReference(element))
        default:
            throw mismatch(element, expected: expected)
        }
    }

    /// A length, or nil for `null`.
    func optionalLength(_ element: JSONElement?, allowsInfinity: Bool) throws(ModelFileError) -> Length? {
        guard let element, !element.isNull else { return nil }
        return try length(element, allowsInfinity: allowsInfinity)
    }

    /// The values an environment reference may name: `key.edge`.
    static let environmentNames = EnvironmentReference.knownKeys.flatMap { key in Edge.allCases.map { "\(key).\($0.rawValue)" } }

    /// `{ "env": "nookContentInsets.<edge>" }`.
    func environmentReference(_ element: JSONElement) throws(ModelFileError) -> EnvironmentReference {
        let fields = try fields(element, allowed: ["env"], what: Self.environmentReferenceText)
        let names = Self.environmentNames
        let reference = try required("env", in: fields, expected: "an environment value: " + Self.list(names))
        let text = try name(reference, among: names, what: "an environment value")
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let edge = Edge(rawValue: parts[1]) else {
            throw mismatch(reference, expected: "an environment value: " + Self.list(names))
        }
        return EnvironmentReference(key: parts[0], edge: edge)
    }

    // MARK: Alignments

    static let horizontalNames = ["leading", "center", "trailing"]
    static let verticalNames = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]

    /// The fifteen named 2-D alignments: the nine edge and centre ones, the six baseline ones.
    static let alignmentNames = Alignment.allNamed.map(\.name)

    static let alignmentText = "an alignment name (" + list(alignmentNames) + ") or {\"horizontal\": guide, \"vertical\": guide}"

    /// A 2-D alignment: one of the fifteen names, or the composite
    /// `{"horizontal": guide, "vertical": guide}` (SwiftUI's
    /// `Alignment(horizontal:vertical:)`, custom guides included), both required.
    func alignment(_ element: JSONElement) throws(ModelFileError) -> Alignment {
        if element.isObject {
            let fields = try fields(element, allowed: ["horizontal", "vertical"], what: Self.alignmentText)
            let horizontal = try horizontalAlignment(try required("horizontal", in: fields, expected: "a horizontal alignment"))
            let vertical = try verticalAlignment(try required("vertical", in: fields, expected: "a vertical alignment"))
            return Alignment(horizontal: horizontal, vertical: vertical)
        }
        guard case .string = element.kind else { throw mismatch(element, expected: Self.alignmentText) }
        let text = try name(element, among: Self.alignmentNames, what: "an alignment")
        return Alignment.allNamed.first { $0.name == text }?.alignment ?? .center
    }

    /// A horizontal guide: a built-in name, a custom one, or `{"custom": name}`.
    /// Names that belong to the other axis or to 2-D alignments are rejected
    /// rather than read as custom guides, since they are almost certainly
    /// mistakes; `{"custom": name}` names a custom guide whatever its name.
    func horizontalAlignment(_ element: JSONElement) throws(ModelFileError) -> HorizontalAlignment {
        if let custom = try customGuideName(element) { return .custom(custom) }
        let text = try guideName(element, axis: .horizontal)
        return HorizontalAlignment.builtIn(text) ?? .custom(text)
    }

    /// A vertical guide: a built-in name or a custom one (see `horizontalAlignment`).
    func verticalAlignment(_ element: JSONElement) throws(ModelFileError) -> VerticalAlignment {
        if let custom = try customGuideName(element) { return .custom(custom) }
        let text = try guideName(element, axis: .vertical)
        return VerticalAlignment.builtIn(text) ?? .custom(text)
    }

    /// The name in `{"custom": name}` (any string, even a built-in guide's
    /// name or the empty one), or nil when `element` is not an object.
    func customGuideName(_ element: JSONElement) throws(ModelFileError) -> String? {
        guard element.isObject else { return nil }
        let fields = try fields(element, allowed: ["custom"], what: "{\"custom\": name}, a custom guide")
        return try string(try required("custom", in: fields, expected: "a custom guide's name"))
    }

    /// Every name the format gives a meaning other than a custom guide's:
    /// a custom guide called one of them (or "") is written `{"custom": name}`.
    static let reservedGuideNames = Set(horizontalNames + verticalNames + alignmentNames + [""])

    /// The guide on `axis` named by `element`.
    func alignmentKey(_ element: JSONElement, axis: Axis) throws(ModelFileError) -> AlignmentKey {
        axis == .horizontal ? .horizontal(try horizontalAlignment(element)) : .vertical(try verticalAlignment(element))
    }

    /// The names that are not guides on each axis: the other axis's and the 2-D alignments'.
    static let foreignGuideNames: (horizontal: Set<String>, vertical: Set<String>) = {
        let all = Set(horizontalNames + verticalNames + alignmentNames)
        return (all.subtracting(horizontalNames), all.subtracting(verticalNames))
    }()

    private func guideName(_ element: JSONElement, axis: Axis) throws(ModelFileError) -> String {
        let own = axis == .horizontal ? Self.horizontalNames : Self.verticalNames
        var expected: String { "a \(axis) alignment (" + Self.list(own) + ") or a custom guide name" }
        let text = try string(element, expected: expected)
        let foreign = axis == .horizontal ? Self.foreignGuideNames.horizontal : Self.foreignGuideNames.vertical
        guard !text.isEmpty, !foreign.contains(text) else { throw mismatch(element, expected: expected) }
        return text
    }

    // MARK: Edges and insets

    /// One edge: `top`, `leading`, `bottom` or `trailing`.
    static let edgeNames = Edge.allCases.map(\.rawValue)

    func edge(_ element: JSONElement) throws(ModelFileError) -> Edge {
        let text = try name(element, among: Self.edgeNames, what: "an edge")
        return Edge(rawValue: text) ?? .top
    }

    static let edgeSetNames: [(String, EdgeSet)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
    ]

    /// An array of edge names, joined; an empty array is the empty set.
    func edgeSet(_ element: JSONElement) throws(ModelFileError) -> EdgeSet {
        let names = Self.edgeSetNames.map(\.0)
        guard case .array(let values) = element.kind else {
            throw mismatch(element, expected: "an array of edge names (" + Self.list(names) + ")")
        }
        var edges: EdgeSet = []
        for value in values {
            let text = try name(value, among: names, what: "an edge name")
            edges.formUnion(Self.edgeSetNames.first { $0.0 == text }?.1 ?? [])
        }
        return edges
    }

    /// Insets of finite numbers: one number for every edge, or an object with
    /// any of `top`, `leading`, `bottom`, `trailing` (missing edges are 0).
    func insets(_ element: JSONElement, _ rule: NumberRule = .any) throws(ModelFileError) -> EdgeInsets {
        var insets = EdgeInsets.zero
        for (edge, value) in try partialInsets(element, rule) { insets[edge] = value }
        return insets
    }

    /// Insets as written: every edge for a number, only the keys present for an object.
    func partialInsets(_ element: JSONElement, _ rule: NumberRule = .any) throws(ModelFileError) -> [Edge: Double] {
        var expected: String { "insets: \(rule.expected) or an object with any of \"top\", \"leading\", \"bottom\", \"trailing\"" }
        if case .number = element.kind {
            let value = try number(element, rule)
            return Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0, value) })
        }
        guard element.isObject else { throw mismatch(element, expected: expected) }
        let fields = try fields(element, allowed: JSONKeyList(Self.edgeNames), what: expected)
        var result: [Edge: Double] = [:]
        for edge in Edge.allCases {
            if let value = fields[edge.rawValue] { result[edge] = try number(value, rule) }
        }
        return result
    }

    // MARK: Small enumerations

    func layoutDirection(_ element: JSONElement) throws(ModelFileError) -> LayoutDirection {
        let text = try name(element, among: ["leftToRight", "rightToLeft"], what: "a layout direction")
        return LayoutDirection(rawValue: text) ?? .leftToRight
    }

    static let axisNames = Axis.allCases.map(\.rawValue)

    func axis(_ element: JSONElement) throws(ModelFileError) -> Axis {
        let text = try name(element, among: Self.axisNames, what: "an axis")
        return Axis(rawValue: text) ?? .horizontal
    }

    /// An array of axes, each at most once (a ScrollView's, a
    /// ViewThatFits's, a containerRelativeFrame's): `expected` describes
    /// the array; an axis listed twice is refused at its second place.
    func axisSet(_ list: JSONElement, expected: String, allowsEmpty: Bool) throws(ModelFileError) -> Set<Axis> {
        guard case .array(let values) = list.kind, allowsEmpty || !values.isEmpty else { throw mismatch(list, expected: expected) }
        var axes: Set<Axis> = []
        for value in values {
            let element = value
            let axis = try self.axis(element)
            guard axes.insert(axis).inserted else {
                throw mismatch(element, expected: "each axis at most once (\"\(axis.rawValue)\" is listed before)")
            }
        }
        return axes
    }
}
