import LayoutMetrics
import LayoutModel

/// Finds ``SweepEvent``s in a ``SweepResult``, engine by engine, along the
/// sweep's order (docs/sweeps.md, "Events"). The events are LayoutMetrics'
/// sweep stability (`SweepStability`, docs/metrics.md, "Sweep stability"),
/// one definition for both, read per run of neighbouring proposals that all
/// have frames (a proposal an engine could not lay out ends a run: nothing
/// is compared across it, and an under-fill or overflow that lasts past it
/// starts again after it, with no end reported at it), and named for the
/// sweep's report.
public struct SweepEventDetector: Sendable {
    /// ε: how far a frame component may move beyond the proposal's own move
    /// before it is a jump, in points.
    public var jumpThreshold: Double
    /// τ: changes and excesses at most this large are round-off, in points
    /// (a shrinking child, an under-fill, an overflow).
    public var tolerance: Double

    /// A detector with a jump threshold and a round-off tolerance, in points.
    public init(jumpThreshold: Double = 0.5, tolerance: Double = 1e-6) {
        self.jumpThreshold = jumpThreshold
        self.tolerance = tolerance
    }

    /// Every event, by engine, then proposal, then kind, then node in pre-order.
    public func events(in result: SweepResult) -> [SweepEvent] {
        var events: [SweepEvent] = []
        var rank = [Int](repeating: 0, count: result.tree.nodes.count)
        for (position, node) in result.tree.preorder.enumerated() { rank[node] = position }
        for engine in result.engines.indices {
            for run in runs(of: engine, in: result) {
                let samples = run.map { SweepSample(proposal: result.proposals[$0.proposal], frames: $0.frames) }
                // Each run's frames hold one frame per node (runs(of:in:)),
                // which is all SweepStability checks.
                guard
                    let stability = try? SweepStability(
                        tree: result.tree, samples: samples, epsilon: jumpThreshold, slope: 1,
                        tolerance: tolerance)
                else { continue }
                var here: [(proposal: Int, kind: SweepEventKind, order: Int, event: SweepEvent)] = []
                for found in stability.events {
                    let index = run[found.sample].proposal
                    let previous = found.sample > 0 ? run[found.sample - 1] : nil
                    let event = sweepEvent(
                        found, engine: engine, at: index, previous: previous, frames: run[found.sample].frames,
                        in: result)
                    here.append((index, event.kind, rank[found.node], event))
                }
                // SweepStability orders by its own kinds; overflow onsets
                // of the root and of containers share one sweep kind.
                events += here.sorted { ($0.proposal, $0.kind, $0.order) < ($1.proposal, $1.kind, $1.order) }.map(\.event)
            }
        }
        return events
    }

    /// The runs of neighbouring proposals at which `engine` has one frame per node.
    func runs(of engine: Int, in result: SweepResult) -> [[(proposal: Int, frames: [Rect])]] {
        var runs: [[(proposal: Int, frames: [Rect])]] = []
        var current: [(proposal: Int, frames: [Rect])] = []
        for index in result.proposals.indices {
            if let frames = result.frames(engine: engine, proposal: index), frames.count == result.tree.nodes.count {
                current.append((index, frames))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// `found` as the sweep reports it: its kind's sweep name, the proposals
    /// around it and its numbers as text.
    func sweepEvent(
        _ found: StabilityEvent, engine: Int, at index: Int, previous: (proposal: Int, frames: [Rect])?, frames: [Rect],
        in result: SweepResult
    ) -> SweepEvent {
        let node = result.tree.nodes[found.node]
        let name = found.axis == .horizontal ? "width" : "height"
        let kind: SweepEventKind
        let detail: String
        switch found.kind {
        case .jump:
            kind = .jump
            detail = "\(found.component) \(SweepNumber.text(found.before)) -> \(SweepNumber.text(found.after))"
        case .nonMonotonicChild:
            kind = .shrinksWhileContainerGrows
            var text = "\(name) \(SweepNumber.text(found.before)) -> \(SweepNumber.text(found.after))"
            if let container = found.container, let previous {
                text +=
                    " while the container's \(SweepNumber.text(previous.frames[container].size[found.axis])) -> "
                    + SweepNumber.text(frames[container].size[found.axis])
            }
            detail = text
        case .underFillOnset:
            kind = .underFill
            detail = "\(name) \(SweepNumber.text(found.after)) of \(SweepNumber.text(found.before))"
        case .proposalOverflowOnset:
            kind = .overflow
            let offered = result.proposals[index][found.axis] ?? 0
            detail = "\(name) \(SweepNumber.text(frames[found.node].size[found.axis])) of \(SweepNumber.text(offered))"
        case .overflowOnset:
            kind = .overflow
            detail = "children reach \(SweepNumber.text(found.after)) beyond its \(name)"
        case .underFillEnd:
            kind = .underFillEnd
            detail = "\(name) \(SweepNumber.text(found.after)) of \(SweepNumber.text(found.before))"
        case .proposalOverflowEnd:
            kind = .overflowEnd
            let offered = result.proposals[index][found.axis] ?? .infinity
            detail =
                "\(name) \(SweepNumber.text(frames[found.node].size[found.axis])) of \(SweepNumber.text(offered)), "
                + "\(SweepNumber.text(found.before)) beyond it before"
        case .overflowEnd:
            kind = .overflowEnd
            detail = "children fit its \(name), \(SweepNumber.text(found.before)) beyond it before"
        }
        return SweepEvent(
            kind: kind, engine: result.engines[engine], node: found.node, path: node.path, id: node.id,
            before: index > 0 ? result.proposals[index - 1] : nil, at: result.proposals[index], detail: detail)
    }
}
