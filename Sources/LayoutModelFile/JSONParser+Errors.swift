import LayoutModel

/// Errors: built only when one is thrown, from the offset where reading
/// stopped and the stack of open containers.
extension JSONParser {
    /// The path of the value being read: every open container with the index
    /// or key of the member being read in it. In an object whose next key is
    /// not read yet, the path stops at the object.
    /// - Parameter count: how many open containers to follow (all by default).
    func path(frames count: Int? = nil) -> JSONPath {
        JSONPath(components: pathComponents(frames: count))
    }

    /// The components of `path(frames:)`.
    func pathComponents(frames count: Int? = nil) -> [JSONPath.Component] {
        var components: [JSONPath.Component] = []
        for position in 0..<(count ?? frames.count) {
            let frame = frames[position]
            guard frame.isObject else {
                components.append(.index(frame.count))
                continue
            }
            // The key of the member being read, if it is read yet.
            let keysEnd = position + 1 == frames.count ? keys.count : frames[position + 1].keyBase
            guard frame.keyBase + frame.count < keysEnd else { break }
            components.append(.key(keyText(keys[frame.keyBase + frame.count])))
        }
        return components
    }

    /// The line and column of `offset` in the bytes being parsed.
    func location(at offset: Int) -> SourceLocation {
        SourceText.location(in: bytes, at: offset)
    }

    /// The token starting at `start` (the current offset by default), for
    /// error messages: up to whitespace or punctuation, at most 24 bytes
    /// (`shown`).
    func currentWord(from start: Int? = nil) -> String {
        let begin = start ?? offset
        var end = begin
        while end < bytes.count, end - begin < 24 {
            let byte = bytes[end]
            if byte <= 0x20 || Array("{}[],:\"".utf8).contains(byte) { break }
            end += 1
        }
        if end == begin, begin < bytes.count { end = begin + 1 }
        return Self.shown(bytes[begin..<end])
    }

    /// Text of the file as an error shows it: as written, but with every
    /// scalar that does not print as itself escaped (`PrintableText`).
    static func shown(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: text, as: UTF8.self).unicodeScalars.map { scalar in
            PrintableText.needsEscape(scalar) ? PrintableText.escaped(String(scalar)) : String(scalar)
        }.joined()
    }

    /// An error at the current position, showing what is there.
    func failure(_ path: JSONPath, expected: String) -> ModelFileError {
        let found: String
        if offset >= bytes.count {
            found = "the end of the file"
        } else if bytes[offset] < 0x20 {
            found =
                "the control character U+" + String(repeating: "0", count: bytes[offset] < 0x10 ? 3 : 2)
                + String(bytes[offset], radix: 16, uppercase: true)
        } else if bytes[offset] >= 0x80, JSONParser.utf8SequenceLength(in: bytes, at: offset) == nil {
            found = "the byte 0x" + String(bytes[offset], radix: 16, uppercase: true)
        } else {
            found = currentWord()
        }
        return failure(path, expected: expected, at: location(at: offset), found: found)
    }

    func failure(_ path: JSONPath, expected: String, at location: SourceLocation, found: String) -> ModelFileError {
        ModelFileError(file: file, jsonPath: path.description, expected: expected, found: found, location: location)
    }
}
