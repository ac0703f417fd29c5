import LayoutModel

/// The N-way check's judgement of one engine.
public struct EngineVerdict: Sendable, Hashable, CustomStringConvertible {
    /// The outcome of the check for one engine; the raw value is what reports print.
    public enum Status: String, Sendable, Hashable {
        /// Agrees with the reference (or is the reference) and meets its expectations.
        case agrees
        /// A declarative strategy that differs from the reference: a finding, not a failure.
        case differs
        /// Disagrees where it must agree, or misses one of its own expectations.
        case failed
        /// Refused the model (an element it does not encode).
        case refused
        /// Found that the input has no layout.
        case noLayout = "no layout"
        /// The engine or its solver failed.
        case engineFailure = "engine failure"
    }

    /// The engine's name.
    public var engine: String
    /// How the engine fared.
    public var status: Status
    /// Nodes differing from the reference.
    public var differingNodes: Int
    /// Expectations not met (ids).
    public var unmetExpectations: [ModelID]
    /// Expectations checked.
    public var expectationCount: Int
    /// The refusal or failure message, if any.
    public var message: String?
    /// Whether this is the reference the others are compared with (it
    /// "agrees" with itself; reports say `reference` instead).
    public var isReference = false

    public var description: String {
        var text = "\(engine): \(isReference && status == .agrees ? "reference" : status.rawValue)"
        switch status {
        case .agrees, .differs, .failed:
            if differingNodes > 0 { text += ", \(differingNodes) node\(differingNodes == 1 ? "" : "s") differ from the reference" }
            if expectationCount > 0 {
                // "N of M" says whether any was missed, whichever way the line ends.
                text += ", " + Self.expectationsMet(expectationCount - unmetExpectations.count, of: expectationCount)
                if !unmetExpectations.isEmpty {
                    text += "; not met: \(unmetExpectations.map { PrintableText.escaped($0.text) }.joined(separator: ", "))"
                }
            }
        case .refused, .noLayout, .engineFailure:
            if let message { text += ": \(message)" }
        }
        return text
    }

    /// `N of M expectations met` (`expectation` when M is 1), as every
    /// verdict of `layoutlp check` words it.
    public static func expectationsMet(_ met: Int, of count: Int) -> String {
        "\(met) of \(count) expectation\(count == 1 ? "" : "s") met"
    }
}
