import LayoutModel

/// A problem with its axes exchanged: every HStack becomes a VStack and the
/// reverse, widths become heights, leading becomes top and trailing bottom.
/// Layout rules are written once for both axes, so the transposed problem's
/// frames must be the original frames with x and y, width and height
/// exchanged (with a left-to-right root, leading is the left edge).
///
/// Text (whose lines run horizontally), text baselines, NookPanel (whose
/// notch is at the top), environment overrides, scene padding, a
/// left-to-right mirror, custom layouts other than `SpacingPrint` and Grid
/// (whose rows are GridRows: a column-major grid does not exist) have no
/// transposed counterpart; a problem containing one has no transposition.
public enum Transposition {
    /// The transposed problem, or nil when `problem` has no counterpart.
    public static func transposed(_ problem: LayoutProblem) -> LayoutProblem? {
        guard problem.environment.layoutDirection == .leftToRight, let root = transposed(problem.root) else { return nil }
        var copy = problem
        copy.root = root
        copy.proposal = ProposedViewSize(width: problem.proposal.height, height: problem.proposal.width)
        guard problem.environment.keyboard == 0 else { return nil }
        copy.environment.safeArea = transposed(problem.environment.safeArea)
        var defaults: [AlignmentKey: GuideValue] = [:]
        for (key, value) in problem.environment.guideDefaults {
            guard let key = transposed(key), let value = transposed(value) else { return nil }
            defaults[key] = value
        }
        copy.environment.guideDefaults = defaults
        copy.expect = problem.expect.mapValues(transposed)
        copy.expectByStrategy = problem.expectByStrategy.mapValues { $0.mapValues(transposed) }
        return copy
    }

    /// A frame with its axes exchanged.
    public static func transposed(_ frame: Rect) -> Rect {
        Rect(x: frame.y, y: frame.x, width: frame.height, height: frame.width)
    }

    /// An expected frame with its axes exchanged (a component not given stays not given).
    public static func transposed(_ frame: ExpectedFrame) -> ExpectedFrame {
        ExpectedFrame(x: frame.y, y: frame.x, width: frame.height, height: frame.width)
    }

    static func transposed(_ node: ViewNode) -> ViewNode? {
        guard let content = transposed(node.content) else { return nil }
        var modifiers: [Modifier] = []
        for modifier in node.modifiers {
            guard let kind = transposed(modifier.kind) else { return nil }
            modifiers.append(Modifier(kind, id: modifier.id))
        }
        return ViewNode(content, id: node.id, modifiers: modifiers)
    }

    static func transposed(_ children: [ViewNode]) -> [ViewNode]? {
        var result: [ViewNode] = []
        for child in children {
            guard let transposed = transposed(child) else { return nil }
            result.append(transposed)
        }
        return result
    }

    static func transposed(_ content: ViewContent) -> ViewContent? {
        switch content {
        case .shape, .spacer, .empty: return content
        case .fixed(let width, let height): return .fixed(width: height, height: width)
        // An image's text baseline is horizontal, as a Text's: no counterpart.
        case .image(_, _, _, .some): return nil
        case .image(let width, let height, let resizable, nil): return .image(width: height, height: width, resizable: resizable)
        case .text, .nookPanel, .grid, .gridRow: return nil
        case .hStack(let alignment, let spacing, let children):
            guard let guide = horizontal(alignment), let children = transposed(children) else { return nil }
            return .vStack(alignment: guide, spacing: spacing, children: children)
        case .vStack(let alignment, let spacing, let children):
            guard let children = transposed(children) else { return nil }
            return .hStack(alignment: vertical(alignment), spacing: spacing, children: children)
        case .zStack(let alignment, let children):
            guard let alignment = transposed(alignment), let children = transposed(children) else { return nil }
            return .zStack(alignment: alignment, children: children)
        case .layout(let value, let children):
            // SpacingPrint treats both axes alike (largest width and height,
            // top-leading placement, union on every edge); any other custom
            // layout is written for its axes and has no counterpart.
            guard value.layout is SpacingPrint, let children = transposed(children) else { return nil }
            return .layout(value, children: children)
        case .scrollView(let axes, let content):
            guard let content = transposed(content) else { return nil }
            return .scrollView(axes: Set(axes.map(\.other)), content: content)
        case .viewThatFits(let axes, let children):
            guard let children = transposed(children) else { return nil }
            return .viewThatFits(axes: Set(axes.map(\.other)), children: children)
        case .conditional, .anyLayout:
            // Size classes are not symmetric: the standard ones compare a
            // width with 600 and a height with 480 (docs/greedy-semantics.md).
            return nil
        case .lazyHStack(let alignment, let spacing, let children):
            guard let guide = horizontal(alignment), let children = transposed(children) else { return nil }
            return .lazyVStack(alignment: guide, spacing: spacing, children: children)
        case .lazyVStack(let alignment, let spacing, let children):
            guard let children = transposed(children) else { return nil }
            return .lazyHStack(alignment: vertical(alignment), spacing: spacing, children: children)
        case .lazyGrid(let value, let children):
            // A LazyVGrid's columns are the LazyHGrid's rows.
            guard let alignment = transposed(value.alignment), let children = transposed(children) else { return nil }
            var items: [GridItemValue] = []
            for item in value.items {
                var copy = item
                if let own = item.alignment {
                    guard let turned = transposed(own) else { return nil }
                    copy.alignment = turned
                }
                items.append(copy)
            }
            return .lazyGrid(
                LazyGridValue(axis: value.axis.other, items: items, alignment: alignment, spacing: value.spacing),
                children: children)
        }
    }

