import LayoutModel
import Testing

/// `formatLength`'s documented rule (Size.swift): integers without a fraction,
/// other values rounded to six decimals with trailing zeros dropped, infinity
/// as `inf`. Every number printed in trees, reports and errors goes through it.
@Suite struct FormatLengthTests {
    @Test(arguments: [
        (0.0, "0"), (42, "42"), (-7, "-7"), (316, "316"), (123_456_789_012, "123456789012"),
    ])
    func integersHaveNoFraction(value: Double, text: String) {
        #expect(formatLength(value) == text)
    }

    @Test(arguments: [
        (2.5, "2.5"), (-0.25, "-0.25"), (-1.5, "-1.5"), (123_456_789.125, "123456789.125"),
        (0.000001, "0.000001"),
    ])
    func exactFractionsKeepTheirDigits(value: Double, text: String) {
        #expect(formatLength(value) == text)
    }

    @Test func fractionsAreRoundedToSixDecimals() {
        #expect(formatLength(1.0 / 3) == "0.333333")  // 0.3333333… → 6 decimals, rounded down
        #expect(formatLength(2.0 / 3) == "0.666667")  // 0.6666666… → rounded up
        #expect(formatLength(0.1 + 0.2) == "0.3")  // 0.30000000000000004: the binary noise is hidden
    }

    @Test func roundingCarriesIntoTheIntegerPart() {
        // 999.9999996 rounded to six decimals is 1000.000000, an integer.
        #expect(formatLength(999.9999996) == "1000")
        #expect(formatLength(1.0000004) == "1")
    }

    @Test func valuesThatRoundToZeroHaveNoSign() {
        // ±1e-7 rounds to 0 at six decimals; printing "-0" would read as a difference.
        #expect(formatLength(1e-7) == "0")
        #expect(formatLength(-1e-7) == "0")
        #expect(formatLength(-0.0) == "0")
    }

    @Test func infinitiesAndNaNHaveNames() {
        #expect(formatLength(.infinity) == "inf")
        #expect(formatLength(-.infinity) == "-inf")
        #expect(formatLength(.nan) == "nan")
    }

    @Test(arguments: [1e13, 1e20, -1e20, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude])
    func hugeValuesDoNotCrashAndKeepTheirMagnitude(value: Double) {
        // Beyond 1e12 the six-decimal printing would overflow Int; the function
        // falls back to Swift's own description, which reads back exactly.
        let text = formatLength(value)
        #expect(Double(text) == value)
    }

    @Test func hugeValuesUseSwiftsDescription() {
        #expect(formatLength(1e20) == "1e+20")
        #expect(formatLength(-1e20) == "-1e+20")
    }

    @Test func hugeIntegersHaveNoFraction() {
        // Documented rule: "integers without a fraction", up to what Int64 holds.
        #expect(formatLength(1e12) == "1000000000000")
        #expect(formatLength(1e13) == "10000000000000")
    }

    @Test func valuesJustBelowTheCutOffPrintTheirDigits() {
        // Below 1e12 the six-decimal path was used. 999999999999 and
        // 999999999999.5 are exact Doubles, but value * 1e6 needs about 60
        // significant bits, more than a Double holds: the scaled value is
        // rounded, and the digits printed are not in the value
        // ("999999999999.000064", "999999999999.500032"). Integers from about
        // 2^59 / 1e6 ≈ 5.8e11 up to 1e12 were affected; the fixed-point path
        // now stops at 9e9, where value * 1e6 is still exact.
        #expect(formatLength(999_999_999_999) == "999999999999")
        #expect(formatLength(999_999_999_999.5) == "999999999999.5")
        #expect(formatLength(8_999_999_999.25) == "8999999999.25")
    }

    @Test func lengthDescriptionUsesFormattedPointsOrTheReference() {
        #expect(Length.points(2.5).description == "2.5")
        #expect(Length.infinity.description == "inf")
        #expect(
            Length.environment(EnvironmentReference(key: "nookContentInsets", edge: .leading)).description
                == "env(nookContentInsets.leading)")
        #expect(Length.points(3).constant == 3)
        #expect(Length.environment(EnvironmentReference(key: "nookContentInsets", edge: .top)).constant == nil)
    }
}
