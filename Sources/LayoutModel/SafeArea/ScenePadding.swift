/// SwiftUI's `ScenePadding`: the kind of padding `scenePadding(_:edges:)`
/// adds (seed 002). The amounts depend on the platform (`Platform.scenePaddingAmount`).
public enum ScenePadding: String, Sendable, Hashable, CaseIterable {
    /// The system's minimum scene padding.
    case minimum
    /// The padding that aligns content with the navigation bar's.
    case navigationBar
}
