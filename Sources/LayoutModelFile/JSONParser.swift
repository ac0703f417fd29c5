import LayoutModel

/// A strict RFC 8259 JSON parser that keeps what model files need and plain
/// JSON decoders drop: the order of object keys, the line and column of every
/// value, and the JSON path of whatever it rejects.
///
/// Beyond the grammar it rejects duplicate keys in one object, the non-JSON
/// literals `NaN` and `Infinity`, numbers a `Double` cannot hold, lone UTF-16
/// surrogates in `\u` escapes, invalid UTF-8 and anything after the top-level
/// value. A leading UTF-8 byte order mark is ignored, as RFC 8259 permits.
struct JSONParser {
    let bytes: [UInt8]
    private let file: String
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var column = 1
    private var depth = 0

    /// Nesting deeper than this is rejected instead of exhausting the stack.
    static let maximumDepth = 256

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Parses `bytes` as one JSON document.
    /// - Throws: `ModelFileError` naming the first syntax error.
    static func parse(_ bytes: [UInt8], file: String) throws(ModelFileError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, file: file)
        if let encoding = otherEncoding(of: bytes) {
            throw parser.failure(.root, expected: "a UTF-8 JSON file", at: SourceLocation(line: 1, column: 1), found: encoding + " text")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        let value = try parser.parseValue(path: .root)
        parser.skipWhitespace()
        if parser.offset < bytes.count {
            throw parser.failure(.root, expected: "the end of the file after the top-level value")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue(path: JSONPath) throws(ModelFileError) -> JSONValue {
        skipWhitespace()
        let location = SourceLocation(line: line, column: column)
        guard let byte = peek() else { throw failure(path, expected: "a JSON value") }
        switch byte {
        case UInt8(ascii: "{"): return JSONValue(.object(try parseObject(path: path)), at: location)
        case UInt8(ascii: "["): return JSONValue(.array(try parseArray(path: path)), at: location)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString(path: path)), at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber(path: path)), at: location)
        default:
            return JSONValue(try parseLiteral(path: path), at: location)
        }
    }

    private mutating func parseObject(path: JSONPath) throws(ModelFileError) -> [JSONMember] {
        try enterContainer(path: path)
        defer { depth -= 1 }
        var members: [JSONMember] = []
        // By scalars: keys that Swift's == equates (two spellings of "é") are two keys in JSON.
        var firstLines: [[Unicode.Scalar]: Int] = [:]
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return members }
        while true {
            skipWhitespace()
            let keyLocation = SourceLocation(line: line, column: column)
            guard peek() == UInt8(ascii: "\"") else {
                throw failure(path, expected: members.isEmpty ? "a key in double quotes or \"}\"" : "a key in double quotes")
            }
            let key = try parseString(path: path)
            if let firstLine = firstLines[key.scalarKey] {
                throw ModelFileError(
                    file: file, jsonPath: path.key(key).description, expected: "each key at most once in an object",
                    found: "\(JSONWriter.quoted(key)) again (first at line \(firstLine))", location: keyLocation)
            }
            firstLines[key.scalarKey] = keyLocation.line
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw failure(path.key(key), expected: "\":\" after the key") }
            let value = try parseValue(path: path.key(key))
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "}")) { return members }
            throw failure(path, expected: "\",\" or \"}\" after an object member")
        }
    }

    private mutating func parseArray(path: JSONPath) throws(ModelFileError) -> [JSONValue] {
        try enterContainer(path: path)
        defer { depth -= 1 }
        var values: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return values }
        while true {
            values.append(try parseValue(path: path.index(values.count)))
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "]")) { return values }
            throw failure(path, expected: "\",\" or \"]\" after an array element")
        }
    }

    private mutating func enterContainer(path: JSONPath) throws(ModelFileError) {
        guard depth < Self.maximumDepth else {
            throw failure(path, expected: "at most \(Self.maximumDepth) nested arrays and objects")
        }
        depth += 1
        advance()
    }

    /// `true`, `false`, `null`, with a pointed message for `NaN` and `Infinity`.
    private mutating func parseLiteral(path: JSONPath) throws(ModelFileError) -> JSONValue.Kind {
        let word = currentWord()
        let literals: [(String, JSONValue.Kind)] = [("true", .bool(true)), ("false", .bool(false)), ("null", .null)]
        for (text, kind) in literals where word == text {
            for _ in 0..<text.utf8.count { advance() }
            return kind
        }
        throw failure(path, expected: Self.nonJSONLiteralHint(word) ?? "a JSON value")
    }

    /// The error for `NaN`, `Infinity` and their kin at the current position, nil for other words.
    private func nonJSONLiteralFailure(path: JSONPath) -> ModelFileError? {
        Self.nonJSONLiteralHint(currentWord()).map { failure(path, expected: $0) }
    }

    /// What to say when a file uses a JavaScript number literal JSON lacks.
    private static func nonJSONLiteralHint(_ word: String) -> String? {
        switch word.lowercased() {
        case "nan", "-nan", "+nan":
            "a JSON value (JSON has no NaN, and a model has no use for one)"
        case "infinity", "-infinity", "+infinity", "inf", "-inf", "+inf":
            "a JSON value (JSON has no Infinity; write \"infinity\" as a string where the format allows it)"
        default: nil
        }
    }

    /// A number token, validated against RFC 8259's grammar, then converted.
    private mutating func parseNumber(path: JSONPath) throws(ModelFileError) -> Double {
        let start = offset
        let startLocation = SourceLocation(line: line, column: column)
        if let error = nonJSONLiteralFailure(path: path) { throw error }
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if let next = peek(), Self.isDigit(next) {
                throw failure(path, expected: "a number without leading zeros", at: startLocation, found: currentWord(from: start))
            }
        } else if !consumeDigits() {
            throw failure(path, expected: "a digit after \"-\"", at: startLocation, found: currentWord(from: start))
        }
        if consume(UInt8(ascii: ".")), !consumeDigits() {
            throw failure(path, expected: "a digit after the decimal point", at: startLocation, found: currentWord(from: start))
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
            if !consumeDigits() {
                throw failure(path, expected: "a digit in the exponent", at: startLocation, found: currentWord(from: start))
            }
        }
        let token = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(token), value.isFinite else {
            throw failure(path, expected: "a number within the range of a Double", at: startLocation, found: token)
        }
        return value
    }

    private mutating func consumeDigits() -> Bool {
        var any = false
        while let byte = peek(), Self.isDigit(byte) {
            advance()
            any = true
        }
        return any
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    // MARK: Low level

    func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    /// Moves past one byte, keeping the line and the column (in scalars) current.
    mutating func advance() {
        guard offset < bytes.count else { return }
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        advance()
        return true
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
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
    static func shown(_ text: ArraySlice<UInt8>) -> String {
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
            found = "the control character U+" + String(repeating: "0", count: bytes[offset] < 0x10 ? 3 : 2)
                + String(bytes[offset], radix: 16, uppercase: true)
        } else if bytes[offset] >= 0x80, JSONParser.utf8SequenceLength(in: bytes, at: offset) == nil {
            found = "the byte 0x" + String(bytes[offset], radix: 16, uppercase: true)
        } else {
            found = currentWord()
        }
        return failure(path, expected: expected, at: SourceLocation(line: line, column: column), found: found)
    }

    func failure(_ path: JSONPath, expected: String, at location: SourceLocation, found: String) -> ModelFileError {
        ModelFileError(file: file, jsonPath: path.description, expected: expected, found: found, location: location)
    }
}
