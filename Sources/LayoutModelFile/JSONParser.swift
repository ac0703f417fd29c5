import LayoutModel

/// A strict RFC 8259 JSON parser that keeps what model files need and plain
/// JSON decoders drop: the order of object keys, where every value starts,
/// and the JSON path of whatever it rejects.
///
/// Beyond the grammar it rejects duplicate keys in one object, the non-JSON
/// literals `NaN` and `Infinity`, numbers a `Double` cannot hold, lone UTF-16
/// surrogates in `\u` escapes, invalid UTF-8 and anything after the top-level
/// value. A leading UTF-8 byte order mark is ignored, as RFC 8259 permits.
///
/// It reads the bytes in place with index arithmetic and keeps the open
/// arrays and objects on explicit stacks, not on the call stack, so nesting
/// is bounded by `maximumDepth` alone. A value records only its byte offset;
/// lines, columns and JSON paths are worked out when an error is thrown
/// (`SourceText`, `path(...)`), so a valid file pays for none of them.
struct JSONParser {
    /// One array or object that is open.
    struct Frame {
        var isObject: Bool
        /// The offset of its `[` or `{`.
        var start: Int
        /// Where its finished elements (values of members) begin in `values`.
        var valueBase: Int
        /// Where its keys begin in `keys` (objects).
        var keyBase: Int
    }

    /// A key read in an open object, with the offset of its opening quote.
    struct PendingKey {
        var key: String
        var offset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// The most arrays and objects that may be open at once.
    let maximumDepth: Int
    var offset = 0
    var frames: [Frame] = []
    /// Finished values of all open containers, innermost last.
    var values: [JSONValue] = []
    var keys: [PendingKey] = []
    /// Keys seen so far in each large open object (by the index of its
    /// frame); small objects are checked by scanning `keys`.
    var keyIndex: [Int: [ScalarKey: Int]] = [:]
    /// The deepest nesting met.
    private(set) var deepest = 0

    /// Nesting deeper than this is rejected: four levels per node of the
    /// deepest view tree a model may hold (a view nested in an overlay of
    /// its parent sits four levels below it: the parent's object, its
    /// `modifiers` array, the modifier object and the `overlay` object; a
    /// stack child two), plus the levels inside the deepest view's own
    /// values and the top level.
    static var maximumDepth: Int { 4 * LayoutTree.maximumDepth + 8 }

    /// Objects with more members than this find duplicate keys by hashing.
    static let linearKeyScanLimit = 12

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    /// Parses `bytes` as one JSON document.
    /// - Throws: `ModelFileError` naming the first syntax error.
    static func parse(_ bytes: [UInt8], file: String) throws(ModelFileError) -> JSONValue {
        try parseDocument(bytes, file: file).root
    }

