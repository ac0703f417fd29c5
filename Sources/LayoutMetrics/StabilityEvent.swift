import LayoutModel

/// Something a sweep shows between neighbouring proposals (docs/metrics.md,
/// "Sweep stability").
public struct StabilityEvent: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A frame component changed by more than the threshold.
        case jump
        /// A child got shorter along an axis while its container got longer.
        case nonMonotonicChild = "non-monotonic-child"
        /// The root became shorter than the proposal along an axis.
        case underFillOnset = "under-fill-onset"
        /// The root became longer than the proposal along an axis.
        case proposalOverflowOnset = "proposal-overflow-onset"
        /// A container's children began to reach beyond its frame along an axis.
        case overflowOnset = "overflow-onset"
        /// The root, shorter than the proposal along an axis at the previous
        /// sample, fills it again.
        case underFillEnd = "under-fill-end"
        /// The root, longer than the proposal along an axis at the previous
        /// sample, fits it again.
        case proposalOverflowEnd = "proposal-overflow-end"
        /// A container's children, beyond its frame along an axis at the
        /// previous sample, fit in it again.
        case overflowEnd = "overflow-end"
    }

    /// What happened.
    public var kind: Kind
    /// The sample at which it is seen (for a change, the later of the two).
    public var sample: Int
    /// The node: the jumping node, the shrinking child, the root (under-fill,
    /// proposal overflow), or the overflowed container.
    public var node: Int
    /// The shrinking child's container (`nonMonotonicChild` only).
    public var container: Int?
    /// The component: the one that jumped, else the length along the event's axis.
    public var component: RectComponent
    /// Before and after: the component's values (`jump`), the child's lengths
    /// (`nonMonotonicChild`), the proposal and the root's length
    /// (`underFillOnset`, `underFillEnd`), 0 and the excess
    /// (`proposalOverflowOnset`: root length − proposal; `overflowOnset`:
    /// `ContainerSpace.overflow`), the previous sample's excess and 0
    /// (`proposalOverflowEnd`, `overflowEnd`).
    public var before: Double
    /// See `before`.
    public var after: Double

    /// An event already found.
    public init(kind: Kind, sample: Int, node: Int, container: Int? = nil, component: RectComponent, before: Double, after: Double) {
        self.kind = kind
        self.sample = sample
        self.node = node
        self.container = container
        self.component = component
        self.before = before
        self.after = after
    }

    /// The axis of the event's component.
    public var axis: Axis { component == .x || component == .width ? .horizontal : .vertical }

    /// `sample 3: jump node 2 width 10 → 40`.
    public var description: String {
        let inContainer = container.map { " in node \($0)" } ?? ""
        return "sample \(sample): \(kind.rawValue) node \(node)\(inContainer) \(component) \(formatLength(before)) → \(formatLength(after))"
    }
}
