import Foundation

/// Wall times of named stages over repeated runs, in the order the stages
/// were first timed, summarised as medians and 90th percentiles.
struct StageSamples {
    private(set) var names: [String] = []
    private var samples: [String: [Duration]] = [:]

    /// Times `body` as one run of `stage`.
    mutating func time<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try body()
        record(stage, clock.now - start)
        return value
    }

    mutating func record(_ stage: String, _ duration: Duration) {
        if samples[stage] == nil { names.append(stage) }
        samples[stage, default: []].append(duration)
    }

    /// The `q`-quantile (0...1) of `stage`'s runs by the nearest-rank rule:
    /// the ⌈q·n⌉-th smallest of n samples (the median of 21 runs is the 11th).
    func quantile(_ stage: String, _ q: Double) -> Duration? {
        guard let values = samples[stage], !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Swift.max(1, Int((q * Double(sorted.count)).rounded(.up)))
        return sorted[Swift.min(sorted.count, rank) - 1]
    }

    func median(_ stage: String) -> Duration? { quantile(stage, 0.5) }
    func p90(_ stage: String) -> Duration? { quantile(stage, 0.9) }
    func runs(_ stage: String) -> Int { samples[stage]?.count ?? 0 }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }

    /// Milliseconds with three significant decimals for small values.
    var milliseconds: String {
        let value = seconds * 1000
        return value >= 100 ? String(format: "%.1f ms", value) : String(format: "%.3f ms", value)
    }
}
