/// SwiftUI's `SafeAreaRegions`: which safe-area regions `ignoresSafeArea`
/// ignores (docs/greedy-semantics.md, "Safe area", keyboard).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The region's bits.
    public let rawValue: Int
    /// A region from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The container's safe area: the root safe area and what safeAreaInset
    /// and safeAreaPadding add.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The software keyboard's area (`environment.keyboard`).
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Both regions (SwiftUI's default).
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
