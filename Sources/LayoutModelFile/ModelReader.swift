import LayoutModel

/// Reads a parsed model file into a `LayoutProblem`, validating every value
/// against the layoutlp/1 contract. Each rule lives next to the value it
/// checks (see the `ModelReader+...` files); every failure is a
/// `ModelFileError` naming the file, the JSON path and what was expected.
struct ModelReader {
    /// An id as written in the file, for the uniqueness check.
    struct IDOccurrence {
        var id: String
        var element: JSONElement
    }

    let file: String
    /// The file's bytes, for the line and column of errors.
    let source: SourceText
    /// The LP strategy names `expectByStrategy` may use.
    let knownStrategies: Set<String>
    /// The custom layouts a `"type": "Layout"` view may name.
    let layouts: LayoutRegistry
    /// Every view and modifier id met so far.
    var ids: [IDOccurrence] = []

    init(
        file: String, source: SourceText, knownStrategies: Set<String> = ModelFile.builtInStrategyNames,
        layouts: LayoutRegistry = .builtIn
    ) {
        self.file = file
        self.source = source
        self.knownStrategies = knownStrategies
        self.layouts = layouts
    }

    // MARK: Errors

    // Errors are built only when thrown: callers pass `expected` texts that
    // need building as autoclosures, so a valid file builds none.

    /// Where `element` starts in the file.
    func location(of element: JSONElement) -> SourceLocation {
        source.location(at: element.offset)
    }

    /// `element` is not what the format expects there.
    func mismatch(_ element: JSONElement, expected: String) -> ModelFileError {
        ModelFileError(
            file: file, jsonPath: element.path.description, expected: expected,
            found: element.shortDescription, location: location(of: element))
    }

    /// A required key is missing from `fields`' object.
    func missing(_ key: String, in fields: JSONFields, expected: String) -> ModelFileError {
        ModelFileError(
            file: file, jsonPath: fields.object.path.key(key).description, expected: expected,
            found: "missing", location: location(of: fields.object))
    }

    /// An error about the key `key` itself (unknown, misplaced, repeated).
    func keyError(_ key: String, in fields: JSONFields, expected: String, found: String) -> ModelFileError {
        let offset = fields.members.first(withKey: key)?.keyOffset ?? fields.object.offset
        return ModelFileError(
            file: file, jsonPath: fields.object.path.key(key).description, expected: expected,
            found: found, location: source.location(at: offset))
    }

    // MARK: Objects

    /// The members of the object `element`, rejecting keys outside `allowed`
    /// (the first such member in file order). Each key is matched once,
    /// and where each allowed key is gets recorded for the lookups that
    /// follow (when `allowed` fits a record).
    /// - Parameter what: how the object is named when `element` is not one.
    func fields(_ element: JSONElement, allowed: JSONKeyList, what: @autoclosure () -> String) throws(ModelFileError) -> JSONFields {
        guard let members = element.members else { throw mismatch(element, expected: what()) }
        // A record holds distances within the object as UInt32: an object
        // spanning more entries (or a longer list of keys) is not recorded.
        let records =
            allowed.count <= JSONKeySlots.capacity && members.tape.end(of: element.index) - element.index <= Int(UInt32.max)
        var slots = JSONKeySlots()
        for member in members {
            guard let position = member.position(among: allowed) else {
                // An object that takes no key at all (a custom layout without
                // parameters) is described as `what` says, instead of by an
                // empty list of keys (issue 31).
                throw keyError(
                    member.key, in: JSONFields(element, members: members),
                    expected: allowed.isEmpty ? what() : "one of the keys " + Self.list(allowed.keys),
                    found: "unknown key " + JSONWriter.quoted(member.key))
            }
            // The parser lets no key repeat, so each slot is written once.
            if records { slots[position] = UInt32(truncatingIfNeeded: member.keyIndex - element.index) }
        }
        return JSONFields(element, members: members, allowed: allowed, slots: records ? slots : nil)
    }

    /// The member `key`, which must be present (it may be `null`).
    func required(_ key: String, in fields: JSONFields, expected: @autoclosure () -> String) throws(ModelFileError) -> JSONElement {
        guard let element = fields[key] else { throw missing(key, in: fields, expected: expected()) }
        return element
    }

