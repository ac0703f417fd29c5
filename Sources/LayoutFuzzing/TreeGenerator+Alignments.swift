import LayoutModel

/// The alignment vocabulary of issue 17's item 7 in generated trees: the six
/// text-baseline 2-D alignments, composite alignments with custom guides,
/// `d[explicit:]` reads (`GuideValue.fallback`), custom guide defaults
/// (`ModelEnvironment.guideDefaults`) and Images with a baseline. A
/// transposable profile draws no text baseline (it has no counterpart).
extension TreeGenerator.State {
    /// A 2-D alignment: mostly one of the nine edge and centre names, else a
    /// baseline name or a composite of two guides (custom ones included).
    mutating func alignment() -> Alignment {
        switch count(0...9) {
        case 0 where !profile.transposable: pick(Alignment.baselineNamed).alignment
        case 1: Alignment(horizontal: horizontalAlignment(), vertical: verticalAlignment())
        default: pick(Alignment.named).alignment
        }
    }

    /// An Image; a non-transposable one sometimes has an SF Symbol's baseline
    /// (inside, at the bottom, or outside its height).
    mutating func image() -> ViewContent {
        let width = pick(TreeGenerator.sizes), height = pick(TreeGenerator.sizes), resizable = chance(0.5)
        let baseline: Double? = !profile.transposable && chance(0.3) ? pick([0, 8, 16, 24, -4]) : nil
        return .image(width: width, height: height, resizable: resizable, baseline: baseline)
    }

    /// An alignmentGuide's value on `axis`: a linear term over the view's
    /// size and sometimes another guide, read plainly or as `d[explicit:] ?? fallback`.
    mutating func guideValue(axis: Axis) -> GuideValue {
        let guide = chance(0.25) ? alignmentKey(chance(0.8) ? axis : axis.other) : nil
        return GuideValue(
            constant: pick(TreeGenerator.guideConstants), width: pick(TreeGenerator.guideFractions),
            height: pick(TreeGenerator.guideFractions),
            guide: guide, guideScale: guide != nil && chance(0.5) ? -0.5 : 1,
            fallback: guide != nil && chance(0.4) ? pick([0, 12, -8]) : nil)
    }

    /// Declared defaults for the custom guides `A` and `B` (one or both, or
    /// none), reading only size and built-in guides.
    mutating func guideDefaults() -> [AlignmentKey: GuideValue] {
        var defaults: [AlignmentKey: GuideValue] = [:]
        for key in [AlignmentKey.horizontal(.custom("A")), .vertical(.custom("B"))] where chance(0.15) {
            let builtIn: AlignmentKey =
                key.axis == .horizontal ? .horizontal(pick([.leading, .trailing])) : .vertical(pick([.top, .bottom]))
            defaults[key] = GuideValue(
                constant: pick([0, 5, -10]), width: pick([0, 0.25, 1]), height: pick([0, 0.25, 1]),
                guide: chance(0.3) ? builtIn : nil, guideScale: 0.5, fallback: chance(0.3) ? 3 : nil)
        }
        return defaults
    }
}
