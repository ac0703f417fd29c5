/// The tracks of a lazy grid for one offer along its track axis
/// (docs/greedy-semantics.md "Lazy grids"; objc.io's grid article, 2020).
///
/// - Gaps: each item's gap (its spacing, nil 8) follows it, except the last
///   item's; an adaptive item's tracks are that far apart too.
/// - Fixed items take their length. What is left of the offer less the
///   gaps and the fixed lengths is shared by the other items in order, each
///   offered `left / items left`: a flexible item takes the offer clamped to
///   its minimum and maximum, an adaptive one the offer or 0, whichever is
///   more; what it takes (its share) leaves the rest to the next.
/// - An adaptive item with share w holds `fittingCount` tracks (at least
///   one, even where w is below its minimum), each
///   `min((w + spacing) / count − spacing, maximum)` long.
/// - An unspecified offer is shared as 0 is: every flexible item takes its
///   minimum, every adaptive one 0 (one track).
public struct LazyGridTracks<Length> {
    /// One item with what it took.
    public struct Item {
        /// The item.
        public var item: GridItemValue
        /// What it took of the offer (a fixed item: its length).
        public var share: Length
        /// The length its tracks and the gaps between them cover.
        public var covered: Length
    }

    /// The items, in order.
    public var items: [Item]
    /// The tracks' lengths and the gaps between them.
    public var total: Length

    /// The tracks of `items` offered `offer` (nil: unspecified).
    public static func resolve<A: LazyGridArithmetic>(
        _ items: [GridItemValue], offer: Length?, in arithmetic: A
    ) throws(A.Failure) -> LazyGridTracks<Length> where A.Length == Length {
        let gaps = items.dropLast().reduce(0) { $0 + $1.gap }
        var fixed = 0.0
        for item in items { if case .fixed(let length) = item.size { fixed += length } }
        var left = try arithmetic.remainder(offer ?? arithmetic.constant(0), less: arithmetic.constant(gaps + fixed))
        var sharing = Double(items.count(where: { !$0.isFixed }))
        var resolved: [Item] = []
        var total = arithmetic.constant(gaps)
        for item in items {
            let share: Length, covered: Length
            switch item.size {
            case .fixed(let value):
                share = arithmetic.constant(value)
                covered = share
            case .flexible(let minimum, let maximum):
                share = try arithmetic.clamp(try arithmetic.share(left, among: sharing), lower: minimum, upper: maximum)
                covered = share
            case .adaptive(let minimum, let maximum):
                // An adaptive item takes its offer, never below 0: its
                // minimum only counts its tracks.
                share = try arithmetic.clamp(try arithmetic.share(left, among: sharing), lower: 0, upper: .infinity)
                covered = try arithmetic.covered(share, minimum: minimum, maximum: maximum, spacing: item.gap)
            }
            if !item.isFixed {
                left = try arithmetic.remainder(left, less: share)
                sharing -= 1
            }
            resolved.append(Item(item: item, share: share, covered: covered))
            total = try arithmetic.sum(total, covered)
        }
        return LazyGridTracks(items: resolved, total: total)
    }

    /// How many tracks item `index` makes: 1, or an adaptive item's `fittingCount`.
    public func count<A: LazyGridArithmetic>(of index: Int, in arithmetic: A) throws(A.Failure) -> A.Count where A.Length == Length {
        guard case .adaptive(let minimum, _) = items[index].item.size else { return arithmetic.count(1) }
        return try arithmetic.fittingCount(items[index].share, minimum: minimum, spacing: items[index].item.gap)
    }

    /// The length of each of item `index`'s tracks, given its count.
    public func trackLength<A: LazyGridArithmetic>(of index: Int, count: A.Count, in arithmetic: A) throws(A.Failure) -> Length
    where A.Length == Length {
        guard case .adaptive(let minimum, let maximum) = items[index].item.size else { return items[index].share }
        return try arithmetic.trackLength(
            items[index].share, count: count, minimum: minimum, maximum: maximum, spacing: items[index].item.gap)
    }

    /// How many tracks of at least `minimum`, `spacing` apart, fit in
    /// `length`: `floor((length + spacing) / (minimum + spacing))`, at least
    /// 1 (`minimum + spacing > 0`, checked when the tree is built); an
    /// infinite length holds one track. A quotient short of a whole number
    /// by round-off counts as that number (`TextLayout.wholeSteps`).
    public static func fittingCount(_ length: Double, minimum: Double, spacing: Double) -> Double {
        guard length.isFinite else { return 1 }
        return Swift.max(1, TextLayout.wholeSteps(length + spacing, step: minimum + spacing))
    }
}
