/// A key's length in UTF-8 bytes and its first eight bytes (zero-padded),
/// compared before anything else: keys of eight bytes or fewer are equal
/// exactly when their heads are, longer ones only if their heads are.
struct JSONKeyHead: Equatable {
    var length: Int
    var word: UInt64

    init(length: Int, word: UInt64) {
        self.length = length
        self.word = word
    }

    /// The head of the `count` bytes at `bytes`, which lie before `end`
    /// (reads no byte at or past `end`).
    init(bytes: UnsafePointer<UInt8>, count: Int, end: UnsafePointer<UInt8>) {
        length = count
        if count >= 8 || end - bytes >= 8 {
            let loaded = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
            word = count >= 8 ? loaded : loaded & ((1 << (8 * UInt64(count))) - 1)
        } else {
            word = 0
            for index in 0..<count { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        }
    }

    /// The head of `text`'s UTF-8 bytes.
    init(_ text: String) {
        let head = text.utf8.withContiguousStorageIfAvailable(Self.init(buffer:))
        self = head ?? Array(text.utf8).withUnsafeBufferPointer(Self.init(buffer:))
    }

    /// The head of the bytes of `buffer`.
    private init(buffer: UnsafeBufferPointer<UInt8>) {
        if let base = buffer.baseAddress, !buffer.isEmpty {
            self.init(bytes: base, count: buffer.count, end: base + buffer.count)
        } else {
            self.init(length: 0, word: 0)
        }
    }
}
