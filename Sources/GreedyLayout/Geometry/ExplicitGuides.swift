import LayoutModel

/// Explicit alignment guides (semantics §9; seed 002's "Aligning views within
/// a stack" and "Aligning views across stacks"; seed 003's `alignAsBadge`).
///
/// A view's guide value is its explicit value when it, or a view it passes
/// guides up from, sets one; otherwise the default fraction of its size.
/// - A Text sets its first and last text baselines.
/// - `.alignmentGuide(g, value)` makes `g` explicit: `value` is computed over
///   the modified view's dimensions (its size and its own guide values).
/// - Every other modifier (padding, frames, offset, overlay's primary, ...)
///   passes its modified view's explicit guides up, moved by where it puts
///   that view.
/// - HStack, VStack and ZStack never pass up the built-in frame guides
///   (leading, centre, trailing, top, bottom); a custom guide is the mean of
///   the children's explicit values, in the stack's coordinates; the first
///   text baseline is the smallest, the last text baseline the largest.
enum ExplicitGuides {
    /// The explicit value of `key` in `node` placed with `proposal`, in the
    /// node's own coordinates, or nil.
    static func value(_ node: Int, _ key: AlignmentKey, proposal: ProposedViewSize, in session: GreedySession) -> Double? {
        let layoutNode = session.tree[node]
        switch layoutNode.element {
        case .alignmentGuide(let guide, let value) where guide == key:
            // The modified view sits at the modifier's origin with the same proposal.
            return evaluate(value, of: layoutNode.children[0], proposal: proposal, in: session)
        case .text(let string, let fontSize, let lineLimit):
            // A Text provides its baselines (docs/text-metrics.md): the first
            // line's, and the last shown line's.
            let layout = TextLayout(string, fontSize: fontSize, proposal: proposal, lineLimit: lineLimit)
            return key == .vertical(.firstTextBaseline) ? layout.firstBaseline : layout.lastBaseline
        case .customLayout(let value):
            // The layout's own `explicitAlignment` (its default merges as below).
            return CustomContainerLayout(value: value).explicitGuide(key, node: node, proposal: proposal, in: session)
        case .image(let natural, let resizable, .some(let baseline)):
            // An SF Symbol's baseline (both text baselines) scales with the
            // image's height (docs/greedy-semantics.md, "Alignment guides").
            guard resizable else { return baseline }
            return LengthArithmetic.scaled(
                session.size(node, proposal).height, by: ImageBaseline.fraction(baseline, naturalHeight: natural.height))
        case .viewThatFits(let axes):
            // The shown child's value, unchanged: it sits at the container's origin with its proposal.
            guard let chosen = ViewThatFitsLayout(axes: axes).chosenChild(node, proposal: proposal, in: session) else { return nil }
            return session.explicitGuide(chosen, key, proposal: proposal)
        case .stack, .zStack, .grid, .lazyGrid:
            let values = session.probePlacement(node, proposal: proposal).compactMap { placement in
                session.explicitGuide(placement.node, key, proposal: placement.proposal)
                    .map { $0 + placement.origin[key.axis] }
            }
            return combine(values, key)
        default:
            guard let primary = layoutNode.children.first,
                let placement = session.probePlacement(node, proposal: proposal).first(where: { $0.node == primary }),
                let value = session.explicitGuide(primary, key, proposal: placement.proposal)
            else { return nil }
            return value + placement.origin[key.axis]
        }
    }

    /// `constant + width·w + height·h + scale·d[guide]` over the dimensions of
    /// `child` answering `proposal` (SwiftUI's `ViewDimensions`: its size and
    /// its guide values, explicit ones included).
    static func evaluate(_ value: GuideValue, of child: Int, proposal: ProposedViewSize, in session: GreedySession) -> Double {
        let size = session.size(child, proposal)
        var result =
            value.constant
            + LengthArithmetic.scaled(size.width, by: value.width)
            + LengthArithmetic.scaled(size.height, by: value.height)
        if let guide = value.guide {
            // `d[explicit: g] ?? fallback` reads only an explicit value (static: LayoutTraits.guideKeys).
            let read =
                value.fallback.map { session.explicitGuide(child, guide, proposal: proposal) ?? $0 }
                ?? session.guideValue(child, guide, proposal: proposal)
            result += LengthArithmetic.scaled(read, by: value.guideScale)
        }
        return result
    }

    /// A guide's value in a view of `size` that has no explicit guides (a
    /// frame's own alignment point): the default fraction of its length, or
    /// for a custom guide with a declared default that default over `size`,
    /// its guide term reading the default fraction and `d[explicit:]` its fallback.
    static func implicitValue(_ key: AlignmentKey, size: Size, defaults: [AlignmentKey: GuideValue]) -> Double {
        guard let value = defaults[key] else { return LengthArithmetic.scaled(size[key.axis], by: key.defaultFraction) }
        var result =
            value.constant
            + LengthArithmetic.scaled(size.width, by: value.width)
            + LengthArithmetic.scaled(size.height, by: value.height)
        if let guide = value.guide {
            let read = value.fallback ?? LengthArithmetic.scaled(size[guide.axis], by: guide.defaultFraction)
            result += LengthArithmetic.scaled(read, by: value.guideScale)
        }
        return result
    }

    /// How a container merges its children's explicit values (semantics §9):
    /// custom guides average (OpenSwiftUI's test: 1, 3, 5 and two views
    /// without a value give 3), the first baseline is the topmost, the last
    /// baseline the bottommost (**Choice**: OpenSwiftUI takes the minimum for
    /// both; the last baseline of a column is its last line's).
    static func combine(_ values: [Double], _ key: AlignmentKey) -> Double? {
        guard !values.isEmpty else { return nil }
        switch key {
        case .vertical(.firstTextBaseline): return values.min()
        case .vertical(.lastTextBaseline): return values.max()
        default: return values.reduce(0, +) / Double(values.count)
        }
    }
}
