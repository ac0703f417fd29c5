import GLPKBackend
import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel
import LinearProgram

/// Builds an ``Explanation`` of one node by one engine.
///
/// The greedy engine is laid out once with a `GreedyTrace`; an LP strategy
/// is built and solved with GLPK's introspection (`basis`), its program read
/// by the node paths its names carry (`LayoutProgram.decisions`,
/// `bindingRows`), and re-solved one point of root width later for the
/// node's sensitivity. A program with no optimum is searched for an
/// irreducible infeasible subset (`DeletionFilter`). Each engine also lays
/// the tree out once with the other kind of engine (greedy beside an LP
/// strategy, `exact` beside greedy) for the proposals side by side; the LP
/// engine never sees the greedy engine's results.
public struct ExplanationBuilder {
    /// Where LP engine specifications are looked up.
    public var registry: StrategyRegistry
    /// GLPK's options; introspection is raised to `basis` at least.
    public var solverOptions: GLPKSolver.Options
    /// The LP engine's build options.
    public var layoutOptions: LPLayoutOptions

    /// A builder with the built-in strategies and GLPK's default options.
    public init(
        registry: StrategyRegistry = .builtIn, solverOptions: GLPKSolver.Options = GLPKSolver.Options(),
        layoutOptions: LPLayoutOptions = LPLayoutOptions()
    ) {
        self.registry = registry
        self.solverOptions = solverOptions
        self.layoutOptions = layoutOptions
    }

    /// Explains `node` of `tree` laid out by `engine` at `proposal`.
    ///
    /// - Throws: `StrategyParameterError` for an engine the registry does
    ///   not name; `GreedyLayoutError` when the greedy engine finds no
    ///   layout; `LPLayoutError` when the LP engine fails otherwise than by
    ///   a program without optimum (which is explained, not thrown).
    public func explain(node: Int, in tree: LayoutTree, proposal: ProposedViewSize, engine: ExperimentEngine) throws -> Explanation {
        var explanation = Explanation(
            node: node, path: tree.nodes[node].path, id: tree.nodes[node].id, engine: engine.name(registry: registry),
            rootProposal: proposal, frame: nil, proposals: [], greedy: nil, program: nil)
        switch engine {
        case .greedy:
            let derivation = try GreedyDerivation(of: node, in: tree, proposal: proposal)
            explanation.greedy = derivation
            explanation.frame = derivation.result.frames[node]
            explanation.proposals = [
                EngineProposal(
                    engine: derivation.result.engine, proposal: derivation.result.proposals[node], frame: derivation.result.frames[node]),
                lpProposal(node, in: tree, proposal: proposal, specification: "exact"),
            ]
        case .lp(let specification):
            let (program, result) = try explainProgram(node, in: tree, proposal: proposal, specification: specification)
            explanation.program = program
            explanation.frame = result?.frames[node]
            explanation.proposals = [
                EngineProposal(
                    engine: explanation.engine, proposal: result?.proposals[node] ?? nil, frame: result?.frames[node],
                    failure: program.noOptimum),
                greedyProposal(node, in: tree, proposal: proposal),
            ]
        }
        return explanation
    }

    // MARK: Side by side

    private func greedyProposal(_ node: Int, in tree: LayoutTree, proposal: ProposedViewSize) -> EngineProposal {
        do {
            let result = try GreedyLayoutEngine().layout(tree, proposal: proposal)
            return EngineProposal(engine: result.engine, proposal: result.proposals[node], frame: result.frames[node])
        } catch {
            return EngineProposal(engine: "greedy", failure: "\(error)")
        }
    }

    private func lpProposal(_ node: Int, in tree: LayoutTree, proposal: ProposedViewSize, specification: String) -> EngineProposal {
        let name = ExperimentEngine.lp(specification: specification).name(registry: registry)
        do {
            let engine = try lpEngine(specification)
            let result = try engine.run(tree, proposal: proposal).result
            return EngineProposal(engine: result.engine, proposal: result.proposals[node], frame: result.frames[node])
        } catch {
            return EngineProposal(engine: name, failure: "\(error)")
        }
    }

