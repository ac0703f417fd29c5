/// The members of a JSON object whose keys were checked against the keys
/// allowed at that point of the format, with where each allowed key's
/// member is (when recorded), so that looking a key up compares no bytes
/// of the file.
struct JSONFields {
    /// The object itself, for errors about missing keys.
    let object: JSONElement
    /// The members in file order.
    let members: JSONMembers
    /// The keys the object was checked against (empty when it was not).
    let allowed: JSONKeyList
    /// Where each of `allowed` is, when `isRecorded`.
    let slots: JSONKeySlots
    /// False for an object not checked, or checked against more keys than
    /// a record holds: then keys are searched for member by member.
    let isRecorded: Bool

    /// An object whose keys are not checked: keys are searched for member by member.
    init(_ object: JSONElement, members: JSONMembers) {
        self.init(object, members: members, allowed: Self.noKeys, slots: nil)
    }

    init(_ object: JSONElement, members: JSONMembers, allowed: JSONKeyList, slots: JSONKeySlots?) {
        self.object = object
        self.members = members
        self.allowed = allowed
        self.slots = slots ?? JSONKeySlots()
        self.isRecorded = slots != nil
    }

    /// The keys of an object whose keys are not checked.
    private static let noKeys: JSONKeyList = []

    /// The member `key`'s value, nil when it is absent. Keys are compared
    /// by scalars: JSON keeps keys apart that Swift's `==` equates
    /// (canonically equivalent ones, such as two spellings of "é").
    subscript(key: String) -> JSONElement? {
        keyIndex(of: key).map { JSONElement(tape: members.tape, index: $0 + 1) }
    }

    /// The value of the member whose key is `allowed[position]`, nil when it is absent.
    subscript(allowed position: Int) -> JSONElement? {
        keyIndex(allowed: position).map { JSONElement(tape: members.tape, index: $0 + 1) }
    }

    /// The tape index of the key `key`'s entry, nil when it is absent. A
    /// recorded object finds `key` among the few allowed keys, then reads
    /// its slot (a key not allowed is absent: the check let in no other).
    func keyIndex(of key: String) -> Int? {
        guard isRecorded else { return members.first(withKey: key)?.keyIndex }
        return allowed.position(of: key).flatMap(keyIndex(allowed:))
    }

    /// The tape index of the key entry of `allowed[position]`, nil when it is absent.
    func keyIndex(allowed position: Int) -> Int? {
        guard isRecorded else { return members.first(withKey: allowed.keys[position])?.keyIndex }
        let distance = slots[position]
        return distance == 0 ? nil : object.index + Int(distance)
    }
}
