import Foundation
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
/// is bounded by `maximumDepth` alone. It writes a `JSONTape`, one entry per
/// value and key, with no allocation per value (only strings written with
/// escapes are decoded into a side table). An entry records only its byte
/// offset; lines, columns and JSON paths are worked out when an error is
/// thrown (`SourceText`, `path(...)`), so a valid file pays for none of them.
struct JSONParser {
    /// One array or object that is open.
    struct Frame {
        var isObject: Bool
        /// Its entry in the tape, filled in when it closes.
        var entry: Int
        /// How many of its elements (values of members) are finished.
        var count = 0
        /// Where its keys begin in `keys` (objects).
        var keyBase: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// The most arrays and objects that may be open at once.
    let maximumDepth: Int
    var offset = 0
    /// The tape being written.
    var tape = JSONTape()
    var frames: [Frame] = []
    /// The tape indices of the keys read in all open objects, innermost last.
    var keys: [Int] = []
    /// The heads of `keys` (length and first eight bytes, escapes decoded),
    /// compared before the keys themselves.
    var keyHeads: [JSONKeyHead] = []
    /// Keys seen so far in each large open object (by the index of its
    /// frame), with the offsets of their entries; small objects are checked
    /// by scanning `keys`.
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

    /// Parses `bytes` as one JSON document into a tree (for tests and tools;
    /// the model reader walks the document's tape).
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
        let result: Result<(JSONTape, Int), ModelFileError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, file: file, maximumDepth: maximumDepth)
            do throws(ModelFileError) {
                try parser.parseDocument()
                return .success((parser.tape, parser.deepest))
            } catch {
                return .failure(error)
            }
        }
        let (tape, depth) = try result.get()
        return JSONDocument(tape: tape, depth: depth, source: SourceText(bytes))
    }

    private mutating func parseDocument() throws(ModelFileError) {
        if let encoding = Self.otherEncoding(of: bytes) {
            throw failure(path(), expected: "a UTF-8 JSON file", at: SourceLocation(line: 1, column: 1), found: encoding + " text")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        // Compact model files take about one entry per eight bytes (the peer
        // benchmarks' 7.8): room for one per seven spares the last doubling
        // of the tape; denser files grow it.
        tape.entries.reserveCapacity(bytes.count / 7 + 16)
        try parseValues()
        skipWhitespace()
        if offset < bytes.count {
            throw failure(path(), expected: "the end of the file after the top-level value")
        }
    }

    // MARK: Values

    /// Parses the top-level value: scalars at once, containers by pushing a
    /// frame and reading their contents in this same loop.
    private mutating func parseValues() throws(ModelFileError) {
        parsing: while true {
            skipWhitespace()
            guard offset < bytes.count else { throw failure(path(), expected: "a JSON value") }
            let start = offset
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                try open(isObject: true)
                skipWhitespace()
                if consume(UInt8(ascii: "}")) {
                    close()
                } else {
                    try parseKey(first: true)
                    continue parsing
                }
            case UInt8(ascii: "["):
                try open(isObject: false)
                skipWhitespace()
                if consume(UInt8(ascii: "]")) {
                    close()
                } else {
                    continue parsing
                }
            case UInt8(ascii: "\""):
                tape.entries.append(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let value = try parseNumber()
                tape.entries.append(JSONTape.Entry(payload: value.bitPattern, offset: start, length: 0, kind: .number))
            default:
                let kind = try parseLiteral()
                tape.entries.append(JSONTape.Entry(payload: 0, offset: start, length: 0, kind: kind))
            }
            // A value is finished: count it in its container, and close every container it completes.
            while !frames.isEmpty {
                let innermost = frames.count - 1
                frames[innermost].count += 1
                skipWhitespace()
                if consume(UInt8(ascii: ",")) {
                    if frames[innermost].isObject { try parseKey(first: false) }
                    continue parsing
                }
                if frames[innermost].isObject {
                    guard consume(UInt8(ascii: "}")) else {
                        throw failure(path(frames: innermost), expected: "\",\" or \"}\" after an object member")
                    }
                } else {
                    guard consume(UInt8(ascii: "]")) else {
                        throw failure(path(frames: innermost), expected: "\",\" or \"]\" after an array element")
                    }
                }
                close()
            }
            return
        }
    }

    /// Opens the array or object whose bracket is at the current offset.
    private mutating func open(isObject: Bool) throws(ModelFileError) {
        guard frames.count < maximumDepth else {
            throw failure(path(), expected: "at most \(maximumDepth) nested arrays and objects")
        }
        frames.append(Frame(isObject: isObject, entry: tape.entries.count, keyBase: keys.count))
        tape.entries.append(JSONTape.Entry(payload: 0, offset: offset, length: 0, kind: isObject ? .object : .array))
        deepest = max(deepest, frames.count)
        offset += 1
    }

    /// Closes the innermost container (its closing bracket read): its entry
    /// gets its count and the index past its contents.
    private mutating func close() {
        let frame = frames.removeLast()
        tape.entries[frame.entry].payload = UInt64(tape.entries.count)
        tape.entries[frame.entry].length = frame.count
        if frame.isObject {
            keys.removeSubrange(frame.keyBase...)
            keyHeads.removeSubrange(frame.keyBase...)
            if !keyIndex.isEmpty { keyIndex[frames.count] = nil }
        }
    }

    /// Reads a key of the innermost (object) frame and the colon after it.
    private mutating func parseKey(first: Bool) throws(ModelFileError) {
        skipWhitespace()
        let keyOffset = offset
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            throw failure(path(frames: frames.count - 1), expected: first ? "a key in double quotes or \"}\"" : "a key in double quotes")
        }
        let entry = try parseString()
        tape.entries.append(entry)
        let index = tape.entries.count - 1
        let head =
            entry.kind == .string
            ? JSONKeyHead(
                bytes: bytes.baseAddress! + Int(truncatingIfNeeded: entry.payload), count: entry.length,
                end: bytes.baseAddress! + bytes.count)
            : JSONKeyHead(keyText(index))
        if let firstOffset = earlierOffset(ofKey: index, head: head) {
            let key = keyText(index)
            throw ModelFileError(
                file: file, jsonPath: JSONPath(components: pathComponents(frames: frames.count - 1) + [.key(key)]).description,
                expected: "each key at most once in an object",
                found: "\(JSONWriter.quoted(key)) again (first at line \(location(at: firstOffset).line))",
                location: location(at: keyOffset))
        }
        keys.append(index)
        keyHeads.append(head)
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else { throw failure(path(), expected: "\":\" after the key") }
    }

    /// Where the key at tape index `index`, whose head is `head`, was
    /// already written in the innermost object, nil when it is new there.
    /// Keys are compared by Unicode scalars (byte for byte): keys that
    /// Swift's `==` equates (two spellings of "é") are two keys in JSON.
    /// Heads are compared first: keys of eight bytes or fewer are equal
    /// exactly when their heads are; longer ones are compared in full only
    /// when their heads are equal.
    private mutating func earlierOffset(ofKey index: Int, head: JSONKeyHead) -> Int? {
        let frameIndex = frames.count - 1
        let base = frames[frameIndex].keyBase
        if keys.count - base < Self.linearKeyScanLimit {
            for position in base..<keys.count where keyHeads[position] == head {
                let earlier = keys[position]
                if head.length <= 8 || sameKeys(earlier, index) { return tape.entries[earlier].offset }
            }
            return nil
        }
        if keyIndex[frameIndex] == nil {
            var known: [ScalarKey: Int] = [:]
            for earlier in keys[base...] { known[ScalarKey(keyText(earlier))] = tape.entries[earlier].offset }
            keyIndex[frameIndex] = known
        }
        let key = ScalarKey(keyText(index))
        if let earlier = keyIndex[frameIndex]?[key] { return earlier }
        keyIndex[frameIndex]?[key] = tape.entries[index].offset
        return nil
    }

    /// Whether the keys at tape indices `a` and `b` are the same scalars.
    private func sameKeys(_ a: Int, _ b: Int) -> Bool {
        let first = tape.entries[a], second = tape.entries[b]
        guard first.length == second.length else { return false }
        guard first.kind == .string, second.kind == .string else { return ScalarKey.sameScalars(keyText(a), keyText(b)) }
        let start = Int(truncatingIfNeeded: first.payload), other = Int(truncatingIfNeeded: second.payload)
        return first.length == 0 || memcmp(bytes.baseAddress! + start, bytes.baseAddress! + other, first.length) == 0
    }

    /// The text of the string entry at tape index `index`.
    func keyText(_ index: Int) -> String {
        let entry = tape.entries[index]
        if entry.kind == .escapedString { return tape.strings[Int(truncatingIfNeeded: entry.payload)] }
        let start = Int(truncatingIfNeeded: entry.payload)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + entry.length]), as: UTF8.self)
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
