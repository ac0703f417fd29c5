import Foundation

/// A rate over items that come in clusters: nodes agreeing, counted over
/// cases, where the nodes of one case are not independent draws (a stack's
/// children move together). The rate is the ratio estimator
/// p = Σ aᵢ / Σ nᵢ over clusters i (aᵢ agreeing of nᵢ items); its variance is
/// the cluster-robust (linearised) one, var(p) = k / (k − 1) · Σ (aᵢ − p·nᵢ)² / (Σ nᵢ)²
/// over the k clusters with items (Cochran, *Sampling Techniques*, 3rd ed.,
/// 1977, §6.4, the ratio estimator under cluster sampling), and the 95%
/// interval is p ± z·√var(p), clipped to [0, 1] (docs/metrics.md,
/// "Agreement rate over clusters").
public struct ClusteredRate: Hashable, Sendable, CustomStringConvertible {
    /// Per cluster: items agreeing and items.
    public private(set) var clusters: [Cluster] = []

    /// One cluster's counts.
    public struct Cluster: Hashable, Sendable {
        /// Items agreeing.
        public var agreed: Int
        /// Items.
        public var total: Int
    }

    /// No cluster.
    public init() {}

    /// The rate with one more cluster of `total` items, `agreed` of them agreeing.
    ///
    /// - Throws: ``MetricError`` when `agreed` is not within `0...total`.
    public func adding(agreed: Int, of total: Int) throws(MetricError) -> ClusteredRate {
        guard total >= 0, (0...total).contains(agreed) else { throw .invalidCounts(agreed: agreed, total: total) }
        var copy = self
        if total > 0 { copy.clusters.append(Cluster(agreed: agreed, total: total)) }
        return copy
    }

    /// Σ aᵢ.
    public var agreed: Int { clusters.reduce(0) { $0 + $1.agreed } }
    /// Σ nᵢ.
    public var total: Int { clusters.reduce(0) { $0 + $1.total } }

    /// Σ aᵢ / Σ nᵢ; nil without items.
    public var rate: Double? { total == 0 ? nil : Double(agreed) / Double(total) }

    /// The cluster-robust standard error of ``rate``; nil with fewer than two clusters.
    public var standardError: Double? {
        guard let rate, clusters.count >= 2 else { return nil }
        let k = Double(clusters.count), n = Double(total)
        let squares = clusters.reduce(0.0) { sum, cluster in
            let residual = Double(cluster.agreed) - rate * Double(cluster.total)
            return sum + residual * residual
        }
        return (k / (k - 1) * squares / (n * n)).squareRoot()
    }

    /// `p ± z·SE`, clipped to [0, 1]; nil with fewer than two clusters.
    public func interval(z: Double = AgreementRate.z95) -> ClosedRange<Double>? {
        guard let rate, let standardError else { return nil }
        return max(0, rate - z * standardError)...min(1, rate + z * standardError)
    }

    /// `8/12 = 66.7% (95% CI 23.5–100.0%, 3 cases)`, without an interval
    /// for one case, `0/0` without items.
    public var description: String {
        guard let rate else { return "0/0" }
        let head = "\(agreed)/\(total) = \(Self.percent(rate))"
        guard let interval = interval() else { return head + " (1 case)" }
        return head
            + " (95% CI \(Self.percent(interval.lowerBound, sign: false))–\(Self.percent(interval.upperBound)), \(clusters.count) cases)"
    }

    private static func percent(_ value: Double, sign: Bool = true) -> String {
        let tenths = (value * 1000).rounded() / 10
        return "\(tenths)" + (sign ? "%" : "")
    }
}
