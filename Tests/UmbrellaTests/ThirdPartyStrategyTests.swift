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
            throw .unsupported(UnsupportedLayoutError(
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
        return LayoutProgram(program: program, strategy: name, shape: shape, tree: tree, options: options,
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
}
