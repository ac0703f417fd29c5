/// SwiftUI's `LayoutDirectionBehavior` (seed 002): whether a view's content
/// is mirrored horizontally in a layout direction. Set on any view, shapes
/// included, with `layoutDirectionBehavior(_:)` (docs/greedy-semantics.md,
/// "Right to left").
public enum LayoutDirectionBehavior: Sendable, Hashable {
    /// Never mirrors: the content lays out left to right in either direction.
    case fixed
    /// Mirrors when the direction at the modifier is `direction`: the content
    /// lays out left to right and is then reflected within the view's frame.
    case mirrors(in: LayoutDirection)

    /// Mirrors right to left (`.mirrors(in: .rightToLeft)`); the frames are
    /// those a view without the modifier gets.
    public static let mirrors = LayoutDirectionBehavior.mirrors(in: .rightToLeft)
}
