import LayoutChecker
import LayoutModel
import Testing

/// `Tolerance` (Tolerance.swift): |a - b| <= points for finite values; an
/// infinity equals only the same infinity. Values are chosen exact in binary
/// (quarters, eighths), so "just inside" and "just outside" are exact.
@Suite struct ToleranceTests {
    @Test func differenceEqualToTheToleranceIsEqual() {
        let tolerance = Tolerance(0.25)
        #expect(tolerance.equal(10, 10.25))
        #expect(tolerance.equal(10, 9.75))
        #expect(tolerance.equal(10.25, 10))
    }

    @Test func differenceJustAboveTheToleranceIsNotEqual() {
        let tolerance = Tolerance(0.25)
        #expect(!tolerance.equal(10, 10.375))
        #expect(!tolerance.equal(10, 9.625))
        #expect(!tolerance.equal(10, 10.25.nextUp))
    }

    @Test func zeroToleranceIsExactEquality() {
        #expect(Tolerance(0).equal(3, 3))
        #expect(!Tolerance(0).equal(3, 3.nextUp))
    }

    @Test func infinitiesEqualOnlyTheSameInfinity() {
        let tolerance = Tolerance(0.001)
        #expect(tolerance.equal(.infinity, .infinity))
        #expect(tolerance.equal(-.infinity, -.infinity))
        #expect(!tolerance.equal(.infinity, -.infinity))
        #expect(!tolerance.equal(.infinity, .greatestFiniteMagnitude))
        #expect(!tolerance.equal(-.greatestFiniteMagnitude, -.infinity))
    }

    @Test func anInfiniteToleranceStillSeparatesInfinityFromFiniteValues() {
        // |inf - 5| = inf <= inf would hold; infinities are compared by identity first.
        let tolerance = Tolerance(.infinity)
        #expect(!tolerance.equal(.infinity, 5))
        #expect(tolerance.equal(1e300, -1e300))
    }

    @Test func nanIsNeverEqual() {
        // A NaN frame component must never pass a check, not even against NaN.
        #expect(!Tolerance(1).equal(.nan, .nan))
        #expect(!Tolerance(1).equal(.nan, 0))
        #expect(!Tolerance(.infinity).equal(0, .nan))
    }

    @Test func rectsAreEqualWhenEveryComponentIs() {
        let tolerance = Tolerance(0.5)
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(tolerance.equal(rect, Rect(x: 1.5, y: 1.5, width: 3.5, height: 3.5)))
        #expect(!tolerance.equal(rect, Rect(x: 1, y: 2, width: 3, height: 4.75)))
    }

    @Test func differingComponentsAreNamedInXYWidthHeightOrder() {
        let tolerance = Tolerance(0.25)
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(tolerance.differingComponents(rect, rect) == [])
        #expect(tolerance.differingComponents(rect, Rect(x: 0.5, y: 0.25, width: 10, height: 11)) == ["x", "height"])
        #expect(tolerance.differingComponents(rect, Rect(x: -1, y: 1, width: 9, height: 11)) == ["x", "y", "width", "height"])
        #expect(tolerance.differingComponents(rect, Rect(x: 0, y: 0, width: .infinity, height: 10)) == ["width"])
    }

    /// Only the components an expected frame gives can differ: against
    /// (0.5, 0.25, 10, 11) with tolerance 0.25, x (0.5 off) and height (1 off)
    /// differ when given; y (0.25 off) is within the tolerance.
    @Test func expectedFrameDiffersOnlyInTheComponentsItGives() {
        let tolerance = Tolerance(0.25)
        let actual = Rect(x: 0.5, y: 0.25, width: 10, height: 11)
        #expect(tolerance.differingComponents(ExpectedFrame(width: 10), actual) == [])
        #expect(tolerance.differingComponents(ExpectedFrame(y: 0, width: 10), actual) == [])
        #expect(tolerance.differingComponents(ExpectedFrame(height: 10), actual) == ["height"])
        #expect(tolerance.differingComponents(ExpectedFrame(Rect(x: 0, y: 0, width: 10, height: 10)), actual) == ["x", "height"])
        #expect(tolerance.differingComponents(ExpectedFrame(width: .infinity), actual) == ["width"])
    }

    @Test func descriptionIsTheFormattedLength() {
        #expect(Tolerance(0.001).description == "0.001")
        #expect(Tolerance(1).description == "1")
    }
}

/// `Tolerance.description` prints six decimals like a frame, and Swift's own
/// form for a value six decimals would lose (a tolerance printed as 0 would
/// misstate a check).
@Suite struct ToleranceDescriptionTests {
    @Test func printsSixDecimalsWhenTheyHoldTheValue() {
        #expect(Tolerance(0.001).description == "0.001")
        #expect(Tolerance(1e-6).description == "0.000001")
        #expect(Tolerance(2).description == "2")
    }

    @Test func printsSmallerValuesInSwiftsForm() {
        #expect(Tolerance(1e-7).description == "1e-07")
        #expect(Tolerance(0.0000015).description == "1.5e-06")
    }
}
