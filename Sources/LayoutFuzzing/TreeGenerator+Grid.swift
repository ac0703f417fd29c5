import LayoutModel

/// Grids for the generator: one to three rows, most of them GridRows of
/// generated cells (some spanning columns, some setting their column's
/// guide), the others a lone view spanning every column. Drawn only where a
/// tree need not be transposable (a Grid has no transposed counterpart).
extension TreeGenerator.State {
    mutating func gridContent(depth: Int) -> ViewContent {
        let value = GridValue(
            alignment: alignment(), horizontalSpacing: pick(TreeGenerator.spacings),
            verticalSpacing: pick(TreeGenerator.spacings))
        var rows: [ViewNode] = []
        for _ in 0..<count(1...3) where views < profile.maxViews {
            if chance(0.2) {
                rows.append(view(depth: depth + 1))
                continue
            }
            let id = nextViewID()
            var cells = children(depth: depth + 1)
            for index in cells.indices {
                if chance(0.2) { cells[index].modifiers.append(Modifier(.gridCellColumns(count(1...3)), id: nextModifierID())) }
                if chance(0.15) {
                    cells[index].modifiers.append(Modifier(.gridColumnAlignment(horizontalAlignment()), id: nextModifierID()))
                }
            }
            rows.append(ViewNode(.gridRow(alignment: chance(0.5) ? nil : verticalAlignment(), children: cells), id: id))
        }
        return .grid(value, children: rows)
    }
}
