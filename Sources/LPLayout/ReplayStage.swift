import LinearProgram

/// One linear program of a lexicographic replay
/// (``LPLayoutEngine/replayStages(of:proposal:)``): what another solver
/// solves (`glpsol --lp`), and what it must find there for the run to be
/// reproduced (docs/linear-programs.md, "Replaying a run").
public struct ReplayStage: Sendable {
    /// The stage's name (`overflow-d0`, `least-squares`, `least-proposals`, …).
    public var name: String
    /// The program: the layout program at the run's proposal, the stages
    /// before this one held as rows at the run's values, and this stage's
    /// objective (none for the least squares' optimality conditions, whose
    /// every feasible point is the exact minimiser).
    public var program: Program
    /// The optimum this stage's objective reaches in the run; nil for the
    /// optimality conditions.
    public var optimum: Double?
    /// The value of each least-squares term in the run (the optimality
    /// conditions' only); another solver's point must give the same.
    public var terms: [Double]?
    /// Whether every earlier stage and this one together fix the frames:
    /// another solver's `x`, `y`, `w`, `h` must be the run's.
    public var fixesFrames: Bool

    /// A stage of a replay.
    public init(name: String, program: Program, optimum: Double? = nil, terms: [Double]? = nil, fixesFrames: Bool = false) {
        self.name = name
        self.program = program
        self.optimum = optimum
        self.terms = terms
        self.fixesFrames = fixesFrames
    }
}
