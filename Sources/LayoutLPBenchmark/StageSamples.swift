import Foundation

/// Times of named stages over repeated runs on one clock (`--clock`), in
/// the order the stages were first timed, the first `warmup` runs of each
/// stage left out, summarised as medians, 90th percentiles, means and
/// standard deviations.
struct StageSamples {
    /// The clock every stage is timed with.
    var clock: BenchClock = .wall
    /// Runs of each stage timed but not kept (`--warmup`).
    var warmup = 0
    private(set) var names: [String] = []
    private var samples: [String: [Duration]] = [:]
    private var calls: [String: Int] = [:]

    init(clock: BenchClock = .wall, warmup: Int = 0) {
        self.clock = clock
        self.warmup = warmup
    }

    /// Times `body` as one run of `stage`.
    mutating func time<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        let (value, duration) = try clock.measure(body)
        record(stage, duration)
        return value
    }

    /// Keeps `duration` as a run of `stage`, unless it is one of its first `warmup`.
    mutating func record(_ stage: String, _ duration: Duration) {
        calls[stage, default: 0] += 1
        guard calls[stage]! > warmup else { return }
        if samples[stage] == nil { names.append(stage) }
        samples[stage, default: []].append(duration)
    }

    /// The kept runs of `stage`, in seconds, in the order they ran.
    func seconds(_ stage: String) -> [Double] { samples[stage]?.map(\.seconds) ?? [] }

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
