/// One row of `metrics-children.csv` (`compare --metrics`): one child of a
/// scored stack (``StackMetricsRow``) in one engine's layout, with what the
/// greedy sizing oracle measured for it (docs/metrics.md, "Per-stack
/// metrics").
public struct ChildMetricsRow: Sendable, Hashable {
    /// The work unit, as in the rows file.
    public var unit: Int
    /// The model's label.
    public var model: String
    /// The proposal's label.
    public var proposal: String
    /// The engine as named on the command line.
    public var engine: String
    /// The stack's path (the child's parent).
    public var stack: String
    /// The child's path.
    public var child: String
    /// `horizontal` or `vertical`: the stack's axis, along which the lengths are measured.
    public var axis: String
    /// The child's layoutPriority.
    public var priority: Double
    /// The oracle's answer to 0 along the axis.
    public var minimum: Double
    /// The oracle's answer to infinity along the axis (possibly ∞).
    public var maximum: Double
    /// The oracle's answer to no proposal along the axis.
    public var ideal: Double
    /// The child's length along the axis in this layout.
    public var length: Double
    /// The kept share of its range (`LayoutMetrics/LengthRange/keptShare(of:capacity:)`, the stack's length as capacity); nil when it has none to keep.
    public var keptShare: Double?
    /// The largest |Δ| of a frame component against the reference engine's (nil without one).
    public var referenceDelta: Double?

    /// The columns of `metrics-children.csv`, in order.
    public static let columns = [
        "unit", "model", "proposal", "engine", "stack", "child", "axis", "priority", "minimum", "maximum",
        "ideal", "length", "kept_share", "reference_delta",
    ]

    /// One CSV record (no newline); absent numbers are empty fields.
    public var csvLine: String {
        let numbers: [Double?] = [priority, minimum, maximum, ideal, length, keptShare, referenceDelta]
        let text = [String(unit), model, proposal, engine, stack, child, axis] + numbers.map { $0.map(ExperimentNumber.text) ?? "" }
        return text.map(RowTable.csvField).joined(separator: ",")
    }

    /// `metrics-children.csv`: the header and one line per row.
    public static func text(_ rows: [ChildMetricsRow]) -> String {
        ([columns.joined(separator: ",")] + rows.map(\.csvLine)).map { $0 + "\n" }.joined()
    }
}
