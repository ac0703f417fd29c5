import LayoutModel

/// Issue 17's item 8 in generated trees: a keyboard in the environment and
/// `ignoresSafeArea` of one region or both. A transposable profile draws
/// neither (the keyboard rises from the bottom only).
extension TreeGenerator.State {
    /// The keyboard's height: none mostly; in one problem in ten 10, 44, 250
    /// or 336 (10 and 44 are in the root safe-area palette, so the two
    /// regions' bottoms tie as well as cross).
    mutating func keyboard() -> Double {
        !profile.transposable && chance(0.1) ? pick([10, 44, 250, 336]) : 0
    }

    /// An ignoresSafeArea modifier: both regions mostly, else the container's,
    /// the keyboard's, or none.
    mutating func ignoresSafeAreaModifier() -> ModifierKind {
        let regions: SafeAreaRegions = profile.transposable ? .all : pick([.all, .all, .container, .keyboard, []])
        return .ignoresSafeArea(regions: regions, edges: edgeSet())
    }
}
