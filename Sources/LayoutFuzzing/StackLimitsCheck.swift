import GreedyLayout
import LayoutChecker
import LayoutModel

/// Two properties every declarative strategy promises for a stack it
/// shares (docs/strategies.md, "What every declarative strategy shares"):
/// each child answers its proposal by its own rules, so
///
/// - **hard limits held**: a child's length along the stack's axis lies
///   between what it answers when proposed 0 and infinity along that axis
///   (at the cross proposal it was given): its minimum and maximum;
/// - **overflow only when the minima do not fit**: where the children's
///   minima and the stack's spacing fit the offer, the stack is no longer
///   than its offer (overflow is the strategies' first objective).
///
/// The limits come from an oracle that is not the LP engine: greedy's
/// answers to those proposals in the same tree
/// (`GreedyLayoutEngine/answers(_:in:proposal:)`). Checked on stacks
/// (HStack or VStack with two or more present children) the result proposes
/// a finite length along their axis, except where a child holds a view
/// whose answer does not grow with its proposal (a ViewThatFits, which may
/// switch to a smaller child; an `aspectRatio`, which turns a longer
/// proposal along the axis into a wider one across it, which a Text inside
/// answers with fewer lines: fuzz seed 12080766727332246228, case 1, a Text
/// "Hi" under `.fixedSize(vertical).aspectRatio(1, .fill)` answers 30 tall to
/// 0 × 0 and 15 to 0 × ∞, in greedy too; a lazy grid with an adaptive item
/// of finite maximum, which fills a finite offer across its tracks with as
/// many tracks as fit but answers an infinite one with one track of its
/// maximum: fuzz seed 18110061395191283646, case 88, a LazyHGrid of one
/// `adaptive(10…50)` row answers 58 tall to ∞ and 156 to 156, in greedy
/// too, docs/greedy-semantics.md, "Lazy grids") or depends on where it is placed (a
/// ScrollView, safe-area padding, insets or `ignoresSafeArea`, which reach
/// into the safe area at its edge). Lengths compare within the tolerance.
public struct StackLimitsCheck: Sendable {
    /// How far apart two lengths may be and still count as equal.
    public var tolerance: Tolerance

    /// A check comparing lengths within `tolerance`.
    public init(tolerance: Tolerance) {
        self.tolerance = tolerance
    }

    /// The violations of the two properties in `result` (the LP engine's
    /// layout of `tree` at `proposal`), each with the first stack or child
    /// that breaks it; empty when both hold or nothing applies.
    public func violations(in result: LayoutResult, tree: LayoutTree, proposal: ProposedViewSize, engine: String) -> [PropertyViolation] {
        let stacks = checkedStacks(in: result, tree: tree)
        guard !stacks.isEmpty else { return [] }
        var queries: [(node: Int, proposal: ProposedViewSize)] = []
        for stack in stacks {
            for child in stack.children {
                let cross = result.proposals[child]?[stack.axis.other]
                queries.append((child, ProposedViewSize(stack.axis, main: 0, cross: cross)))
                queries.append((child, ProposedViewSize(stack.axis, main: .infinity, cross: cross)))
            }
        }
        guard let answers = try? GreedyLayoutEngine().answers(queries, in: tree, proposal: proposal) else { return [] }
        var limitBroken: String?
        var overflowBroken: String?
        var next = 0
        for stack in stacks {
            var minima = 0.0
            var lengths = 0.0
            for child in stack.children {
                let least = answers[next][stack.axis]
                let most = answers[next + 1][stack.axis]
                next += 2
                let length = result.frames[child].size[stack.axis]
                minima += least
                lengths += length
                guard limitBroken == nil else { continue }
                if length < least - tolerance.points {
                    limitBroken =
                        "\(tree[child].path) is \(formatLength(length)) along \(stack.axis), "
                        + "below its minimum \(formatLength(least)) (its answer to 0)"
                } else if length > most + tolerance.points {
                    limitBroken =
                        "\(tree[child].path) is \(formatLength(length)) along \(stack.axis), "
                        + "above its maximum \(formatLength(most)) (its answer to infinity)"
                }
            }
            // The stack's length is its children's plus its spacing.
            let length = result.frames[stack.node].size[stack.axis]
            let spacing = length - lengths
            if overflowBroken == nil, minima + spacing <= stack.offer + tolerance.points, length > stack.offer + tolerance.points {
                overflowBroken =
                    "\(tree[stack.node].path) is \(formatLength(length)) in an offer of \(formatLength(stack.offer)), "
                    + "though its children's minima and spacing take \(formatLength(minima + spacing))"
            }
        }
        let found: [(PropertyViolation.Property, String?)] = [
            (.limitsHeld, limitBroken), (.overflowOnlyWhenMinimaDoNotFit, overflowBroken),
        ]
        return found.compactMap { found in found.1.map { PropertyViolation(property: found.0, engine: engine, detail: $0) } }
    }

    /// A stack the check reads: its axis, its finite offer along it and its present children.
    private struct CheckedStack {
        var node: Int
        var axis: Axis
        var offer: Double
        var children: [Int]
    }

    private func checkedStacks(in result: LayoutResult, tree: LayoutTree) -> [CheckedStack] {
        let traits = tree.traits
        var stacks: [CheckedStack] = []
        for index in tree.preorder {
            guard case .stack(let axis, _, _) = tree[index].element else { continue }
            let children = traits.presentChildren(of: index)
            guard children.count >= 2, result.proposals.indices.contains(index),
                let offer = result.proposals[index]?[axis], offer.isFinite,
                children.allSatisfy({ result.proposals[$0] != nil }),
                !children.contains(where: { Self.answersOutOfOrder($0, in: tree) })
            else { continue }
            stacks.append(CheckedStack(node: index, axis: axis, offer: offer, children: children))
        }
        return stacks
    }

    /// Whether `node` or a view inside it answers out of the order of its
    /// proposals or by its place (see the type's documentation).
    private static func answersOutOfOrder(_ node: Int, in tree: LayoutTree) -> Bool {
        switch tree[node].element {
        case .viewThatFits, .aspectRatio, .scrollView, .safeAreaInset, .safeAreaPadding, .ignoresSafeArea: return true
        case .lazyGrid(let grid) where grid.items.contains(where: \.hasFiniteAdaptiveMaximum): return true
        default: return tree[node].children.contains { answersOutOfOrder($0, in: tree) }
        }
    }
}

extension GridItemValue {
    /// Whether the item is adaptive with a finite maximum: its grid's
    /// answer across its tracks then falls when the offer grows to infinity.
    fileprivate var hasFiniteAdaptiveMaximum: Bool {
        if case .adaptive(_, let maximum) = size { return maximum.isFinite }
        return false
    }
}
