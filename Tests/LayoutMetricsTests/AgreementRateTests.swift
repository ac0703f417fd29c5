import LayoutMetrics
import Testing

/// Wilson's score interval, worked by hand (docs/metrics.md, "Agreement rate").
@Suite struct AgreementRateTests {
    /// 8 of 10, z = 1.96: p = 0.8, z²/n = 0.38415, centre = (0.8 + 0.19207) / 1.38415
    /// = 0.71673, half = 1.96 · √(0.016 + 0.0096037) / 1.38415 = 0.22658:
    /// 0.4902…0.9433.
    @Test func eightOfTenHasTheTextbookInterval() throws {
        let interval = try #require(AgreementRate(agreed: 8, total: 10).interval())
        #expect(abs(interval.lowerBound - 0.4902) < 1e-4)
        #expect(abs(interval.upperBound - 0.9433) < 1e-4)
        #expect(AgreementRate(agreed: 8, total: 10).description == "8/10 = 80.0% (95% CI 49.0–94.3%)")
    }

    /// All of 20 agree: the interval is not the point 1 but 1 − … : with
    /// p = 1, centre = (1 + z²/2n) / (1 + z²/n) and half = z·√(z²/4n²) / (1 + z²/n)
    /// = (z²/2n) / (1 + z²/n), so the lower end is 1 / (1 + z²/n) = 1 / 1.19207 = 0.83887.
    @Test func allAgreeingStillLeavesALowerBound() throws {
        let interval = try #require(AgreementRate(agreed: 20, total: 20).interval())
        #expect(abs(interval.lowerBound - 0.83887) < 1e-5)
        #expect(interval.upperBound == 1)
    }

    @Test func nothingComparedHasNoRate() {
        #expect(AgreementRate(agreed: 0, total: 0).rate == nil)
        #expect(AgreementRate(agreed: 0, total: 0).interval() == nil)
    }

    /// 8 of 10 and 20 of 20 pooled are 28 of 30, not the mean of 80% and 100%.
    @Test func pooledRatesSumTheirTrials() {
        let pooled = AgreementRate.pooled([AgreementRate(agreed: 8, total: 10), AgreementRate(agreed: 20, total: 20)])
        #expect(pooled == AgreementRate(agreed: 28, total: 30))
        #expect(AgreementRate.pooled([]) == AgreementRate(agreed: 0, total: 0))
    }
}