    private func lpEngine(_ specification: String) throws(StrategyParameterError) -> LPLayoutEngine {
        var options = solverOptions
        if options.introspection == .none { options.introspection = .basis }
        return LPLayoutEngine(
            strategy: try registry.strategy(from: specification), solver: GLPKSolver(options: options), options: layoutOptions)
    }

    // MARK: The program

    private func explainProgram(
        _ node: Int, in tree: LayoutTree, proposal: ProposedViewSize, specification: String
    ) throws -> (ProgramExplanation, LayoutResult?) {
        let engine = try lpEngine(specification)
        let layoutProgram = try engine.compile(tree, proposal: proposal)
        let program = layoutProgram.program
        let paths = Set(pathToRoot(node, in: tree).map { tree.nodes[$0].path })
        var explanation = ProgramExplanation(
            strategy: engine.strategy.summary, variables: program.variableCount, integers: program.integerCount, rows: program.rowCount,
            families: layoutProgram.rules[node].map(\.name), settledWhileBuilding: program.integerCount == 0,
            greedyRule: program.integerCount == 0 && engine.strategy.claimsGreedyRules
                ? GreedyRuleDescription.sizing(tree.nodes[node].element) : nil,
            decisions: [],
            bindingRows: [], stages: [], rootWidthReducedCost: nil, rootHeightReducedCost: nil, widthSensitivity: nil,
            heightSensitivity: nil,
            noOptimum: nil, infeasibleSubset: [])
        func namesPath(_ expression: LinearExpression) -> Bool {
            expression.terms.contains { term in
                ProgramEntityName(program.variables[term.variable.index].name).map { paths.contains($0.path) } ?? false
            }
        }
        var stages = program.objectives.enumerated().map { index, objective in
            (name: objective.name ?? "objective \(index + 1)", involvesNode: namesPath(objective.expression))
        }
        if let squares = layoutProgram.squares {
            let involves = squares.labels.contains { paths.contains($0) } || squares.terms.contains(where: namesPath)
            stages.insert((squares.name, involves), at: Swift.min(squares.position, stages.count))
        }
        explanation.stages = stages.enumerated().map { index, stage in
            ProgramExplanation.Stage(index: index + 1, name: stage.name, involvesNode: stage.involvesNode)
        }
        let run: LPRun
        switch solve(layoutProgram, proposal: proposal, engine: engine) {
        case .success(let solved):
            run = solved
        case .failure(.noOptimum(let reason)):
            explanation.noOptimum = "\(reason)"
            explanation.infeasibleSubset = try infeasibleSubset(layoutProgram, proposal: proposal)
            return (explanation, nil)
        case .failure(let error):
            throw error
        }
        explanation.decisions = layoutProgram.decisions(onPaths: paths, in: run.solution)
        explanation.bindingRows = layoutProgram.bindingRows(onPaths: paths, in: run.solution)
        let roots = layoutProgram.rootProposal
        if roots.count > 0, let width = roots[0] { explanation.rootWidthReducedCost = run.solution.details?.reducedCost(of: width) }
        if roots.count > 1, let height = roots[1] { explanation.rootHeightReducedCost = run.solution.details?.reducedCost(of: height) }
        explanation.face = try? engine.face(of: run, node: node, proposal: proposal)
        if !program.objectives.isEmpty || layoutProgram.squares != nil {
            explanation.stageRanges = (try? engine.stageRanges(of: run, node: node, proposal: proposal)) ?? []
        }
        explanation.quantities = Self.quantities(onPaths: paths, of: layoutProgram, in: run)
        explanation.widthSensitivity = sensitivity(node, along: .horizontal, of: run, engine: engine, in: tree, proposal: proposal)
        explanation.heightSensitivity = sensitivity(node, along: .vertical, of: run, engine: engine, in: tree, proposal: proposal)
        return (explanation, run.result)
    }

    /// The kinds of variable a declarative strategy's stack rule writes
    /// that are its own quantities (docs/strategies.md).
    static let quantityKinds: Set<String> = Set(
        ["level", "unused", "overflow", "grow", "shrink", "largest-deviation"].flatMap { ["w.\($0)", "h.\($0)"] })

