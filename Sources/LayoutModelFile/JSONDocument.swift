/// A parsed JSON file: its tape, how deeply it nests, and its bytes, which
/// turn the offsets entries record into lines and columns.
///
/// The tape is flat, so dropping a document releases a few arrays whatever
/// its nesting.
struct JSONDocument: Sendable {
    let tape: JSONTape
    /// The most arrays and objects open at once while parsing.
    let depth: Int
    let source: SourceText

    /// The result of `body` given the document read in place; the view and
    /// every element taken from it are valid only while `body` runs.
    func withView<Value>(_ body: (JSONTapeView) -> Value) -> Value {
        tape.entries.withUnsafeBufferPointer { entries in
            tape.strings.withUnsafeBufferPointer { strings in
                source.bytes.withUnsafeBufferPointer { bytes in
                    body(JSONTapeView(entries: entries, strings: strings, bytes: bytes))
                }
            }
        }
    }

    /// The top-level value as a tree (for tests and tools; the model
    /// reader walks the tape). Built without recursion, but held as a tree:
    /// a caller with a deeply nested file should not drop it recursively.
    var root: JSONValue {
        withView { view in JSONValue.tree(of: view) }
    }
}
