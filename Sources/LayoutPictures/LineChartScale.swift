/// An axis of a ``LineChart``: a data range widened to "nice" ticks (steps of
/// 1, 2 or 5 times a power of ten, about six of them) and mapped linearly
/// onto pixels.
struct LineChartScale {
    let low: Double
    let high: Double
    let step: Double

    /// The scale covering `values` (finite ones; 0…1 if there are none).
    init(covering values: [Double]) {
        let finite = values.filter(\.isFinite)
        var low = finite.min() ?? 0, high = finite.max() ?? 1
        if high - low < 1e-9 {
            // A flat line: a range of one unit around it (or 0…1).
            low -= 0.5
            high += 0.5
        }
        let raw = (high - low) / 6
        let magnitude = Self.powerOfTen(raw)
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        self.step = step
        // A value past a tick by round-off (an LP frame of
        // 200.0000000000009 where greedy's is 200) opens no further step:
        // the chart's axes do not depend on the last bits of an answer.
        self.low = (low / step + Self.roundOff).rounded(.down) * step
        self.high = (high / step - Self.roundOff).rounded(.up) * step
    }

    /// How far past a tick, in steps, a value is still read as on it.
    static let roundOff = 1e-9

    /// The largest power of ten at most `value` (> 0).
    static func powerOfTen(_ value: Double) -> Double {
        var power = 1.0
        while power > value { power /= 10 }
        while power * 10 <= value { power *= 10 }
        return power
    }

    /// The ticks from `low` to `high`, each computed from its index.
    var ticks: [Double] {
        let count = Int(((high - low) / step).rounded()) + 1
        return (0..<count).map { low + Double($0) * step }
    }

    /// `value`'s place between `start` (at `low`) and `end` (at `high`).
    func map(_ value: Double, from start: Double, to end: Double) -> Double {
        start + (value - low) / (high - low) * (end - start)
    }
}
