/// Where one LP layout's solve spent its wall time (``LPRun/times``), for
/// benchmarks and experiment logs. Building the program is not included:
/// it happens once per proposal shape, before (``LPLayoutEngine/compile(_:shape:)``).
public struct LPStageTimes: Sendable, Hashable {
    /// Bounds from the proposal, bound propagation and probing (``LPLayoutEngine/prepare(_:proposal:deadline:)``).
    public var preparation: Duration = .zero
    /// Handing the program to the solver (a new solver problem, or a warm
    /// session's changed bounds).
    public var loading: Duration = .zero
    /// The solve: the simplex for a linear program; the relaxation and
    /// branch-and-cut for a mixed-integer one.
    public var solve: Duration = .zero
    /// Re-solving with the integers fixed (mixed-integer programs only).
    public var polishing: Duration = .zero
    /// Reading frames and proposals from the solution, mirroring and checking them.
    public var readBack: Duration = .zero

    /// Every stage at zero.
    public init() {}

    /// The stages in order, named as benchmarks print them.
    public var stages: [(name: String, duration: Duration)] {
        [("preparation", preparation), ("loading", loading), ("solve", solve), ("polishing", polishing), ("read-back", readBack)]
    }
}