    static func transposed(_ kind: ModifierKind) -> ModifierKind? {
        switch kind {
        case .padding(let value): return transposed(value).map { .padding($0) }
        case .frame(let width, let height, let alignment):
            guard let alignment = transposed(alignment), plain(width), plain(height) else { return nil }
            return .frame(width: height, height: width, alignment: alignment)
        case .flexFrame(let value):
            guard let alignment = transposed(value.alignment),
                [value.minWidth, value.idealWidth, value.maxWidth, value.minHeight, value.idealHeight, value.maxHeight].allSatisfy(plain)
            else { return nil }
            return .flexFrame(
                FlexFrameValue(
                    minWidth: value.minHeight, idealWidth: value.idealHeight, maxWidth: value.maxHeight,
                    minHeight: value.minWidth, idealHeight: value.idealWidth, maxHeight: value.maxWidth,
                    alignment: alignment))
        case .fixedSize(let horizontal, let vertical): return .fixedSize(horizontal: vertical, vertical: horizontal)
        case .layoutPriority: return kind
        case .offset(let x, let y):
            guard plain(x), plain(y) else { return nil }
            return .offset(x: y, y: x)
        case .position(let x, let y):
            guard plain(x), plain(y) else { return nil }
            return .position(x: y, y: x)
        case .alignmentGuide(let key, let value):
            guard let key = transposed(key), let value = transposed(value) else { return nil }
            return .alignmentGuide(key, value)
        case .aspectRatio(let ratio, let mode):
            guard let ratio else { return kind }
            guard ratio > 0, ratio.isFinite else { return nil }
            return .aspectRatio(ratio: 1 / ratio, contentMode: mode)
        case .overlay(let alignment, let content):
            guard let alignment = transposed(alignment), let content = transposed(content) else { return nil }
            return .overlay(alignment: alignment, content: content)
        case .background(let alignment, let content):
            guard let alignment = transposed(alignment), let content = transposed(content) else { return nil }
            return .background(alignment: alignment, content: content)
        case .safeAreaInset(let edge, let alignment, let spacing, let content):
            guard let alignment = transposed(alignment), let content = transposed(content) else { return nil }
            return .safeAreaInset(edge: transposed(edge), alignment: alignment, spacing: spacing, content: content)
        case .safeAreaPadding(let value): return transposed(value).map { .safeAreaPadding($0) }
        // The keyboard rises from the bottom: a keyboard region has no counterpart.
        case .ignoresSafeArea(let regions, let edges): return regions == .all ? .ignoresSafeArea(edges: transposed(edges)) : nil
        case .containerRelativeFrame(var value):
            guard let alignment = transposed(value.alignment) else { return nil }
            value.axes = Set(value.axes.map(\.other))
            value.alignment = alignment
            return .containerRelativeFrame(value)
        case .contentMargins(var value):
            value.edges = transposed(value.edges)
            if case .insets(let insets) = value.amount { value.amount = .insets(transposed(insets)) }
            return .contentMargins(value)
        case .environment, .gridCellColumns, .gridColumnAlignment: return nil
        // watchOS drops top and bottom but keeps leading and trailing: no counterpart.
        case .scenePadding: return nil
        // A horizontal mirror has no vertical counterpart; `.fixed` and
        // `.mirrors` change nothing below a left-to-right root.
        case .layoutDirectionBehavior(let behavior): return behavior == .mirrors(in: .leftToRight) ? nil : kind
        }
    }

    /// True for a length without an environment reference (environment
    /// values are per edge and stay where they are).
    static func plain(_ length: Length?) -> Bool { length?.constant != nil || length == nil }

    static func transposed(_ value: PaddingValue) -> PaddingValue? {
        switch value {
        case .defaultAmount: return value
        case .uniform(let length): return plain(length) ? value : nil
        case .insets(let top, let leading, let bottom, let trailing):
            guard [top, leading, bottom, trailing].allSatisfy(plain) else { return nil }
            return .insets(top: leading, leading: top, bottom: trailing, trailing: bottom)
        case .edges(let edges, let length):
            return plain(length) ? .edges(transposed(edges), length: length) : nil
        }
    }

    static func transposed(_ edge: Edge) -> Edge {
        switch edge {
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        }
    }

    static func transposed(_ edges: EdgeSet) -> EdgeSet {
        var result: EdgeSet = []
        for edge in Edge.allCases where edges.contains(EdgeSet(edge)) { result.insert(EdgeSet(transposed(edge))) }
        return result
    }

    static func transposed(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
    }

    static func horizontal(_ guide: VerticalAlignment) -> HorizontalAlignment? {
        switch guide {
        case .top: .leading
        case .center: .center
        case .bottom: .trailing
        case .custom(let name): .custom(name)
        case .firstTextBaseline, .lastTextBaseline: nil
        }
    }

    static func vertical(_ guide: HorizontalAlignment) -> VerticalAlignment {
        switch guide {
        case .leading: .top
        case .center: .center
        case .trailing: .bottom
        case .custom(let name): .custom(name)
        }
    }

    static func transposed(_ alignment: Alignment) -> Alignment? {
        horizontal(alignment.vertical).map { Alignment(horizontal: $0, vertical: vertical(alignment.horizontal)) }
    }

    static func transposed(_ key: AlignmentKey) -> AlignmentKey? {
        switch key {
        case .horizontal(let guide): .vertical(vertical(guide))
        case .vertical(let guide): horizontal(guide).map { .horizontal($0) }
        }
    }

    /// A guide value over the transposed view: width and height exchanged, its guide transposed.
    static func transposed(_ value: GuideValue) -> GuideValue? {
        var value = value
        (value.width, value.height) = (value.height, value.width)
        if let guide = value.guide {
            guard let other = transposed(guide) else { return nil }
            value.guide = other
        }
        return value
    }
}
