import GreedyLayout
import LayoutMetrics
import LayoutModel

/// The stack metrics of one case for `compare --metrics` (docs/metrics.md,
/// "Per-stack metrics"): for every HStack and VStack with two or more
/// present children that are not Spacers, each engine's layout scored by
/// LayoutMetrics, with each child's range and ideal along the stack's axis
/// from the **greedy sizing oracle**, not from the engine scored: greedy's
/// answers, in the case's own tree, to 0, to infinity and to no proposal
/// along that axis, at the cross proposal greedy's layout of the case gives
/// the child (``GreedyLayoutEngine/answers(_:in:proposal:)``). The same
/// ranges and ideals therefore score every engine of the case.
enum StackMetrics {
    /// One engine's layout of the case: its unit, its name and its drawn
    /// frames (nil when it did not lay the case out).
    struct Layout {
        var unit: Int
        var engine: String
        var frames: [Rect]?
    }

    /// What the oracle measured for one child.
    private struct Sizing {
        var range: LengthRange
        var ideal: Double
    }

    /// The rows of every engine's layout of one case (one model at one
    /// proposal), engines in `layouts` order, stacks in pre-order; the
    /// reference columns compare with the first layout's frames. No rows
    /// where the oracle cannot answer. `greedy`: greedy's layout of the case
    /// (its cross proposals), which the caller has already.
    static func rows(
        tree: LayoutTree, proposal: ProposedViewSize, greedy: LayoutResult, model: String, proposalLabel: String,
        layouts: [Layout]
    ) -> (stacks: [StackMetricsRow], children: [ChildMetricsRow]) {
        let traits = tree.traits
        let stacks: [(node: Int, axis: Axis, children: [Int])] = tree.preorder.compactMap { node in
            guard let axis = tree.stackAxis(of: node), !tree[node].isAbsent else { return nil }
            let children = traits.presentChildren(of: node).filter { !tree.isSpacer($0) }
            return children.count >= 2 ? (node, axis, children) : nil
        }
        guard !stacks.isEmpty, let sizings = oracle(tree: tree, proposal: proposal, layout: greedy, stacks: stacks) else { return ([], []) }
        let reference = layouts.first?.frames
        var rows: [StackMetricsRow] = []
        var childRows: [ChildMetricsRow] = []
        for layout in layouts {
            guard let frames = layout.frames, frames.count == tree.nodes.count else { continue }
            for stack in stacks {
                let ranges = Dictionary(uniqueKeysWithValues: stack.children.map { ($0, sizings[$0]!.range) })
                let ideals = Dictionary(uniqueKeysWithValues: stack.children.map { ($0, sizings[$0]!.ideal) })
                guard let lengths = try? SiblingFairness(stack: stack.node, in: tree, frames: frames),
                    let kept = try? SiblingFairness(stack: stack.node, in: tree, frames: frames, measure: .keptShare(ranges)),
                    let inversions = try? PriorityInversion.inStack(stack.node, in: tree, frames: frames, ranges: ranges),
                    let deviation = try? IdealDeviation(frames: frames, ideals: ideals, axis: stack.axis),
                    let space = try? ContainerSpace(container: stack.node, in: tree, frames: frames)
                else { continue }
                var delta: Double?
                var iou: Double?
                let compared = reference.map { $0.count == frames.count } ?? false
                func difference(_ node: Int) -> Double? {
                    compared ? ComponentValues(differenceOf: frames[node], reference![node]).largest : nil
                }
                if compared, let reference {
                    let nodes = [stack.node] + stack.children
                    delta = nodes.compactMap(difference).max()
                    iou = nodes.map { frames[$0].intersectionOverUnion(with: reference[$0], tolerance: Self.iouTolerance) }.min()
                }
                let axisName = stack.axis == .horizontal ? "horizontal" : "vertical"
                let capacity = frames[stack.node].size[stack.axis]
                for child in stack.children {
                    let sizing = sizings[child]!
                    let length = frames[child].size[stack.axis]
                    childRows.append(
                        ChildMetricsRow(
                            unit: layout.unit, model: model, proposal: proposalLabel, engine: layout.engine, stack: tree[stack.node].path,
                            child: tree[child].path, axis: axisName, priority: traits.layoutPriority(child), minimum: sizing.range.minimum,
                            maximum: sizing.range.maximum, ideal: sizing.ideal, length: length,
                            keptShare: sizing.range.keptShare(of: length, capacity: capacity), referenceDelta: difference(child)))
                }
                rows.append(
                    StackMetricsRow(
                        unit: layout.unit, model: model, proposal: proposalLabel, engine: layout.engine, stack: tree[stack.node].path,
                        parent: tree[stack.node].parent.map { tree[$0].path } ?? "", axis: axisName,
                        children: stack.children.count, length: frames[stack.node].size[stack.axis], jainLength: lengths.jainIndex,
                        jainKept: kept.jainIndex, inversions: inversions.count, idealL1: deviation.l1, idealL2: deviation.l2,
                        idealLInfinity: deviation.lInfinity, unused: space.unusedLength[stack.axis], overflow: space.overflow[stack.axis],
                        referenceDelta: delta, referenceIoU: iou))
            }
        }
        return (rows, childRows)
    }

    /// The tolerance of the reference IoU: frames whose components differ by
    /// no more than this score 1 (zero-area frames compare as segments).
    static let iouTolerance = 1e-6

    /// Each stack child's range and ideal along its stack's axis, by node,
    /// at the cross proposals of greedy's `layout`; nil when the oracle
    /// cannot answer.
    private static func oracle(
        tree: LayoutTree, proposal: ProposedViewSize, layout: LayoutResult,
        stacks: [(node: Int, axis: Axis, children: [Int])]
    ) -> [Int: Sizing]? {
        let engine = GreedyLayoutEngine()
        var queries: [(node: Int, proposal: ProposedViewSize)] = []
        for stack in stacks {
            for child in stack.children {
                let cross = layout.proposals[child]?[stack.axis.other]
                for main in [0, Double.infinity, nil] as [Double?] {
                    queries.append((child, ProposedViewSize(stack.axis, main: main, cross: cross)))
                }
            }
        }
        guard let answers = try? DeepWork.run(depth: tree.depth, { try engine.answers(queries, in: tree, proposal: proposal) }) else {
            return nil
        }
        var sizings: [Int: Sizing] = [:]
        var next = 0
        for stack in stacks {
            for child in stack.children {
                let (least, most, ideal) = (answers[next][stack.axis], answers[next + 1][stack.axis], answers[next + 2][stack.axis])
                next += 3
                sizings[child] = Sizing(range: LengthRange(minimum: least, maximum: most), ideal: ideal)
            }
        }
        return sizings
    }
}
