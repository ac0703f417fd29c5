import Foundation

/// Paired comparisons of two engines over the same cases, each against a
/// reference (docs/metrics.md, "Paired comparisons"):
///
/// - **McNemar's exact test** on whether each case agrees with the
///   reference: of the discordant cases, b where only the first engine
///   agrees and c where only the second does, the two-sided p-value is
///   min(1, 2 · P(X ≤ min(b, c))) for X ~ Binomial(b + c, 1/2)
///   (McNemar 1947; the exact form, Fagerland, Lydersen and Laake, *BMC
///   Medical Research Methodology* 13:91, 2013).
/// - **Wilcoxon's signed-rank test** on a per-case metric's differences dᵢ
///   (Wilcoxon 1945): zero differences dropped (Wilcoxon's convention),
///   |dᵢ| ranked with ties given their mean rank, W⁺ and W⁻ the rank sums of
///   the positive and negative differences. The two-sided p-value is exact
///   (the null distribution of W⁻ over all 2ⁿ sign assignments of the
///   ranks, by counting) for n ≤ ``exactWilcoxonLimit``, else from the
///   normal approximation with the tie correction, σ² = n(n+1)(2n+1)/24 −
///   Σ(t³ − t)/48, and a continuity correction of ½. The effect size is the
///   matched-pairs rank-biserial correlation r = (W⁺ − W⁻) / (W⁺ + W⁻)
///   (Kerby, *Comprehensive Psychology* 3, 2014), in −1…1.
public enum PairedTest {
    /// The largest number of non-zero differences whose p-value is counted exactly.
    public static let exactWilcoxonLimit = 50

    /// McNemar's exact two-sided p-value for `b` and `c` discordant cases (1 when both are 0).
    public static func mcNemarExactP(b: Int, c: Int) -> Double {
        let n = b + c
        guard n > 0 else { return 1 }
        // P(X ≤ k) for X ~ Binomial(n, 1/2), summed in log space for large n.
        let k = min(b, c)
        var logTerms: [Double] = []
        for i in 0...k { logTerms.append(logChoose(n, i) - Double(n) * log(2)) }
        let largest = logTerms.max() ?? 0
        let tail = exp(largest) * logTerms.reduce(0) { $0 + exp($1 - largest) }
        return min(1, 2 * tail)
    }

    /// The result of a signed-rank test.
    public struct SignedRank: Hashable, Sendable {
        /// Non-zero differences.
        public var count: Int
        /// Rank sum of the positive differences.
        public var positiveRankSum: Double
        /// Rank sum of the negative differences.
        public var negativeRankSum: Double
        /// Two-sided p-value (1 without a non-zero difference).
        public var p: Double
        /// Whether ``p`` was counted exactly (else the normal approximation).
        public var isExact: Bool
        /// (W⁺ − W⁻) / (W⁺ + W⁻); 0 without a non-zero difference.
        public var rankBiserial: Double
    }

    /// Wilcoxon's signed-rank test on `differences` (NaN counts as 0;
    /// infinities rank above every finite value, equal ones tie).
    public static func wilcoxonSignedRank(_ differences: [Double]) -> SignedRank {
        let nonZero = differences.filter { !$0.isNaN && $0 != 0 }
        let n = nonZero.count
        guard n > 0 else { return SignedRank(count: 0, positiveRankSum: 0, negativeRankSum: 0, p: 1, isExact: true, rankBiserial: 0) }
        let order = nonZero.indices.sorted { abs(nonZero[$0]) < abs(nonZero[$1]) }
        // Twice each mean rank, so ties' half ranks stay whole numbers.
        var doubledRanks = [Int](repeating: 0, count: n)
        var tieCorrection = 0.0
        var start = 0
        while start < n {
            var end = start
            while end + 1 < n, abs(nonZero[order[end + 1]]) == abs(nonZero[order[start]]) { end += 1 }
            let doubledMean = (start + 1) + (end + 1)
            for position in start...end { doubledRanks[order[position]] = doubledMean }
            let t = Double(end - start + 1)
            tieCorrection += t * t * t - t
            start = end + 1
        }
        var doubledNegative = 0, doubledTotal = 0
        for (index, value) in nonZero.enumerated() {
            doubledTotal += doubledRanks[index]
            if value < 0 { doubledNegative += doubledRanks[index] }
        }
        let negative = Double(doubledNegative) / 2, positive = Double(doubledTotal - doubledNegative) / 2
        let rankBiserial = (positive - negative) / (positive + negative)
        if n <= exactWilcoxonLimit {
            // ways[s]: sign assignments whose negative doubled-rank sum is s.
            var ways = [Double](repeating: 0, count: doubledTotal + 1)
            ways[0] = 1
            for rank in doubledRanks {
                for sum in stride(from: doubledTotal, through: rank, by: -1) { ways[sum] += ways[sum - rank] }
            }
            let all = pow(2, Double(n))
            let smaller = min(doubledNegative, doubledTotal - doubledNegative)
            let tail = ways[0...smaller].reduce(0, +) / all
            return SignedRank(
                count: n, positiveRankSum: positive, negativeRankSum: negative, p: min(1, 2 * tail), isExact: true,
                rankBiserial: rankBiserial)
        }
        let count = Double(n)
        let mean = count * (count + 1) / 4
        let variance = count * (count + 1) * (2 * count + 1) / 24 - tieCorrection / 48
        let z = variance > 0 ? max(0, abs(negative - mean) - 0.5) / variance.squareRoot() : 0
        let p = min(1, erfc(z / 2.0.squareRoot()))
        return SignedRank(count: n, positiveRankSum: positive, negativeRankSum: negative, p: p, isExact: false, rankBiserial: rankBiserial)
    }

    private static func logChoose(_ n: Int, _ k: Int) -> Double {
        lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1))
    }
}
