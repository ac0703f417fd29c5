import LinearProgram

extension LPLayoutEngine {
    /// The least proposals that give a least-squares refinement's answers
    /// (docs/strategies.md, "Proposals"): `layoutProgram`'s last objective
    /// (``LayoutProgram/proposalsStageName``, the sum of every sharing
    /// stack's proposals) minimised over `bounded` with every stage before
    /// the squares held at its value in `solution` and each squares term
    /// held at its value, exactly where that holds (else within
    /// ``polishingTolerance``). A child at
    /// its maximum answers any proposal above it, and a proposal moves what
    /// the squares do not name (a Text's line count beside a wider sibling
    /// in a VStack); the least one is a function of the answers.
    ///
    /// Where the program is mixed-integer, the stage is solved over every
    /// branch (another line count may give the same answers to a smaller
    /// proposal) with the held rows at the program's own lexicographic
    /// tolerance (1e-6 for a mixed-integer program, which branch-and-cut's
    /// integrality tolerance needs), then
    /// polished with that branch's integers fixed and the rows at
    /// no slack (else ``polishingTolerance``, else 1e-8, else 1e-7:
    /// ``proposalPolishingSlacks``); where none has an optimum, the run's
    /// own integers are kept. `solution` itself stands where neither has one
    /// (rows that held only within the refinement's tolerances) or a solve
    /// stalls.
    ///
    /// `strictly`: nil instead of the run's integers or `solution` (a
    /// relaxation's answer, which the program itself must confirm: the
    /// stage values and terms it holds are the program's only where some
    /// branch holds them).
    func settlingProposals(
        _ layoutProgram: LayoutProgram, bounded: Program, _ solution: Solution, deadline: CPUDeadline?,
        effort: inout SolverEffort?, strictly: Bool = false
    ) throws(LPLayoutError) -> Solution? {
        guard let squares = layoutProgram.squares, let stage = bounded.objectives.last,
            stage.name == LayoutProgram.proposalsStageName
        else { return strictly ? nil : solution }
        let kept = Array(solution.values.prefix(bounded.variableCount))
        func holding(slack: Double) -> Program {
            var program = bounded.holdingObjectives(squares.position, at: kept, slack: slack)
                .holdingTerms(of: squares, at: kept, slack: slack)
            program.replaceObjectives(with: [stage])
            return program
        }
        let limited = solver.presolvingLinearPrograms().limitingIterations(to: Self.refinementIterationLimit(bounded))
        /// The optimum of `program`, or nil where it has none or stalls.
        func optimum(of program: Program) throws(LPLayoutError) -> Solution? {
            try unlessUnsolved { () throws(LPLayoutError) -> Solution? in
                let session = try self.session(for: program, reusing: nil, solver: program.isMixedInteger ? nil : limited)
                let found = try solveOnce(program, in: session, deadline: deadline, stage: "the least proposals")
                if let total = effort, let more = found.effort { effort = total + more }
                return found
            }
        }
        // A mixed-integer program's best branch; a linear program has none
        // to choose, and is polished as it stands where `strictly` asks.
        let branch = bounded.isMixedInteger ? try optimum(of: holding(slack: bounded.lexicographicTolerance)) : nil
        if bounded.isMixedInteger ? branch != nil : strictly {
            // A branch's own answers can differ from the run's by a little
            // more than 1e-9 of their values (its big-M rows met within
            // branch-and-cut's tolerance): the tightest slack that polishes
            // it, so that the branch, not the run's order-dependent
            // integers, decides.
            for slack in Self.proposalPolishingSlacks {
                let held = holding(slack: slack)
                if let polished = try optimum(of: branch.map { held.fixingIntegers(at: $0.values) } ?? held) { return polished }
            }
        }
        if strictly { return nil }
        for slack in [0, Self.polishingTolerance] {
            if let polished = try optimum(of: holding(slack: slack).fixingIntegers(at: kept)) { return polished }
        }
        return solution
    }

    /// The slacks (relative to each held value) with which the least
    /// proposals' branch is polished, tightest first: fuzz seed 11, case 55
    /// of `weighted` (a Rectangle and a custom layout beside a fixed-size
    /// ZStack 62 tall, proposed any height up to 62) polishes only at 1e-8,
    /// and kept the run's proposal of 62 or 0 with the children's order.
    /// First none at all: any slack is room the least proposals take from
    /// the answers (two Colors in 300 under `weighted` came out 150.00000015
    /// and 149.99999985 in a row 299.999999999 wide, the unused space's
    /// hold of 1e-9 and each term's of 1.5e-7 spent on smaller proposals).
    static let proposalPolishingSlacks = [0, polishingTolerance, 1e-8, 1e-7]
}
