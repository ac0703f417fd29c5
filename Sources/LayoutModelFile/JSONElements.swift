/// The elements of an array in the tape, in file order: each is found by
/// skipping the one before (one step, however large it is).
struct JSONElements: Sequence {
    let tape: JSONTapeView
    /// The array's entry in the tape.
    let container: Int

    /// How many elements the array has.
    var count: Int { tape[container].length }

    var isEmpty: Bool { count == 0 }

    func makeIterator() -> Iterator {
        Iterator(tape: tape, position: container + 1, end: tape.end(of: container))
    }

    /// Walks the elements by their tape indices.
    struct Iterator: IteratorProtocol {
        let tape: JSONTapeView
        var position: Int
        let end: Int

        mutating func next() -> JSONElement? {
            guard position < end else { return nil }
            let element = JSONElement(tape: tape, index: position)
            position = tape.end(of: position)
            return element
        }
    }
}
