import LayoutModel

/// Modifiers: one modifier key (plus an optional `id`) per object, and the
/// value forms of each modifier.
extension ModelReader {
    /// Every modifier key of the format, in the contract's order.
    static let modifierNames = ModifierName.allCases.map(\.rawValue)

    static let insetKeys = Edge.allCases.map(\.rawValue)
    static let paddingKeys = JSONKeyList(insetKeys + ["edges", "length", "env"])
    static let fixedFrameKeys = ["width", "height"]
    static let frameKeys = JSONKeyList(fixedFrameKeys + flexibleFrameKeys + ["alignment"])
    static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    /// The forms of a frame: fixed, flexible.
    static let frameForms = formPositions([fixedFrameKeys, flexibleFrameKeys], in: frameKeys)
    /// The forms of a padding object: insets, edges and length, an environment reference.
    static let paddingForms = formPositions([insetKeys, ["edges", "length"], ["env"]], in: paddingKeys)

    /// The positions in `keys` of each form's keys, for `form(of:among:describe:)`.
    static func formPositions(_ forms: [[String]], in keys: JSONKeyList) -> [[Int]] {
        forms.map { form in form.compactMap { keys.position(of: $0) } }
    }

    /// The keys a modifier object may have.
    static let modifierObjectKeys = JSONKeyList(modifierNames + ["id"])

    /// What a modifier object holds, for errors.
    static var oneModifierKeyText: String { "one modifier key (" + list(modifierNames) + ") and optionally \"id\"" }

    /// One modifier object, `depth` nodes from the root.
    mutating func modifier(_ element: JSONElement, depth: Int) throws(ModelFileError) -> Modifier {
        let fields = try fields(element, allowed: Self.modifierObjectKeys, what: "a modifier: an object with " + Self.oneModifierKeyText)
        // The keys other than "id": the first is the modifier, a second is an error.
        let idIndex = fields.keyIndex(of: "id")
        var keyed = fields.members.lazy.filter { $0.keyIndex != idIndex }.makeIterator()
        guard let first = keyed.next() else {
            throw ModelFileError(
                file: file, jsonPath: element.path.description, expected: "an object with " + Self.oneModifierKeyText,
                found: fields.members.isEmpty ? "an empty object" : "only \"id\"", location: location(of: element))
        }
        if let second = keyed.next() {
            throw keyError(
                second.key, in: fields, expected: "one modifier key per object (write the next modifier as the next array element)",
                found: "\(JSONWriter.quoted(second.key)) after \(JSONWriter.quoted(first.key))")
        }
        var modifier = Modifier(try modifierKind(first.key, first.value, depth: depth))
        if let id = fields["id"] { modifier.id = try self.id(id) }
        return modifier
    }

    /// The modifier `key` with the value `element`; a view it holds is one node below the modifier's `depth`.
    private mutating func modifierKind(_ key: String, _ element: JSONElement, depth: Int) throws(ModelFileError) -> ModifierKind {
        switch key {
        case "padding": return .padding(try padding(element))
        case "safeAreaPadding": return .safeAreaPadding(try padding(element))
        case "frame": return try frame(element)
        case "fixedSize": return try fixedSize(element)
        case "layoutPriority": return .layoutPriority(try number(element))
        case "offset", "position":
            let fields = try fields(element, allowed: ["x", "y"], what: "an object with \"x\" and \"y\"")
            let x = try lengthOrZero(fields["x"])
            let y = try lengthOrZero(fields["y"])
            return key == "offset" ? .offset(x: x, y: y) : .position(x: x, y: y)
        case "alignmentGuide": return try alignmentGuide(element)
        case "scenePadding": return try scenePadding(element)
        case "layoutDirectionBehavior": return .layoutDirectionBehavior(try layoutDirectionBehavior(element))
        case "aspectRatio":
            let fields = try fields(element, allowed: ["ratio", "contentMode"], what: "an object with \"ratio\" and \"contentMode\"")
            let mode = try fields["contentMode"].map { element throws(ModelFileError) in
                try name(element, among: ["fit", "fill"], what: "a content mode")
            }
            return .aspectRatio(ratio: try optionalNumber(fields["ratio"], .positive), contentMode: mode == "fill" ? .fill : .fit)
        case "overlay", "background":
            let fields = try fields(
                element, allowed: ["alignment", "content"], what: "an object with \"content\" and optionally \"alignment\"")
            let alignment = try fields["alignment"].map { element throws(ModelFileError) in try self.alignment(element) } ?? .center
            let content = try view(try required("content", in: fields, expected: Self.viewText), depth: depth + 1)
            return key == "overlay" ? .overlay(alignment: alignment, content: content) : .background(alignment: alignment, content: content)
        case "safeAreaInset": return try safeAreaInset(element, depth: depth)
        case "ignoresSafeArea":
            let fields = try fields(element, allowed: ["regions", "edges"], what: "an object with optionally \"regions\" and \"edges\"")
            let regions = try fields["regions"].map { element throws(ModelFileError) in try safeAreaRegions(element) } ?? .all
            return .ignoresSafeArea(
                regions: regions, edges: try fields["edges"].map { element throws(ModelFileError) in try edgeSet(element) } ?? .all)
        case "containerRelativeFrame": return .containerRelativeFrame(try containerRelativeFrame(element))
        case "contentMargins": return .contentMargins(try contentMargins(element))
        case "gridCellColumns": return .gridCellColumns(try positiveInteger(element, atMost: GridValue.maximumSpan))
        case "gridColumnAlignment": return .gridColumnAlignment(try horizontalAlignment(element))
        default: return .environment(try environmentOverrides(element))
        }
    }

