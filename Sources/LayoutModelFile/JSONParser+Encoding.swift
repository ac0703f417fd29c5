/// Files in another Unicode encoding than UTF-8, told apart by their first
/// bytes, so that the error names the encoding instead of its first odd byte.
extension JSONParser {
    /// The encoding `bytes` seem to be in when it is UTF-16 or UTF-32: a byte
    /// order mark, or the NUL bytes that these encodings put beside the two
    /// ASCII characters a JSON text starts with (RFC 4627, section 3). Nil
    /// for UTF-8 and anything else.
    static func otherEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let marks: [([UInt8], String)] = [
            ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian)"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)"),
            ([0xFF, 0xFE], "UTF-16 (little-endian)"), ([0xFE, 0xFF], "UTF-16 (big-endian)"),
        ]
        for (mark, name) in marks where bytes.starts(with: mark) { return name }
        guard bytes.count >= 4 else { return nil }
        switch (bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0) {
        case (false, true, true, true): return "UTF-32 (little-endian)"
        case (true, true, true, false): return "UTF-32 (big-endian)"
        case (false, true, false, true): return "UTF-16 (little-endian)"
        case (true, false, true, false): return "UTF-16 (big-endian)"
        default: return nil
        }
    }
}
