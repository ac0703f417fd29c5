/// Right-to-left layout as a mirror of left-to-right layout (seed 002: in a
/// right-to-left environment "leading" is the right edge; semantics §10:
/// offsets flip their x).
///
/// An engine lays the tree out left to right, then every node whose direction
/// differs from its parent's has its whole subtree mirrored horizontally
/// within its own frame. Mirrors compose, so a left-to-right island inside a
/// right-to-left tree comes out left to right again.
///
/// The root's mirror line (**Choice**): the model puts the root at the
/// container's origin, so a right-to-left root is mirrored within its own
/// frame widened by the root safe area (leading inset before it, trailing
/// after it): without a safe area the root stays at x = 0, and its leading
/// inset ends up on the right.
public enum RightToLeftMirror {
    /// The left-to-right `frames` of `tree`, mirrored wherever its layout
    /// direction says right to left.
    public static func apply(to frames: [Rect], in tree: LayoutTree) -> [Rect] {
        // A tree laid out left to right throughout has nothing to mirror.
        guard tree.environment.layoutDirection == .rightToLeft || tree.nodes.contains(where: setsRightToLeft) else {
            return frames
        }
        let directions = tree.layoutDirections()
        var frames = frames
        if directions[tree.root] == .rightToLeft {
            let container = rootContainer(frames[tree.root], in: tree)
            for index in tree.preorder { frames[index] = mirrored(frames[index], within: container) }
        }
        for index in tree.preorder {
            for child in tree[index].children where directions[child] != directions[index] {
                let frame = frames[child]
                for descendant in tree.subtree(of: child) where descendant != child {
                    frames[descendant] = mirrored(frames[descendant], within: (frame.x, frame.width))
                }
            }
        }
        return frames
    }

    /// The root's container, horizontally, from the root's reported `frame`:
    /// the frame widened by the root safe area's leading and trailing insets.
    /// A root ScrollView scrolling horizontally reports its viewport, which
    /// extends into the safe area on both sides (it always touches the safe
    /// edges: docs/greedy-semantics.md "ScrollView and contentMargins"), by
    /// `max(0, leading)` and `max(0, trailing)`; those are taken off first,
    /// so the container is the same as for any other root.
    public static func rootContainer(_ frame: Rect, in tree: LayoutTree) -> (minX: Double, width: Double) {
        let safeArea = tree.environment.safeArea
        var grown = (leading: 0.0, trailing: 0.0)
        if case .scrollView(let axes, _) = tree[tree.root].element, axes.contains(.horizontal) {
            grown = (Swift.max(0, safeArea.leading), Swift.max(0, safeArea.trailing))
        }
        let width = LengthArithmetic.difference(frame.width, grown.leading + grown.trailing)
        return (minX: frame.x + grown.leading - safeArea.leading, width: safeArea.leading + width + safeArea.trailing)
    }

    /// True for an `environment` modifier that sets right to left and a
    /// `layoutDirectionBehavior` that mirrors left to right: the only ways
    /// into right-to-left placement below a left-to-right root.
    static func setsRightToLeft(_ node: LayoutNode) -> Bool {
        switch node.element {
        case .environment(let overrides): overrides.layoutDirection == .rightToLeft
        case .layoutDirectionBehavior(.mirrors(in: .leftToRight)): true
        default: false
        }
    }

    /// `frame` reflected about the vertical centre line of `container`: its
    /// distance from the container's left edge becomes its distance from the
    /// right edge. Two equal infinite lengths count as one point (∞ − ∞ = 0,
    /// the engines' rule for infinite lengths).
    static func mirrored(_ frame: Rect, within container: (minX: Double, width: Double)) -> Rect {
        let relative = LengthArithmetic.difference(frame.x, container.minX)
        let mirroredRelative = LengthArithmetic.difference(LengthArithmetic.difference(container.width, relative), frame.width)
        var result = frame
        result.origin.x = container.minX + mirroredRelative
        return result
    }
}
