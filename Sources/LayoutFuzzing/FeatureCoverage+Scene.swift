import LayoutModel

/// Coverage of issue 17's item 6 vocabulary (`TreeGenerator+Scene`).
extension FeatureCoverage {
    /// The item 6 features a campaign must reach (the modifiers' own names
    /// are counted with every other modifier's).
    static let sceneFeatures = [
        "scenePadding", "scenePadding(watchOS)", "layoutDirectionBehavior", "layoutDirectionBehavior(fixed)",
        "layoutDirectionBehavior(mirrors in leftToRight)",
    ]

    /// Which of the refined `sceneFeatures` `problem` has.
    static func sceneFeatures(of problem: LayoutProblem) -> Set<String> {
        var found: Set<String> = []
        var pending = [problem.root]
        while let node = pending.popLast() {
            for modifier in node.modifiers {
                switch modifier.kind {
                case .scenePadding where problem.environment.platform == .watchOS: found.insert("scenePadding(watchOS)")
                case .layoutDirectionBehavior(.fixed): found.insert("layoutDirectionBehavior(fixed)")
                case .layoutDirectionBehavior(.mirrors(in: .leftToRight)): found.insert("layoutDirectionBehavior(mirrors in leftToRight)")
                default: break
                }
                if let content = modifier.kind.secondaryContent { pending.append(content) }
            }
            pending += node.content.children
        }
        return found
    }
}
