/// The platform a model is laid out for (`environment.platform`): what
/// platform-dependent amounts such as `scenePadding` resolve to. iOS by default.
public enum Platform: String, Sendable, Hashable, CaseIterable {
    /// iPhone; the default.
    case iOS
    /// iPad.
    case iPadOS
    /// Mac.
    case macOS
    /// Apple TV.
    case tvOS
    /// Apple Watch: scene padding pads leading and trailing only.
    case watchOS
    /// Apple Vision Pro.
    case visionOS

    /// The points `scenePadding` adds per padded edge (docs/greedy-semantics.md,
    /// "scenePadding"): every platform but watchOS uses the default padding
    /// amount (seed 002: "the same default padding that you get from the
    /// padding modifier"); watchOS uses the Apple Watch margins LayoutLP
    /// chose for a 45 mm watch (**Choice**, low confidence). `nil` is the
    /// one-argument `scenePadding(_:)`, which matches `.navigationBar`.
    public func scenePaddingAmount(_ padding: ScenePadding?) -> Double {
        guard self == .watchOS else { return PaddingValue.defaultLength }
        switch padding ?? .navigationBar {
        case .minimum: return 8
        case .navigationBar: return 12
        }
    }

    /// The edges `scenePadding` pads when asked for `edges`: all of them,
    /// except on watchOS, which never pads top and bottom (seed 002).
    public func scenePaddingEdges(_ edges: EdgeSet) -> EdgeSet {
        self == .watchOS ? edges.intersection(.horizontal) : edges
    }
}
