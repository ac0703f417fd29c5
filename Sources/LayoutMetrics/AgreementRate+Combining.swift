extension AgreementRate {
    /// The rate of several groups of trials pooled (docs/metrics.md,
    /// "Agreement rate"): agreed and total summed, so the interval is that
    /// of all trials together (per folder, per rule family, per engine pair).
    /// No rates pool to 0/0.
    public static func pooled(_ rates: some Sequence<AgreementRate>) -> AgreementRate {
        var agreed = 0
        var total = 0
        for rate in rates {
            agreed += rate.agreed
            total += rate.total
        }
        // Each summand keeps 0 ≤ agreed ≤ total, so the sums do.
        return AgreementRate(checked: agreed, total)
    }
}
