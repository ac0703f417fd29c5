/// Numbers and the literals `true`, `false` and `null`.
extension JSONParser {
    /// `true`, `false`, `null`, with a pointed message for `NaN` and `Infinity`.
    /// A literal must end where a word ends (`currentWord`): `truex` is no literal.
    mutating func parseLiteral() throws(ModelFileError) -> JSONTape.Kind {
        let literals: [(StaticString, JSONTape.Kind)] = [("true", .true), ("false", .false), ("null", .null)]
        for (text, kind) in literals where matchesWord(text) {
            offset += text.utf8CodeUnitCount
            return kind
        }
        throw failure(path(), expected: Self.nonJSONLiteralHint(currentWord()) ?? "a JSON value")
    }

    /// Whether the word at the current offset is exactly `text`.
    private func matchesWord(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let matches = text.withUTF8Buffer { literal in
            (0..<count).allSatisfy { bytes[offset + $0] == literal[$0] }
        }
        guard matches else { return false }
        return offset + count == bytes.count || Self.endsWord(bytes[offset + count])
    }

    /// Whether `byte` ends a word of `currentWord`: whitespace, a control
    /// character or JSON punctuation.
    static func endsWord(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "\""):
            true
        default: false
        }
    }

    /// What to say when a file uses a JavaScript number literal JSON lacks.
    static func nonJSONLiteralHint(_ word: String) -> String? {
        switch word.lowercased() {
        case "nan", "-nan", "+nan":
            "a JSON value (JSON has no NaN, and a model has no use for one)"
        case "infinity", "-infinity", "+infinity", "inf", "-inf", "+inf":
            "a JSON value (JSON has no Infinity; write \"infinity\" as a string where the format allows it)"
        default: nil
        }
    }

    /// Powers of ten a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// A number token, validated against RFC 8259's grammar, then converted.
    ///
    /// A token whose digits make an integer below 2^53 and whose decimal
    /// exponent is at most 22 either way is converted with one multiplication
    /// or division by an exact power of ten (Clinger's fast path), which is
    /// correctly rounded, so it gives the very `Double` that `Double(String)`
    /// gives; other tokens go through `Double(String)`.
    mutating func parseNumber() throws(ModelFileError) -> Double {
        let start = offset
        let negative = consume(UInt8(ascii: "-"))
        var mantissa: UInt64 = 0
        var digitCount = 0
        var exponent = 0
        if consume(UInt8(ascii: "0")) {
            if offset < bytes.count, Self.isDigit(bytes[offset]) {
                throw failure(path(), expected: "a number without leading zeros", at: location(at: start), found: currentWord(from: start))
            }
        } else if !consumeDigits(into: &mantissa, count: &digitCount) {
            // `-Infinity`, `-NaN`: a word after the minus sign.
            if let hint = Self.nonJSONLiteralHint(currentWord(from: start)) {
                throw failure(path(), expected: hint, at: location(at: start), found: currentWord(from: start))
            }
            throw failure(path(), expected: "a digit after \"-\"", at: location(at: start), found: currentWord(from: start))
        }
        if consume(UInt8(ascii: ".")) {
            let before = digitCount
            guard consumeDigits(into: &mantissa, count: &digitCount) else {
                throw failure(path(), expected: "a digit after the decimal point", at: location(at: start), found: currentWord(from: start))
            }
            exponent -= digitCount - before
        }
        var simple = digitCount <= 19
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            let negativeExponent = consume(UInt8(ascii: "-"))
            if !negativeExponent { _ = consume(UInt8(ascii: "+")) }
            var written: UInt64 = 0, writtenCount = 0
            guard consumeDigits(into: &written, count: &writtenCount) else {
                throw failure(path(), expected: "a digit in the exponent", at: location(at: start), found: currentWord(from: start))
            }
            simple = simple && writtenCount <= 4
            exponent += (negativeExponent ? -1 : 1) * Int(truncatingIfNeeded: written)
        }
        if simple, mantissa < 1 << 53, abs(exponent) <= 22 {
            let magnitude =
                exponent < 0 ? Double(mantissa) / Self.exactPowersOfTen[-exponent] : Double(mantissa) * Self.exactPowersOfTen[exponent]
            return negative ? -magnitude : magnitude
        }
        let token = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(token), value.isFinite else {
            throw failure(path(), expected: "a number within the range of a Double", at: location(at: start), found: token)
        }
        return value
    }

    /// Moves past a run of digits, adding them to `value` (which wraps past
    /// 19 digits: `count` tells) and counting them; false when there is none.
    private mutating func consumeDigits(into value: inout UInt64, count: inout Int) -> Bool {
        let begin = offset
        while offset < bytes.count, Self.isDigit(bytes[offset]) {
            value = value &* 10 &+ UInt64(bytes[offset] &- UInt8(ascii: "0"))
            offset += 1
        }
        count += offset - begin
        return offset > begin
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
