import LayoutModel

/// Issue 17's item 6 in generated trees: `scenePadding` (both forms, both
/// kinds, any edges) on a drawn platform, and `layoutDirectionBehavior`. A
/// transposable profile draws neither scene padding (watchOS pads only
/// horizontally) nor a left-to-right mirror (no vertical counterpart).
extension TreeGenerator.State {
    /// The root's platform: iOS mostly, watchOS (which drops top and bottom
    /// scene padding) one time in five, another platform one in ten.
    mutating func platform() -> Platform {
        switch count(0...9) {
        case 0...1: .watchOS
        case 2: pick([.macOS, .tvOS, .visionOS, .iPadOS])
        default: .iOS
        }
    }

    /// A scenePadding or layoutDirectionBehavior modifier.
    mutating func sceneOrDirectionModifier() -> ModifierKind {
        if !profile.transposable, chance(0.5) {
            return .scenePadding(chance(0.4) ? nil : pick(ScenePadding.allCases), edges: edgeSet())
        }
        let behaviors: [LayoutDirectionBehavior] =
            profile.transposable ? [.fixed, .mirrors] : [.fixed, .mirrors, .mirrors(in: .leftToRight)]
        return .layoutDirectionBehavior(pick(behaviors))
    }
}
