import LayoutModel

/// Limits the LP engine builds its programs with (docs/lp-encoding.md,
/// "Big-M and resolution").
public struct LPLayoutOptions: Hashable, Sendable {
    /// The largest finite root proposal component a program is built for, in
    /// points. Every big-M constant is derived from it by interval arithmetic
    /// over the tree, so one program is valid for every proposal in
    /// `0...proposalLimit` and a sweep only changes bounds. A larger proposal
    /// is refused before any solve.
    public var proposalLimit: Double
    /// Two lengths closer than this count as equal where a rule breaks ties
    /// (a stack's flexibility order, the line-count steps of text): the
    /// resolution of the exact encoding, in points.
    public var resolution: Double
    /// The most CPU time one layout may take: building its program (checked
    /// as the walk sizes and places views, on the building thread), then
    /// bound propagation, every solve and polishing, which share what
    /// building left when both run in one call (``LPLayoutEngine/run(_:proposal:)``),
    /// counted on the thread that does the work (`CPUDeadline`), so that a layout's outcome
    /// depends far less on how loaded the machine is than with a wall clock
    /// (only where its CPU time is near the limit). Running out is
    /// ``LPLayoutError/timeLimitReached(limit:stage:)``, never other frames.
    /// Nil: no limit.
    public var timeLimit: Duration?
    /// The most solver work one layout may take: simplex iterations plus
    /// branch-and-cut nodes over all its solves (`SolverEffort`). Unlike
    /// ``timeLimit``, whether a layout finishes within it does not depend on
    /// the machine or its load (the same program takes the same work with
    /// the same GLPK). Running out is
    /// ``LPLayoutError/workLimitReached(limit:stage:)``, never other frames.
    /// Nil: no limit.
    public var workLimit: Int?
    /// The most memory, in bytes, a program may be estimated to need
    /// (``ProgramSizeEstimate``); a larger tree is refused before its program
    /// is built. 2 GiB by default.
    public var memoryBudget: Int

    /// Options with a proposal limit of 10,000 points, a resolution of 1e-4 points, no time or work limit and a memory budget of 2 GiB unless given.
    public init(
        proposalLimit: Double = 10_000, resolution: Double = 1e-4, timeLimit: Duration? = nil,
        memoryBudget: Int = 2 << 30, workLimit: Int? = nil
    ) {
        self.proposalLimit = proposalLimit
        self.resolution = resolution
        self.timeLimit = timeLimit
        self.workLimit = workLimit
        self.memoryBudget = memoryBudget
    }

    /// Checks that programs built with these options can take `proposal`:
    /// every finite component in `0...proposalLimit` (NaN is refused too).
    ///
    /// - Throws: ``LPLayoutError/proposalOutOfRange(axis:value:limit:)``.
    public func checkRange(_ proposal: ProposedViewSize) throws(LPLayoutError) {
        try checkRange(proposal, limit: proposalLimit)
    }

    /// Checks every finite component of `proposal` against `0...limit`
    /// (NaN is refused too).
    func checkRange(_ proposal: ProposedViewSize, limit: Double) throws(LPLayoutError) {
        for axis in Axis.allCases {
            guard let value = proposal[axis], !value.isInfinite else { continue }
            guard value >= 0, value <= limit else {
                throw .proposalOutOfRange(axis: axis, value: value, limit: limit)
            }
        }
    }
}
