import LayoutMetrics
import Testing

/// docs/metrics.md, "Paired comparisons": McNemar's exact test and
/// Wilcoxon's signed-rank test, against values worked out by hand and from
/// the binomial distribution.
@Suite struct PairedTestTests {
    /// b = 1, c = 6: P(X ≤ 1) for X ~ Binomial(7, ½) is (1 + 7)/128, doubled 0.125.
    /// b = c: the p-value is 1 (capped). b = 0, c = 10: 2/1024.
    @Test func mcNemarMatchesTheBinomialTail() {
        #expect(abs(PairedTest.mcNemarExactP(b: 1, c: 6) - 0.125) < 1e-12)
        #expect(abs(PairedTest.mcNemarExactP(b: 6, c: 1) - 0.125) < 1e-12)
        #expect(PairedTest.mcNemarExactP(b: 4, c: 4) == 1)
        #expect(PairedTest.mcNemarExactP(b: 0, c: 0) == 1)
        #expect(abs(PairedTest.mcNemarExactP(b: 0, c: 10) - 2.0 / 1024) < 1e-15)
        // Large counts stay finite: b = 0, c = 2000 gives 2 · 2⁻²⁰⁰⁰, below any double: 0.
        #expect(PairedTest.mcNemarExactP(b: 0, c: 2000) >= 0)
    }

    /// 0.5, 1.2, −0.3, 2.0, 1.5 rank 2, 3, 1, 5, 4: W⁺ = 14, W⁻ = 1. Of the
    /// 32 sign assignments, 2 ({}, {1}) have a negative rank sum ≤ 1:
    /// p = 2 · 2/32 = 0.125; r = (14 − 1)/15.
    @Test func signedRankOnFiveDifferences() {
        let test = PairedTest.wilcoxonSignedRank([0.5, 1.2, -0.3, 2.0, 1.5])
        #expect(test.count == 5)
        #expect(test.positiveRankSum == 14 && test.negativeRankSum == 1)
        #expect(test.isExact)
        #expect(abs(test.p - 0.125) < 1e-12)
        #expect(abs(test.rankBiserial - 13.0 / 15) < 1e-12)
    }

    /// Zeros are dropped and ties share their mean rank: 1, −1, 2, 0 gives
    /// |d| ranks 1.5, 1.5, 3: W⁺ = 4.5, W⁻ = 1.5. Doubled ranks 3, 3, 6 (sum
    /// 12); negative doubled sums ≤ 3 among the 8 assignments: {} and the two
    /// single 3s: p = 2 · 3/8 = 0.75.
    @Test func tiesShareTheirMeanRank() {
        let test = PairedTest.wilcoxonSignedRank([1, -1, 2, 0])
        #expect(test.count == 3)
        #expect(test.positiveRankSum == 4.5 && test.negativeRankSum == 1.5)
        #expect(abs(test.p - 0.75) < 1e-12)
    }

    /// Over 50 differences the normal approximation: 60 differences 1…60,
    /// all positive: W⁻ = 0, mean 915, variance 60·61·121/24 = 18452.5,
    /// z = (915 − 0.5)/√18452.5 = 6.732, p = erfc(z/√2) ≈ 1.67e-11.
    @Test func manyDifferencesUseTheNormalApproximation() {
        let test = PairedTest.wilcoxonSignedRank((1...60).map(Double.init))
        #expect(!test.isExact)
        #expect(test.negativeRankSum == 0 && test.positiveRankSum == 1830)
        #expect(test.p > 1e-11 && test.p < 3e-11)
        #expect(test.rankBiserial == 1)
    }

    /// Nothing to compare: p = 1, r = 0.
    @Test func noDifferenceGivesPOne() {
        let test = PairedTest.wilcoxonSignedRank([0, 0, .nan])
        #expect(test.count == 0 && test.p == 1 && test.rankBiserial == 0)
    }
}
