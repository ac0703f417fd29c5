import LayoutModel

/// Why the greedy engine gave a node its frame: the steps from the root down
/// to it (`DerivationStep`), read from one layout run with a `GreedyTrace`.
public struct GreedyDerivation: Sendable {
    /// The layout the derivation explains.
    public var result: LayoutResult
    /// The root first, the explained node last.
    public var steps: [DerivationStep]

    /// Lays `tree` out at `proposal` with a trace and derives `node`'s frame.
    ///
    /// - Throws: `GreedyLayoutError.noLayout` as `GreedyLayoutEngine.layout`.
    public init(of node: Int, in tree: LayoutTree, proposal: ProposedViewSize) throws {
        let session = GreedySession(tree: tree)
        let trace = GreedyTrace()
        session.trace = trace
        DeepWork.run(depth: tree.depth) { session.placeRoot(proposal: proposal) }
        let frames = RightToLeftMirror.apply(to: session.frames, in: tree)
        let laidOut = LayoutResult(engine: GreedyLayoutEngine().name, frames: frames, proposals: session.proposals)
        try GreedySupport.checkNumbers(laidOut, in: tree)
        result = laidOut
        var path: [Int] = []
        var current: Int? = node
        while let index = current {
            path.append(index)
            current = tree.nodes[index].parent
        }
        let rootProposal = PaddingLayout(insets: tree.environment.rootSafeArea).childProposal(proposal)
        steps = path.reversed().map { index in
            Self.step(index, in: tree, result: laidOut, trace: trace, rootProposal: rootProposal)
        }
    }

    private static func step(_ node: Int, in tree: LayoutTree, result: LayoutResult, trace: GreedyTrace, rootProposal: ProposedViewSize)
        -> DerivationStep
    {
        let proposal = result.proposals[node]
        let frame = result.frames[node]
        var step = DerivationStep(
            node: node, path: tree.nodes[node].path, proposal: proposal, frame: frame,
            source: source(node, in: tree, result: result, trace: trace, rootProposal: rootProposal))
        guard let proposal else { return step }
        switch tree.nodes[node].element {
        case .flexFrame:
            step.flexFrame = trace.flexFrame(node, at: proposal)
        case .stack(let axis, let alignment, let spacing):
            let layout = StackLayout(axis: axis, alignment: alignment, spacing: spacing)
            step.distribution = trace.distribution(of: node, at: layout.placementProposal(proposal, size: frame.size))
        case .viewThatFits:
            step.viewThatFits = trace.viewThatFits(node, at: proposal)
        default:
            break
        }
        return step
    }

    private static func source(
        _ node: Int, in tree: LayoutTree, result: LayoutResult, trace: GreedyTrace, rootProposal: ProposedViewSize
    ) -> DerivationStep.ProposalSource {
        guard let parent = tree.nodes[node].parent else { return .root(rootProposal) }
        guard let parentProposal = result.proposals[parent] else { return .container(parent: parent) }
        let parentSize = result.frames[parent].size
        switch tree.nodes[parent].element {
        case .stack(let axis, let alignment, let spacing):
            if tree.traits.presentChildren(of: parent).count == 1 { return .identity }
            let layout = StackLayout(axis: axis, alignment: alignment, spacing: spacing)
            let distributed = layout.placementProposal(parentProposal, size: parentSize)
            if distributed[axis] == nil { return .stackIdeal(axis) }
            if let distribution = trace.distribution(of: parent, at: distributed), let offer = distribution.offer(to: node) {
                return .stackOffer(distribution, offer)
            }
            return .container(parent: parent)
        case .flexFrame:
            return .flexFramePlacement(parentSize)
        default:
            return .container(parent: parent)
        }
    }
}