    /// The padding forms, kept apart so the writer can reproduce them: `null`,
    /// a number or environment reference, per-edge insets, or `{edges, length}`.
    func padding(_ element: JSONElement) throws(ModelFileError) -> PaddingValue {
        var expected: String {
            "null, a number, \(Self.environmentReferenceText), insets {\"top\", \"leading\", \"bottom\", \"trailing\"} "
                + "or {\"edges\", \"length\"}"
        }
        switch element.kind {
        case .null: return .defaultAmount
        case .number: return .uniform(try length(element, allowsInfinity: false))
        case .object: break
        case .string(let text) where Self.isNaNText(text): throw mismatch(element, expected: expected + " (NaN is not a length)")
        default: throw mismatch(element, expected: expected)
        }
        let fields = try fields(element, allowed: Self.paddingKeys, what: expected)
        switch try form(
            of: fields, among: Self.paddingForms,
            describe: ["insets", "edges and length", "an environment reference"])
        {
        case 1:
            let edges = try edgeSet(try required("edges", in: fields, expected: "an array of edge names, since \"length\" is given"))
            return .edges(edges, length: try optionalLength(fields["length"], allowsInfinity: false))
        case 2:
            return .uniform(try length(element, allowsInfinity: false))
        default:
            return .insets(
                top: try lengthOrZero(fields["top"]), leading: try lengthOrZero(fields["leading"]),
                bottom: try lengthOrZero(fields["bottom"]), trailing: try lengthOrZero(fields["trailing"]))
        }
    }

    /// A finite length (no `"infinity"`, no `null`); a missing key is 0.
    private func lengthOrZero(_ element: JSONElement?) throws(ModelFileError) -> Length {
        guard let element else { return .points(0) }
        return try length(element, allowsInfinity: false)
    }

    /// Which of several key sets (forms) an object uses: the index of the form
    /// of its first form-specific key in file order, nil when it has none. A
    /// key of another form in the same object is an error (the first such
    /// key in file order is named).
    /// - Parameter forms: each form's keys, by their positions in the keys
    ///   `fields` was checked against (`formPositions(_:in:)`).
    func form(of fields: JSONFields, among forms: [[Int]], describe names: @autoclosure () -> [String]) throws(ModelFileError) -> Int? {
        // Each form's first key in file order is its smallest tape index:
        // the chosen form has the smallest of all, `other` the smallest of
        // the other forms' (which follows it).
        var chosen: (form: Int, key: Int)?
        var other: Int?
        for (form, positions) in forms.enumerated() {
            var first: Int?
            for position in positions {
                guard let index = fields.keyIndex(allowed: position) else { continue }
                first = min(first ?? index, index)
            }
            guard let first else { continue }
            if let best = chosen, best.key < first {
                other = min(other ?? first, first)
            } else {
                if let best = chosen { other = min(other ?? best.key, best.key) }
                chosen = (form, first)
            }
        }
        guard let chosen else { return nil }
        if let other {
            let tape = fields.members.tape
            let key = tape.string(at: other)
            throw keyError(
                key, in: fields, expected: "the keys of one form: " + names().joined(separator: ", or "),
                found: "\(JSONWriter.quoted(key)) together with \(JSONWriter.quoted(tape.string(at: chosen.key)))")
        }
        return chosen.form
    }

