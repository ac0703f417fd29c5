/// Builds the children of a container from a SwiftUI-style closure: plain
/// statements, `if`/`else`, optionals and `for` loops.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [ViewNode] { [view.node] }
    public static func buildExpression(_ views: [ViewNode]) -> [ViewNode] { views }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ViewNode]) -> [ViewNode] { part }
}
