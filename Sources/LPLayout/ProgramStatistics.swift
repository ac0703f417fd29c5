/// How big a built layout program is.
public struct ProgramStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Nodes of the layout tree.
    public var nodes: Int
    /// Columns: continuous, integer and binary variables.
    public var variables: Int
    /// Rows (constraints).
    public var rows: Int
    /// Integer and binary variables.
    public var integers: Int
    /// Rows per constraint family (`padding`, `stack-offer`, `min`, ...), for
    /// docs/lp-encoding.md's size table.
    public var rowsByFamily: [ConstraintFamily: Int]

    public var description: String {
        "\(nodes) nodes, \(variables) variables (\(integers) integer), \(rows) rows"
    }
}
