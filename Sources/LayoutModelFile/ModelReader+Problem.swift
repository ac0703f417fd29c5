import LayoutModel

/// The top level: format, metadata, proposal, environment, root, expectations
/// (`expect` and `expectByStrategy`).
extension ModelReader {
    /// The only format this reader accepts.
    static let format = "layoutlp/1"

    /// The top-level keys: the contract's, then LayoutLP's extension `disabled`.
    static let topLevelKeys: JSONKeyList = [
        "format", "name", "description", "proposal", "environment", "root", "expect", "expectByStrategy", "tolerance", "disabled",
    ]

    /// Reads a whole model. `format` is checked before anything else, so a
    /// file of another format is named as such rather than by its first unknown key.
    mutating func problem(_ top: JSONElement) throws(ModelFileError) -> LayoutProblem {
        let modelText = "a model: an object with \"format\": \"\(Self.format)\""
        guard let members = top.members else { throw mismatch(top, expected: modelText) }
        let formatText = JSONWriter.quoted(Self.format)
        let format = try required("format", in: JSONFields(top, members: members), expected: formatText)
        guard case .string(Self.format) = format.kind else { throw mismatch(format, expected: formatText) }

        let fields = try fields(top, allowed: Self.topLevelKeys, what: modelText)
        var problem = LayoutProblem(proposal: .unspecified, root: ViewNode(.empty))
        if let name = fields["name"] { problem.name = try string(name) }
        if let description = fields["description"] { problem.description = try string(description) }
        if let disabled = fields["disabled"] { problem.disabled = try string(disabled, expected: "a string: why the model is not run yet") }
        if let proposal = fields["proposal"] { problem.proposal = try self.proposal(proposal) }
        if let environment = fields["environment"] { problem.environment = try self.environment(environment) }
        problem.root = try view(try required("root", in: fields, expected: Self.viewText), depth: 1)
        try checkUniqueIDs()
        if let expect = fields["expect"] { problem.expect = try self.expect(expect) }
        if let byStrategy = fields["expectByStrategy"] { problem.expectByStrategy = try expectByStrategy(byStrategy) }
        if let tolerance = fields["tolerance"] { problem.tolerance = try number(tolerance, .nonNegative) }
        return problem
    }

    /// `{width, height}`, each a number >= 0, null (unspecified) or
    /// `"infinity"`; a missing key is null (and a missing proposal is both null).
    private func proposal(_ element: JSONElement) throws(ModelFileError) -> ProposedViewSize {
        let fields = try fields(element, allowed: ["width", "height"], what: "a proposal: an object with \"width\" and \"height\"")
        func component(_ key: String) throws(ModelFileError) -> Double? {
            guard let element = fields[key] else { return nil }
            let expected = "a number >= 0, null or \"infinity\""
            switch element.kind {
            case .null: return nil
            case .string("infinity"): return .infinity
            case .number(let value) where value >= 0: return value
            case .string(let text) where Self.isNaNText(text): throw mismatch(element, expected: expected + " (NaN is not a length)")
            default: throw mismatch(element, expected: expected)
            }
        }
        return ProposedViewSize(width: try component("width"), height: try component("height"))
    }

    /// The root's environment; missing keys keep their defaults.
    private func environment(_ element: JSONElement) throws(ModelFileError) -> ModelEnvironment {
        let fields = try fields(
            element,
            allowed: [
                "layoutDirection", "displayScale", "safeArea", "guideDefaults", "platform", "keyboard",
                "horizontalSizeClass", "verticalSizeClass",
            ],
            what: "an environment object (\"layoutDirection\", \"displayScale\", \"safeArea\", \"guideDefaults\", "
                + "\"platform\", \"keyboard\", \"horizontalSizeClass\", \"verticalSizeClass\")")
        var environment = ModelEnvironment()
        if let value = fields["horizontalSizeClass"] { environment.horizontalSizeClass = try sizeClass(value) }
        if let value = fields["verticalSizeClass"] { environment.verticalSizeClass = try sizeClass(value) }
        if let direction = fields["layoutDirection"] { environment.layoutDirection = try layoutDirection(direction) }
        if let scale = fields["displayScale"] { environment.displayScale = try number(scale, .positive) }
        if let safeArea = fields["safeArea"] { environment.safeArea = try insets(safeArea) }
        if let defaults = fields["guideDefaults"] { environment.guideDefaults = try guideDefaults(defaults) }
        if let keyboard = fields["keyboard"] { environment.keyboard = try number(keyboard, .nonNegative) }
        if let platform = fields["platform"] {
            environment.platform =
                Platform(rawValue: try name(platform, among: Platform.allCases.map(\.rawValue), what: "a platform")) ?? .iOS
        }
        return environment
    }

    /// Rejects an id used twice, naming both places (the later one is the
    /// error's path). Ids are compared by Unicode scalars, as JSON compares
    /// strings: "é" as U+00E9 and as "e" + U+0301 are two ids.
    private func checkUniqueIDs() throws(ModelFileError) {
        var first: [ModelID: JSONElement] = [:]
        // In file order (offsets order values as lines and columns do); values built in memory (-1) first, as before.
        let ordered = ids.enumerated().sorted {
            ($0.element.element.offset, $0.offset) < ($1.element.element.offset, $1.offset)
        }
        for (_, occurrence) in ordered {
            let id = ModelID(occurrence.id)
            if let earlier = first[id] {
                let earlierLocation = location(of: earlier)
                let place = earlierLocation.isKnown ? " (line \(earlierLocation.line))" : ""
                throw mismatch(occurrence.element, expected: "an id used only once in the file")
                    .replacingFound("\(id.quotedForMessages), already the id at \(earlier.path)\(place)")
            }
            first[id] = occurrence.element
        }
    }