    /// The strategy's own quantities on `paths` in `run`: variables of
    /// ``quantityKinds``, then each least-squares term labelled with one of
    /// the paths, in program order.
    static func quantities(onPaths paths: Set<String>, of layoutProgram: LayoutProgram, in run: LPRun) -> [ProgramExplanation.Reading] {
        let program = layoutProgram.program
        var readings: [ProgramExplanation.Reading] = []
        for (index, variable) in program.variables.enumerated() {
            guard let name = ProgramEntityName(variable.name), quantityKinds.contains(name.kind), paths.contains(name.path),
                run.solution.values.indices.contains(index)
            else { continue }
            readings.append(ProgramExplanation.Reading(name: variable.name, value: run.solution.values[index]))
        }
        if let squares = layoutProgram.squares {
            for (term, label) in zip(squares.terms, squares.labels) where paths.contains(label) {
                readings.append(
                    ProgramExplanation.Reading(
                        name: "\(squares.name)[\(label)] (answer − ideal)",
                        value: Program.evaluate(term, values: run.solution.values)))
            }
        }
        return readings
    }

    private func solve(_ program: LayoutProgram, proposal: ProposedViewSize, engine: LPLayoutEngine) -> Result<LPRun, LPLayoutError> {
        do {
            return .success(try engine.solve(program, proposal: proposal))
        } catch {
            return .failure(error)
        }
    }

    /// The node and its ancestors, root last.
    private func pathToRoot(_ node: Int, in tree: LayoutTree) -> [Int] {
        var nodes: [Int] = []
        var current: Int? = node
        while let index = current {
            nodes.append(index)
            current = tree.nodes[index].parent
        }
        return nodes
    }

    /// The node's size at one more point of the root proposal along `axis`,
    /// minus its size now; nil when that component is unspecified or
    /// infinite, or the re-solve fails.
    private func sensitivity(
        _ node: Int, along axis: Axis, of run: LPRun, engine: LPLayoutEngine, in tree: LayoutTree, proposal: ProposedViewSize
    ) -> Size? {
        guard let length = proposal[axis], length.isFinite else { return nil }
        var wider = proposal
        wider[axis] = length + 1
        let program = run.program.builtFor == nil ? run.program : (try? engine.compile(tree, proposal: wider))
        guard let program, let next = try? engine.solve(program, proposal: wider) else { return nil }
        let now = run.result.frames[node].size, then = next.result.frames[node].size
        return Size(width: then.width - now.width, height: then.height - now.height)
    }

    /// The rows of an irreducible infeasible subset of the program bounded
    /// to `proposal` (no bound propagation), by family and node path.
    private func infeasibleSubset(_ layoutProgram: LayoutProgram, proposal: ProposedViewSize) throws -> [InfeasibleRow] {
        let bounded = try layoutProgram.bounding(to: proposal)
        let filter = DeletionFilter(solver: GLPKSolver(options: GLPKSolver.Options(timeLimit: solverOptions.timeLimit)))
        guard let rows = try filter.irreducibleInfeasibleSubset(of: bounded) else { return [] }
        return rows.map { index in
            let row = bounded.constraints[index]
            let name = row.name ?? "row \(index + 1)"
            let parts = ProgramEntityName(name)
            return InfeasibleRow(name: name, family: parts?.kind ?? "", path: parts?.path ?? "", text: Self.text(of: row, in: bounded))
        }
    }

    /// `row` with its variables' names: `w[root] - 2 x[root/0] <= 100`.
    static func text(of row: Constraint, in program: Program) -> String {
        var text = ""
        for term in row.expression.terms {
            let name = program.variables[term.variable.index].name
            let magnitude = abs(term.coefficient) == 1 ? "" : formatLength(abs(term.coefficient)) + " "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + magnitude + name
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + magnitude + name
            }
        }
        if text.isEmpty { text = "0" }
        return "\(text) \(row.relation.symbol) \(formatLength(row.rhs - row.expression.constant))"
    }
}