    /// Parses `bytes` as one JSON document that may nest up to `maximumDepth`
    /// arrays and objects.
    /// - Throws: `ModelFileError` naming the first syntax error.
    static func parseDocument(
        _ bytes: [UInt8], file: String, maximumDepth: Int = JSONParser.maximumDepth
    ) throws(ModelFileError) -> JSONDocument {
        let result: Result<(JSONValue, Int), ModelFileError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, file: file, maximumDepth: maximumDepth)
            do throws(ModelFileError) {
                let root = try parser.parseDocument()
                return .success((root, parser.deepest))
            } catch {
                return .failure(error)
            }
        }
        let (root, depth) = try result.get()
        return JSONDocument(root: root, depth: depth, source: SourceText(bytes))
    }

    private mutating func parseDocument() throws(ModelFileError) -> JSONValue {
        if let encoding = Self.otherEncoding(of: bytes) {
            throw failure(path(), expected: "a UTF-8 JSON file", at: SourceLocation(line: 1, column: 1), found: encoding + " text")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        var root = try parseValues()
        skipWhitespace()
        if offset < bytes.count {
            // A deep value would be taken apart recursively when dropped.
            JSONDocument.dismantle(&root)
            throw failure(path(), expected: "the end of the file after the top-level value")
        }
        return root
    }

    // MARK: Values

    /// Parses the top-level value: scalars at once, containers by pushing a
    /// frame and reading their contents in this same loop.
    private mutating func parseValues() throws(ModelFileError) -> JSONValue {
        parsing: while true {
            skipWhitespace()
            guard offset < bytes.count else { throw failure(path(), expected: "a JSON value") }
            let start = offset
            var value: JSONValue
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                try open(isObject: true)
                skipWhitespace()
                if consume(UInt8(ascii: "}")) {
                    frames.removeLast()
                    value = JSONValue(.object([]), offset: start)
                } else {
                    try parseKey(first: true)
                    continue parsing
                }
            case UInt8(ascii: "["):
                try open(isObject: false)
                skipWhitespace()
                if consume(UInt8(ascii: "]")) {
                    frames.removeLast()
                    value = JSONValue(.array([]), offset: start)
                } else {
                    continue parsing
                }
            case UInt8(ascii: "\""):
                value = JSONValue(.string(try parseString()), offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = JSONValue(.number(try parseNumber()), offset: start)
            default:
                value = JSONValue(try parseLiteral(), offset: start)
            }
            // `value` is finished: add it to its container, and close every container it completes.
            while let frame = frames.last {
                values.append(value)
                skipWhitespace()
                if consume(UInt8(ascii: ",")) {
                    if frame.isObject { try parseKey(first: false) }
                    continue parsing
                }
                if frame.isObject {
                    guard consume(UInt8(ascii: "}")) else {
                        throw failure(path(frames: frames.count - 1), expected: "\",\" or \"}\" after an object member")
                    }
                    value = JSONValue(.object(closeObject(frame)), offset: frame.start)
                } else {
                    guard consume(UInt8(ascii: "]")) else {
                        throw failure(path(frames: frames.count - 1), expected: "\",\" or \"]\" after an array element")
                    }
                    value = JSONValue(.array(closeArray(frame)), offset: frame.start)
                }
            }
            return value
        }
    }

    /// Opens the array or object whose bracket is at the current offset.
    private mutating func open(isObject: Bool) throws(ModelFileError) {
        guard frames.count < maximumDepth else {
            throw failure(path(), expected: "at most \(maximumDepth) nested arrays and objects")
        }
        frames.append(Frame(isObject: isObject, start: offset, valueBase: values.count, keyBase: keys.count))
        deepest = max(deepest, frames.count)
        offset += 1
    }

    /// Reads a key of the innermost (object) frame and the colon after it.
    private mutating func parseKey(first: Bool) throws(ModelFileError) {
        skipWhitespace()
        let keyOffset = offset
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            throw failure(path(frames: frames.count - 1), expected: first ? "a key in double quotes or \"}\"" : "a key in double quotes")
        }
        let key = try parseString()
        if let firstOffset = earlierOffset(of: key, at: keyOffset) {
            throw ModelFileError(
                file: file, jsonPath: JSONPath(components: pathComponents(frames: frames.count - 1) + [.key(key)]).description,
                expected: "each key at most once in an object",
                found: "\(JSONWriter.quoted(key)) again (first at line \(location(at: firstOffset).line))",
                location: location(at: keyOffset))
        }
        keys.append(PendingKey(key: key, offset: keyOffset))
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else { throw failure(path(), expected: "\":\" after the key") }
    }

    /// Where `key` was already written in the innermost object, nil when it
    /// is new there. Keys are compared by Unicode scalars: keys that Swift's
    /// `==` equates (two spellings of "é") are two keys in JSON.
    private mutating func earlierOffset(of key: String, at keyOffset: Int) -> Int? {
        let frameIndex = frames.count - 1
        let base = frames[frameIndex].keyBase
        let count = keys.count - base
        if count < Self.linearKeyScanLimit {
            for index in base..<keys.count where ScalarKey.sameScalars(keys[index].key, key) { return keys[index].offset }
            return nil
        }
        if keyIndex[frameIndex] == nil {
            var index: [ScalarKey: Int] = [:]
            for pending in keys[base...] { index[ScalarKey(pending.key)] = pending.offset }
            keyIndex[frameIndex] = index
        }
        let scalarKey = ScalarKey(key)
        if let earlier = keyIndex[frameIndex]?[scalarKey] { return earlier }
        keyIndex[frameIndex]?[scalarKey] = keyOffset
        return nil
    }

    private mutating func closeObject(_ frame: Frame) -> [JSONMember] {
        var members: [JSONMember] = []
        members.reserveCapacity(values.count - frame.valueBase)
        for (pending, value) in zip(keys[frame.keyBase...], values[frame.valueBase...]) {
            members.append(JSONMember(key: pending.key, keyOffset: pending.offset, value: value))
        }
        keys.removeSubrange(frame.keyBase...)
        values.removeSubrange(frame.valueBase...)
        if !keyIndex.isEmpty { keyIndex[frames.count - 1] = nil }
        frames.removeLast()
        return members
    }

    private mutating func closeArray(_ frame: Frame) -> [JSONValue] {
        let elements = Array(values[frame.valueBase...])
        values.removeSubrange(frame.valueBase...)
        frames.removeLast()
        return elements
    }

    // MARK: Low level

    func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }
}