    /// Expected frames keyed by ids of the file (compared by Unicode scalars).
    private func expect(_ element: JSONElement) throws(ModelFileError) -> [ModelID: ExpectedFrame] {
        guard let members = element.members else {
            throw mismatch(element, expected: "an object of expected frames keyed by id")
        }
        let known = Set(ids.map { ModelID($0.id) })
        let fields = JSONFields(element, members: members)
        var frames: [ModelID: ExpectedFrame] = [:]
        for member in members {
            let id = ModelID(member.key)
            guard known.contains(id) else {
                throw keyError(
                    member.key, in: fields, expected: "an id of a view or modifier in this file",
                    found: "\(id.quotedForMessages), which no view or modifier has" + lookAlike(of: member.key))
            }
            frames[id] = try expectedFrame(member.value)
        }
        return frames
    }

    /// For an `expect` key that no id has: the id of the file that is
    /// canonically equivalent to it (the same text in other scalars, such as
    /// "é" as U+00E9 and as "e" + U+0301), which the file probably meant.
    private func lookAlike(of key: String) -> String {
        // Swift's String == is canonical equivalence.
        guard let twin = ids.first(where: { $0.id == key }) else { return "" }
        return " (the id \(ModelID(twin.id).quotedForMessages) at \(twin.element.path) looks the same but is written "
            + "with other characters)"
    }

    /// Expected frames keyed by a known strategy name, then by ids of the file.
    private func expectByStrategy(_ element: JSONElement) throws(ModelFileError) -> [String: [ModelID: ExpectedFrame]] {
        guard let members = element.members else {
            throw mismatch(element, expected: "an object of expected frames keyed by strategy name, then by id")
        }
        let fields = JSONFields(element, members: members)
        var frames: [String: [ModelID: ExpectedFrame]] = [:]
        for member in members {
            let key = member.key
            guard knownStrategies.contains(where: { ScalarKey.sameScalars($0, key) }) else {
                let names = knownStrategies.isEmpty ? "none is known" : Self.list(knownStrategies.sorted())
                throw keyError(
                    key, in: fields, expected: "the name of an LP strategy: " + names,
                    found: "unknown strategy \(JSONWriter.quoted(key))")
            }
            frames[key] = try expect(member.value)
        }
        return frames
    }

    /// The keys of an expected frame.
    static let expectedFrameKeys = JSONKeyList(ExpectedFrame.componentNames)

    /// A frame giving at least one of x, y (numbers), width and height
    /// (numbers or `"infinity"`); only the given components are checked.
    private func expectedFrame(_ element: JSONElement) throws(ModelFileError) -> ExpectedFrame {
        let frameText = "a frame: an object with at least one of \"x\", \"y\", \"width\" or \"height\""
        let fields = try fields(element, allowed: Self.expectedFrameKeys, what: frameText)
        guard !fields.members.isEmpty else { throw mismatch(element, expected: frameText) }
        func coordinate(_ key: String) throws(ModelFileError) -> Double? {
            guard let element = fields[key] else { return nil }
            return try number(element)
        }
        func length(_ key: String) throws(ModelFileError) -> Double? {
            guard let element = fields[key] else { return nil }
            let expected = "a number or \"infinity\""
            if case .string("infinity") = element.kind { return .infinity }
            guard case .number(let value) = element.kind else {
                if case .string(let text) = element.kind, Self.isNaNText(text) {
                    throw mismatch(element, expected: expected + " (NaN is not a length)")
                }
                throw mismatch(element, expected: expected)
            }
            return value
        }
        return ExpectedFrame(x: try coordinate("x"), y: try coordinate("y"), width: try length("width"), height: try length("height"))
    }

    static let guideDefaultText = "{\"guide\": a custom guide, \"axis\": \"horizontal\"/\"vertical\", \"value\": GuideValue}"

    /// `guideDefaults`: an array of `{guide, axis, value}`, SwiftUI's
    /// `AlignmentID.defaultValue(in:)` per custom guide. The guide must be
    /// custom and listed once; the value's `guide` term must read a built-in
    /// guide (defaults never read each other).
    private func guideDefaults(_ element: JSONElement) throws(ModelFileError) -> [AlignmentKey: GuideValue] {
        guard case .array(let values) = element.kind else {
            throw mismatch(element, expected: "an array of " + Self.guideDefaultText)
        }
        var defaults: [AlignmentKey: GuideValue] = [:]
        for value in values {
            let item = value
            let fields = try fields(item, allowed: ["guide", "axis", "value"], what: Self.guideDefaultText)
            let guideElement = try required("guide", in: fields, expected: "a custom guide name")
            let axis = try axis(try required("axis", in: fields, expected: "\"horizontal\" or \"vertical\""))
            let key = try guideKey(guideElement, axis: axis, axisElement: fields["axis"], in: fields, axisKey: "axis")
            guard !key.isBuiltIn else {
                throw mismatch(
                    guideElement,
                    expected:
                        "a custom guide name (\"\(key.name)\" is built in; write {\"custom\": \"\(key.name)\"} for a custom guide of that name)"
                )
            }
            guard defaults[key] == nil else { throw mismatch(guideElement, expected: "a custom guide not listed before (\(key) is)") }
            let valueElement = try required("value", in: fields, expected: Self.guideValueText)
            let read = try guideValue(valueElement, axis: axis)
            if let guide = read.guide, !guide.isBuiltIn {
                throw mismatch(
                    valueElement, expected: "a value whose \"guide\" is a built-in guide (a default cannot read the custom guide \(guide))")
            }
            defaults[key] = read
        }
        return defaults
    }
}
