import LayoutModel

/// A way of turning a layout tree into a program: one reading of SwiftUI's
/// layout concepts (proposal, minimum/ideal/maximum, layoutPriority, spacing,
/// Spacer, overflow) as constraints and objectives (docs/strategies.md).
///
/// Strategies live side by side so their answers can be compared. A strategy
/// that ``claimsGreedyRules`` (`exact`) must lay every tree out exactly as the
/// greedy engine does, and the checker treats any difference as a failure; a
/// declarative strategy (`lex-fair`, `weighted`, `soft-ideal`,
/// `min-deviation`) may differ, and its differences are findings.
///
/// A strategy written outside the package builds its ``LayoutProgram`` with
/// the public initialiser: the program, and how to read each node's frame
/// from a solution.
public protocol LayoutStrategy: Sendable {
    /// The name used by `--strategy`, in engine names (`lp/<name>`) and in a
    /// model file's `expectByStrategy`.
    var name: String { get }
    /// Whether the strategy claims to reproduce SwiftUI's greedy rules, so
    /// that any difference from the greedy engine is an error.
    var claimsGreedyRules: Bool { get }
    /// The strategy's parameters and their values, for reports and
    /// provenance (`scope=container`, `mode=stack-max`); empty when it has none.
    var parameters: [String: String] { get }
    /// What each parameter ``setting(_:to:)`` takes accepts, in words, for
    /// error messages (`"scope": "container or global"`); a parameter
    /// missing here is reported without its values. The default is empty.
    var acceptedValues: [String: String] { get }
    /// Builds the program for `tree` and root proposals of `shape`.
    ///
    /// - Throws: ``LPLayoutError/unsupported(_:)`` for a node the strategy
    ///   cannot encode (its path and why).
    func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram
    /// Whether the strategy builds one program per root proposal
    /// (`decomposed`) rather than one per proposal shape. The default is false.
    var buildsPerProposal: Bool { get }
    /// Builds the program that lays `tree` out at `proposal`. The default
    /// builds the program of the proposal's shape; a strategy that
    /// ``buildsPerProposal`` builds one for this proposal alone
    /// (``LayoutProgram/builtFor``).
    func compile(_ tree: LayoutTree, proposal: ProposedViewSize, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram
    /// This strategy with `parameter` set to `value` (as written on the
    /// command line); nil when it has no such parameter or cannot take the
    /// value. The default has no parameters.
    func setting(_ parameter: String, to value: String) -> Self?
}

extension LayoutStrategy {
    /// Default: no parameters.
    public var parameters: [String: String] { [:] }

    /// Default: nothing said (no parameters).
    public var acceptedValues: [String: String] { [:] }

    /// Default: one program per proposal shape.
    public var buildsPerProposal: Bool { false }

    /// Default: the program of `proposal`'s shape (`compile(_:shape:options:)`).
    public func compile(_ tree: LayoutTree, proposal: ProposedViewSize, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        try compile(tree, shape: ProposalShape(of: proposal), options: options)
    }

    /// Default: no parameters, so nil.
    public func setting(_ parameter: String, to value: String) -> Self? { nil }

    /// `name`, then the parameters in name order: `weighted(scope=global)`.
    public var summary: String {
        guard !parameters.isEmpty else { return name }
        return "\(name)(" + parameters.keys.sorted().map { "\($0)=\(parameters[$0]!)" }.joined(separator: ", ") + ")"
    }
}
