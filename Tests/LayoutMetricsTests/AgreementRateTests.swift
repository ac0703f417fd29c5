import LayoutMetrics
import Testing

/// Wilson's score interval, worked by hand (docs/metrics.md, "Agreement rate").
@Suite struct AgreementRateTests {
    /// 8 of 10, z = 1.96: p = 0.8, z²/n = 0.38415, centre = (0.8 + 0.19207) / 1.38415
    /// = 0.71673, half = 1.96 · √(0.016 + 0.0096037) / 1.38415 = 0.22658:
    /// 0.4902…0.9433.
    @Test func eightOfTenHasTheTextbookInterval() throws {
        let interval = try #require(try AgreementRate(agreed: 8, total: 10).interval())
        #expect(abs(interval.lowerBound - 0.4902) < 1e-4)
        #expect(abs(interval.upperBound - 0.9433) < 1e-4)
        #expect(try AgreementRate(agreed: 8, total: 10).description == "8/10 = 80.0% (95% CI 49.0–94.3%)")
    }

    /// All of 20 agree: the interval is not the point 1 but 1 − … : with
    /// p = 1, centre = (1 + z²/2n) / (1 + z²/n) and half = z·√(z²/4n²) / (1 + z²/n)
    /// = (z²/2n) / (1 + z²/n), so the lower end is 1 / (1 + z²/n) = 1 / 1.19207 = 0.83887.
    @Test func allAgreeingStillLeavesALowerBound() throws {
        let interval = try #require(try AgreementRate(agreed: 20, total: 20).interval())
        #expect(abs(interval.lowerBound - 0.83887) < 1e-5)
        #expect(interval.upperBound == 1)
    }

    @Test func nothingComparedHasNoRate() throws {
        #expect(try AgreementRate(agreed: 0, total: 0).rate == nil)
        #expect(AgreementRate.none.interval() == nil)
        #expect(AgreementRate.none == (try AgreementRate(agreed: 0, total: 0)))
    }

    /// More agreed than compared, or negative counts, are bad input: an
    /// error naming both counts, never a crash.
    @Test func countsOutsideZeroToTotalAreRefused() {
        #expect(throws: MetricError.invalidCounts(agreed: 3, total: 2)) { try AgreementRate(agreed: 3, total: 2) }
        #expect(throws: MetricError.invalidCounts(agreed: -1, total: 2)) { try AgreementRate(agreed: -1, total: 2) }
        #expect(throws: MetricError.invalidCounts(agreed: 0, total: -1)) { try AgreementRate(agreed: 0, total: -1) }
    }

    /// Counting outcomes one by one gives the counts: true, false, true is 2 of 3.
    @Test func countingOutcomesAddsTrials() throws {
        #expect(AgreementRate(counting: [true, false, true]) == (try AgreementRate(agreed: 2, total: 3)))
        #expect(AgreementRate.none.adding(false).adding(true) == (try AgreementRate(agreed: 1, total: 2)))
    }

    /// 8 of 10 and 20 of 20 pooled are 28 of 30, not the mean of 80% and 100%.
    @Test func pooledRatesSumTheirTrials() throws {
        let pooled = AgreementRate.pooled([try AgreementRate(agreed: 8, total: 10), try AgreementRate(agreed: 20, total: 20)])
        #expect(pooled == (try AgreementRate(agreed: 28, total: 30)))
        #expect(AgreementRate.pooled([]) == AgreementRate.none)
    }
}
