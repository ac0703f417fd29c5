import LayoutModel

/// The view types, modifiers and edge values a problem contains, by name:
/// what a campaign counts to show that it reached the whole vocabulary.
public enum FeatureCoverage {
    /// Every feature the generator is meant to reach. A campaign that misses
    /// one is too small or the generator has lost a branch.
    public static let all: [String] =
        ShapeKind.allCases.map(\.rawValue)
        + [
            "Fixed", "Image", "Image(resizable)", "Text", "Spacer", "Empty", "HStack", "VStack", "ZStack", "NookPanel",
            "ViewThatFits", "If", "AnyLayout", "Grid", "GridRow", "LazyHStack", "LazyVStack",
            "LazyVGrid", "LazyHGrid",
        ]
        + ["Layout(SpacingPrint)", "Layout(EqualWidthHStack)"]
        + [
            "padding", "padding(negative)", "frame", "frame(flexible)", "frame(min > max)", "frame(ideal outside min...max)",
            "frame(infinite max)", "fixedSize", "fixedSize in flexible frame", "layoutPriority", "layoutPriority(negative)",
            "layoutPriority(equal siblings)", "Spacer beside layoutPriority", "offset", "position", "alignmentGuide",
            "alignmentGuide(outside the view)", "aspectRatio", "overlay", "background", "safeAreaInset", "safeAreaPadding",
            "ignoresSafeArea", "containerRelativeFrame", "environment", "environment(nookContentInsets)",
            "environment(sizeClass)", "sizeClass(given)",
            "spacing(negative)", "custom alignment", "baseline alignment", "gridCellColumns", "gridColumnAlignment",
            "Grid(view outside a row)", "GridItem(fixed)", "GridItem(flexible)", "GridItem(adaptive)",
            "GridItem(finite maximum)", "GridItem(alignment)",
        ]
        + [
            "ScrollView", "ScrollView(horizontal)", "ScrollView(both axes)", "contentMargins", "contentMargins(scrollContent)",
            "containerRelativeFrame in ScrollView", "grid or custom layout in a ScrollView measured twice",
        ]
        + [
            "proposal(nil)", "proposal(0)", "proposal(infinite)", "proposal(finite)", "rightToLeft", "safe area",
            "nesting depth 4",
        ]
        + alignmentFeatures + sceneFeatures + keyboardFeatures

    /// The features of `problem`.
    public static func features(of problem: LayoutProblem) -> Set<String> {
        var found: Set<String> = []
        for value in [problem.proposal.width, problem.proposal.height] {
            switch value {
            case nil: found.insert("proposal(nil)")
            case 0?: found.insert("proposal(0)")
            case let length? where length.isInfinite: found.insert("proposal(infinite)")
            default: found.insert("proposal(finite)")
            }
        }
        if problem.environment.layoutDirection == .rightToLeft { found.insert("rightToLeft") }
        if problem.environment.safeArea != .zero { found.insert("safe area") }
        if problem.environment.horizontalSizeClass != nil || problem.environment.verticalSizeClass != nil {
            found.insert("sizeClass(given)")
        }
        visit(problem.root, depth: 0, into: &found)
        noteScrolling(problem.root, inScrollView: false, measuredTwice: false, into: &found)
        found.formUnion(alignmentFeatures(of: problem))
        found.formUnion(sceneFeatures(of: problem))
        found.formUnion(keyboardFeatures(of: problem))
        return found
    }

