import LayoutModel

/// A problem laid out in the opposite layout direction. With no direction
/// override inside the tree, the right-to-left layout is the left-to-right
/// layout reflected about the vertical centre line of the root's container
/// (the root's frame widened by the root safe area's leading and trailing
/// insets; docs/greedy-semantics.md, right-to-left): every x becomes
/// `containerWidth − x − width`, and y, width and height stay.
public enum Mirroring {
    /// The same problem with the root's layout direction flipped, or nil when
    /// the tree overrides the direction somewhere (its islands do not flip).
    public static func mirrored(_ problem: LayoutProblem) -> LayoutProblem? {
        guard !overridesDirection(problem.root) else { return nil }
        var copy = problem
        copy.environment.layoutDirection = problem.environment.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        return copy
    }

    /// `frame` reflected in a container of `width` that starts at x = 0.
    public static func mirrored(_ frame: Rect, containerWidth width: Double) -> Rect {
        Rect(x: width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }

    /// The width of the root's container: the root's width plus the root
    /// safe area's leading and trailing insets.
    public static func containerWidth(root: Rect, safeArea: EdgeInsets) -> Double {
        safeArea.leading + root.width + safeArea.trailing
    }

    /// The width of `tree`'s root container from the root's reported frame
    /// (`RightToLeftMirror.rootContainer`: a root ScrollView's viewport
    /// extension into the safe area taken off).
    public static func containerWidth(root: Rect, in tree: LayoutTree) -> Double {
        RightToLeftMirror.rootContainer(root, in: tree).width
    }

    static func overridesDirection(_ node: ViewNode) -> Bool {
        for modifier in node.modifiers {
            if case .environment(let overrides) = modifier.kind, overrides.layoutDirection != nil { return true }
            // `.fixed` and a left-to-right mirror keep their content's placement when the root flips.
            if case .layoutDirectionBehavior(let behavior) = modifier.kind, behavior != .mirrors { return true }
            if let content = modifier.kind.secondaryContent, overridesDirection(content) { return true }
        }
        return node.content.children.contains(where: overridesDirection)
    }
}
