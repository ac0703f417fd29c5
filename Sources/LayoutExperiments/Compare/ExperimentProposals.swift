import LayoutModel

/// The proposals an experiment lays each model out at: the model's own
/// (the default), a grid of widths and/or heights (`--width A:B:STEP`,
/// `--height A:B:STEP`; an axis without a range keeps the model's value),
/// and explicit sizes (`--proposal WxH`), in that order, each once.
public struct ExperimentProposals: Sendable, Hashable {
    /// Widths to try, or empty for the model's own.
    public var widths: [Double]
    /// Heights to try, or empty for the model's own.
    public var heights: [Double]
    /// Explicit proposals (`--proposal WxH`), tried after the grid.
    public var explicit: [ProposedViewSize]

    /// Proposals from ranges and explicit sizes; all empty: the model's own.
    public init(widths: [Double] = [], heights: [Double] = [], explicit: [ProposedViewSize] = []) {
        self.widths = widths
        self.heights = heights
        self.explicit = explicit
    }

    /// The proposals for a model proposed `own`: the grid when a range is
    /// given, the model's own when neither a range nor an explicit size
    /// is, then the explicit ones; duplicates dropped.
    public func proposals(own: ProposedViewSize) -> [ProposedViewSize] {
        var result: [ProposedViewSize] = []
        if !widths.isEmpty || !heights.isEmpty {
            for width in widths.isEmpty ? [own.width] : widths.map(Optional.some) {
                for height in heights.isEmpty ? [own.height] : heights.map(Optional.some) {
                    result.append(ProposedViewSize(width: width, height: height))
                }
            }
        } else if explicit.isEmpty {
            result.append(own)
        }
        for proposal in explicit where !result.contains(proposal) { result.append(proposal) }
        var seen = Set<ProposedViewSize>()
        return result.filter { seen.insert($0).inserted }
    }

    /// `A:B:STEP` as values A, A + STEP, ... ≤ B (computed as A + i·STEP, so
    /// no error accumulates; B is included when it lies on the grid within
    /// 1e-9, and a value that rounding puts past B is B: ``SweepRange/values(start:end:step:)``).
    ///
    /// - Throws: ``ExperimentInputError`` naming `option` and the value.
    public static func range(_ text: String, option: String) throws(ExperimentInputError) -> [Double] {
        let failure = ExperimentInputError(
            subject: "\(option) \(text)", expected: "expected A:B:STEP with 0 ≤ A ≤ B and STEP > 0, such as 100:300:50")
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard parts.count == 3, let first = parts[0], let last = parts[1], let step = parts[2],
            first.isFinite, last.isFinite, step.isFinite, first >= 0, first <= last, step > 0
        else { throw failure }
        // Counted as a Double first: 0:1e300:1 or a step of 1e-300 is no Int.
        let steps = ((last - first) / step + 1e-9).rounded(.down)
        guard steps < Double(maximumCount) else {
            throw ExperimentInputError(
                subject: "\(option) \(text)",
                expected: "at most \(maximumCount) values, not \(steps + 1 >= 1e15 ? "\(steps + 1)" : String(Int(steps) + 1))")
        }
        return SweepRange.values(start: first, end: last, step: step)
    }

    /// The most proposals an experiment takes: along one axis, and in the
    /// grid `--width` × `--height` together (issue 31: larger counts
    /// aborted allocating).
    public static let maximumCount = 1_000_000

    /// Checks that the grid of `widths` × `heights` holds at most
    /// ``maximumCount`` proposals.
    ///
    /// - Throws: ``ExperimentInputError`` naming both options and the product.
    public static func checkGrid(widths: Int, heights: Int) throws(ExperimentInputError) {
        guard widths.multipliedReportingOverflow(by: heights).partialValue <= maximumCount, widths <= maximumCount, heights <= maximumCount
        else {
            throw ExperimentInputError(
                subject: "--width and --height",
                expected: "at most \(maximumCount) proposals together, not \(widths) × \(heights)")
        }
    }

    /// `WxH` (either may be `nil` for unspecified or `inf`), as `--proposal` takes it.
    ///
    /// - Throws: ``ExperimentInputError`` naming the value.
    public static func size(_ text: String) throws(ExperimentInputError) -> ProposedViewSize {
        let failure = ExperimentInputError(
            subject: "--proposal \(text)", expected: "expected WxH, such as 300x20 (each a number ≥ 0, inf or nil)")
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw failure }
        func component(_ part: String) throws(ExperimentInputError) -> Double? {
            if part == "nil" { return nil }
            if part == "inf" { return .infinity }
            guard let value = Double(part), value >= 0, value.isFinite else { throw failure }
            return value
        }
        return ProposedViewSize(width: try component(parts[0]), height: try component(parts[1]))
    }

    /// `300x20`, `nilx20`, `infxinf`: the proposal as rows and file names give it.
    public static func label(_ proposal: ProposedViewSize) -> String {
        func text(_ component: Double?) -> String { component.map(ExperimentNumber.text) ?? "nil" }
        return text(proposal.width) + "x" + text(proposal.height)
    }
}
