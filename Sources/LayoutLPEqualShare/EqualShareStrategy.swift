import LayoutLP

/// An example strategy written outside LPLayout with the public API alone:
/// a root stack of shapes (explicit spacing, finite proposal), each shape
/// perhaps under a `layoutPriority`, gives every child an equal share of its
/// axis, `(offer − spacing·(n − 1)) / n`, and the whole cross proposal:
/// priorities ignored, where greedy serves the highest tier first. It writes its own
/// `Program` (LinearProgram's API) and tells the engine where each frame is
/// (`LayoutProgram`); the root proposal stays a variable, so sweeps re-solve
/// the same program warm. Other trees are refused as unsupported, which
/// `compare` records as such.
struct EqualShareStrategy: LayoutStrategy {
    var name: String { "equal-share" }
    var claimsGreedyRules: Bool { false }

    func compile(_ tree: LayoutTree, shape: ProposalShape, options: LPLayoutOptions) throws(LPLayoutError) -> LayoutProgram {
        let root = tree[0]
        guard case .stack(let axis, _, let spacing?) = root.element, shape.width == .finite, shape.height == .finite,
            !root.children.isEmpty, root.children.allSatisfy({ Self.shapes(under: $0, in: tree) != nil })
        else {
            throw .unsupported(
                UnsupportedLayoutError(
                    engine: "lp/\(name)", path: root.path, element: root.element.name,
                    note:
                        "equal-share lays out a stack with explicit spacing, of shapes (perhaps with a layoutPriority) only, at a finite proposal"
                ))
        }
        var program = Program(name: name)
        let width = program.addVariable("w.proposal", upperBound: options.proposalLimit)
        let height = program.addVariable("h.proposal", upperBound: options.proposalLimit)
        let (along, across) = axis == .horizontal ? (width, height) : (height, width)
        var frames = [ProgramFrame](repeating: .zero, count: tree.nodes.count)
        frames[0] = ProgramFrame(x: .constant(0), y: .constant(0), width: .variable(width), height: .variable(height))
        let count = Double(root.children.count)
        var position = LinearExpression.zero
        for child in root.children {
            let share = program.addVariable("share[\(tree[child].path)]")
            let origin = program.addVariable("origin[\(tree[child].path)]")
            // n · share = offer − spacing · (n − 1); origin = the earlier shares and gaps
            program.add(Constraint(count * share - along, .equal, -spacing * (count - 1)))
            program.add(Constraint(origin - position, .equal, 0))
            position = position + share + spacing
            for node in Self.shapes(under: child, in: tree)! {
                frames[node] =
                    axis == .horizontal
                    ? ProgramFrame(x: .variable(origin), y: .constant(0), width: .variable(share), height: .variable(across))
                    : ProgramFrame(x: .constant(0), y: .variable(origin), width: .variable(across), height: .variable(share))
            }
        }
        return LayoutProgram(
            program: program, strategy: name, shape: shape, tree: tree, options: options,
            rootProposal: [width, height], frames: frames)
    }
}

extension EqualShareStrategy {
    /// The nodes that share one frame: a shape, or a `layoutPriority` and
    /// the shape under it; nil for any other child.
    static func shapes(under node: Int, in tree: LayoutTree) -> [Int]? {
        switch tree[node].element {
        case .shape: return [node]
        case .layoutPriority:
            guard tree[node].children.count == 1, let inner = shapes(under: tree[node].children[0], in: tree) else { return nil }
            return [node] + inner
        default: return nil
        }
    }
}
