extension LayoutTraits {
    /// The lines of the lazy grid at `node` when it has `trackCount` tracks:
    /// its present children in reading order, `trackCount` to a line (a
    /// LazyVGrid's rows, a LazyHGrid's columns; docs/greedy-semantics.md
    /// "Lazy grids").
    public func lazyGridLines(of node: Int, trackCount: Double) -> [[Int]] {
        let cells = presentChildren(of: node)
        guard !cells.isEmpty else { return [] }
        let perLine = trackCount >= Double(cells.count) ? cells.count : Swift.max(1, Int(trackCount))
        return stride(from: 0, to: cells.count, by: perLine).map { Array(cells[$0..<Swift.min($0 + perLine, cells.count)]) }
    }

    /// The gaps between a lazy grid's `lines` along its axis: its spacing,
    /// or (nil, seed 001: lazy grids follow the stacks' logic) the distance
    /// between the unions of the facing lines' cells' tables, as a Grid's rows.
    public func lazyGridGaps(of value: LazyGridValue, lines: [[Int]]) -> [Double] {
        gaps(count: lines.count, spacing: value.spacing, along: value.axis) { lines[$0] }
    }
}
