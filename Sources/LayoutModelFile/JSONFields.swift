/// The members of a JSON object whose keys were checked against the keys
/// allowed at that point of the format.
struct JSONFields {
    /// The object itself, for errors about missing keys.
    let object: JSONElement
    /// The members in file order.
    let members: JSONMembers

    init(_ object: JSONElement, members: JSONMembers) {
        self.object = object
        self.members = members
    }

    /// The member `key`'s value, nil when it is absent. Keys are compared
    /// by scalars: JSON keeps keys apart that Swift's `==` equates
    /// (canonically equivalent ones, such as two spellings of "é"). Objects
    /// of the format have a handful of keys, so a scan beats hashing;
    /// objects keyed by ids are read member by member.
    subscript(key: String) -> JSONElement? {
        members.first(withKey: key)?.value
    }
}
