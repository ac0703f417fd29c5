import GLPKBackend
import LPLayout
import LayoutExperiments
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import LinearProgram
import Testing

/// `explain` on LP strategies: the decisions read back from the solved
/// program, by family and node path, against the descriptions' hand
/// derivations; `decomposed` leaves nothing to decide; the deletion filter.
@Suite struct ExplanationProgramTests {
    func explain(_ id: String, model name: String, engine: String) throws -> Explanation {
        let problem = try ModelFile.load(path: PackagePaths.models.appendingPathComponent("edge-cases/\(name).json").path)
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let node = try #require(tree.idIndex[ModelID(id)])
        return try ExplanationBuilder().explain(node: node, in: tree, proposal: problem.proposal, engine: try ExperimentEngine(engine))
    }

    /// reservation-three-priority-groups: "b offered 150 -> child proposed
    /// min(150, 140) = 140": in `exact`, the flexible frame's minimum takes
    /// its second operand, the maximum.
    @Test func exactReadsTheFlexFrameMinimumOfB() throws {
        let explanation = try explain("b", model: "reservation-three-priority-groups", engine: "exact")
        let program = try #require(explanation.program)
        #expect(!program.settledWhileBuilding)
        let clamp = try #require(program.decisions.first { $0.families.contains("flex-frame") && $0.path == explanation.path })
        #expect(clamp.operation == .minimum && clamp.value == 0)
        #expect(clamp.a == 150 && clamp.b == 140 && clamp.result == 140)
        #expect(clamp.bIsConstant)
        #expect(clamp.reading == "upper clamp: min(150, 140) = 140: the second operand, because 140 < 150")
        // Both engines propose b (150, 10): the group-2 offer (description: "b offered 150").
        #expect(
            explanation.proposals.map(\.proposal) == [ProposedViewSize(width: 150, height: 10), ProposedViewSize(width: 150, height: 10)])
        #expect(explanation.proposals.map(\.engine) == ["lp/exact", "greedy"])
        // The binding rows are the node's own or its ancestors', by name.
        #expect(program.bindingRows.allSatisfy { ["root", "root/1", "root/1/layoutPriority", "root/1/frame"].contains($0.path) })
        #expect(program.bindingRows.contains { $0.family == "flex-frame" && $0.path == explanation.path })
    }

    /// contradictory-min-above-max-frame-hugs-child: "the child is proposed
    /// min(max(q, 60), 40) = 40 … box offered 100/2 = 50": max(50, 60) = 60,
    /// the lower bound.
    @Test func exactReadsTheLowerClampOfBox() throws {
        let explanation = try explain("box", model: "contradictory-min-above-max-frame-hugs-child", engine: "exact")
        let program = try #require(explanation.program)
        let clamp = try #require(program.decisions.first { $0.families.contains("flex-frame") && $0.path == explanation.path })
        #expect(clamp.operation == .maximum && clamp.a == 50 && clamp.b == 60 && clamp.result == 60 && clamp.value == 0)
        #expect(clamp.reading.hasPrefix("lower clamp: max(50, 60) = 60"))
    }

    /// tie-finite-flexibility-three-way-declaration-order: "b offered 60/2 =
    /// 30 -> clamp(30, 50, 80) = 50": the maximum with the minimum 50 takes
    /// the bound (lower clamp), the minimum with 80 keeps 50 (no upper clamp).
    @Test func exactReadsBothSidesOfTheClampOfB() throws {
        let explanation = try explain("b", model: "tie-finite-flexibility-three-way-declaration-order", engine: "exact")
        let clamps = try #require(explanation.program?.decisions.filter { $0.families.contains("flex-frame") })
        #expect(clamps.map(\.operation) == [.maximum, .minimum])
        #expect(clamps.map(\.a) == [30, 50] && clamps.map(\.b) == [50, 80] && clamps.map(\.result) == [50, 50])
        #expect(clamps.map { $0.reading.components(separatedBy: ":").first ?? "" } == ["lower clamp", "no upper clamp"])
    }

    /// `decomposed` builds with the proposal's numbers as constants: no
    /// binary is left for the solver (docs/strategies.md, "decomposed").
    @Test func decomposedSettlesEveryDecisionWhileBuilding() throws {
        let explanation = try explain("b", model: "reservation-three-priority-groups", engine: "decomposed")
        let program = try #require(explanation.program)
        #expect(program.settledWhileBuilding && program.decisions.isEmpty && program.integers == 0)
        // b is the flexible frame (its id sits on the frame modifier).
        #expect(program.greedyRule == "flexible frame clamp (semantics §6)")
        #expect(explanation.frame?.size == Size(width: 140, height: 10))
    }

    /// infinite-ties-larger-minimum-first-three-way at width 121 by the same
    /// rule: c offered 121/3 -> 60 (available 61); b offered 61/2 = 30.5 ->
    /// 30.5; a offered 30.5 -> 30.5. So one more point of root width is worth
    /// 0.5 to a (30 -> 30.5).
    @Test func onePointOfRootWidthIsWorthHalfAPointToTheLastChild() throws {
        let explanation = try explain("a", model: "infinite-ties-larger-minimum-first-three-way", engine: "exact")
        let change = try #require(explanation.program?.widthSensitivity)
        #expect(abs(change.width - 0.5) < 1e-6 && change.height == 0)
    }

    /// tie-finite-flexibility-three-way-declaration-order at height 107 by the
    /// description's rule: available 91; a offered 91/3 -> 30 (its maximum,
    /// available 61); b offered 61/2 = 30.5 -> 50 (available 11); c offered
    /// 11 -> clamp(11, 10, 40) = 11. One more point of root height is worth
    /// 1 to c (10 -> 11), and nothing to b.
    @Test func onePointOfRootHeightGoesToTheLastChildInFittingOrder() throws {
        let c = try explain("c", model: "tie-finite-flexibility-three-way-declaration-order", engine: "exact")
        #expect(c.program?.heightSensitivity.map { abs($0.height - 1) < 1e-6 && $0.width == 0 } == true)
        let b = try explain("b", model: "tie-finite-flexibility-three-way-declaration-order", engine: "exact")
        #expect(b.program?.heightSensitivity.map { abs($0.height) < 1e-6 } == true)
    }

    /// docs/strategies.md, "The tie-break": a (maxWidth 100), b (minWidth 95,
    /// maxWidth 200) and c share 240 under `min-deviation`. On the run's
    /// branch (a answers its proposal up to 100) the rows leave a anywhere
    /// in 0…100, and so do no overflow and no unused space (a = 0 with b 200
    /// and c 40; a = 100 with b 95 and c 45); the least squares fix it at
    /// 10 + d with 3d + 115 = 240: 155/3, its term (answer − ideal) 125/3.
    @Test func theStageThatFixesANodeIsTheOneAfterWhichItsRangeIsAPoint() throws {
        let tree = try LayoutTree(
            HStack(spacing: 0) {
                Color().frame(maxWidth: 100).id("a"); Color().frame(minWidth: 95, maxWidth: 200).id("b"); Color().id("c")
            }.node)
        let node = try #require(tree.idIndex["a"])
        let explanation = try ExplanationBuilder().explain(
            node: node, in: tree, proposal: ProposedViewSize(width: 240, height: 20),
            engine: try ExperimentEngine("min-deviation"))
        let program = try #require(explanation.program)
        #expect(program.stageRanges.map(\.stage) == [nil, "overflow-d0", "unused-d0", "least-squares"])
        for range in program.stageRanges.dropLast() {
            #expect(abs(range.width.lowerBound) < 1e-6 && abs(range.width.upperBound - 100) < 1e-6)
        }
        #expect(abs((program.stageRanges.last?.width.lowerBound ?? 0) - 155.0 / 3) < 1e-6)
        #expect(program.fixedBy == "least-squares")
        #expect(program.stages.map(\.name) == ["overflow-d0", "unused-d0", "least-squares", "least-proposals"])
        let term = try #require(program.quantities.first { $0.name.hasPrefix("least-squares[") })
        #expect(abs(term.value - 125.0 / 3) < 1e-6)
    }

    /// lex-fair names its stages; the stack's own stage involves a child's
    /// path. Its program is built for the one proposal, so the root width
    /// is no variable and has no reduced cost; one more point of it is
    /// re-solved instead (the sensitivity).
    @Test func declarativeStrategyNamesItsStages() throws {
        let explanation = try explain("b", model: "reservation-three-priority-groups", engine: "lex-fair")
        let program = try #require(explanation.program)
        #expect(!program.stages.isEmpty)
        #expect(program.stages.contains { $0.involvesNode })
        #expect(program.rootWidthReducedCost == nil)
        #expect(program.widthSensitivity != nil)
    }

    /// x ≥ 5 and x ≤ 3 cannot hold together; y ≤ 10 and x + y ≤ 100 are not
    /// needed for that: the deletion filter keeps exactly the first two.
    @Test func deletionFilterFindsTheTwoContradictoryRows() throws {
        var program = Program(name: "iis")
        let x = program.addVariable("x", lowerBound: 0, upperBound: 100)
        let y = program.addVariable("y", lowerBound: 0, upperBound: 100)
        program.add(Constraint(x, .greaterThanOrEqual, 5, name: "low[root]"))
        program.add(Constraint(y, .lessThanOrEqual, 10, name: "other[root/0]"))
        program.add(Constraint(x, .lessThanOrEqual, 3, name: "high[root/1]"))
        program.add(Constraint(x + y, .lessThanOrEqual, 100, name: "sum[root]"))
        let subset = try DeletionFilter(solver: GLPKSolver()).irreducibleInfeasibleSubset(of: program)
        #expect(subset == [0, 2])
        #expect(
            subset.map { $0.compactMap { program.constraints[$0].name }.compactMap(ProgramEntityName.init).map(\.path) } == [
                "root", "root/1",
            ])
    }

    /// A feasible program has no infeasible subset.
    @Test func deletionFilterReturnsNilForAFeasibleProgram() throws {
        var program = Program(name: "feasible")
        let x = program.addVariable("x", lowerBound: 0, upperBound: 10)
        program.add(Constraint(x, .lessThanOrEqual, 3, name: "high[root]"))
        #expect(try DeletionFilter(solver: GLPKSolver()).irreducibleInfeasibleSubset(of: program) == nil)
    }

    /// `exact` with one extra row capping the root's width at 100, while the
    /// stack's three children and spacing need 216 (the description's width):
    /// no optimum, and the rows that cannot hold together include the cap.
    @Test func aProgramWithoutOptimumIsExplainedByAnInfeasibleSubset() throws {
        let problem = try ModelFile.load(
            path: PackagePaths.models.appendingPathComponent("edge-cases/reservation-three-priority-groups.json").path)
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let builder = ExplanationBuilder(registry: StrategyRegistry([CappedExactStrategy()]))
        let node = try #require(tree.idIndex[ModelID("stack")])
        let explanation = try builder.explain(node: node, in: tree, proposal: problem.proposal, engine: .lp(specification: "capped"))
        let program = try #require(explanation.program)
        #expect(program.noOptimum != nil)
        #expect(explanation.frame == nil)
        let names = program.infeasibleSubset.map(\.name)
        #expect(names.contains("cap[root]"))
        #expect(names.count >= 2)
        #expect(program.infeasibleSubset.allSatisfy { !$0.family.isEmpty && $0.path.hasPrefix("root") })
    }

    @Test func programNamesSplitIntoKindPathAndNumber() {
        let name = ProgramEntityName("flex-frame[root/1/frame]#3")
        #expect(name?.kind == "flex-frame" && name?.path == "root/1/frame" && name?.ordinal == 3)
        #expect(ProgramEntityName("w[root]")?.ordinal == 0)
        #expect(ProgramEntityName("ties-say-yes") == nil)
        #expect(ProgramEntityName("x[root]junk") == nil)
    }
}

/// `exact` plus the row `w[root] ≤ 100`, named `cap[root]`.
struct CappedExactStrategy: LayoutStrategy {
    var name: String { "capped" }
    var claimsGreedyRules: Bool { false }

    func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        let built = try ExactStrategy().compile(tree, shape: shape, options: options)
        var program = built.program
        if let index = program.variables.firstIndex(where: { $0.name == "w[root]" }), let width = program.variable(at: index) {
            program.add(Constraint(width, .lessThanOrEqual, 100, name: "cap[root]"))
        }
        return LayoutProgram(
            program: program, strategy: name, shape: built.shape, tree: tree, options: options,
            rootProposal: built.rootProposal, frames: built.frames, rules: built.rules,
            rowsByFamily: built.rowsByFamily, proposals: built.proposals)
    }
}
