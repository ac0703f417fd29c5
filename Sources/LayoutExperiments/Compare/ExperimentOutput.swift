/// What a run of an experiment produced: the rows in unit order, then node
/// order, and each unit's times in unit order.
public struct ExperimentOutput: Sendable {
    /// One row per node of every unit, in unit order.
    public var rows: [ComparisonRow]
    /// One entry per unit, in unit order.
    public var times: [UnitTimes]
    /// The CPLEX LP files written (`--emit-programs`), in unit order.
    public var programFiles: [String]
    /// One row per stack of every laid-out unit, in unit order and then
    /// the stacks' pre-order; empty unless the experiment asked for metrics
    /// (``Experiment/metrics``).
    public var metrics: [StackMetricsRow] = []
    /// One row per child of each row of ``metrics``, in the same order.
    public var childMetrics: [ChildMetricsRow] = []

    /// An output; ``ExperimentRunner`` makes them.
    public init(rows: [ComparisonRow], times: [UnitTimes], programFiles: [String] = []) {
        self.rows = rows
        self.times = times
        self.programFiles = programFiles
    }
}
