import LayoutModel
import LinearProgram

extension LPLayoutEngine {
    /// The run's lexicographic solve as linear programs another solver can
    /// replay one by one (docs/linear-programs.md, "Replaying a run"): for
    /// each stage before the least squares, the program at `proposal` with
    /// the earlier stages held at the run's values and that stage's
    /// objective; then, where the strategy has a least-squares stage, its
    /// optimality conditions at the run's answer (the integers fixed at the
    /// run's branch: a linear program whose every point is the exact
    /// minimiser) and the least proposals with every stage and the squares'
    /// terms held exactly, on the run's branch. Every earlier stage is held
    /// at the run's value exactly (`Program/holdingObjectives(_:at:optima:slack:)`
    /// with no slack: a slack of 1e-6 of an overflow of 75 pt is worth 0.06
    /// to a penalty stage of 750 a point), and the stages before the squares
    /// are solved over every branch.
    ///
    /// - Parameters:
    ///   - run: a run of this engine at `proposal`.
    ///   - proposal: the root proposal the run was made at.
    /// - Throws: ``LPLayoutError`` when the program cannot be bounded to `proposal`.
    public func replayStages(of run: LPRun, proposal: ProposedViewSize) throws(LPLayoutError) -> [ReplayStage] {
        let bounded = try prepare(run.program, proposal: proposal)
        let values = Array(run.solution.values.prefix(bounded.variableCount))
        guard values.count == bounded.variableCount else { return [] }
        let objectives = bounded.objectives
        let squares = run.program.squares
        let before = min(squares?.position ?? objectives.count, objectives.count)
        // A program without objectives (`exact`'s rows alone fix a point) replays as itself.
        guard !objectives.isEmpty else { return [ReplayStage(name: "rows", program: bounded, fixesFrames: true)] }
        var stages: [ReplayStage] = []
        for index in 0..<before {
            var program = bounded.holdingObjectives(index, at: values, slack: 0)
            program.replaceObjectives(with: [objectives[index]])
            stages.append(
                ReplayStage(
                    name: objectives[index].name ?? "stage-\(index)", program: program,
                    optimum: Program.evaluate(objectives[index].expression, values: values),
                    fixesFrames: squares == nil && index == before - 1))
        }
        guard let squares else { return stages }
        let base = bounded.holdingObjectives(before, at: values, slack: 0).fixingIntegers(at: values)
        if let conditions = base.squaresOptimality(of: squares.terms, activeAt: values, tolerance: Self.activeSetTolerance) {
            stages.append(
                ReplayStage(
                    name: squares.name, program: conditions,
                    terms: squares.terms.map { Program.evaluate($0, values: values) }))
        }
        if let last = objectives.last, last.name == LayoutProgram.proposalsStageName {
            // Within the run's branch, every stage and term held exactly: a
            // slack would be room the least proposals take from the answers
            // (docs/strategies.md, "Proposals").
            var program = bounded.holdingObjectives(before, at: values, slack: 0).holdingTerms(of: squares, at: values, slack: 0)
                .fixingIntegers(at: values)
            program.replaceObjectives(with: [last])
            stages.append(
                ReplayStage(
                    name: LayoutProgram.proposalsStageName, program: program,
                    optimum: Program.evaluate(last.expression, values: values), fixesFrames: true))
        }
        return stages
    }
}
