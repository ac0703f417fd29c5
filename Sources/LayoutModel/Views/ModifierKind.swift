/// The modifiers of the model format, with their values as written (frames are
/// normalised later, when the layout tree is built, as SwiftUI normalises them
/// when the modifier is created).
public indirect enum ModifierKind: Sendable, Hashable {
    /// `.padding`: insets the child's proposal and grows its answer by the insets.
    case padding(PaddingValue)
    /// `.frame(width:height:alignment:)`; nil dimensions are transparent.
    case frame(width: Length?, height: Length?, alignment: Alignment)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexFrame(FlexFrameValue)
    /// `.fixedSize`: proposes nothing (the ideal) to the child on each fixed axis.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority`: the view's priority among its stack siblings (0 by default).
    case layoutPriority(Double)
    /// `.offset`: moves where the view is drawn, without changing its layout frame.
    case offset(x: Length, y: Length)
    /// `.position`: puts the centre of the view at a point of its parent's space, taking the proposal where given.
    case position(x: Length, y: Length)
    /// `.alignmentGuide`: overrides one guide of the view with a computed value.
    case alignmentGuide(AlignmentKey, GuideValue)
    /// `.aspectRatio`: proposes the child a size of `ratio` (nil: the child's ideal ratio), fitted or filled.
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    /// `.overlay`: `content` proposed the modified view's size and aligned in front of it; layout as for background.
    case overlay(alignment: Alignment, content: ViewNode)
    /// `.background`: `content` proposed the modified view's size and aligned behind it; the size is the modified view's.
    case background(alignment: Alignment, content: ViewNode)
    /// `.safeAreaInset`: `content` beside the modified view at `edge`, which is proposed the rest and gains that much safe area.
    case safeAreaInset(edge: Edge, alignment: AlignmentKey, spacing: Double?, content: ViewNode)
    /// `.safeAreaPadding`: sized and placed like padding; the padded strips lie outside the child's safe area.
    case safeAreaPadding(PaddingValue)
    /// `.ignoresSafeArea`: the child is placed grown by the safe-area insets on `edges`; its size is unchanged.
    /// `regions` (default all) picks which safe-area regions are ignored: the
    /// container's, the keyboard's, or both.
    case ignoresSafeArea(regions: SafeAreaRegions = .all, edges: EdgeSet)
    /// `.containerRelativeFrame`: a fixed frame whose lengths are a share of the root container.
    case containerRelativeFrame(ContainerRelativeFrameValue)
    /// `.contentMargins`: margins a ScrollView inside insets its content by; layout-transparent itself.
    case contentMargins(ContentMarginsValue)
    /// `.environment`: sets layout direction or `nookContentInsets` for the views inside; layout-transparent.
    case environment(EnvironmentOverrides)
    /// `.scenePadding(edges)` (nil kind) or `.scenePadding(kind, edges:)`:
    /// padding by the platform's scene amount; watchOS pads no top or bottom.
    case scenePadding(ScenePadding?, edges: EdgeSet)
    /// `.layoutDirectionBehavior`: lays the content out fixed left to right,
    /// or mirrored in a direction; layout-transparent otherwise.
    case layoutDirectionBehavior(LayoutDirectionBehavior)
    /// `.gridCellColumns`: the cell spans this many columns of its Grid (at least 1); layout-transparent elsewhere.
    case gridCellColumns(Int)
    /// `.gridColumnAlignment`: the horizontal guide of the cell's Grid column; layout-transparent elsewhere.
    case gridColumnAlignment(HorizontalAlignment)

    /// The modifier's key, as a model file writes it.
    public var modifierName: ModifierName {
        switch self {
        case .padding: .padding
        case .frame, .flexFrame: .frame
        case .fixedSize: .fixedSize
        case .layoutPriority: .layoutPriority
        case .offset: .offset
        case .position: .position
        case .alignmentGuide: .alignmentGuide
        case .aspectRatio: .aspectRatio
        case .overlay: .overlay
        case .background: .background
        case .safeAreaInset: .safeAreaInset
        case .safeAreaPadding: .safeAreaPadding
        case .ignoresSafeArea: .ignoresSafeArea
        case .containerRelativeFrame: .containerRelativeFrame
        case .contentMargins: .contentMargins
        case .environment: .environment
        case .scenePadding: .scenePadding
        case .layoutDirectionBehavior: .layoutDirectionBehavior
        case .gridCellColumns: .gridCellColumns
        case .gridColumnAlignment: .gridColumnAlignment
        }
    }

    /// The modifier's key as text (``modifierName``).
    public var name: String { modifierName.rawValue }

    /// The secondary view of overlay, background and safeAreaInset.
    public var secondaryContent: ViewNode? {
        switch self {
        case .overlay(_, let content), .background(_, let content), .safeAreaInset(_, _, _, let content): content
        default: nil
        }
    }
}

