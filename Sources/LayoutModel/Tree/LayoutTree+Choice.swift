extension LayoutTree {
    /// The view an If or an AnyLayout stands for in `environment`, or nil for
    /// any other view (docs/greedy-semantics.md, "Size classes" and
    /// "AnyLayout"):
    /// - an If becomes the branch its condition takes (an Empty view when
    ///   the condition fails and there is no `otherwise`), with the If's
    ///   modifiers chained after the branch's own and the If's id on the
    ///   branch: SwiftUI's conditional content is no layout of its own, so
    ///   the branch stands in the If's place, path included;
    /// - an AnyLayout becomes the stack its layout choice takes, with the same
    ///   children, id and modifiers.
    ///
    /// - Throws: `LayoutTreeError.invalidValue` when the If and the branch
    ///   taken both have an id (one view cannot have two).
    func resolvingChoice(_ view: ViewNode, path: String, environment: EnvironmentValues) throws(LayoutTreeError) -> ViewNode? {
        switch view.content {
        case .conditional(let condition, let then, let otherwise):
            let holds = condition.holds(horizontal: environment.horizontalSizeClass, vertical: environment.verticalSizeClass)
            var branch = holds ? then : (otherwise ?? ViewNode(.empty))
            if let id = view.id {
                if let own = branch.id {
                    throw .invalidValue(
                        path: path, what: "the id of an If and of its \(holds ? "then" : "otherwise") branch",
                        expected: "at most one id for the view the If stands for",
                        found: "\(ModelID(id).quotedForMessages) and \(ModelID(own).quotedForMessages)")
                }
                branch.id = id
            }
            branch.modifiers += view.modifiers
            return branch
        case .anyLayout(let layout, let children):
            var resolved = view
            resolved.content = layout.content(
                children: children, horizontal: environment.horizontalSizeClass,
                vertical: environment.verticalSizeClass)
            return resolved
        default:
            return nil
        }
    }
}
