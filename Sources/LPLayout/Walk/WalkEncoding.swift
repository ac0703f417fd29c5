import LayoutModel
import LinearProgram

/// Builds a strategy's program by walking the tree as the greedy
/// propose/respond protocol does, on quantities (`ExactSession`): the root
/// proposal's finite components become variables bounded by
/// `0...proposalLimit`, the session encodes sizing and placement of the whole
/// tree, and every node's frame becomes four variables (`x[path]`, `y[path]`,
/// `w[path]`, `h[path]`, family `frame`) equal to the quantities placement
/// found.
///
/// With no stack rule (`exact`) a stack shares space by the greedy rules and
/// the feasible set is a single point; the only objective says how ties are
/// read (see `ProgramBuilder.tieObjective`). With a declarative
/// ``DeclarativeStackRule`` every stack with a finite offer chooses its
/// children's proposals by the rule's objectives instead (docs/strategies.md),
/// and those objectives come first, most important first.
struct WalkEncoding {
    let tree: LayoutTree
    let shape: ProposalShape
    let options: LPLayoutOptions
    let strategyName: String
    let stackRule: DeclarativeStackRule?
    /// The one root proposal the program is built for (`decomposed`): its
    /// components enter as constants instead of variables, so every rule
    /// whose inputs the proposal and the tree fix is decided while building
    /// (docs/strategies.md, "decomposed"). Nil: one program for every
    /// proposal of `shape`.
    var proposal: ProposedViewSize? = nil

    func build() throws(LPLayoutError) -> LayoutProgram {
        let started = CPUDeadline.now
        let builder = ProgramBuilder(name: "layoutlp-\(strategyName)", engine: "lp/\(strategyName)", resolution: options.resolution)
        builder.deadline = options.timeLimit.map { (CPUDeadline.after($0), $0) }
        var rootVariables: [Variable?] = [nil, nil]
        var proposal = SymbolicProposal.unspecified
        for (offset, axis) in Axis.allCases.enumerated() {
            switch shape[axis] {
            case .unspecified: break
            case .infinite: proposal[axis] = .constant(.infinity)
            case .finite:
                if let fixed = self.proposal?[axis] {
                    proposal[axis] = .constant(fixed)
                    continue
                }
                let name = axis == .horizontal ? "w.proposal" : "h.proposal"
                let variable = builder.program.variableCount
                proposal[axis] = builder.variable(name, lower: 0, upper: options.proposalLimit)
                rootVariables[offset] = builder.program.variable(at: variable)
            }
        }
        let session = ExactSession(tree: tree, builder: builder, stackRule: stackRule)
        try session.placeRoot(proposal: proposal)
        var frames: [ProgramFrame] = []
        for index in tree.nodes.indices {
            guard let frame = session.frames[index] else {
                frames.append(.zero)
                continue
            }
            builder.contextNode = index
            frames.append(
                ProgramFrame(
                    x: try component(frame.origin.x, "x", builder),
                    y: try component(frame.origin.y, "y", builder),
                    width: try component(frame.size.width, "w", builder),
                    height: try component(frame.size.height, "h", builder)))
        }
        if let number = builder.firstOutOfRange {
            let note =
                number.isNonFinite
                ? "infinite lengths, or finite ones whose products overflow, make its bounds infinite or undefined here, "
                    + "so no finite big-M encodes it"
                : "values beyond the LP engine's numeric range: a \(number.kind) of \(number.value), where coefficients, "
                    + "constants and bounds must be at most 1e12 in magnitude (docs/lp-encoding.md, \"Numeric range\")"
            throw .unsupported(UnsupportedLayoutError(engine: builder.engine, path: number.path, element: number.subject, note: note))
        }
        var program = builder.program
        var squares: SquaresStage?
        var squaresBreakTies = true
        if let stackRule {
            squaresBreakTies = !stackRule.readsSquares
            let objectives = try stackRule.objectives()
            for objective in objectives { program.addObjective(objective) }
            if !stackRule.deviations.isEmpty {
                squares = SquaresStage(terms: stackRule.deviations, position: objectives.count, name: "least-squares")
                squares?.labels = stackRule.deviationPaths
            }
            // Each objective is held at its optimum while the next is solved.
            // The default slack (1e-6 of the optimum) would let a level of a
            // few hundred points drift by 1e-4 pt; a linear program keeps its
            // optimum to round-off, so it gets 1e-9. Branch-and-cut needs the
            // default: a tighter row can cut off every integer point within
            // its integrality tolerance (the engine polishes at 1e-9 after).
            if !program.isMixedInteger { program.lexicographicTolerance = LPLayoutEngine.polishingTolerance }
        }
        if let objective = builder.tieObjective { program.addObjective(objective) }
        if let stackRule {
            // Last, the least proposals that give the answers every stage
            // before reached (docs/strategies.md, "Proposals").
            let proposals = stackRule.proposalSum.simplified()
            if !proposals.terms.isEmpty {
                program.addObjective(.minimize(proposals, name: LayoutProgram.proposalsStageName))
            }
        }
        let rules = tree.nodes.indices.map { builder.familiesByNode[$0] ?? [] }
        let proposals = tree.nodes.indices.map { index -> [ProposalComponent]? in
            guard let proposal = session.placementProposals[index] else { return nil }
            return Axis.allCases.map { axis in
                guard let component = proposal[axis] else { return .unspecified }
                if let constant = component.constantValue { return .constant(constant) }
                return .expression(component.linear)
            }
        }
        let shownWhere = tree.nodes.indices.map { index -> LinearExpression? in
            switch session.shownWhere[index] {
            case nil, .constant(true)?: nil
            case .constant(false)?: LinearExpression(constant: 0)
            case .binary(let variable)?: LinearExpression(variable)
            }
        }
        return LayoutProgram(
            program: program, strategy: strategyName, shape: shape, tree: tree, options: options,
            rootProposal: rootVariables, frames: frames, rules: rules, rowsByFamily: builder.rowsByFamily, proposals: proposals,
            builtFor: self.proposal, shownWhere: shownWhere, squares: squares, squaresBreakTies: squaresBreakTies,
            buildTime: CPUDeadline.now - started)
    }

    /// A frame component: a constant the tree (and, built for one
    /// proposal, the proposal) fixes is read as it is where it is infinite
    /// or where no variable is wanted for it (`decomposed`), else a
    /// variable of family `frame`.
    private func component(_ value: Quantity, _ kind: String, _ builder: ProgramBuilder) throws(LPLayoutError) -> FrameComponent {
        if let constant = value.constantValue, !constant.isFinite || proposal != nil { return .constant(constant) }
        let named = try builder.materialize(value, as: kind, family: .frame)
        return .variable(named.linear.terms[0].variable)
    }
}
