/// A modifier's key: how a model file writes it (docs/model-files.md),
/// and the name trees and errors print for it. `ModifierKind` and
/// `LayoutElement` both name their modifiers through it, so each key is
/// written once; `allCases` is the contract's order.
public enum ModifierName: String, CaseIterable, Sendable {
    /// Insets around the content.
    case padding
    /// A fixed or flexible frame.
    case frame
    /// The ideal size on chosen axes.
    case fixedSize
    /// The order a stack serves its children in.
    case layoutPriority
    /// A translation of the drawn frame.
    case offset
    /// The centre placed at a point.
    case position
    /// An explicit alignment guide.
    case alignmentGuide
    /// A ratio fitted or filled.
    case aspectRatio
    /// A secondary view on top.
    case overlay
    /// A secondary view behind.
    case background
    /// A secondary view at an edge, inset from the safe area.
    case safeAreaInset
    /// Padding added to the safe area.
    case safeAreaPadding
    /// Edges that extend into the safe area.
    case ignoresSafeArea
    /// A length relative to the nearest container.
    case containerRelativeFrame
    /// Environment overrides for the content.
    case environment
    /// Margins of the ScrollViews inside.
    case contentMargins
    /// The platform's scene padding.
    case scenePadding
    /// The direction the content is placed in.
    case layoutDirectionBehavior
    /// The columns a Grid cell spans.
    case gridCellColumns
    /// The horizontal guide of a Grid cell's column.
    case gridColumnAlignment
}