    private static func visit(_ node: ViewNode, depth: Int, into found: inout Set<String>) {
        if depth >= 4 { found.insert("nesting depth 4") }
        switch node.content {
        case .image(_, _, true, _): found.insert("Image(resizable)")
        case .hStack(let alignment, let spacing, _), .lazyHStack(let alignment, let spacing, _):
            note(alignment: .vertical(alignment), spacing: spacing, into: &found)
        case .vStack(let alignment, let spacing, _), .lazyVStack(let alignment, let spacing, _):
            note(alignment: .horizontal(alignment), spacing: spacing, into: &found)
        case .zStack(let alignment, _):
            note(alignment: alignment[.horizontal], spacing: nil, into: &found)
            note(alignment: alignment[.vertical], spacing: nil, into: &found)
        case .grid(let value, let rows):
            note(alignment: value.alignment[.horizontal], spacing: value.horizontalSpacing, into: &found)
            note(alignment: value.alignment[.vertical], spacing: value.verticalSpacing, into: &found)
            if rows.contains(where: { if case .gridRow = $0.content { false } else { true } }) { found.insert("Grid(view outside a row)") }
        case .gridRow(let alignment?, _):
            note(alignment: .vertical(alignment), spacing: nil, into: &found)
        case .lazyGrid(let value, _):
            note(alignment: value.alignment[value.trackAxis], spacing: value.spacing, into: &found)
            for item in value.items {
                switch item.size {
                case .fixed: found.insert("GridItem(fixed)")
                case .flexible(_, let maximum), .adaptive(_, let maximum):
                    found.insert(item.isAdaptive ? "GridItem(adaptive)" : "GridItem(flexible)")
                    if maximum.isFinite { found.insert("GridItem(finite maximum)") }
                }
                if item.alignment != nil { found.insert("GridItem(alignment)") }
                note(alignment: .center(.horizontal), spacing: item.spacing, into: &found)
            }
        default: break
        }
        if case .layout(let value, _) = node.content { found.insert("Layout(\(value.name))") }
        found.insert(node.typeName)
        let children = node.content.children
        let priorities = children.compactMap(priority(of:))
        if Set(priorities).count < priorities.count { found.insert("layoutPriority(equal siblings)") }
        if !priorities.isEmpty, children.contains(where: { if case .spacer = $0.content { true } else { false } }) {
            found.insert("Spacer beside layoutPriority")
        }
        var sawFixedSize = false
        for modifier in node.modifiers {
            found.insert(modifier.kind.name)
            note(modifier.kind, afterFixedSize: sawFixedSize, into: &found)
            if case .fixedSize = modifier.kind { sawFixedSize = true }
            if let content = modifier.kind.secondaryContent { visit(content, depth: depth + 1, into: &found) }
        }
        for child in children { visit(child, depth: depth + 1, into: &found) }
    }

    private static func priority(of node: ViewNode) -> Double? {
        for modifier in node.modifiers.reversed() {
            if case .layoutPriority(let value) = modifier.kind { return value }
        }
        return nil
    }

    private static func note(alignment: AlignmentKey, spacing: Double?, into found: inout Set<String>) {
        if !alignment.isBuiltIn { found.insert("custom alignment") }
        if alignment == .vertical(.firstTextBaseline) || alignment == .vertical(.lastTextBaseline) { found.insert("baseline alignment") }
        if let spacing, spacing < 0 { found.insert("spacing(negative)") }
    }

    private static func note(_ kind: ModifierKind, afterFixedSize: Bool, into found: inout Set<String>) {
        switch kind {
        case .padding(let value):
            if isNegative(value) { found.insert("padding(negative)") }
        case .flexFrame(let value):
            found.insert("frame(flexible)")
            if afterFixedSize { found.insert("fixedSize in flexible frame") }
            for axis in Axis.allCases {
                let (min, ideal, max) = value.bounds(axis)
                let lower = min?.constant.map { Swift.max($0, 0) }
                if let lower, let upper = max?.constant, lower > upper { found.insert("frame(min > max)") }
                if let ideal = ideal?.constant,
                    (lower.map { ideal < $0 } ?? false) || (max?.constant.map { ideal > $0 } ?? false)
                {
                    found.insert("frame(ideal outside min...max)")
                }
                if max?.constant == .infinity { found.insert("frame(infinite max)") }
            }
        case .layoutPriority(let value):
            if value < 0 { found.insert("layoutPriority(negative)") }
        case .alignmentGuide(_, let value):
            if value.constant < 0 || value.constant >= 500 || value.width < 0 || value.height < 0 {
                found.insert("alignmentGuide(outside the view)")
            }
        case .environment(let overrides):
            if !overrides.nookContentInsets.isEmpty { found.insert("environment(nookContentInsets)") }
            if overrides.horizontalSizeClass != nil || overrides.verticalSizeClass != nil { found.insert("environment(sizeClass)") }
        default: break
        }
    }

    private static func isNegative(_ value: PaddingValue) -> Bool {
        switch value {
        case .defaultAmount: false
        case .uniform(let length): (length.constant ?? 0) < 0
        case .insets(let top, let leading, let bottom, let trailing):
            [top, leading, bottom, trailing].contains { ($0.constant ?? 0) < 0 }
        case .edges(_, let length): (length?.constant ?? 0) < 0
        }
    }
}
