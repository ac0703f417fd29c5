/// Where one work unit spent its wall time, in seconds: the only
/// non-deterministic output of an experiment, written apart from the rows
/// (`--times`). For greedy only ``total`` is measured.
public struct UnitTimes: Sendable, Hashable {
    /// The unit's number.
    public var unit: Int
    /// The model, as rows name it.
    public var model: String
    /// The proposal, as rows write it.
    public var proposal: String
    /// The engine, as rows name it.
    public var engine: String
    /// Building the program (`LPLayoutEngine.compile`).
    public var build: Double
    /// Bounds, propagation and probing (`LPStageTimes.preparation`).
    public var preparation: Double
    /// Loading, solving and polishing (`LPStageTimes` loading + solve + polishing).
    public var solve: Double
    /// Reading frames back (`LPStageTimes.readBack`).
    public var read: Double
    /// The whole unit, as measured around it.
    public var total: Double

    /// Times of one unit; ``ExperimentRunner`` measures them.
    public init(
        unit: Int, model: String, proposal: String, engine: String, build: Double, preparation: Double, solve: Double, read: Double,
        total: Double
    ) {
        self.unit = unit
        self.model = model
        self.proposal = proposal
        self.engine = engine
        self.build = build
        self.preparation = preparation
        self.solve = solve
        self.read = read
        self.total = total
    }

    /// The CSV header of ``csvLine``.
    public static let csvHeader = "unit,model,proposal,engine,build_s,preparation_s,solve_s,read_s,total_s"

    /// One CSV line (no newline).
    public var csvLine: String {
        [String(unit), RowTable.csvField(model), proposal, RowTable.csvField(engine)].joined(separator: ",") + ","
            + [build, preparation, solve, read, total].map { ExperimentNumber.text($0) }.joined(separator: ",")
    }
}
