import LayoutModel

/// The lengths a view can take along one axis: what it answers to a zero
/// proposal (`minimum`) and to an infinite one (`maximum`, possibly ∞).
/// The caller measures them (for instance with the greedy engine); a metric
/// only reads them.
public struct LengthRange: Sendable, Hashable, CustomStringConvertible {
    /// The length at a zero proposal.
    public var minimum: Double
    /// The length at an infinite proposal (possibly ∞).
    public var maximum: Double

    /// A range from `minimum` to `maximum`.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The part of its range a view of `length` kept (docs/metrics.md,
    /// "Kept share"): (length − min) / (max′ − min), where max′ = min(max,
    /// capacity) is the most the view could have had in a container of
    /// length `capacity`.
    ///
    /// - nil when max′ ≤ min: a rigid view (or one the container cannot
    ///   grow) has no range to keep.
    /// - With max′ = ∞ (an unbounded view in an unbounded container) the
    ///   share is its limit: 1 for an infinite length, 0 for a finite one.
    /// - Not clamped: a length below the minimum gives a negative share, one
    ///   beyond max′ a share above 1.
    public func keptShare(of length: Double, capacity: Double = .infinity) -> Double? {
        let reachable = min(maximum, capacity)
        guard reachable > minimum else { return nil }
        if reachable == .infinity { return length == .infinity ? 1 : 0 }
        if length == minimum { return 0 }
        return (length - minimum) / (reachable - minimum)
    }

    /// `8…inf`.
    public var description: String { "\(formatLength(minimum))…\(formatLength(maximum))" }
}
