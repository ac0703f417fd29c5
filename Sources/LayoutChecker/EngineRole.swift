/// How the N-way check judges an engine against the reference (greedy).
public enum EngineRole: Sendable, Hashable {
    /// The reference every other engine is compared with.
    case reference
    /// An engine that claims the greedy rules (`lp/exact`): any difference
    /// from the reference is a failure.
    case mustAgree
    /// A declarative strategy: differences are findings, reported but not
    /// failures; only its own expectations can fail it.
    case declarative
}