    /// Quoted names joined for a message: `"a", "b" or "c"`.
    static func list(_ names: [String], conjunction: String = "or") -> String {
        let quoted = names.map(JSONWriter.quoted)
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + (quoted.last ?? "")
    }

    // MARK: Scalars

    func string(_ element: JSONElement, expected: @autoclosure () -> String = "a string") throws(ModelFileError) -> String {
        guard case .string(let text) = element.kind else { throw mismatch(element, expected: expected()) }
        return text
    }

    /// A string that is one of `names`.
    func name(_ element: JSONElement, among names: [String], what: String) throws(ModelFileError) -> String {
        names[try nameIndex(element, among: names, what: what)]
    }

    /// The index in `names` of the string `element` is (`names` kept as a
    /// key list, matched without looking at its strings again).
    func nameIndex(_ element: JSONElement, among names: JSONKeyList, what: String) throws(ModelFileError) -> Int {
        let kind = element.tape[element.index].kind
        guard kind == .string || kind == .escapedString, let index = element.tape.position(ofString: element.index, among: names) else {
            throw mismatch(element, expected: "\(what): " + Self.list(names.keys))
        }
        return index
    }

    /// The index in `names` of the string `element` is.
    func nameIndex(_ element: JSONElement, among names: [String], what: String) throws(ModelFileError) -> Int {
        let kind = element.tape[element.index].kind
        guard kind == .string || kind == .escapedString, let index = element.tape.position(ofString: element.index, among: names) else {
            throw mismatch(element, expected: "\(what): " + Self.list(names))
        }
        return index
    }

    func bool(_ element: JSONElement) throws(ModelFileError) -> Bool {
        guard case .bool(let flag) = element.kind else { throw mismatch(element, expected: "true or false") }
        return flag
    }

    /// The limits a number must respect, with the words errors use for them.
    enum NumberRule {
        case any, nonNegative, positive

        var expected: String {
            switch self {
            case .any: "a number"
            case .nonNegative: "a number >= 0"
            case .positive: "a number > 0"
            }
        }

        func accepts(_ value: Double) -> Bool {
            switch self {
            case .any: true
            case .nonNegative: value >= 0
            case .positive: value > 0
            }
        }
    }

    /// A finite number obeying `rule`. The strings `"NaN"` and `"infinity"`
    /// get messages of their own, since they are the likely mistakes.
    /// - Parameter nullable: whether the error should say that null is accepted too.
    func number(_ element: JSONElement, _ rule: NumberRule = .any, nullable: Bool = false) throws(ModelFileError) -> Double {
        if case .number(let value) = element.kind, rule.accepts(value) { return value }
        let expected = rule.expected + (nullable ? " or null" : "")
        switch element.kind {
        case .string(let text) where Self.isNaNText(text):
            throw mismatch(element, expected: expected + " (NaN is not a length)")
        case .string(let text) where Self.isInfinityText(text):
            throw mismatch(element, expected: expected + " (\"infinity\" is not allowed here)")
        default:
            throw mismatch(element, expected: expected)
        }
    }

    /// A finite number obeying `rule`, or nil for `null` or a missing key.
    func optionalNumber(_ element: JSONElement?, _ rule: NumberRule = .any) throws(ModelFileError) -> Double? {
        guard let element, !element.isNull else { return nil }
        return try number(element, rule, nullable: true)
    }

    /// A whole number >= 1 (a count or a span).
    func positiveInteger(_ element: JSONElement, atMost largest: Int = Self.largestWholeNumber) throws(ModelFileError) -> Int {
        let expected = "a whole number from 1 to \(largest)"
        guard case .number(let value) = element.kind, value >= 1, value <= Double(largest), value == value.rounded() else {
            throw mismatch(element, expected: expected)
        }
        return Int(value)
    }

    /// The largest whole number a count in a model file may be (2³¹ − 1).
    static let largestWholeNumber = 2_147_483_647

    static func isNaNText(_ text: String) -> Bool { text.lowercased() == "nan" }
    static func isInfinityText(_ text: String) -> Bool { ["infinity", "inf", "+infinity"].contains(text.lowercased()) }
}
