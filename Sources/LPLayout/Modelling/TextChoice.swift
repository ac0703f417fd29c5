import LayoutModel
import LinearProgram

/// One Text at one proposal in the program (docs/lp-encoding.md, "Text"):
/// which column and row of its `TextTable` the proposal lies in, and the
/// size and baselines read from them.
///
/// - Steps (family `text-step`): a variable width w gets the integer
///   `floor(w / a)` and a binary `floor(w / a) ≥ c` at each column start c;
///   a variable height h likewise `floor(h / L) ≥ k` at each row start
///   (`ProgramBuilder.floor` and `atLeast`, shared by every proposal with
///   the same component). A value that changes by column is
///   `v₀ + Σ_j [start_j ≤ w]·(v_j − v_{j−1})`, so it costs no further rows.
/// - Kept lines (family `text-size`): read from the table when only one
///   component is a variable; with both, `min(k, lines)`, k the line limit.
/// - Width: the widest line, or with both components variable
///   `truncated ? t : widest` (`truncated` is `k < lines`), where t is the
///   truncated width, written as a per-column value plus one term
///   `(t_jk − base_j)·[column j]·[row k]` for each table entry that differs
///   from its column's most common one (family `text-pair`: a continuous
///   product of two 0/1 sums, three rows). Below one character the width is
///   the proposal itself.
/// - Height `L·kept`; baselines `ascent` and `L·(kept − 1) + ascent`; all
///   three 0 when the proposal is exactly 0×0.
struct TextChoice {
    let size: SymbolicSize
    private let kept: Quantity
    private let isZeroProposal: Condition
    private let lineHeight: Double
    private let ascent: Double
    /// Made the first time a baseline is asked for.
    private var baselines: (first: Quantity, last: Quantity)?

    static let stepFamily = ConstraintFamily.textStep
    static let sizeFamily = ConstraintFamily.textSize
    static let pairFamily = ConstraintFamily.textPair
    static let baselineFamily = ConstraintFamily.textBaseline

    init(string: String, fontSize: Double, proposal: SymbolicProposal, in builder: ProgramBuilder) throws(LPLayoutError) {
        lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
        ascent = TextMetrics.ascent(fontSize: fontSize)
        let table = TextTable(string, fontSize: fontSize, width: proposal.width, height: proposal.height) { widths in
            builder.wrappings(of: string, fontSize: fontSize, widths: widths)
        }
        let columnSteps = try Self.steps(
            table.columns.map(\.start), of: proposal.width,
            step: TextMetrics.advance(fontSize: fontSize), in: builder)
        let rowSteps = try Self.steps(table.rows.map(\.start), of: proposal.height, step: lineHeight, in: builder)
        let byColumn = { (values: [Double]) in Self.stepwise(values, columnSteps) }
        let byRow = { (values: [Double]) in Self.stepwise(values, rowSteps) }
        let columns = table.columns

        let width: Quantity
        if columns.count > 1 && table.rows.count > 1 {
            let lines = byColumn(columns.map { Double($0.lines) })
            let limit = byRow(table.rows.map { Double($0.limit ?? 0) })
            kept = try builder.minimum(limit, lines, family: Self.sizeFamily)
            let truncated = try builder.less(limit, lines, family: Self.sizeFamily)
            let cut = Self.truncatedWidth(columns, columnSteps, rowSteps, in: builder)
            width = try builder.select(truncated, cut, byColumn(columns.map(\.widest)), family: Self.sizeFamily)
        } else if columns.count > 1 {
            kept = byColumn(columns.map { Double($0.kept[0]) })
            width = byColumn(columns.map { $0.truncatedWidths[0] ?? $0.widest })
        } else {
            let column = columns[0]
            kept = byRow(column.kept.map(Double.init))
            width = byRow(column.truncatedWidths.map { $0 ?? column.widest })
        }
        isZeroProposal = try builder.and(
            Self.isZero(proposal.width, step: TextMetrics.advance(fontSize: fontSize), in: builder),
            Self.isZero(proposal.height, step: lineHeight, in: builder))
        let height = try builder.select(isZeroProposal, .zero, kept * lineHeight, family: Self.sizeFamily)
        size = SymbolicSize(width: try Self.followingProposal(width, columns, columnSteps, proposal.width, in: builder), height: height)
    }

    /// The first and last baselines (docs/text-metrics.md, step 6).
    mutating func baselines(in builder: ProgramBuilder) throws(LPLayoutError) -> (first: Quantity, last: Quantity) {
        if let baselines { return baselines }
        let first = try builder.select(isZeroProposal, .zero, .constant(ascent), family: Self.baselineFamily)
        let last = try builder.select(
            isZeroProposal, .zero, (kept - .constant(1)) * lineHeight + .constant(ascent),
            family: Self.baselineFamily)
        baselines = (first, last)
        return (first, last)
    }

