import LayoutModel

/// Coverage of issue 17's item 8 vocabulary (`TreeGenerator+Keyboard`).
extension FeatureCoverage {
    /// The item 8 features a campaign must reach.
    static let keyboardFeatures = [
        "keyboard", "ignoresSafeArea(container)", "ignoresSafeArea(keyboard)", "ignoresSafeArea(keyboard) with keyboard",
    ]

    /// Which of `keyboardFeatures` `problem` has.
    static func keyboardFeatures(of problem: LayoutProblem) -> Set<String> {
        let hasKeyboard = problem.environment.keyboard > 0
        var found: Set<String> = hasKeyboard ? ["keyboard"] : []
        var pending = [problem.root]
        while let node = pending.popLast() {
            for modifier in node.modifiers {
                if case .ignoresSafeArea(let regions, _) = modifier.kind {
                    if regions == .container { found.insert("ignoresSafeArea(container)") }
                    if regions == .keyboard {
                        found.insert(hasKeyboard ? "ignoresSafeArea(keyboard) with keyboard" : "ignoresSafeArea(keyboard)")
                    }
                }
                if let content = modifier.kind.secondaryContent { pending.append(content) }
            }
            pending += node.content.children
        }
        if found.contains("ignoresSafeArea(keyboard) with keyboard") { found.insert("ignoresSafeArea(keyboard)") }
        return found
    }
}
