import LayoutModel

/// The registered example layouts in generated trees (docs/fuzzing.md):
/// `SpacingPrint` (usually around one subview, as seed 001 uses it) and
/// `EqualWidthHStack` with a palette spacing or nil. A transposable profile
/// draws only `SpacingPrint`, which treats both axes alike.
extension TreeGenerator.State {
    /// A custom layout container for about one container in sixteen, else nil.
    mutating func customLayoutContent(depth: Int) -> ViewContent? {
        guard profile.customLayouts, chance(1.0 / 16) else { return nil }
        if profile.transposable || chance(0.4) {
            let children = chance(0.75) ? [view(depth: depth + 1)] : self.children(depth: depth)
            return .layout(CustomLayoutValue(SpacingPrint()), children: children)
        }
        let layout = EqualWidthHStack(spacing: pick(TreeGenerator.spacings))
        return .layout(CustomLayoutValue(layout), children: children(depth: depth))
    }
}
