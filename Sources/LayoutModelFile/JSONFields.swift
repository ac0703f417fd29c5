/// A JSON value being read, with its path in the file.
struct JSONElement {
    var value: JSONValue
    var path: JSONPath
}

/// The members of a JSON object whose keys were checked against the keys
/// allowed at that point of the format.
struct JSONFields {
    /// The object itself, for errors about missing keys.
    let object: JSONElement
    /// The keys in file order.
    let keys: [String]
    /// By key's scalars: JSON keeps keys apart that Swift's `==` equates
    /// (canonically equivalent ones, such as two spellings of "é").
    private let elements: [[Unicode.Scalar]: JSONElement]

    init(_ object: JSONElement, members: [JSONMember]) {
        self.object = object
        keys = members.map(\.key)
        var elements: [[Unicode.Scalar]: JSONElement] = [:]
        for member in members { elements[member.key.scalarKey] = JSONElement(value: member.value, path: object.path.key(member.key)) }
        self.elements = elements
    }

    /// The member `key` (the same scalars), nil when it is absent.
    subscript(key: String) -> JSONElement? { elements[key.scalarKey] }
}

extension JSONValue {
    /// True for JSON `null`.
    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }
}
