/// The bytes of a parsed file, kept to turn the byte offsets that values
/// record into lines and columns, which only error messages need.
struct SourceText: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The line and column of `offset` (`.none` for a negative offset: a
    /// value built in memory).
    func location(at offset: Int) -> SourceLocation {
        bytes.withUnsafeBufferPointer { Self.location(in: $0, at: offset) }
    }

    /// The line and column of the byte at `offset`: lines end at line feeds
    /// and columns count Unicode scalars (every byte that is not a UTF-8
    /// continuation byte), both from 1; a leading byte order mark takes no
    /// column.
    static func location(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> SourceLocation {
        guard offset >= 0 else { return .none }
        var line = 1, column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? 3 : 0
        for position in start..<min(offset, bytes.count) {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
