extension View {
    /// `scenePadding(_ edges:)`: padding by the platform's scene amount
    /// (`environment.platform`); watchOS pads no top or bottom (seed 002).
    public func scenePadding(_ edges: EdgeSet = .all) -> ViewNode { modifier(.scenePadding(nil, edges: edges)) }

    /// `scenePadding(_ padding:edges:)` with `.minimum` or `.navigationBar`.
    public func scenePadding(_ padding: ScenePadding, edges: EdgeSet = .all) -> ViewNode {
        modifier(.scenePadding(padding, edges: edges))
    }

    /// `layoutDirectionBehavior(_:)`: `.fixed` lays the content out left to
    /// right whatever the direction; `.mirrors(in:)` mirrors it in that
    /// direction (docs/greedy-semantics.md, "Right to left").
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> ViewNode {
        modifier(.layoutDirectionBehavior(behavior))
    }
}
