import LayoutModel
import LinearProgram

/// One Text at one proposal in the program: the cell of `TextRegions` the
/// proposal lies in, chosen by one-hot binaries, and the size and baselines
/// of that cell (docs/lp-encoding.md, "Text"). Size and baselines come from
/// the same binaries, so they always describe one layout.
///
/// Rows, with `z_c` the binary of cell c (family `text-cell`):
/// - `Σ z_c = 1`;
/// - per variable component q (w or h) whose cells differ on it:
///   `q ≥ Σ z_c·lower_c` and `q ≤ Σ z_c·upper_c`, except that cells whose
///   lower end is the resolution itself (just above an exact 0) move to a
///   row of their own, `q / resolution ≥ Σ z_c`;
/// and, each only when the cells disagree on it:
/// - height and baselines (families `text-size`, `text-baseline`):
///   `v = Σ z_c·value_c`;
/// - width (family `text-size`): `v = Σ_{c widest} z_c·widest_c + w·P`,
///   `P = Σ_{c proposal} z_c`, the product `w·P` written exactly with the
///   four rows of a product with a binary over w's interval.
struct TextChoice {
    let cells: [TextRegions.Cell]
    /// One binary per cell; empty when a single cell covers every proposal.
    let picks: [Variable]
    let proposal: SymbolicProposal
    let size: SymbolicSize
    /// Made the first time a baseline is asked for.
    var baselines: (first: Quantity, last: Quantity)?

    static let cellFamily = "text-cell"
    static let sizeFamily = "text-size"
    static let baselineFamily = "text-baseline"

    init(cells: [TextRegions.Cell], proposal: SymbolicProposal, in builder: ProgramBuilder) throws(LPLayoutError) {
        self.cells = cells
        self.proposal = proposal
        picks = cells.count > 1 ? cells.map { _ in builder.binary("cell") } : []
        if !picks.isEmpty {
            Self.constrainToCells(cells, picks: picks, proposal: proposal, in: builder)
        }
        let height = Self.value(cells.map(\.outcome.height), picks: picks, kind: "text-h", family: Self.sizeFamily, in: builder)
        let width = try Self.width(cells, picks: picks, proposal: proposal.width, in: builder)
        size = SymbolicSize(width: width, height: height)
    }

    /// The first and last baselines of the chosen cell.
    mutating func baselines(in builder: ProgramBuilder) -> (first: Quantity, last: Quantity) {
        if let baselines { return baselines }
        let first = Self.value(cells.map(\.outcome.firstBaseline), picks: picks, kind: "text-first", family: Self.baselineFamily, in: builder)
        let last = Self.value(cells.map(\.outcome.lastBaseline), picks: picks, kind: "text-last", family: Self.baselineFamily, in: builder)
        baselines = (first, last)
        return (first, last)
    }

    /// `Σ z = 1` and each variable component within the chosen cell's bounds.
    private static func constrainToCells(_ cells: [TextRegions.Cell], picks: [Variable], proposal: SymbolicProposal, in builder: ProgramBuilder) {
        var sum = LinearExpression.zero
        for pick in picks { sum += pick }
        builder.constrain(sum, .equal, 1, family: cellFamily)
        for axis in Axis.allCases {
            guard let component = proposal[axis], !component.isConstant else { continue }
            let pieces = cells.map { axis == .horizontal ? $0.width : $0.height }
            guard Set(pieces.map { [$0.lower, $0.upper] }).count > 1 else { continue }
            // A piece starting just above 0 (after the split around 0) would
            // put the resolution itself in the row as a binary's coefficient,
            // which GLPK's MIP presolver mishandles (it reports feasible
            // programs infeasible). Such pieces get their own row, scaled by
            // 1 / resolution: `q / resolution ≥ Σ z_c` over them.
            let resolution = builder.resolution
            let isJustAboveZero = pieces.map { $0.lower > 0 && $0.lower <= resolution }
            let separate = isJustAboveZero.contains(true)
                && zip(pieces, isJustAboveZero).allSatisfy { piece, tiny in tiny || piece.lower >= 0 }
            var lower = component.linear, upper = component.linear, nearZero = component.linear.scaled(by: 1 / resolution)
            for (index, (pick, piece)) in zip(picks, pieces).enumerated() {
                if separate && isJustAboveZero[index] {
                    nearZero -= pick
                } else {
                    lower -= piece.lower * LinearExpression(pick)
                }
                upper -= piece.upper * LinearExpression(pick)
            }
            builder.constrain(lower, .greaterThanOrEqual, 0, family: cellFamily)
            builder.constrain(upper, .lessThanOrEqual, 0, family: cellFamily)
            if separate { builder.constrain(nearZero, .greaterThanOrEqual, 0, family: cellFamily) }
        }
    }

    /// `Σ z_c·values_c`: a constant when every cell agrees, else a variable
    /// within the values' range.
    private static func value(_ values: [Double], picks: [Variable], kind: String, family: String, in builder: ProgramBuilder) -> Quantity {
        let lower = values.min() ?? 0, upper = values.max() ?? 0
        if lower == upper { return .constant(lower) }
        let result = builder.variable(kind, lower: lower, upper: upper)
        var row = result.linear
        for (pick, value) in zip(picks, values) { row -= value * LinearExpression(pick) }
        builder.constrain(row, .equal, 0, family: family)
        return result
    }

    /// The width: the widest line on most cells, the proposal itself on the
    /// cells narrower than one character (`min(widest, w) = w` there).
    private static func width(_ cells: [TextRegions.Cell], picks: [Variable], proposal: Quantity?, in builder: ProgramBuilder) throws(LPLayoutError) -> Quantity {
        var constants: [Double] = []
        var followers: [Int] = []
        for (index, cell) in cells.enumerated() {
            switch cell.outcome.width {
            case .constant(let value): constants.append(value)
            case .proposal: followers.append(index)
            }
        }
        guard !followers.isEmpty else {
            return value(cells.map { if case .constant(let v) = $0.outcome.width { v } else { 0 } },
                         picks: picks, kind: "text-w", family: sizeFamily, in: builder)
        }
        guard let w = proposal, !w.isConstant else {
            throw .unsupported(UnsupportedLayoutError(
                engine: "lp/exact", path: builder.context, element: "Text",
                note: "a width that follows a width proposal that is not a variable"))
        }
        if followers.count == cells.count { return w }
        // Bounds of w on the following cells, and over all proposals.
        let followLower = followers.map { cells[$0].width.lower }.min()!, followUpper = followers.map { cells[$0].width.upper }.max()!
        let lower = Swift.min(constants.min()!, followLower), upper = Swift.max(constants.max()!, followUpper)
        let result = builder.variable("text-w", lower: lower, upper: upper)
        var base = result.linear          // v − Σ_{constant cells} z·widest
        var follows = LinearExpression.zero  // P
        for (index, cell) in cells.enumerated() {
            switch cell.outcome.width {
            case .constant(let value): base -= value * LinearExpression(picks[index])
            case .proposal: follows += picks[index]
            }
        }
        // v − C = w·P: P = 1 ⇒ it equals w; P = 0 ⇒ it is 0.
        builder.constrain(base - followLower * follows, .greaterThanOrEqual, 0, family: sizeFamily)
        builder.constrain(base - followUpper * follows, .lessThanOrEqual, 0, family: sizeFamily)
        builder.constrain(base - w.linear - w.upper * follows, .greaterThanOrEqual, -w.upper, family: sizeFamily)
        builder.constrain(base - w.linear - w.lower * follows, .lessThanOrEqual, -w.lower, family: sizeFamily)
        return result
    }
}
