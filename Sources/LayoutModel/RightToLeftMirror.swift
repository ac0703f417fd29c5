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
            let safeArea = tree.environment.safeArea
            let root = frames[tree.root]
            let container = (minX: root.x - safeArea.leading, width: safeArea.leading + root.width + safeArea.trailing)
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
