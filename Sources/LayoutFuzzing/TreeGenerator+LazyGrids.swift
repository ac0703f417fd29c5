import LayoutModel

/// Lazy grids for the generator: a LazyVGrid or LazyHGrid of one to three
/// GridItems (fixed, flexible with and without a finite maximum, adaptive
/// with and without one; some with their own spacing or alignment) over
/// generated cells. Transposable: a LazyVGrid's counterpart is a LazyHGrid.
extension TreeGenerator.State {
    mutating func lazyGridContent(depth: Int) -> ViewContent {
        var items: [GridItemValue] = []
        for _ in 0..<count(1...3) {
            let size: GridItemValue.Size
            switch count(0...2) {
            case 0:
                size = .fixed(pick([0, 20, 50, 120]))
            case 1:
                let minimum: Double = pick([0, 10, 10, 40, 100])
                size = .flexible(minimum: minimum, maximum: Swift.max(minimum, pick([.infinity, .infinity, 60, 150])))
            default:
                let minimum: Double = pick([10, 30, 40, 80])
                size = .adaptive(minimum: minimum, maximum: Swift.max(minimum, pick([.infinity, .infinity, 50, 120])))
            }
            // Spacings keep an adaptive minimum plus its gap positive (every minimum is at least 10).
            items.append(GridItemValue(size, spacing: pick([nil, nil, 0, 12, -4]), alignment: chance(0.2) ? alignment() : nil))
        }
        let axis: Axis = chance(0.5) ? .vertical : .horizontal
        let guide =
            axis == .vertical
            ? Alignment(horizontal: horizontalAlignment(), vertical: .center)
            : Alignment(horizontal: .center, vertical: verticalAlignment())
        let value = LazyGridValue(axis: axis, items: items, alignment: guide, spacing: pick(TreeGenerator.spacings))
        return .lazyGrid(value, children: children(depth: depth))
    }
}
