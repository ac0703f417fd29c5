/// How often two engines agree, with a 95% confidence interval: `agreed`
/// successes out of `total` trials, the interval by Wilson's score method
/// (docs/metrics.md, "Agreement rate"). Wilson's interval stays inside
/// 0…1 and is sensible at 0 and at `total` successes, where the normal
/// approximation collapses to a point.
public struct AgreementRate: Hashable, Sendable, CustomStringConvertible {
    /// Trials that agreed (0 ≤ agreed ≤ total, which every way to make a
    /// rate keeps).
    public private(set) var agreed: Int
    /// Trials compared.
    public private(set) var total: Int

    /// The normal quantile of a two-sided 95% interval.
    public static let z95 = 1.959963984540054

    /// No trials: 0/0, no rate.
    public static let none = AgreementRate(checked: 0, 0)

    /// `agreed` of `total` trials.
    ///
    /// - Throws: ``MetricError/invalidCounts(agreed:total:)`` unless
    ///   `0 ≤ agreed ≤ total`.
    public init(agreed: Int, total: Int) throws(MetricError) {
        guard agreed >= 0, agreed <= total else { throw .invalidCounts(agreed: agreed, total: total) }
        self.init(checked: agreed, total)
    }

    /// The rate of `outcomes`, one per trial (true: agreed).
    public init(counting outcomes: some Sequence<Bool>) {
        var rate = AgreementRate.none
        for agreed in outcomes { rate = rate.adding(agreed) }
        self = rate
    }

    /// Counts the caller has checked: `0 ≤ agreed ≤ total`.
    init(checked agreed: Int, _ total: Int) {
        self.agreed = agreed
        self.total = total
    }

    /// The rate with one more trial, agreed or not.
    public func adding(_ agreed: Bool) -> AgreementRate {
        AgreementRate(checked: self.agreed + (agreed ? 1 : 0), total + 1)
    }

    /// `agreed / total`; nil when nothing was compared.
    public var rate: Double? {
        total == 0 ? nil : Double(agreed) / Double(total)
    }

    /// Wilson's score interval for the rate at normal quantile `z`
    /// (default 95%); nil when nothing was compared.
    public func interval(z: Double = AgreementRate.z95) -> ClosedRange<Double>? {
        guard total > 0 else { return nil }
        let n = Double(total)
        let p = Double(agreed) / n
        let z2 = z * z
        let denominator = 1 + z2 / n
        let centre = (p + z2 / (2 * n)) / denominator
        let half = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / denominator
        return max(0, centre - half)...min(1, centre + half)
    }

    /// `8/10 = 80.0% (95% CI 49.0–94.3%)`, or `0/0` when nothing was compared.
    public var description: String {
        guard let rate, let interval = interval() else { return "0/0" }
        return
            "\(agreed)/\(total) = \(Self.percent(rate)) (95% CI \(Self.percent(interval.lowerBound, sign: false))–\(Self.percent(interval.upperBound)))"
    }

    private static func percent(_ value: Double, sign: Bool = true) -> String {
        let tenths = (value * 1000).rounded() / 10
        return "\(tenths)" + (sign ? "%" : "")
    }
}
