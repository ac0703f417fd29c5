import Foundation

/// A string as a dictionary key compared the way JSON compares strings: by
/// Unicode scalars, which for Swift's native strings means by their UTF-8
/// bytes. (`String`'s own `==` and hash equate canonically equivalent
/// strings, such as "é" as U+00E9 and as "e" + U+0301, which JSON keeps apart.)
struct ScalarKey: Hashable {
    var text: String

    init(_ text: String) {
        self.text = text
    }

    /// Whether `a` and `b` are the same sequence of Unicode scalars.
    static func sameScalars(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        // Native strings (all that the parser makes) hold their UTF-8 contiguously: compare the buffers.
        let compared = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                guard let start = first.baseAddress, let other = second.baseAddress else { return true }
                return memcmp(start, other, first.count) == 0
            }
        }
        return (compared ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    static func == (lhs: ScalarKey, rhs: ScalarKey) -> Bool {
        sameScalars(lhs.text, rhs.text)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        if text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
}
