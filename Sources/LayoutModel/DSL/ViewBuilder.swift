/// Builds the children of a container from a SwiftUI-style closure: plain
/// statements, `if`/`else`, optionals and `for` loops.
@resultBuilder
public enum ViewBuilder {
    /// One view statement: its node, modifiers included.
    public static func buildExpression(_ view: some View) -> [ViewNode] { [view.node] }
    /// A statement that is already a list of nodes, kept as it is.
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    /// The statements of a block, concatenated in order.
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    /// An `if` without `else`: its nodes when taken, none otherwise.
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    /// A `for` loop: the nodes of every iteration, in order.
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    /// An `if #available` block, kept as it is.
    public static func buildLimitedAvailability(_ part: [ViewNode]) -> [ViewNode] { part }
}
