import LayoutLP
import Testing

/// A strategy written with the public API alone, as a package that depends
/// on `LayoutLP` would write one: every shape in a root HStack gets an equal
/// share of the root width, whatever the greedy rules say. It builds its own
/// `Program` (LinearProgram's public API) and tells the engine where each
/// frame is (`LayoutProgram`'s public initialiser).
struct EqualShareStrategy: LayoutStrategy {
    var name: String { "equal-share" }
    var claimsGreedyRules: Bool { false }

    func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        let root = tree[0]
        guard case .stack(axis: .horizontal, _, let spacing?) = root.element, shape.width == .finite, shape.height == .finite,
            !root.children.isEmpty, root.children.allSatisfy({ if case .shape = tree[$0].element { true } else { false } })
        else {
            throw .unsupported(
                UnsupportedLayoutError(
                    engine: "lp/\(name)", path: root.path, element: root.element.name,
                    note: "equal-share lays out an HStack with explicit spacing, of shapes only, at a finite proposal"))
        }
        var program = Program(name: name)
        let width = program.addVariable("w.proposal", upperBound: options.proposalLimit)
        let height = program.addVariable("h.proposal", upperBound: options.proposalLimit)
        var frames = [ProgramFrame](repeating: .zero, count: tree.nodes.count)
        frames[0] = ProgramFrame(x: .constant(0), y: .constant(0), width: .variable(width), height: .variable(height))
        let count = Double(root.children.count)
        var x = LinearExpression.zero
        for child in root.children {
            let share = program.addVariable("w[\(tree[child].path)]")
            let origin = program.addVariable("x[\(tree[child].path)]")
            // share = (width − spacing · (n − 1)) / n, origin = Σ earlier shares and gaps
            program.add(Constraint(count * share - width, .equal, -spacing * (count - 1)))
            program.add(Constraint(origin - x, .equal, 0))
            x = x + share + spacing
            frames[child] = ProgramFrame(x: .variable(origin), y: .constant(0), width: .variable(share), height: .variable(height))
        }
        return LayoutProgram(
            program: program, strategy: name, shape: shape, tree: tree, options: options,
            rootProposal: [width, height], frames: frames)
    }
}

@Suite struct ThirdPartyStrategyTests {
    /// The strategy's own rule: (310 − 2 · 5) / 3 = 100 each, at x 0, 105
    /// and 210, each as high as the proposal (40).
    @Test func aStrategyFromOutsideThePackageLaysOut() throws {
        let view = HStack(spacing: 5) {
            Color().id("a")
            Rectangle().id("b")
            Circle().id("c")
        }
        let tree = try LayoutTree(view.node)
        let engine = LPLayoutEngine(strategy: EqualShareStrategy(), solver: GLPKSolver())
        #expect(engine.name == "lp/equal-share")
        let frames = try engine.layout(tree, proposal: ProposedViewSize(width: 310, height: 40)).framesByID(in: tree)
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(frames["b"] == Rect(x: 105, y: 0, width: 100, height: 40))
        #expect(frames["c"] == Rect(x: 210, y: 0, width: 100, height: 40))
    }

    @Test func aRegistryTakesAThirdPartyStrategyBesideTheBuiltIns() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(EqualShareStrategy())
        #expect(registry.names.last == "equal-share")
        #expect(try registry.strategy(from: "equal-share").name == "equal-share")
    }

    @Test func aThirdPartyStrategyRefusesWithTheNodePath() throws {
        let tree = try LayoutTree(VStack { Color() }.node)
        #expect {
            _ = try LPLayoutEngine(strategy: EqualShareStrategy(), solver: GLPKSolver())
                .layout(tree, proposal: ProposedViewSize(width: 100, height: 100))
        } throws: { error in
            guard case LPLayoutError.unsupported(let reason) = error else { return false }
            return reason.path == "root" && reason.engine == "lp/equal-share"
        }
    }

    /// Your own strategy in the research workflow: registered beside the
    /// built-ins, it runs through an experiment (what `compare` runs), a
    /// strategy comparison, a sweep and an explanation, with its own rule's
    /// numbers: (310 − 2 · 5)/3 = 100 at 310 wide; (250 − 10)/3 = 80 at 250.
    @Test func aRegisteredStrategyRunsThroughEveryResearchTool() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(EqualShareStrategy())
        let view = HStack(spacing: 5) {
            Color().id("a"); Rectangle().id("b"); Circle().id("c")
        }
        let tree = try LayoutTree(view.node)
        let proposal = ProposedViewSize(width: 310, height: 40)

        let problem = LayoutProblem(proposal: proposal, root: view.node)
        let model = ExperimentModel(label: "three.json", folder: ".", problem: problem, tree: tree, sha256: "")
        let experiment = try Experiment(engineNames: ["greedy", "equal-share"], models: [model], registry: registry)
        let rows = try ExperimentRunner(experiment).run().rows
        let b = rows.first { $0.engine == "equal-share" && $0.id == "b" }
        #expect(b?.frame == Rect(x: 105, y: 0, width: 100, height: 40))
        #expect(b?.status == .laidOut)
        let manifest = ProvenanceManifest(
            experiment: experiment, commandLine: ["test"], tolerance: 0.001, format: .csv, outputs: [],
            fuzz: nil,
            system: SystemDescription(
                layoutLPVersion: "v", commit: nil, swiftVersion: "6.3",
                glpkVersion: "5.0", operatingSystem: "Linux", cpu: "cpu",
                cores: 1))
        #expect(manifest["engines"]?.contains("\"lp/equal-share\"") == true)
        #expect(throws: ExperimentInputError.self) { try Experiment(engineNames: ["equal-share"], models: [model]) }

        let comparison = try StrategyComparison(tree, proposal: proposal, engines: ["equal-share"], registry: registry)
        #expect(comparison.frame("c", engine: "equal-share") == Rect(x: 210, y: 0, width: 100, height: 40))

        let sweep = Sweep(
            tree: tree, base: proposal, widths: try SweepRange(start: 250, end: 310, step: 60), heights: nil,
            engines: [try ExperimentEngine("equal-share", registry: registry)], registry: registry)
        let result = sweep.run()
        #expect(result.engines == ["lp/equal-share"])
        guard case .laidOut(let narrow)? = result.outcomes.first?.first else {
            Issue.record("no layout at 250: \(String(describing: result.outcomes.first?.first))")
            return
        }
        #expect(narrow.framesByID(in: tree)["a"]?.size.width == 80)

        let explanation = try ExplanationBuilder(registry: registry)
            .explain(
                node: try #require(tree.idIndex["b"]), in: tree, proposal: proposal,
                engine: try ExperimentEngine("equal-share", registry: registry))
        #expect(explanation.frame == Rect(x: 105, y: 0, width: 100, height: 40))
        #expect(explanation.engine == "lp/equal-share")
    }
}
