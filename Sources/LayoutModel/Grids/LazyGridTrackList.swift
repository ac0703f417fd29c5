/// Where the first tracks of a lazy grid start, for counts the tree decides.
public struct LazyGridTrackList<Length> {
    /// Each track's item and where it starts (the lengths and gaps before it).
    public var tracks: [(item: Int, start: Length)]

    /// The first `limit` tracks of items with `counts` tracks of `lengths` each, `gaps` after each.
    public init<A: LazyGridArithmetic>(
        counts: [Double], lengths: [Length], gaps: [Double], limit: Int, in arithmetic: A
    ) throws(A.Failure) where A.Length == Length {
        tracks = []
        var position = arithmetic.constant(0)
        for item in counts.indices {
            var index = 0.0
            while index < counts[item], tracks.count < limit {
                tracks.append((item, position))
                position = try arithmetic.sum(try arithmetic.sum(position, lengths[item]), arithmetic.constant(gaps[item]))
                index += 1
            }
            if tracks.count >= limit { break }
        }
    }
}