    /// A fixed frame (`width`, `height`) or a flexible one (`minWidth` ...);
    /// `{}` and `{alignment}` are fixed frames without dimensions. A `null`
    /// dimension is SwiftUI's `nil`, yet still selects its form.
    private func frame(_ element: JSONElement) throws(ModelFileError) -> ModifierKind {
        let fields = try fields(
            element, allowed: Self.frameKeys,
            what: "an object with frame dimensions and optionally \"alignment\"")
        // The keys are read by their positions in `frameKeys`: the fixed
        // keys, the flexible keys, then "alignment".
        let alignment =
            try fields[allowed: Self.frameKeys.count - 1].map { element throws(ModelFileError) in try self.alignment(element) } ?? .center
        func dimension(_ position: Int) throws(ModelFileError) -> Length? {
            try optionalLength(fields[allowed: position], allowsInfinity: true)
        }
        let form = try form(
            of: fields, among: Self.frameForms,
            describe: [
                "a fixed frame (\"width\", \"height\")",
                "a flexible frame (\"minWidth\", \"idealWidth\", \"maxWidth\", \"minHeight\", \"idealHeight\", \"maxHeight\")",
            ])
        guard form == 1 else { return .frame(width: try dimension(0), height: try dimension(1), alignment: alignment) }
        let flexible = Self.fixedFrameKeys.count
        return .flexFrame(
            FlexFrameValue(
                minWidth: try dimension(flexible), idealWidth: try dimension(flexible + 1), maxWidth: try dimension(flexible + 2),
                minHeight: try dimension(flexible + 3), idealHeight: try dimension(flexible + 4),
                maxHeight: try dimension(flexible + 5), alignment: alignment))
    }

    /// `true`, or `{horizontal, vertical}` with missing flags false.
    private func fixedSize(_ element: JSONElement) throws(ModelFileError) -> ModifierKind {
        let expected = "true or {\"horizontal\": true/false, \"vertical\": true/false}"
        switch element.kind {
        case .bool(true): return .fixedSize(horizontal: true, vertical: true)
        case .bool(false): throw mismatch(element, expected: expected + " (to leave the size free, leave the modifier out)")
        case .object:
            let fields = try fields(element, allowed: ["horizontal", "vertical"], what: expected)
            let horizontal = try fields["horizontal"].map { element throws(ModelFileError) in try bool(element) } ?? false
            let vertical = try fields["vertical"].map { element throws(ModelFileError) in try bool(element) } ?? false
            return .fixedSize(horizontal: horizontal, vertical: vertical)
        default: throw mismatch(element, expected: expected)
        }
    }

    /// `{edge, alignment, spacing, content}`; the alignment runs along the edge.
    private mutating func safeAreaInset(_ element: JSONElement, depth: Int) throws(ModelFileError) -> ModifierKind {
        let fields = try fields(
            element, allowed: ["edge", "alignment", "spacing", "content"],
            what: "an object with \"edge\", \"content\" and optionally \"alignment\" and \"spacing\"")
        let edge = try edge(try required("edge", in: fields, expected: "an edge: \"top\", \"leading\", \"bottom\" or \"trailing\""))
        let axis = edge.axis.other
        let alignment = try fields["alignment"].map { element throws(ModelFileError) in try alignmentKey(element, axis: axis) }
        let spacing = try optionalNumber(fields["spacing"])
        let content = try view(try required("content", in: fields, expected: Self.viewText), depth: depth + 1)
        return .safeAreaInset(edge: edge, alignment: alignment ?? .center(axis), spacing: spacing, content: content)
    }

    private func containerRelativeFrame(_ element: JSONElement) throws(ModelFileError) -> ContainerRelativeFrameValue {
        let fields = try fields(
            element, allowed: ["axes", "count", "span", "spacing", "alignment"],
            what: "an object with \"axes\" and optionally \"count\", \"span\", \"spacing\", \"alignment\"")
        let axesText = "a non-empty array of axes (\"horizontal\", \"vertical\"), each at most once"
        let axes = try axisSet(try required("axes", in: fields, expected: axesText), expected: axesText, allowsEmpty: false)
        var frame = ContainerRelativeFrameValue(axes: axes)
        if let count = fields["count"] { frame.count = try positiveInteger(count) }
        if let span = fields["span"] { frame.span = try positiveInteger(span) }
        if let spacing = fields["spacing"] { frame.spacing = try number(spacing) }
        if let alignment = fields["alignment"] { frame.alignment = try self.alignment(alignment) }
        return frame
    }

