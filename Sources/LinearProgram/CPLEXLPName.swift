/// The reversible mapping from program names to symbolic names of the CPLEX
/// LP format as GLPK reads it.
///
/// GLPK's LP reader accepts names of at most 255 characters made of ASCII
/// letters, digits and ``specialCharacters``; a name must not start with a
/// digit or a period. The mapping keeps every such character except `(`,
/// `)` and `~`, and:
///
/// - turns `[` into `(` and `]` into `)`, so `w[root/0/frame]` reads
///   `w(root/0/frame)` (GLPK's own LP writer does the same);
/// - writes every other byte of the UTF-8 name, and `(`, `)`, `~`, and a
///   leading digit or period, as `~` followed by two upper-case hex digits
///   (`a b` → `a~20b`, `(x)` → `~28x~29`, `2d` → `~32d`).
///
/// Because `~` only ever starts an escape, the mapping is injective and
/// ``decode(_:)`` inverts it. Names a writer makes up itself (such as `~r3`
/// for an unnamed row) put a lower-case non-hex letter after `~`, so they can
/// never equal an encoded name.
public enum CPLEXLPName {
    /// The longest name GLPK's LP reader accepts.
    public static let maximumLength = 255

    /// The non-alphanumeric characters GLPK allows in LP names.
    public static let specialCharacters = "!\"#$%&()/,.;?@_`'{}|~"

    private static let kept: Set<UInt8> = Set(specialCharacters.utf8).subtracting([0x28, 0x29, 0x7E])
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The LP form of `name` (may exceed ``maximumLength``; writers check).
    public static func encode(_ name: String) -> String {
        var bytes: [UInt8] = []
        for (position, byte) in name.utf8.enumerated() {
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let isDigit = (0x30...0x39).contains(byte)
            switch byte {
            case 0x5B: bytes.append(0x28)  // [ → (
            case 0x5D: bytes.append(0x29)  // ] → )
            case _ where isLetter: bytes.append(byte)
            case _ where (isDigit || byte == 0x2E) && position > 0: bytes.append(byte)
            case _ where kept.contains(byte) && byte != 0x2E: bytes.append(byte)
            default: bytes += [0x7E, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The program name whose LP form is `encoded`, or nil when `encoded` is
    /// not the output of ``encode(_:)`` (a malformed escape or invalid UTF-8).
    public static func decode(_ encoded: String) -> String? {
        var bytes: [UInt8] = []
        var input = Array(encoded.utf8)[...]
        while let byte = input.popFirst() {
            switch byte {
            case 0x28: bytes.append(0x5B)  // ( → [
            case 0x29: bytes.append(0x5D)  // ) → ]
            case 0x7E:
                guard let high = input.popFirst().flatMap(hexValue), let low = input.popFirst().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        // Decoding replaces invalid UTF-8 with U+FFFD; a changed byte sequence means it was invalid.
        let name = String(decoding: bytes, as: UTF8.self)
        return Array(name.utf8) == bytes ? name : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        hexDigits.firstIndex(of: byte).map { UInt8($0) }
    }
}
