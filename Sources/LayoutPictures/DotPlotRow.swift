/// One row of a ``DotPlot``: a name and its values (∞ allowed, no NaN).
public struct DotPlotRow: Sendable, Hashable {
    /// The row's name (an engine).
    public var name: String
    /// The values, one dot each.
    public var values: [Double]

    /// A row of `values` named `name`.
    public init(name: String, values: [Double]) {
        self.name = name
        self.values = values.filter { !$0.isNaN }
    }

    /// The median (the lower of the two middle values for an even count); nil without values.
    public var median: Double? {
        guard !values.isEmpty else { return nil }
        return values.sorted()[(values.count - 1) / 2]
    }
}
