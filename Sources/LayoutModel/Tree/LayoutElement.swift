/// What one node of a `LayoutTree` does: a leaf, a container, or a modifier
/// wrapping `children[0]` (overlay and background add the secondary view as
/// `children[1]`). Values are resolved: environment lengths are numbers,
/// frames are normalised, Spacer minimum lengths have their default.
public enum LayoutElement: Sendable, Hashable {
    case shape(ShapeKind)
    case fixed(Size)
    case image(Size, resizable: Bool)
    case text(String, fontSize: Double)
    /// A Spacer with its minimum length resolved (nil in the model means 8).
    case spacer(minLength: Double)
    case empty
    /// HStack (axis horizontal) or VStack (axis vertical); `alignment` is the
    /// guide on the cross axis.
    case stack(axis: Axis, alignment: AlignmentKey, spacing: Double?)
    case zStack(Alignment)
    case nookPanel(NookConfiguration)
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case flexFrame(FlexFrameSpec)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case offset(Point)
    case position(Point)
    case alignmentGuide(AlignmentKey, GuideValue)
    case aspectRatio(Double?, ContentMode)
    case overlay(Alignment)
    case background(Alignment)
    case safeAreaInset(edge: Edge, alignment: AlignmentKey, spacing: Double?)
    case safeAreaPadding(EdgeInsets)
    case ignoresSafeArea(EdgeSet)
    case containerRelativeFrame(ContainerRelativeFrameValue)
    case environment(EnvironmentOverrides)

    /// The name printed in trees and errors: a view type or a modifier key.
    public var name: String {
        switch self {
        case .shape(let kind): kind.rawValue
        case .fixed: "Fixed"
        case .image: "Image"
        case .text: "Text"
        case .spacer: "Spacer"
        case .empty: "Empty"
        case .stack(let axis, _, _): axis == .horizontal ? "HStack" : "VStack"
        case .zStack: "ZStack"
        case .nookPanel: "NookPanel"
        case .padding: "padding"
        case .frame, .flexFrame: "frame"
        case .fixedSize: "fixedSize"
        case .layoutPriority: "layoutPriority"
        case .offset: "offset"
        case .position: "position"
        case .alignmentGuide: "alignmentGuide"
        case .aspectRatio: "aspectRatio"
        case .overlay: "overlay"
        case .background: "background"
        case .safeAreaInset: "safeAreaInset"
        case .safeAreaPadding: "safeAreaPadding"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .containerRelativeFrame: "containerRelativeFrame"
        case .environment: "environment"
        }
    }

    /// True for the elements that wrap one modified view.
    public var isModifier: Bool {
        switch self {
        case .shape, .fixed, .image, .text, .spacer, .empty, .stack, .zStack, .nookPanel: false
        default: true
        }
    }
}
