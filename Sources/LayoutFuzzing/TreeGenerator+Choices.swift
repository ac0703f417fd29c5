import LayoutModel

/// ViewThatFits, If and AnyLayout, and the size classes they read
/// (docs/fuzzing.md, "What the generator draws").
extension TreeGenerator.State {
    /// One container in ten is a choice: mostly a ViewThatFits (the only one
    /// of the three both engines decide per proposal), else an If or an
    /// AnyLayout on the size classes. The transposable profile draws
    /// ViewThatFits only: size classes are not symmetric in the two axes.
    mutating func choiceContent(depth: Int) -> ViewContent? {
        guard chance(0.1) else { return nil }
        switch count(0...3) {
        case 2 where !profile.transposable:
            return .conditional(sizeClassCondition(), then: view(depth: depth + 1), otherwise: chance(0.7) ? view(depth: depth + 1) : nil)
        case 3 where !profile.transposable:
            return .anyLayout(layoutChoice(), children: children(depth: depth))
        default:
            let axes: Set<Axis> = pick([[.horizontal, .vertical], [.horizontal, .vertical], [.horizontal], [.vertical], []])
            var choices = children(depth: depth)
            // One time in five a ScrollView among the choices: measured for
            // its ideal size and then placed, so what it remembers must not
            // outlive the first measurement (issue 31).
            if profile.scrolling, chance(0.2) {
                let id = nextViewID()
                choices.insert(ViewNode(scrollView(around: depth + 1), id: id), at: count(0...choices.count))
            }
            return .viewThatFits(axes: axes, children: choices)
        }
    }

    /// An If stands for its branch, which has an id of its own: one view
    /// cannot have two (`LayoutTree` refuses it), so the If goes without.
    func dropIDOfIf(_ node: inout ViewNode) {
        if case .conditional = node.content { node.id = nil }
    }

    mutating func sizeClass() -> SizeClass { chance(0.5) ? .compact : .regular }

    mutating func sizeClassCondition() -> SizeClassCondition {
        switch count(0...3) {
        case 0: SizeClassCondition(horizontal: sizeClass(), vertical: sizeClass())
        case 1: SizeClassCondition(vertical: sizeClass())
        default: SizeClassCondition(horizontal: sizeClass())
        }
    }

    mutating func layoutChoice() -> LayoutChoice {
        let spacing = pick(TreeGenerator.spacings)
        let stack: LayoutChoice =
            chance(0.5)
            ? .vStack(alignment: horizontalAlignment(), spacing: spacing)
            : .hStack(alignment: verticalAlignment(), spacing: spacing)
        let other: LayoutChoice = chance(0.8) ? .hStack(alignment: verticalAlignment(), spacing: spacing) : .zStack(alignment: alignment())
        return chance(0.85) ? .conditional(sizeClassCondition(), then: stack, otherwise: other) : stack
    }

    /// Sometimes gives the root size classes instead of the standard ones of the proposal.
    mutating func sizeClasses(of environment: inout ModelEnvironment) {
        guard !profile.transposable, chance(0.1) else { return }
        if chance(0.7) { environment.horizontalSizeClass = sizeClass() }
        if chance(0.5) { environment.verticalSizeClass = sizeClass() }
    }

    /// Sometimes makes an `environment` modifier set a size class.
    mutating func sizeClasses(of overrides: inout EnvironmentOverrides) {
        guard chance(0.3) else { return }
        if chance(0.6) { overrides.horizontalSizeClass = sizeClass() } else { overrides.verticalSizeClass = sizeClass() }
    }
}
