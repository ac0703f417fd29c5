import LayoutModel

/// Finds ``SweepEvent``s in a ``SweepResult``, engine by engine, along the
/// sweep's order (docs/sweeps.md, "Events"). Only neighbouring proposals
/// that both have frames are compared.
public struct SweepEventDetector: Sendable {
    /// ε: how far a frame component may move beyond the proposal's own move
    /// before it is a jump, in points.
    public var jumpThreshold: Double
    /// Changes and excesses at most this large are round-off, in points.
    public var tolerance: Double

    /// A detector with a jump threshold and a round-off tolerance, in points.
    public init(jumpThreshold: Double = 0.5, tolerance: Double = 1e-6) {
        self.jumpThreshold = jumpThreshold
        self.tolerance = tolerance
    }

    /// Every event, by engine, then proposal, then kind, then node.
    public func events(in result: SweepResult) -> [SweepEvent] {
        var events: [SweepEvent] = []
        for engine in result.engines.indices {
            var overflowing = Set<Int>(), underFilled = false
            var previous: (index: Int, frames: [Rect])?
            for index in result.proposals.indices {
                guard let frames = result.frames(engine: engine, proposal: index), frames.count == result.tree.nodes.count else {
                    previous = nil
                    continue
                }
                var here: [SweepEvent] = []
                let proposal = result.proposals[index]
                func event(_ kind: SweepEventKind, _ node: Int, _ detail: String) {
                    let info = result.tree.nodes[node]
                    here.append(SweepEvent(kind: kind, engine: result.engines[engine], node: node, path: info.path, id: info.id,
                                           before: index > 0 ? result.proposals[index - 1] : nil,
                                           at: proposal, detail: detail))
                }
                if let previous {
                    let moved = Axis.allCases.map { axis in
                        abs((proposal[axis] ?? 0) - (result.proposals[previous.index][axis] ?? 0))
                    }.max() ?? 0
                    for (node, frame) in frames.enumerated() {
                        if let detail = jump(from: previous.frames[node], to: frame, proposalMoved: moved) { event(.jump, node, detail) }
                        if let parent = result.tree.nodes[node].parent,
                           let detail = shrinks(node: (previous.frames[node], frame), parent: (previous.frames[parent], frames[parent])) {
                            event(.shrinksWhileContainerGrows, node, detail)
                        }
                    }
                }
                let root = result.tree.root
                let shortfall = underFill(frames[root], proposal)
                if let shortfall, !underFilled { event(.underFill, root, shortfall) }
                underFilled = shortfall != nil
                var nowOverflowing = Set<Int>()
                for (node, frame) in frames.enumerated() {
                    guard let detail = overflow(node, frame, frames, proposal, tree: result.tree) else { continue }
                    nowOverflowing.insert(node)
                    if !overflowing.contains(node) { event(.overflow, node, detail) }
                }
                overflowing = nowOverflowing
                events += here.sorted { ($0.kind, $0.node) < ($1.kind, $1.node) }
                previous = (index, frames)
            }
        }
        return events
    }

    /// The component that moved most beyond `proposalMoved + ε`, if any.
    func jump(from old: Rect, to new: Rect, proposalMoved: Double) -> String? {
        let names = ["x", "y", "width", "height"]
        let before = [old.x, old.y, old.width, old.height], after = [new.x, new.y, new.width, new.height]
        var worst: (excess: Double, index: Int)?
        for index in 0..<4 where before[index].isFinite && after[index].isFinite {
            let excess = abs(after[index] - before[index]) - proposalMoved
            if excess > jumpThreshold, excess > (worst?.excess ?? -.infinity) { worst = (excess, index) }
        }
        guard let worst else { return nil }
        return "\(names[worst.index]) \(SweepNumber.text(before[worst.index])) -> \(SweepNumber.text(after[worst.index]))"
    }

    /// The axes along which the node shrank while its parent grew, if any.
    func shrinks(node: (Rect, Rect), parent: (Rect, Rect)) -> String? {
        let parts = Axis.allCases.compactMap { axis -> String? in
            let grew = parent.1.size[axis] - parent.0.size[axis], change = node.1.size[axis] - node.0.size[axis]
            guard grew.isFinite, change.isFinite, grew > tolerance, change < -tolerance else { return nil }
            let name = axis == .horizontal ? "width" : "height"
            return "\(name) \(SweepNumber.text(node.0.size[axis])) -> \(SweepNumber.text(node.1.size[axis])) while the container's "
                + "\(SweepNumber.text(parent.0.size[axis])) -> \(SweepNumber.text(parent.1.size[axis]))"
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// How the root falls short of the proposal's finite components, if it does.
    func underFill(_ root: Rect, _ proposal: ProposedViewSize) -> String? {
        let parts = Axis.allCases.compactMap { axis -> String? in
            guard let offered = proposal[axis], offered.isFinite, root.size[axis] < offered - tolerance else { return nil }
            let name = axis == .horizontal ? "width" : "height"
            return "\(name) \(SweepNumber.text(root.size[axis])) of \(SweepNumber.text(offered))"
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Where `frame` reaches outside its parent's frame (the root: outside
    /// the proposal's finite components from the origin), if it does.
    func overflow(_ node: Int, _ frame: Rect, _ frames: [Rect], _ proposal: ProposedViewSize, tree: LayoutTree) -> String? {
        var parts: [String] = []
        for axis in Axis.allCases {
            let name = axis == .horizontal ? "width" : "height"
            let low = frame.origin[axis], high = frame.origin[axis] + frame.size[axis]
            guard low.isFinite, high.isFinite else { continue }
            if let parent = tree.nodes[node].parent {
                let box = frames[parent]
                let (parentLow, parentHigh) = (box.origin[axis], box.origin[axis] + box.size[axis])
                guard parentLow.isFinite, parentHigh.isFinite else { continue }
                let over = Swift.max(parentLow - low, high - parentHigh)
                if over > tolerance { parts.append("\(name) \(SweepNumber.text(over)) beyond the container") }
            } else if let offered = proposal[axis], offered.isFinite, frame.size[axis] > offered + tolerance {
                parts.append("\(name) \(SweepNumber.text(frame.size[axis])) of \(SweepNumber.text(offered))")
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
