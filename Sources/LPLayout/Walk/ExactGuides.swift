import LayoutModel

/// Explicit alignment guides in the exact encoding (semantics §9): the greedy
/// reference's `ExplicitGuides` ported onto quantities, rule by rule.
///
/// - `.alignmentGuide(g, value)`: `value` over the modified view's size and
///   guide values; linear, no rows.
/// - A Text: its first and last baselines (`TextEncoding.baselines`).
/// - HStack, VStack, ZStack: the container's placement is probed
///   (`ExactSession.probePlacement`); each child's explicit value is moved by
///   its origin. A custom guide is their mean (linear); the first text
///   baseline their minimum and the last their maximum (rows of family
///   `guide`, one binary per operand after the first unless decided).
/// - Every other modifier: its primary's explicit value moved by where it
///   puts the primary (linear).
///
/// Which guides reach a node is static (`LayoutTraits.guideKeys`), so whether
/// a value exists never depends on the root proposal's numbers.
enum ExactGuides {
    /// The constraint family of the rows a baseline's min/max writes.
    static let family = ConstraintFamily.guide

    /// The explicit value of `key` in `node` placed with `proposal`, in the
    /// node's own coordinates, or nil.
    static func value(
        _ node: Int, _ key: AlignmentKey, proposal: SymbolicProposal, in session: ExactSession
    ) throws(LPLayoutError) -> Quantity? {
        let layoutNode = session.tree.nodes[node]
        switch layoutNode.element {
        case .alignmentGuide(let guide, let value) where guide == key:
            // The modified view sits at the modifier's origin with the same proposal.
            return try evaluate(value, of: layoutNode.children[0], proposal: proposal, in: session)
        case .text(let string, let fontSize, let lineLimit):
            let baselines = try TextEncoding(string: string, fontSize: fontSize, lineLimit: lineLimit)
                .baselines(proposal, node: node, in: session)
            return key == .vertical(.firstTextBaseline) ? baselines.first : baselines.last
        case .customLayout(let value):
            return try CustomLayoutEncoding(value: value).explicitGuide(key, node: node, proposal: proposal, in: session)
        case .image(let natural, let resizable, .some(let baseline)):
            // The greedy rule: the baseline's fraction of the natural height times the height. Linear.
            guard resizable else { return .constant(baseline) }
            return Quantity.scaled(
                try session.size(node, proposal).height, by: ImageBaseline.fraction(baseline, naturalHeight: natural.height))
        case .viewThatFits(let axes):
            return try ViewThatFitsEncoding(axes: axes).explicitGuide(key, node: node, proposal: proposal, in: session)
        case .stack, .zStack, .grid, .lazyGrid:
            var values: [Quantity] = []
            for placement in try session.probePlacement(node, proposal: proposal) {
                guard let value = try session.explicitGuide(placement.node, key, proposal: placement.proposal) else { continue }
                values.append(value + placement.origin[key.axis])
            }
            return try combine(values, key, in: session.builder)
        default:
            guard let primary = layoutNode.children.first,
                let placement = try session.probePlacement(node, proposal: proposal).first(where: { $0.node == primary }),
                let value = try session.explicitGuide(primary, key, proposal: placement.proposal)
            else { return nil }
            return value + placement.origin[key.axis]
        }
    }

    /// `constant + width·w + height·h + scale·d[guide]` over the dimensions of
    /// `child` answering `proposal` (SwiftUI's `ViewDimensions`). Linear: the
    /// coefficients are the tree's constants.
    static func evaluate(
        _ value: GuideValue, of child: Int, proposal: SymbolicProposal, in session: ExactSession
    ) throws(LPLayoutError) -> Quantity {
        let size = try session.size(child, proposal)
        var result =
            Quantity.constant(value.constant)
            + Quantity.scaled(size.width, by: value.width)
            + Quantity.scaled(size.height, by: value.height)
        if let guide = value.guide {
            // `d[explicit: g] ?? fallback`: whether the explicit value exists is static (LayoutTraits.guideKeys).
            let read: Quantity
            if let fallback = value.fallback {
                read = try session.explicitGuide(child, guide, proposal: proposal) ?? .constant(fallback)
            } else {
                read = try session.guideValue(child, guide, proposal: proposal)
            }
            result = result + Quantity.scaled(read, by: value.guideScale)
        }
        return result
    }

    /// A guide's value in a view of `size` without explicit guides (a frame's
    /// own alignment point), the greedy `ExplicitGuides.implicitValue`: the
    /// default fraction, or a declared custom default over `size`. Linear.
    static func implicitValue(_ key: AlignmentKey, size: SymbolicSize, defaults: [AlignmentKey: GuideValue]) -> Quantity {
        guard let value = defaults[key] else { return Quantity.scaled(size[key.axis], by: key.defaultFraction) }
        var result =
            Quantity.constant(value.constant)
            + Quantity.scaled(size.width, by: value.width)
            + Quantity.scaled(size.height, by: value.height)
        if let guide = value.guide {
            let read = value.fallback.map(Quantity.constant) ?? Quantity.scaled(size[guide.axis], by: guide.defaultFraction)
            result = result + Quantity.scaled(read, by: value.guideScale)
        }
        return result
    }

    /// How a container merges its children's explicit values (semantics §9):
    /// custom guides average, the first baseline is the smallest, the last
    /// baseline the largest.
    static func combine(_ values: [Quantity], _ key: AlignmentKey, in builder: ProgramBuilder) throws(LPLayoutError) -> Quantity? {
        guard var result = values.first else { return nil }
        switch key {
        case .vertical(.firstTextBaseline):
            for value in values.dropFirst() { result = try builder.minimum(result, value, family: family) }
            return result
        case .vertical(.lastTextBaseline):
            for value in values.dropFirst() { result = try builder.maximum(result, value, family: family) }
            return result
        default:
            for value in values.dropFirst() { result = result + value }
            return result / Double(values.count)
        }
    }
}
