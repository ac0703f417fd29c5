import LayoutMetrics
import Testing

/// docs/metrics.md, "Agreement rate over clusters": the ratio estimator and
/// its cluster-robust interval, worked by hand.
@Suite struct ClusteredRateTests {
    /// Cases of 3 of 4, 1 of 4 and 4 of 4 agreeing nodes: p = 8/12; the
    /// residuals aᵢ − p·nᵢ are 1/3, −5/3 and 4/3, whose squares sum to 42/9,
    /// so var = 3/2 · (42/9) / 12² = 7/144 and the interval is
    /// 2/3 ± 1.959964 · √(7/144) = 0.234535…1 (clipped).
    @Test func threeCasesGiveTheHandWorkedInterval() throws {
        let rate = try ClusteredRate().adding(agreed: 3, of: 4).adding(agreed: 1, of: 4).adding(agreed: 4, of: 4)
        #expect(rate.agreed == 8 && rate.total == 12)
        #expect(abs((rate.rate ?? 0) - 2.0 / 3) < 1e-12)
        #expect(abs((rate.standardError ?? 0) - (7.0 / 144).squareRoot()) < 1e-12)
        let interval = try #require(rate.interval())
        #expect(abs(interval.lowerBound - 0.2345352265) < 1e-9)
        #expect(interval.upperBound == 1)
        #expect(rate.description == "8/12 = 66.7% (95% CI 23.5–100.0%, 3 cases)")
    }

    /// Every case agreeing in full has no spread: the interval is the point 1.
    @Test func casesThatAllAgreeHaveNoSpread() throws {
        let rate = try ClusteredRate().adding(agreed: 5, of: 5).adding(agreed: 2, of: 2)
        #expect(rate.interval() == 1...1)
    }

    /// One case gives no interval; a case without nodes adds nothing; bad counts throw.
    @Test func edgeCases() throws {
        let one = try ClusteredRate().adding(agreed: 1, of: 2)
        #expect(one.interval() == nil)
        #expect(one.description == "1/2 = 50.0% (1 case)")
        #expect(try one.adding(agreed: 0, of: 0).clusters.count == 1)
        #expect(ClusteredRate().description == "0/0")
        #expect(throws: MetricError.self) { try ClusteredRate().adding(agreed: 3, of: 2) }
    }
}