    private func environmentOverrides(_ element: JSONElement) throws(ModelFileError) -> EnvironmentOverrides {
        let fields = try fields(
            element, allowed: ["layoutDirection", "nookContentInsets", "horizontalSizeClass", "verticalSizeClass", "lineLimit"],
            what: "an object with any of \"layoutDirection\", \"nookContentInsets\", \"horizontalSizeClass\", "
                + "\"verticalSizeClass\", \"lineLimit\"")
        var overrides = EnvironmentOverrides()
        if let value = fields["horizontalSizeClass"] { overrides.horizontalSizeClass = try sizeClass(value) }
        if let value = fields["verticalSizeClass"] { overrides.verticalSizeClass = try sizeClass(value) }
        if let direction = fields["layoutDirection"] { overrides.layoutDirection = try layoutDirection(direction) }
        if let insets = fields["nookContentInsets"] { overrides.nookContentInsets = try partialInsets(insets) }
        // lineLimit: a whole number of lines ≥ 1, or null to lift a limit set further out.
        if let limit = fields["lineLimit"] { overrides.lineLimit = limit.isNull ? .unlimited : .lines(try positiveInteger(limit)) }
        return overrides
    }

    static let scenePaddingText = "null or an object with \"edges\" and optionally \"padding\" (\"minimum\" or \"navigationBar\")"

    /// `scenePadding`: `null` (every edge, the one-argument form),
    /// `{ "edges": Edges }` (the one-argument form), or
    /// `{ "padding": "minimum"/"navigationBar", "edges": Edges }` (missing edges: all).
    private func scenePadding(_ element: JSONElement) throws(ModelFileError) -> ModifierKind {
        if element.isNull { return .scenePadding(nil, edges: .all) }
        let fields = try fields(element, allowed: ["padding", "edges"], what: Self.scenePaddingText)
        let names = ScenePadding.allCases.map(\.rawValue)
        let padding = try fields["padding"].map { element throws(ModelFileError) in
            ScenePadding(rawValue: try name(element, among: names, what: "a scene padding")) ?? .minimum
        }
        let edges = try fields["edges"].map { element throws(ModelFileError) in try edgeSet(element) } ?? .all
        return .scenePadding(padding, edges: edges)
    }

    static let layoutDirectionBehaviorText = "\"fixed\", \"mirrors\" or {\"mirrors\": \"leftToRight\"/\"rightToLeft\"}"

    /// `"fixed"`, `"mirrors"` (right to left), or `{ "mirrors": direction }`.
    private func layoutDirectionBehavior(_ element: JSONElement) throws(ModelFileError) -> LayoutDirectionBehavior {
        if element.isObject {
            let fields = try fields(element, allowed: ["mirrors"], what: Self.layoutDirectionBehaviorText)
            return .mirrors(in: try layoutDirection(try required("mirrors", in: fields, expected: "a layout direction")))
        }
        guard case .string = element.kind else { throw mismatch(element, expected: Self.layoutDirectionBehaviorText) }
        return try name(element, among: ["fixed", "mirrors"], what: "a layout direction behavior") == "fixed" ? .fixed : .mirrors
    }

    /// `ignoresSafeArea.regions`: an array of `"container"`, `"keyboard"`,
    /// `"all"`, joined; `[]` ignores no region.
    private func safeAreaRegions(_ element: JSONElement) throws(ModelFileError) -> SafeAreaRegions {
        let names: [(String, SafeAreaRegions)] = [("container", .container), ("keyboard", .keyboard), ("all", .all)]
        guard case .array(let values) = element.kind else {
            throw mismatch(element, expected: "an array of safe-area regions (\"container\", \"keyboard\", \"all\")")
        }
        var regions: SafeAreaRegions = []
        for value in values {
            let text = try name(value, among: names.map(\.0), what: "a safe-area region")
            regions.formUnion(names.first { $0.0 == text }?.1 ?? [])
        }
        return regions
    }
}
