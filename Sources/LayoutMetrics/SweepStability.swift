import LayoutModel

/// The events of a sweep: a sequence of (proposal, frames) samples of one
/// tree, in the order the caller swept them (docs/metrics.md, "Sweep
/// stability"). Between neighbouring samples k − 1 and k it finds jumps and
/// children shrinking while their container grows; at each sample it finds
/// where the root begins to under-fill or overflow the proposal and where
/// a container's children begin to overflow it, and where each of these
/// ends.
///
/// ```swift
/// let samples = try stride(from: 100.0, through: 400, by: 5).map { width in
///     let proposal = ProposedViewSize(width: width, height: 300)
///     return SweepSample(proposal: proposal, result: try engine.layout(tree, proposal: proposal))
/// }
/// let stability = try SweepStability(tree: tree, samples: samples, epsilon: 0.5)
/// stability.events(.jump)
/// ```
public struct SweepStability: Sendable, Hashable {
    /// Every event, by sample; within a sample in `Kind`'s order (jumps, non-monotonic children, under-fill,
    /// proposal overflow, overflow onsets, then under-fill, proposal overflow, overflow ends), each by node in pre-order.
    public var events: [StabilityEvent]

    /// Finds the events of `samples`.
    /// - Parameters:
    ///   - tree: the tree every sample lays out.
    ///   - samples: one sample per proposal, in the order swept.
    ///   - epsilon: a component jumps when it changes by more than
    ///     `epsilon + slope · Δp` points.
    ///   - slope: Δp's weight in a jump's threshold, Δp the larger change of
    ///     the root proposal's two components (unbounded when a component
    ///     changes between unspecified and a number); 1 lets a node follow
    ///     the proposal point for point; 0 flags every change beyond `epsilon`.
    ///   - tolerance: τ, the change or excess in points up to which a
    ///     non-monotonic child, an under-fill or an overflow is round-off
    ///     rather than an event; `epsilon` when nil.
    /// - Throws: `MetricError.frameCountMismatch` naming the sample whose
    ///   frames do not hold one frame per node.
    public init(tree: LayoutTree, samples: [SweepSample], epsilon: Double, slope: Double = 1, tolerance: Double? = nil) throws(MetricError)
    {
        let tau = tolerance ?? epsilon
        for (index, sample) in samples.enumerated() { try tree.requireFrames(sample.frames, of: "sample \(index)") }
        let order = tree.preorder.filter { !tree[$0].isAbsent }
        let containers = tree.containers
        var events: [StabilityEvent] = []
        var overflowing: [(key: OverflowKey, amount: Double)] = []
        for (k, sample) in samples.enumerated() {
            let previous = k > 0 ? samples[k - 1] : nil
            if let previous {
                events += Self.jumps(order, from: previous, to: sample, at: k, epsilon: epsilon, slope: slope)
                events += Self.nonMonotonicChildren(containers, in: tree, from: previous.frames, to: sample.frames, at: k, epsilon: tau)
            }
            let underFill = Self.underFillChanges(root: tree.root, previous: previous, sample: sample, at: k, epsilon: tau)
            events += underFill.onsets
            let now = Self.overflows(root: tree.root, containers: containers, in: tree, sample: sample, epsilon: tau)
            let before = Set(overflowing.map(\.key)), after = Set(now.map(\.key))
            for (key, amount) in now where !before.contains(key) {
                events.append(
                    StabilityEvent(kind: key.kind, sample: k, node: key.node, component: .length(key.axis), before: 0, after: amount))
            }
            // Ends after every onset, in Kind's order: under-fill, then the
            // root's overflow, then the containers' (the previous sample's order).
            events += underFill.ends
            for ending in [StabilityEvent.Kind.proposalOverflowOnset, .overflowOnset] {
                for (key, amount) in overflowing where key.kind == ending && !after.contains(key) {
                    events.append(
                        StabilityEvent(
                            kind: ending == .overflowOnset ? .overflowEnd : .proposalOverflowEnd, sample: k,
                            node: key.node, component: .length(key.axis), before: amount, after: 0))
                }
            }
            overflowing = now
        }
        self.events = events
    }

    /// The events of one kind, in order.
    public func events(_ kind: StabilityEvent.Kind) -> [StabilityEvent] { events.filter { $0.kind == kind } }

    /// A node and axis that overflow: a container beyond its frame (`overflowOnset`) or the root beyond the proposal
    /// (`proposalOverflowOnset`).
    private struct OverflowKey: Hashable {
        var kind: StabilityEvent.Kind
        var node: Int
        var axis: Axis
    }

