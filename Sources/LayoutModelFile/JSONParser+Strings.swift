/// Strings and UTF-8: escapes, surrogate pairs and validation of the raw bytes.
extension JSONParser {
    /// Parses the string at the current offset (which holds its opening
    /// quote) into a tape entry. A string without escapes, the usual case,
    /// is validated in place and recorded as its byte range; one with
    /// escapes is decoded into the tape's `strings`.
    mutating func parseString() throws(ModelFileError) -> JSONTape.Entry {
        let quote = offset
        let start = offset + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                offset = end + 1
                return JSONTape.Entry(payload: UInt64(start), offset: quote, length: end - start, kind: .string)
            }
            if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") {
                end += 1
            } else if byte >= 0x80, let length = Self.utf8SequenceLength(in: bytes, at: end) {
                end += length
            } else {
                break
            }
        }
        // An escape, or an error that `parseStringRest` reports.
        var buffer = Array(bytes[start..<end])
        offset = end
        let text = try parseStringRest(into: &buffer)
        tape.strings.append(text)
        return JSONTape.Entry(payload: UInt64(tape.strings.count - 1), offset: quote, length: text.utf8.count, kind: .escapedString)
    }

    /// The rest of a string from the current offset, after the bytes of it already in `buffer`.
    private mutating func parseStringRest(into buffer: inout [UInt8]) throws(ModelFileError) -> String {
        while true {
            guard offset < bytes.count else { throw failure(path(), expected: "a closing \" for the string") }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                // Every byte appended was validated or produced by encoding a scalar.
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                appendUTF8(of: try parseEscape(), to: &buffer)
            case 0x00..<0x20:
                throw failure(path(), expected: "a control character written as an escape (such as \\n) inside a string")
            case 0x20..<0x80:
                buffer.append(byte)
                offset += 1
            default:
                guard let length = Self.utf8SequenceLength(in: bytes, at: offset) else {
                    throw failure(path(), expected: "valid UTF-8")
                }
                buffer.append(contentsOf: bytes[offset..<offset + length])
                offset += length
            }
        }
    }

    /// Parses one escape sequence (the current byte is its backslash),
    /// joining a UTF-16 surrogate pair written as two `\u` escapes. An error
    /// about a `\u` escape points at its backslash and shows it.
    private mutating func parseEscape() throws(ModelFileError) -> Unicode.Scalar {
        let start = offset
        func badEscape(_ expected: String) -> ModelFileError {
            failure(path(), expected: expected, at: location(at: start), found: Self.shown(bytes[start..<offset]))
        }
        offset += 1
        guard let byte = peek() else { throw failure(path(), expected: "an escape character after \\") }
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
            UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[byte] {
            offset += 1
            return scalar
        }
        guard byte == UInt8(ascii: "u") else {
            offset += 1
            throw badEscape("one of the escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        offset += 1
        guard let first = parseHexQuad() else { throw badEscape("four hexadecimal digits after \\u") }
        if (0xD800..<0xDC00).contains(first) {
            guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                throw badEscape("a \\u escape of a low surrogate after the high surrogate")
            }
            offset += 1
            offset += 1
            guard let second = parseHexQuad() else { throw badEscape("four hexadecimal digits after \\u") }
            guard (0xDC00..<0xE000).contains(second) else {
                throw badEscape("a low surrogate (\\uDC00 to \\uDFFF) after the high surrogate")
            }
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            if let scalar = Unicode.Scalar(combined) { return scalar }
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw badEscape("a character, not a lone low surrogate, in a \\u escape")
        }
        return scalar
    }

    /// The four hexadecimal digits at the current offset, nil (having read
    /// the digits there are) when there are fewer.
    private mutating func parseHexQuad() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigitValue(byte) else {
                return nil
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func appendUTF8(of scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
        buffer.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or nil
    /// when the bytes there are not UTF-8 (stray continuation bytes, overlong
    /// forms, surrogates, values above U+10FFFF, truncated sequences).
    static func utf8SequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        // Allowed range of the second byte and the sequence length, by lead byte (Unicode table 3-7).
        let (secondRange, length): (ClosedRange<UInt8>, Int)
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (secondRange, length) = (0x80...0xBF, 2)
        case 0xE0: (secondRange, length) = (0xA0...0xBF, 3)
        case 0xE1...0xEC, 0xEE...0xEF: (secondRange, length) = (0x80...0xBF, 3)
        case 0xED: (secondRange, length) = (0x80...0x9F, 3)
        case 0xF0: (secondRange, length) = (0x90...0xBF, 4)
        case 0xF1...0xF3: (secondRange, length) = (0x80...0xBF, 4)
        case 0xF4: (secondRange, length) = (0x80...0x8F, 4)
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for position in index + 2..<index + length where !(0x80...0xBF).contains(bytes[position]) {
            return nil
        }
        return length
    }
}
