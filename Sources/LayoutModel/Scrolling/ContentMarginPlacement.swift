/// Which part of a scrollable view a `contentMargins` modifier targets
/// (SwiftUI's `ContentMarginPlacement`, seed 002).
public enum ContentMarginPlacement: String, Sendable, Hashable, CaseIterable {
    /// The view's own choice: for a ScrollView both its content and its indicators.
    case automatic
    /// The scroll content only.
    case scrollContent
    /// The scroll indicators only: they are drawn, not laid out, so no frame changes.
    case scrollIndicators
}
