/// The members of an object in the tape, in file order: a key entry, then
/// its value, whose end is the next member.
struct JSONMembers: Sequence {
    /// One member: its key and value, read in place.
    struct Member {
        let tape: JSONTapeView
        /// The key's entry in the tape; the value's is the next.
        let keyIndex: Int

        /// The key's text, built from the file.
        var key: String { tape.string(at: keyIndex) }

        /// Whether the key is `text` (by Unicode scalars, as JSON compares
        /// keys, without building the key's string).
        func hasKey(_ text: String) -> Bool { tape.string(at: keyIndex, is: text) }

        /// The index in `keys` of the first that is the key (by Unicode
        /// scalars), nil when none is.
        func position(among keys: JSONKeyList) -> Int? { tape.position(ofString: keyIndex, among: keys) }

        /// Where the key's opening quote is in the file.
        var keyOffset: Int { tape[keyIndex].offset }

        var value: JSONElement { JSONElement(tape: tape, index: keyIndex + 1) }
    }

    let tape: JSONTapeView
    /// The object's entry in the tape.
    let container: Int

    /// How many members the object has.
    var count: Int { tape[container].length }

    var isEmpty: Bool { count == 0 }

    /// The first member whose key is `key` (by Unicode scalars), nil when there is none.
    func first(withKey key: String) -> Member? {
        for member in self where member.hasKey(key) { return member }
        return nil
    }

    func makeIterator() -> Iterator {
        Iterator(tape: tape, position: container + 1, end: tape.end(of: container))
    }

    /// Walks the members by the tape indices of their keys.
    struct Iterator: IteratorProtocol {
        let tape: JSONTapeView
        var position: Int
        let end: Int

        mutating func next() -> Member? {
            guard position < end else { return nil }
            let member = Member(tape: tape, keyIndex: position)
            position = tape.end(of: position + 1)
            return member
        }
    }
}