/// How a model writes padding amounts.
public enum PaddingValue: Sendable, Hashable {
    /// `null`: the default amount (16) on every edge.
    case defaultAmount
    /// A number (or environment reference) on every edge.
    case uniform(Length)
    /// Per-edge amounts; missing edges are 0.
    case insets(top: Length, leading: Length, bottom: Length, trailing: Length)
    /// `{ "edges": [...], "length": n or null }`; nil length is the default amount.
    case edges(EdgeSet, length: Length?)

    /// SwiftUI's default padding amount in LayoutLP (iOS's 16 points).
    public static let defaultLength: Double = 16
}

/// The arguments of a flexible frame, as written (before normalisation).
public struct FlexFrameValue: Sendable, Hashable {
    /// The least width in points, as written; nil leaves it to the child.
    public var minWidth: Length?
    /// The ideal width in points, reported for an unspecified width proposal; nil leaves it to the child.
    public var idealWidth: Length?
    /// The greatest width in points (may be infinite), as written; nil leaves it to the child.
    public var maxWidth: Length?
    /// The least height in points, as written; nil leaves it to the child.
    public var minHeight: Length?
    /// The ideal height in points, reported for an unspecified height proposal; nil leaves it to the child.
    public var idealHeight: Length?
    /// The greatest height in points (may be infinite), as written; nil leaves it to the child.
    public var maxHeight: Length?
    /// Where the child sits inside the frame (centre by default).
    public var alignment: Alignment

    /// A flexible frame with the given bounds; every bound is optional.
    public init(
        minWidth: Length? = nil, idealWidth: Length? = nil, maxWidth: Length? = nil,
        minHeight: Length? = nil, idealHeight: Length? = nil, maxHeight: Length? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// The (min, ideal, max) written for `axis`.
    public func bounds(_ axis: Axis) -> (min: Length?, ideal: Length?, max: Length?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }
}

/// `aspectRatio`'s content mode.
public enum ContentMode: String, Sendable, Hashable {
    /// Fit: the child fits inside the proposal (the smaller scale). Fill: the child fills it (the larger scale).
    case fit, fill
}

/// The arguments of `containerRelativeFrame(_:count:span:spacing:alignment:)`.
public struct ContainerRelativeFrameValue: Sendable, Hashable {
    /// The axes the frame sets (a non-empty set, checked when the layout tree is built).
    public var axes: Set<Axis>
    /// The number of equal columns (or rows) the container is divided into; at least 1.
    public var count: Int
    /// How many of them the view spans; at least 1 (larger than `count` is accepted, with a warning).
    public var span: Int
    /// The spacing in points between columns; it enters the length arithmetic only and adds no gap.
    public var spacing: Double
    /// Where the child sits inside the resulting frame.
    public var alignment: Alignment

    /// Arguments as in SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`: `length = (L − spacing·(count − 1)) / count · span + spacing·(span − 1)` on each axis in `axes`, for a container length L.
    public init(axes: Set<Axis>, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center) {
        self.axes = axes
        self.count = count
        self.span = span
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Values an `environment` modifier sets for the views inside it.
public struct EnvironmentOverrides: Sendable, Hashable {
    /// The layout direction for the views inside; nil keeps the surrounding one.
    public var layoutDirection: LayoutDirection?
    /// Overrides `nookContentInsets` (per edge; missing edges keep their value).
    public var nookContentInsets: [Edge: Double]
    /// The horizontal size class for the views inside; nil keeps the surrounding one.
    public var horizontalSizeClass: SizeClass?
    /// The vertical size class for the views inside; nil keeps the surrounding one.
    public var verticalSizeClass: SizeClass?
    /// The most lines a Text inside shows (SwiftUI's `lineLimit`); nil keeps the surrounding one.
    public var lineLimit: LineLimit?

    /// Overrides of the given values; nil and missing edges keep what the views would see otherwise.
    public init(
        layoutDirection: LayoutDirection? = nil, nookContentInsets: [Edge: Double] = [:],
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, lineLimit: LineLimit? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.nookContentInsets = nookContentInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.lineLimit = lineLimit
    }
}

/// SwiftUI's `lineLimit(_:)`: at most a number of lines (≥ 1), or none
/// (`lineLimit(nil)`, which lifts a limit set further out).
public enum LineLimit: Sendable, Hashable {
    /// At most this many lines (≥ 1).
    case lines(Int)
    /// No limit.
    case unlimited
}

/// The direction in which leading and trailing run.
public enum LayoutDirection: String, Sendable, Hashable {
    /// Leading is left and trailing right, or leading is right and trailing left (the layout is mirrored).
    case leftToRight, rightToLeft
}