    /// Components of present nodes that change by more than ε + slope·Δp.
    static func jumps(
        _ nodes: [Int], from previous: SweepSample, to sample: SweepSample, at k: Int, epsilon: Double,
        slope: Double
    ) -> [StabilityEvent] {
        let change = Axis.allCases.map { proposalChange(previous.proposal[$0], sample.proposal[$0]) }.max() ?? 0
        let threshold = epsilon + MetricArithmetic.product(slope, change)
        var events: [StabilityEvent] = []
        for node in nodes {
            for component in RectComponent.allCases {
                let before = component.value(in: previous.frames[node])
                let after = component.value(in: sample.frames[node])
                guard MetricArithmetic.distance(before, after) > threshold else { continue }
                events.append(StabilityEvent(kind: .jump, sample: k, node: node, component: component, before: before, after: after))
            }
        }
        return events
    }

    /// |Δ| of one proposal component; ∞ between unspecified and a number.
    static func proposalChange(_ a: Double?, _ b: Double?) -> Double {
        switch (a, b) {
        case (nil, nil): 0
        case (let a?, let b?): MetricArithmetic.distance(a, b)
        default: .infinity
        }
    }

    /// Children that get shorter by more than ε along an axis while their
    /// container gets longer by more than ε along it.
    static func nonMonotonicChildren(
        _ containers: [Int], in tree: LayoutTree, from previous: [Rect], to frames: [Rect], at k: Int,
        epsilon: Double
    ) -> [StabilityEvent] {
        var events: [StabilityEvent] = []
        for container in containers {
            for axis in Axis.allCases {
                let grew = MetricArithmetic.excess(frames[container].size[axis], over: previous[container].size[axis])
                guard grew > epsilon else { continue }
                for child in tree.traits.presentChildren(of: container) {
                    let before = previous[child].size[axis]
                    let after = frames[child].size[axis]
                    guard MetricArithmetic.excess(before, over: after) > epsilon else { continue }
                    events.append(
                        StabilityEvent(
                            kind: .nonMonotonicChild, sample: k, node: child, container: container,
                            component: .length(axis), before: before, after: after))
                }
            }
        }
        return events
    }

    /// The axes along which the root is shorter than a finite proposal by
    /// more than ε at `sample` but was not at `previous` (or there is none):
    /// onsets; and those along which it was at `previous` but is not at
    /// `sample`: ends (the proposal, ∞ where it is unspecified, and the
    /// root's length at `sample`).
    static func underFillChanges(
        root: Int, previous: SweepSample?, sample: SweepSample, at k: Int,
        epsilon: Double
    ) -> (onsets: [StabilityEvent], ends: [StabilityEvent]) {
        func underFilled(_ sample: SweepSample, _ axis: Axis) -> Bool {
            guard let proposed = sample.proposal[axis], proposed.isFinite else { return false }
            return MetricArithmetic.excess(proposed, over: sample.frames[root].size[axis]) > epsilon
        }
        var onsets: [StabilityEvent] = [], ends: [StabilityEvent] = []
        for axis in Axis.allCases {
            let now = underFilled(sample, axis), then = previous.map { underFilled($0, axis) } ?? false
            guard now != then else { continue }
            let event = StabilityEvent(
                kind: now ? .underFillOnset : .underFillEnd, sample: k, node: root, component: .length(axis),
                before: sample.proposal[axis] ?? .infinity, after: sample.frames[root].size[axis])
            if now { onsets.append(event) } else { ends.append(event) }
        }
        return (onsets, ends)
    }

    /// Everything overflowing by more than ε at `sample`: the root beyond a
    /// finite proposal (its length minus the proposal) along each axis, then
    /// each container beyond its frame (`ContainerSpace.overflow(of:by:_:)`)
    /// in pre-order, horizontal first.
    private static func overflows(
        root: Int, containers: [Int], in tree: LayoutTree, sample: SweepSample,
        epsilon: Double
    ) -> [(key: OverflowKey, amount: Double)] {
        var found: [(key: OverflowKey, amount: Double)] = []
        for axis in Axis.allCases {
            guard let proposed = sample.proposal[axis], proposed.isFinite else { continue }
            let beyond = MetricArithmetic.excess(sample.frames[root].size[axis], over: proposed)
            if beyond > epsilon { found.append((OverflowKey(kind: .proposalOverflowOnset, node: root, axis: axis), beyond)) }
        }
        for container in containers {
            let children = tree.traits.presentChildren(of: container).map { sample.frames[$0] }
            for axis in Axis.allCases {
                let amount = ContainerSpace.overflow(of: sample.frames[container], by: children, axis)
                guard amount > epsilon else { continue }
                found.append((OverflowKey(kind: .overflowOnset, node: container, axis: axis), amount))
            }
        }
        return found
    }
}
