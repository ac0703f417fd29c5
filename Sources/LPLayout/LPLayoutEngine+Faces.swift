import LayoutModel
import LinearProgram

extension LPLayoutEngine {
    /// Each node's ``NodeFace`` in `run` (laid out at `proposal`), in node
    /// order: for every width and height of a node's frame that is a
    /// program variable, its least and greatest value over the program
    /// with the run's integers fixed and every stage before the tie-break
    /// (every stage, for a program without one; and where the least
    /// squares are the strategy's own reading, as `min-deviation`'s, each
    /// of their terms) held within ``polishingTolerance`` of its value in
    /// the run; two linear programs
    /// per distinct variable, solved in one solver session. A length the
    /// program fixes as a constant, or whose range is narrower than
    /// ``NodeFace/tolerance``, is the point of its reported value.
    ///
    /// With the integers fixed, the range is the face of the run's branch:
    /// where another branch is as good, the whole optimal face is wider
    /// (docs/strategies.md, "Determined and tie-broken").
    ///
    /// - Throws: ``LPLayoutError`` when a solve fails or the time limit
    ///   (``LPLayoutOptions/timeLimit``, from this call) runs out.
    public func faces(of run: LPRun, proposal: ProposedViewSize) throws(LPLayoutError) -> [NodeFace] {
        try faces(of: run, proposal: proposal, nodes: nil)
    }

    /// ``faces(of:proposal:)`` of `node` alone (two linear programs per
    /// size instead of per size of every node).
    public func face(of run: LPRun, node: Int, proposal: ProposedViewSize) throws(LPLayoutError) -> NodeFace {
        try faces(of: run, proposal: proposal, nodes: [node])[node]
    }

    /// The faces of `nodes` (every node when nil); any other node gets the
    /// point of its reported size.
    private func faces(of run: LPRun, proposal: ProposedViewSize, nodes: Set<Int>?) throws(LPLayoutError) -> [NodeFace] {
        let deadline = options.timeLimit.map(CPUDeadline.after)
        let layoutProgram = run.program
        let bounded = try prepare(layoutProgram, proposal: proposal, deadline: deadline)
        let kept = Array(run.solution.values.prefix(bounded.variableCount))
        let ownStages = layoutProgram.squares?.position ?? bounded.objectives.count
        var held = bounded.fixingIntegers(at: kept).holdingObjectives(ownStages, at: kept, slack: Self.polishingTolerance)
        if let squares = layoutProgram.squares, !layoutProgram.squaresBreakTies {
            // The least squares are the strategy's own reading: their
            // optimum is unique in the terms, so the face holds each term
            // at its value.
            held = held.holdingTerms(of: squares, at: kept, slack: Self.polishingTolerance)
        }
        var known: [Variable: ClosedRange<Double>] = [:]
        var session: (any LinearProgramSolverSession)?
        func range(of component: FrameComponent, reported: Double) throws(LPLayoutError) -> ClosedRange<Double> {
            guard case .variable(let variable) = component else { return reported...reported }
            if let range = known[variable] { return range }
            let range = try self.range(
                of: variable, reported: reported, over: &held, session: &session, deadline: deadline,
                stage: "the face of the strategy's stages")
            known[variable] = range
            return range
        }
        var faces: [NodeFace] = []
        for (node, frame) in layoutProgram.frames.enumerated() {
            let reported = run.result.frames[node]
            guard nodes?.contains(node) ?? true else {
                faces.append(NodeFace(width: reported.width...reported.width, height: reported.height...reported.height))
                continue
            }
            faces.append(
                NodeFace(
                    width: try range(of: frame.width, reported: reported.width),
                    height: try range(of: frame.height, reported: reported.height)))
        }
        return faces
    }

    /// `node`'s ranges as the run's program holds its stages one by one, in
    /// solve order (the objectives before the least squares, the least
    /// squares' terms, the rest): first with the rows alone, then after each
    /// stage, each within ``polishingTolerance`` of its value in the run,
    /// the run's integers fixed (as ``face(of:node:proposal:)``); it stops at
    /// the first range that is a point, whose stage fixed the node. Two
    /// linear programs per variable length per step.
    ///
    /// - Throws: ``LPLayoutError`` when a solve fails or the time limit runs out.
    public func stageRanges(of run: LPRun, node: Int, proposal: ProposedViewSize) throws(LPLayoutError) -> [StageRange] {
        let deadline = options.timeLimit.map(CPUDeadline.after)
        let layoutProgram = run.program
        let bounded = try prepare(layoutProgram, proposal: proposal, deadline: deadline)
        let kept = Array(run.solution.values.prefix(bounded.variableCount))
        let fixed = bounded.fixingIntegers(at: kept)
        let frame = layoutProgram.frames[node], reported = run.result.frames[node]
        let squares = layoutProgram.squares
        let steps = bounded.objectives.count + (squares == nil ? 0 : 1)
        var ranges: [StageRange] = []
        for step in 0...steps {
            // Held: `objectives` of the program's objectives, and the
            // squares' terms once their position is passed.
            var objectives = step, name: String?
            var holdsSquares = false
            if let squares, step > squares.position {
                objectives = step - 1
                holdsSquares = true
                if step == squares.position + 1 { name = squares.name }
            }
            if step > 0, name == nil { name = bounded.objectives[objectives - 1].name ?? "objective \(objectives)" }
            var held = fixed.holdingObjectives(objectives, at: kept, slack: Self.polishingTolerance)
            if holdsSquares, let squares { held = held.holdingTerms(of: squares, at: kept, slack: Self.polishingTolerance) }
            var session: (any LinearProgramSolverSession)?
            func range(of component: FrameComponent, reported: Double) throws(LPLayoutError) -> ClosedRange<Double> {
                guard case .variable(let variable) = component else { return reported...reported }
                return try self.range(
                    of: variable, reported: reported, over: &held, session: &session, deadline: deadline,
                    stage: "the node's range over the stages")
            }
            let stage = StageRange(
                stage: name, width: try range(of: frame.width, reported: reported.width),
                height: try range(of: frame.height, reported: reported.height))
            ranges.append(stage)
            if stage.isPoint { break }
        }
        return ranges
    }

    /// The least and greatest value of `variable` over `held` (its
    /// objectives replaced by each in turn, solved in `session`), widened
    /// to hold `reported`: the reported length lies on the range, and the
    /// simplex's tolerance can leave an end a hair inside it. A range
    /// narrower than ``NodeFace/tolerance`` is the reported length itself.
    private func range(
        of variable: Variable, reported: Double, over held: inout Program, session: inout (any LinearProgramSolverSession)?,
        deadline: CPUDeadline?, stage: String
    ) throws(LPLayoutError) -> ClosedRange<Double> {
        var ends: [Double] = []
        for direction in [OptimizationDirection.minimize, .maximize] {
            held.replaceObjectives(with: [Objective(direction, LinearExpression(variable), name: "range")])
            let active = try self.session(for: held, reusing: session)
            session = active
            let solution = try solveOnce(held, in: active, deadline: deadline, stage: stage)
            ends.append(solution.value(of: variable) ?? reported)
        }
        let range = Swift.min(ends[0], reported)...Swift.max(ends[1], reported)
        return NodeFace.isPoint(range) ? reported...reported : range
    }
}
