/// How far a declarative strategy looks when it weighs one view against
/// another (docs/strategies.md).
public enum StrategyScope: String, CaseIterable, Sendable, Hashable {
    /// Each stack decides among its own children, as SwiftUI compares
    /// layoutPriority only between siblings.
    case container
    /// Views are weighed across the whole tree (as Auto Layout's constraints
    /// all share one solver).
    case global
}
