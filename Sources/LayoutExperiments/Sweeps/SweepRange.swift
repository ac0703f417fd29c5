/// The proposals of one axis that a sweep visits: `start`, `start + step`,
/// … up to and including `end` (written `A:B:STEP` on the command line).
public struct SweepRange: Sendable, Hashable, CustomStringConvertible {
    /// The first length.
    public var start: Double
    /// The last length the range may reach (reached when `end − start` is a
    /// whole number of steps).
    public var end: Double
    /// The distance between neighbouring lengths, > 0.
    public var step: Double

    /// The range `start…end` by `step`.
    ///
    /// - Throws: ``SweepRangeError`` unless every number is finite,
    ///   `0 ≤ start ≤ end` and `step > 0`, and the range has at most
    ///   ``maximumCount`` lengths.
    public init(start: Double, end: Double, step: Double) throws(SweepRangeError) {
        guard start.isFinite, end.isFinite, step.isFinite, start >= 0, start <= end, step > 0 else {
            throw SweepRangeError(text: "\(start):\(end):\(step)", expected: "finite numbers with 0 <= A <= B and STEP > 0")
        }
        guard ((end - start) / step).rounded(.down) < Double(Self.maximumCount) else {
            throw SweepRangeError(text: "\(start):\(end):\(step)", expected: "at most \(Self.maximumCount) proposals")
        }
        self.start = start
        self.end = end
        self.step = step
    }

    /// The range `text` writes as `A:B:STEP`.
    ///
    /// - Throws: ``SweepRangeError`` naming `text` and what was expected.
    public init(parsing text: String) throws(SweepRangeError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 3, let start = parts[0], let end = parts[1], let step = parts[2] else {
            throw SweepRangeError(text: text, expected: "A:B:STEP, three numbers")
        }
        do {
            try self.init(start: start, end: end, step: step)
        } catch {
            throw SweepRangeError(text: text, expected: error.expected)
        }
    }

    /// The most lengths one range may hold.
    public static let maximumCount = 100_000

    /// The lengths, each computed as `start + i·step` (no accumulated
    /// round-off), the last within 1e-9 of a step of `end` included, and a
    /// length that rounding puts past `end` is `end` (`0:0.3:0.1` ends at
    /// 0.3, not 0.30000000000000004).
    public var values: [Double] {
        Self.values(start: start, end: end, step: step)
    }

    /// ``values`` of `start…end` by `step` (all finite, `step > 0`, `start ≤ end`,
    /// few enough steps to count), for every option that takes `A:B:STEP`.
    public static func values(start: Double, end: Double, step: Double) -> [Double] {
        let count = Int(((end - start) / step + 1e-9).rounded(.down)) + 1
        return (0..<count).map { Swift.min(start + Double($0) * step, end) }
    }

    public var description: String { "\(start):\(end):\(step)" }
}
