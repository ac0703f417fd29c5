import LayoutChecker
import LayoutModel

/// What happened when both engines laid one problem out.
public enum CaseOutcome: Sendable {
    /// Both engines gave frames, equal within the tolerance at every node
    /// (the comparison holds both results).
    case agreed(ResultComparison)
    /// Both gave frames and they differ at the comparison's nodes.
    case disagreed(ResultComparison)
    /// An engine declined the tree on purpose: a layout it does not
    /// implement or a strategy that cannot encode it (`UnsupportedLayoutError`).
    case refused(engine: String, message: String)
    /// One engine failed (no optimum, a solver error, a NaN frame) while the
    /// other gave frames or failed differently.
    case failed(engine: String, message: String)
    /// Both engines declined to give frames: each reported a NaN it cannot
    /// resolve (infinite lengths met, docs/greedy-semantics.md, "Lengths at
    /// infinity") or the LP strategy refused. Agreement that there is no layout.
    case bothDeclined(greedy: String, lp: String)
    /// The generated tree is not a valid layout tree (a generator bug).
    case invalidTree(String)

    /// The outcome's class, used to keep a shrunk case failing the same way.
    public var kind: Kind {
        switch self {
        case .agreed: .agreed
        case .disagreed: .disagreed
        case .refused: .refused
        case .failed: .failed
        case .bothDeclined: .bothDeclined
        case .invalidTree: .invalidTree
        }
    }

    /// The outcome's class, without the results or messages; the raw value is the case's name.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// One class per case of `CaseOutcome`, named alike.
        case agreed, disagreed, refused, failed, bothDeclined, invalidTree
    }
}
