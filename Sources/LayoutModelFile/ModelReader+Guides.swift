import LayoutModel

/// `alignmentGuide`: which guide it sets and the value it computes.
extension ModelReader {
    /// `{guide, value, axis?}`. Built-in names carry their axis (an `axis` that
    /// contradicts it is an error); `"center"` and custom names need `axis`,
    /// as SwiftUI has a horizontal and a vertical centre.
    func alignmentGuide(_ element: JSONElement) throws(ModelFileError) -> ModifierKind {
        let fields = try fields(
            element, allowed: ["guide", "value", "axis"],
            what: "an object with \"guide\", \"value\" and, for \"center\" and custom guides, \"axis\"")
        let guideElement = try required("guide", in: fields, expected: Self.guideNameText)
        let axis = try fields["axis"].map { element throws(ModelFileError) in try self.axis(element) }
        let key = try guideKey(guideElement, axis: axis, axisElement: fields["axis"], in: fields, axisKey: "axis")
        let value = try guideValue(try required("value", in: fields, expected: Self.guideValueText), axis: key.axis)
        return .alignmentGuide(key, value)
    }

    /// The guide `element` names with the axis given at `axisKey` (nil when
    /// not given): built-in names carry their axis (a contradicting axis is
    /// an error), `center`, custom names and `{"custom": name}` need one.
    func guideKey(
        _ element: JSONElement, axis: Axis?, axisElement: JSONElement?, in fields: JSONFields, axisKey: String
    ) throws(ModelFileError) -> AlignmentKey {
        if let custom = try customGuideName(element) {
            guard let axis else {
                throw missing(axisKey, in: fields, expected: "\"horizontal\" or \"vertical\" (a custom guide exists on both axes)")
            }
            return axis == .horizontal ? .horizontal(.custom(custom)) : .vertical(.custom(custom))
        }
        let text = try guideName(element)
        if let builtIn = Self.builtInGuide(named: text) {
            if let axis, axis != builtIn.axis, let axisElement {
                throw mismatch(axisElement, expected: "\"\(builtIn.axis)\", the axis of \"\(text)\", or no \(axisKey)")
            }
            return builtIn
        }
        guard let axis else {
            throw missing(axisKey, in: fields, expected: "\"horizontal\" or \"vertical\" (\"\(text)\" exists on both axes)")
        }
        return Self.guide(named: text, axis: axis)
    }

    /// The alignment names that name no single guide (`topLeading` ...).
    static let twoDimensionalNames = Set(Alignment.allNamed.map(\.name)).subtracting(horizontalNames + verticalNames)

    static let guideNameText =
        "a guide name (\"leading\", \"trailing\", \"top\", \"bottom\", \"firstTextBaseline\", "
        + "\"lastTextBaseline\", \"center\" or a custom name)"
    static let guideValueText =
        "a number or an object with any of \"constant\", \"width\", \"height\", \"guide\", \"guideAxis\", "
        + "\"guideScale\", \"fallback\""

    /// The guide a built-in name other than `center` denotes, with its axis;
    /// nil for `center` and custom names.
    static func builtInGuide(named text: String) -> AlignmentKey? {
        if text == "center" { return nil }
        if let guide = HorizontalAlignment.builtIn(text) { return .horizontal(guide) }
        if let guide = VerticalAlignment.builtIn(text) { return .vertical(guide) }
        return nil
    }

    /// The guide `text` names: a built-in guide by its name, `center` and
    /// custom names on `axis`.
    static func guide(named text: String, axis: Axis) -> AlignmentKey {
        if let builtIn = builtInGuide(named: text) { return builtIn }
        return axis == .horizontal
            ? .horizontal(HorizontalAlignment.builtIn(text) ?? .custom(text))
            : .vertical(VerticalAlignment.builtIn(text) ?? .custom(text))
    }

    /// A guide name: a built-in one or a custom one, but not a 2-D alignment
    /// name such as `topLeading`, which names no single guide.
    private func guideName(_ element: JSONElement) throws(ModelFileError) -> String {
        let text = try string(element, expected: Self.guideNameText)
        guard !text.isEmpty, !Self.twoDimensionalNames.contains(text) else { throw mismatch(element, expected: Self.guideNameText) }
        return text
    }

    /// A GuideValue: a number (a constant) or
    /// `{constant, width, height, guide, guideScale}`, meaning
    /// `constant + width*d.width + height*d.height + guideScale*d[guide]`.
    /// `guide` names a built-in guide by its name; `"center"` and custom names
    /// denote the guide on the modifier's own `axis`.
    func guideValue(_ element: JSONElement, axis: Axis) throws(ModelFileError) -> GuideValue {
        if case .number(let constant) = element.kind { return GuideValue(constant: constant) }
        guard element.isObject else {
            if case .string(let text) = element.kind, Self.isNaNText(text) {
                throw mismatch(element, expected: Self.guideValueText + " (NaN is not a length)")
            }
            throw mismatch(element, expected: Self.guideValueText)
        }
        let fields = try fields(
            element, allowed: ["constant", "width", "height", "guide", "guideAxis", "guideScale", "fallback"],
            what: Self.guideValueText)
        var value = GuideValue()
        if let constant = fields["constant"] { value.constant = try number(constant) }
        if let width = fields["width"] { value.width = try number(width) }
        if let height = fields["height"] { value.height = try number(height) }
        if let guide = fields["guide"] {
            // `center` and custom names read the guide on `guideAxis`, by default the value's own axis.
            let guideAxis = try fields["guideAxis"].map { element throws(ModelFileError) in try self.axis(element) }
            value.guide = try guideKey(guide, axis: guideAxis ?? axis, axisElement: fields["guideAxis"], in: fields, axisKey: "guideAxis")
        }
        for dependent in ["guideScale", "guideAxis", "fallback"] where fields[dependent] != nil && value.guide == nil {
            throw missing("guide", in: fields, expected: "a guide name, since \"\(dependent)\" is given")
        }
        if let scale = fields["guideScale"] { value.guideScale = try number(scale) }
        if let fallback = fields["fallback"] { value.fallback = try number(fallback) }
        return value
    }
}