    /// `floor(component / step) ≥ start` for each start (the first is
    /// always yes).
    private static func steps(
        _ starts: [Int?], of component: Quantity?, step: Double,
        in builder: ProgramBuilder
    ) throws(LPLayoutError) -> [Condition] {
        guard let component, starts.count > 1 else { return starts.map { _ in .yes } }
        let count = try builder.floor(component, step: step, family: stepFamily)
        return [.yes] + builder.atLeast(count, starts.dropFirst().map { $0! }, family: stepFamily)
    }

    /// `values[0] + Σ_j [step j]·(values[j] − values[j−1])`: the value of the
    /// step the component lies in.
    private static func stepwise(_ values: [Double], _ steps: [Condition]) -> Quantity {
        var expression = LinearExpression(constant: values[0])
        for index in values.indices.dropFirst() where values[index] != values[index - 1] {
            expression += (values[index] - values[index - 1]) * Quantity.indicator(steps[index]).linear
        }
        return .linear(expression, lower: values.min()!, upper: values.max()!)
    }

    /// 1 exactly in step `index`: `[step index] − [step index + 1]`.
    private static func within(_ index: Int, _ steps: [Condition]) -> Quantity {
        let next = index + 1 < steps.count ? Quantity.indicator(steps[index + 1]) : .zero
        return .linear((Quantity.indicator(steps[index]) - next).linear, lower: 0, upper: 1)
    }

    /// The width when the row's limit drops lines: per column its most
    /// common truncated width, plus a product term per entry that differs.
    private static func truncatedWidth(
        _ columns: [TextTable.Column], _ columnSteps: [Condition], _ rowSteps: [Condition],
        in builder: ProgramBuilder
    ) -> Quantity {
        var bases: [Double] = []
        var lower = Double.infinity, upper = -Double.infinity
        for column in columns {
            let widths = column.truncatedWidths.compactMap { $0 }
            let counts = Dictionary(widths.map { ($0, 1) }, uniquingKeysWith: +)
            let base = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? column.widest
            bases.append(base)
            lower = Swift.min(lower, widths.min() ?? base, base)
            upper = Swift.max(upper, widths.max() ?? base, base)
        }
        var expression = stepwise(bases, columnSteps).linear
        for (index, column) in columns.enumerated() {
            for (row, width) in column.truncatedWidths.enumerated() {
                guard let width, width != bases[index] else { continue }
                let both = product(within(index, columnSteps), within(row, rowSteps), in: builder)
                expression += (width - bases[index]) * both.linear
            }
        }
        return .linear(expression, lower: lower, upper: upper)
    }

    /// `u·v` for two 0/1 quantities: linear when either is known, otherwise
    /// a continuous p with `p ≤ u`, `p ≤ v`, `p ≥ u + v − 1`.
    private static func product(_ u: Quantity, _ v: Quantity, in builder: ProgramBuilder) -> Quantity {
        if let x = u.constantValue { return v * x }
        if let y = v.constantValue { return u * y }
        let p = builder.variable("text-pair", lower: 0, upper: 1)
        builder.constrain(p, .lessThanOrEqual, u, family: pairFamily)
        builder.constrain(p, .lessThanOrEqual, v, family: pairFamily)
        builder.constrain(p + .constant(1), .greaterThanOrEqual, u + v, family: pairFamily)
        return p
    }

    /// Below one character (the first column of a variable width) the width
    /// is `min(widest, w) = w`, the proposal itself.
    private static func followingProposal(
        _ width: Quantity, _ columns: [TextTable.Column], _ columnSteps: [Condition],
        _ proposal: Quantity?, in builder: ProgramBuilder
    ) throws(LPLayoutError) -> Quantity {
        guard columns[0].followsProposal, let proposal else { return width }
        guard columns.count > 1 else { return proposal }
        return try builder.select(columnSteps[1], width, proposal, family: sizeFamily)
    }

    /// Whether a proposal component is 0 (a constant within round-off of 0
    /// counts, `TextLayout.isZero`; a variable's comparisons rule out (0, resolution)).
    private static func isZero(_ component: Quantity?, step: Double, in builder: ProgramBuilder) throws(LPLayoutError) -> Condition {
        guard let component else { return .no }
        if let value = component.constantValue { return .constant(TextLayout.isZero(value, step: step)) }
        return builder.and(
            try builder.lessOrEqual(component, .zero, family: stepFamily),
            try builder.lessOrEqual(.zero, component, family: stepFamily))
    }
}
