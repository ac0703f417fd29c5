import LayoutModel

/// ScrollViews and `contentMargins` (issue 17 item 1): drawn rarely, so the
/// rest of the vocabulary keeps its share, but often enough that a campaign
/// of a few thousand cases meets every form, nested margins (the override
/// rule) and containerRelativeFrame inside a ScrollView.
extension TreeGenerator.State {
    /// A ScrollView around one generated view, one time in ten; nil otherwise.
    mutating func scrollView(depth: Int) -> ViewContent? {
        guard profile.scrolling, chance(0.1) else { return nil }
        return scrollView(around: depth)
    }

    /// A ScrollView whose content is, one time in three, a container that
    /// keeps arrangements per proposal (a Grid, a lazy grid or an
    /// EqualWidthHStack, which has no transposed twin: issue 31's class, where such content outlived the
    /// container it was sized for), else any generated view.
    mutating func scrollView(around depth: Int) -> ViewContent {
        let axes: Set<Axis> = pick([[.vertical], [.vertical], [.horizontal], [.horizontal, .vertical], []])
        guard chance(1.0 / 3) else { return .scrollView(axes: axes, content: view(depth: depth + 1)) }
        let id = nextViewID()
        let content: ViewContent
        switch count(0...2) {
        case 0 where !profile.transposable: content = gridContent(depth: depth + 1)
        case 1 where profile.customLayouts && !profile.transposable:
            content = .layout(
                CustomLayoutValue(EqualWidthHStack(spacing: pick(TreeGenerator.spacings))), children: children(depth: depth + 1))
        default: content = lazyGridContent(depth: depth + 1)
        }
        return .scrollView(axes: axes, content: ViewNode(content, id: id))
    }

    /// A `contentMargins` modifier in one of seed 002's three forms, one
    /// time in twenty-five; nil otherwise.
    mutating func contentMargins() -> ModifierKind? {
        guard profile.scrolling, chance(0.04) else { return nil }
        let placement = pick([ContentMarginPlacement.automatic, .automatic, .scrollContent, .scrollIndicators])
        let value: ContentMarginsValue =
            switch count(0...2) {
            case 0: ContentMarginsValue(amount: .length(pick(TreeGenerator.insets)), placement: placement)
            case 1:
                ContentMarginsValue(edges: edgeSet(), amount: .length(chance(0.2) ? nil : pick(TreeGenerator.insets)), placement: placement)
            default:
                ContentMarginsValue(
                    edges: edgeSet(),
                    amount: .insets(
                        EdgeInsets(
                            top: pick(TreeGenerator.insets), leading: pick(TreeGenerator.insets),
                            bottom: pick(TreeGenerator.insets), trailing: pick(TreeGenerator.insets))), placement: placement)
            }
        return .contentMargins(value)
    }
}
