/// What stays the same between the programs a ``LinearProgramSolverSession``
/// solves one after another: the program they were copied from (their
/// ``ProgramID``) and their numbers of variables, rows and objectives.
///
/// Bounds, variable kinds, row coefficients and right-hand sides may differ
/// (a proposal's bounds, a presolve's tightening, integers fixed for
/// polishing); a session updates those in place.
public struct ProgramStructure: Hashable, Sendable {
    /// The identity the programs share.
    public let id: ProgramID
    /// The number of variables (columns).
    public let variableCount: Int
    /// The number of constraints (rows).
    public let rowCount: Int
    /// The number of objectives, solved lexicographically.
    public let objectiveCount: Int

    /// The structure of `program`.
    public init(_ program: Program) {
        id = program.id
        variableCount = program.variableCount
        rowCount = program.rowCount
        objectiveCount = program.objectives.count
    }

    /// Why `program` does not have this structure (naming what differs), or
    /// nil when it does.
    public func mismatch(with program: Program) -> String? {
        guard program.id == id else { return "the program is not a copy of the session's program" }
        let counts = [
            ("variables", variableCount, program.variableCount),
            ("rows", rowCount, program.rowCount),
            ("objectives", objectiveCount, program.objectives.count),
        ]
        for (what, expected, got) in counts where expected != got {
            return "the session's program has \(expected) \(what), this one \(got)"
        }
        return nil
    }
}
