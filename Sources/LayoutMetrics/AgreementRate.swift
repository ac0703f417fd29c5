/// How often two engines agree, with a 95% confidence interval: `agreed`
/// successes out of `total` trials, the interval by Wilson's score method
/// (docs/metrics.md, "Agreement rate"). Wilson's interval stays inside
/// 0…1 and is sensible at 0 and at `total` successes, where the normal
/// approximation collapses to a point.
public struct AgreementRate: Hashable, Sendable, CustomStringConvertible {
    /// Trials that agreed.
    public var agreed: Int
    /// Trials compared.
    public var total: Int

    /// The normal quantile of a two-sided 95% interval.
    public static let z95 = 1.959963984540054

    /// `agreed` of `total` trials; `agreed` must lie in 0...`total`.
    public init(agreed: Int, total: Int) {
        precondition(total >= 0 && (0...max(total, 0)).contains(agreed), "agreed must lie in 0...total")
        self.agreed = agreed
        self.total = total
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
        return "\(agreed)/\(total) = \(Self.percent(rate)) (95% CI \(Self.percent(interval.lowerBound, sign: false))–\(Self.percent(interval.upperBound)))"
    }

    private static func percent(_ value: Double, sign: Bool = true) -> String {
        let tenths = (value * 1000).rounded() / 10
        return "\(tenths)" + (sign ? "%" : "")
    }
}
