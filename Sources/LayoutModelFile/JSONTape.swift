/// A parsed JSON text as one flat array of fixed-size entries in file
/// order (a container's entry comes before its contents, an object's key
/// before its value), which the model reader walks by index: reading a
/// value allocates nothing and counts no references.
///
/// A string's entry holds its byte range in the file; a string written
/// with escapes holds the index of its decoded text in `strings` instead.
/// A container's entry holds its element (or member) count and the index
/// just past its contents, so a reader skips it in one step.
struct JSONTape: Sendable {
    /// What an entry holds.
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`
        /// `payload` is the number's `Double` bit pattern; always finite.
        case number
        /// `payload` is the offset of its first byte after the opening
        /// quote, `length` its length in bytes (no escapes to decode).
        case string
        /// `payload` indexes `strings`, `length` is the decoded text's length in bytes.
        case escapedString
        /// `payload` is the index past its last element, `length` the element count.
        case array
        /// `payload` is the index past its last member, `length` the member
        /// count; the members follow as key, value, key, value ...
        case object
    }

    /// One value (or object key).
    struct Entry: Sendable {
        var payload: UInt64
        /// Where the value starts in the file: its first byte (a string's
        /// opening quote, a container's bracket).
        var offset: Int
        var length: Int
        var kind: Kind
    }

    /// The entries in file order; the top-level value is entry 0.
    var entries: [Entry] = []
    /// The decoded text of the strings written with escapes.
    var strings: [String] = []
}
