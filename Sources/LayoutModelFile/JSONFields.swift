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
    /// The members in file order.
    let members: [JSONMember]
    /// The object's path, shared by its members' paths.
    private let parent: JSONPath.Parent

    init(_ object: JSONElement, members: [JSONMember]) {
        self.object = object
        self.members = members
        parent = object.path.asParent
    }

    /// The member `key`, nil when it is absent. Keys are compared by
    /// scalars: JSON keeps keys apart that Swift's `==` equates (canonically
    /// equivalent ones, such as two spellings of "é"). Objects of the format
    /// have a handful of keys, so a scan beats hashing; objects keyed by ids
    /// are read member by member (`element(of:)`).
    subscript(key: String) -> JSONElement? {
        for member in members where ScalarKey.sameScalars(member.key, key) { return element(of: member) }
        return nil
    }

    /// `member` (one of `members`) as an element with its path.
    func element(of member: JSONMember) -> JSONElement {
        JSONElement(value: member.value, path: parent.key(member.key))
    }
}

extension JSONValue {
    /// True for JSON `null`.
    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }
}
