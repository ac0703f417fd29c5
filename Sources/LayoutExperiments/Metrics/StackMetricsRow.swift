/// One row of `metrics.csv` (`compare --metrics`): one stack of one case
/// laid out by one engine, with the metrics of docs/metrics.md computed
/// from that engine's frames and the case's greedy sizing oracle
/// (`StackMetrics`). Every number is deterministic.
public struct StackMetricsRow: Sendable, Hashable {
    /// The work unit (model × proposal × engine), as in the rows file.
    public var unit: Int
    /// The model's label, as in the rows file.
    public var model: String
    /// The proposal, as ``ExperimentProposals/label(_:)`` writes it.
    public var proposal: String
    /// The engine as named on the command line.
    public var engine: String
    /// The stack's path in the layout tree.
    public var stack: String
    /// The stack's parent's path (empty for the root).
    public var parent: String
    /// `horizontal` (HStack) or `vertical` (VStack).
    public var axis: String
    /// The stack's present children that are not Spacers (the children the metrics read).
    public var children: Int
    /// The stack's length along its axis.
    public var length: Double
    /// Jain's index of the children's lengths (`LayoutMetrics/SiblingFairness`).
    public var jainLength: Double?
    /// Jain's index of the children's kept shares (nil when no child has a range to keep).
    public var jainKept: Double?
    /// Pairs of children whose priorities and kept shares are inverted (`LayoutMetrics/PriorityInversion`).
    public var inversions: Int
    /// Σ |length − ideal|, √Σ (length − ideal)², max |length − ideal| over the children (`LayoutMetrics/IdealDeviation`).
    public var idealL1: Double
    /// See ``idealL1``.
    public var idealL2: Double
    /// See ``idealL1``.
    public var idealLInfinity: Double
    /// The stack's length along its axis no child covers, spacing included (`LayoutMetrics/ContainerSpace`).
    public var unused: Double
    /// How far the children reach outside the stack along its axis (`LayoutMetrics/ContainerSpace`).
    public var overflow: Double
    /// The largest |Δ| of a frame component of the stack or a child against the reference engine's (nil without one).
    public var referenceDelta: Double?
    /// The least intersection over union of the stack's and its children's frames against the reference's (nil without one).
    public var referenceIoU: Double?

    /// The columns of `metrics.csv`, in order.
    public static let columns = [
        "unit", "model", "proposal", "engine", "stack", "parent", "axis", "children", "length",
        "jain_length", "jain_kept", "inversions", "ideal_l1", "ideal_l2", "ideal_linf", "unused", "overflow",
        "reference_delta", "reference_iou",
    ]

    /// One CSV record (no newline); absent numbers are empty fields.
    public var csvLine: String {
        let numbers: [Double?] = [
            length, jainLength, jainKept, Double(inversions), idealL1, idealL2, idealLInfinity, unused, overflow,
            referenceDelta, referenceIoU,
        ]
        let text =
            [String(unit), model, proposal, engine, stack, parent, axis, String(children)]
            + numbers.map { $0.map(ExperimentNumber.text) ?? "" }
        return text.map(RowTable.csvField).joined(separator: ",")
    }

    /// `metrics.csv`: the header and one line per row, each ending with a newline.
    public static func text(_ rows: [StackMetricsRow]) -> String {
        ([columns.joined(separator: ",")] + rows.map(\.csvLine)).map { $0 + "\n" }.joined()
    }
}
