import Foundation

/// The keys allowed in an object of the format, kept with what matching
/// a key of the file against them takes (each key's head and bytes), so
/// that a list made once (a `static let`) is matched without looking at
/// its strings again. A key is matched by Unicode scalars, as JSON
/// compares keys: byte for byte in UTF-8.
final class JSONKeyList: ExpressibleByArrayLiteral, Sendable {
    /// The keys, in the order error messages list them.
    let keys: [String]
    /// Each key's head, in the order of `keys`.
    private let heads: [JSONKeyHead]
    /// The UTF-8 bytes of all the keys, one after another.
    private let utf8: [UInt8]
    /// Where each key's bytes start in `utf8`.
    private let starts: [Int]

    init(_ keys: [String]) {
        self.keys = keys
        heads = keys.map(JSONKeyHead.init)
        var utf8: [UInt8] = []
        var starts: [Int] = []
        for key in keys {
            starts.append(utf8.count)
            utf8.append(contentsOf: key.utf8)
        }
        self.utf8 = utf8
        self.starts = starts
    }

    convenience init(arrayLiteral keys: String...) {
        self.init(keys)
    }

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    /// The position of the key whose bytes are the `count` at `bytes` (which
    /// lie before `end`), nil when it is none of them.
    func position(of bytes: UnsafePointer<UInt8>, count: Int, end: UnsafePointer<UInt8>) -> Int? {
        let head = JSONKeyHead(bytes: bytes, count: count, end: end)
        for position in heads.indices where heads[position] == head {
            if count <= 8 { return position }
            let same = utf8.withUnsafeBufferPointer { all in memcmp(all.baseAddress! + starts[position] + 8, bytes + 8, count - 8) == 0 }
            if same { return position }
        }
        return nil
    }

    /// The position of the key `text`, nil when it is none of them.
    func position(of text: String) -> Int? {
        let found = text.utf8.withContiguousStorageIfAvailable { buffer -> Int? in
            guard let base = buffer.baseAddress else { return keys.firstIndex(where: \.isEmpty) }
            return position(of: base, count: buffer.count, end: base + buffer.count)
        }
        if let found { return found }
        return keys.firstIndex { ScalarKey.sameScalars($0, text) }
    }
}
