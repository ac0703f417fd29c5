import Foundation

/// A parsed file's tape and bytes as read in place by the model reader:
/// pointers that stay valid while `JSONDocument.withView` runs, so that
/// copying a view (or an element holding one) counts no references.
struct JSONTapeView {
    let entries: UnsafeBufferPointer<JSONTape.Entry>
    let strings: UnsafeBufferPointer<String>
    let bytes: UnsafeBufferPointer<UInt8>

    /// The entry at `index`.
    subscript(index: Int) -> JSONTape.Entry { entries[index] }

    /// The index just past the value at `index` (past a container's contents).
    func end(of index: Int) -> Int {
        let entry = entries[index]
        switch entry.kind {
        case .array, .object: return Int(truncatingIfNeeded: entry.payload)
        default: return index + 1
        }
    }

    /// The text of the string (or key) at `index`.
    func string(at index: Int) -> String {
        let entry = entries[index]
        if entry.kind == .escapedString { return strings[Int(truncatingIfNeeded: entry.payload)] }
        let start = Int(truncatingIfNeeded: entry.payload)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + entry.length]), as: UTF8.self)
    }

    /// Whether the string (or key) at `index` is `text`, compared by
    /// Unicode scalars as JSON compares strings (byte for byte in UTF-8),
    /// without building a `String` from the file.
    func string(at index: Int, is text: String) -> Bool {
        let entry = entries[index]
        guard entry.length == text.utf8.count else { return false }
        if entry.kind == .escapedString {
            return ScalarKey.sameScalars(strings[Int(truncatingIfNeeded: entry.payload)], text)
        }
        let start = Int(truncatingIfNeeded: entry.payload)
        guard entry.length > 0 else { return true }
        let same = text.utf8.withContiguousStorageIfAvailable { wanted in
            memcmp(wanted.baseAddress!, bytes.baseAddress! + start, entry.length) == 0
        }
        return same ?? text.utf8.elementsEqual(bytes[start..<start + entry.length])
    }

    /// The index in `texts` of the first that is the string (or key) at
    /// `index`, compared as `string(at:is:)` compares, nil when none is.
    func position(ofString index: Int, among texts: [String]) -> Int? {
        let entry = entries[index]
        if entry.kind == .escapedString {
            let text = strings[Int(truncatingIfNeeded: entry.payload)]
            return texts.firstIndex { ScalarKey.sameScalars($0, text) }
        }
        let start = bytes.baseAddress! + Int(truncatingIfNeeded: entry.payload)
        let length = entry.length
        for (position, text) in texts.enumerated() where text.utf8.count == length {
            if length == 0 { return position }
            let same = text.utf8.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, start, length) == 0 }
            if same ?? text.utf8.elementsEqual(UnsafeBufferPointer(start: start, count: length)) { return position }
        }
        return nil
    }

    /// The position in `keys` of the string (or key) at `index`, nil when
    /// it is none of them.
    func position(ofString index: Int, among keys: JSONKeyList) -> Int? {
        let entry = entries[index]
        if entry.kind == .escapedString { return keys.position(of: strings[Int(truncatingIfNeeded: entry.payload)]) }
        let start = bytes.baseAddress! + Int(truncatingIfNeeded: entry.payload)
        return keys.position(of: start, count: entry.length, end: bytes.baseAddress! + bytes.count)
    }

    /// The path from the top-level value to the value (or key) at `index`,
    /// found by walking down from the top, skipping every container that
    /// does not hold it: only errors ask for it.
    func path(to index: Int) -> JSONPath {
        var components: [JSONPath.Component] = []
        var container = 0
        while container < index {
            let isObject = entries[container].kind == .object
            var child = container + 1
            var position = 0
            // Each member's value (after its key) or element, until the one holding `index`.
            while true {
                let value = isObject ? child + 1 : child
                let end = end(of: value)
                if index < end {
                    components.append(isObject ? .key(string(at: child)) : .index(position))
                    container = value
                    break
                }
                child = end
                position += 1
            }
        }
        return JSONPath(components: components)
    }
}
