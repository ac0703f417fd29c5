import LayoutModel

/// The reference engine: SwiftUI's greedy propose/respond protocol.
///
/// A parent proposes a size, the child answers with its size (sizing pass,
/// cached per proposal); then each parent places its children with a
/// placement proposal and an origin (placement pass). Every layout type
/// lives in its own file and documents which SwiftUI rule it reproduces; the
/// semantics and the choices made where SwiftUI is uncertain are in
/// docs/greedy-semantics.md.
public struct GreedyLayoutEngine: LayoutEngine, Sendable {
    /// The engine; it has no settings.
    public init() {}

    /// `greedy`, the name results and reports carry.
    public var name: String { "greedy" }

    /// Lays out `tree` with `proposal` offered to the root's container, whose
    /// origin is (0, 0); the root view is offered it less the root safe area.
    /// - Throws: `GreedyLayoutError.noLayout` if arithmetic produced NaN or a size of −∞.
    public func layout(_ tree: LayoutTree, proposal: ProposedViewSize) throws -> LayoutResult {
        try run(tree, proposal: proposal).result
    }

    /// Lays out `tree` and also returns how much work the sizing pass did.
    ///
    /// Sizing and placing recurse once per tree level; a deep tree is laid
    /// out on a thread with a stack sized to it (`DeepWork`).
    public func run(_ tree: LayoutTree, proposal: ProposedViewSize) throws -> (result: LayoutResult, statistics: GreedyStatistics) {
        let (result, session, _) = try laidOut(tree, proposal: proposal) { _ in () }
        return (result, session.statistics)
    }

    /// Lays `tree` out at `proposal` in a new session, then runs `after` on
    /// that session, on the same deep-enough thread (`DeepWork`).
    func laidOut<Value>(
        _ tree: LayoutTree, proposal: ProposedViewSize, then after: (GreedySession) -> Value
    ) throws -> (result: LayoutResult, session: GreedySession, value: Value) {
        let session = GreedySession(tree: tree)
        let value = DeepWork.run(depth: tree.depth) {
            session.placeRoot(proposal: proposal)
            return after(session)
        }
        // Right-to-left subtrees are laid out left to right, then mirrored (seed 002).
        let frames = RightToLeftMirror.apply(to: session.frames, in: tree)
        let result = LayoutResult(engine: name, frames: frames, proposals: session.proposals)
        try GreedySupport.checkNumbers(result, in: tree)
        return (result, session, value)
    }
}

/// Counters of one greedy layout, for tests that bound the work done.
public struct GreedyStatistics: Sendable, Hashable {
    /// Calls of a layout type's sizing function (cache misses).
    public var sizeEvaluations = 0
    /// Sizing requests answered from the per-proposal cache.
    public var cacheHits = 0
    /// Placement steps run only to read explicit alignment guides (cache misses).
    public var probes = 0
}
