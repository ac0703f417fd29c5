import LayoutModel

/// What one engine made of a model: frames, or why there are none.
public enum EngineOutcome: Sendable {
    /// The engine laid the tree out.
    case laidOut(LayoutResult)
    /// The engine (or strategy) refuses an element on purpose: the node path and why.
    case refused(String)
    /// The input has no layout (a NaN or −∞ size), by the engine's own rules.
    case noLayout(String)
    /// The engine or its solver failed.
    case failed(String)

    /// The frames, when there are any.
    public var result: LayoutResult? {
        if case .laidOut(let result) = self { result } else { nil }
    }
}
