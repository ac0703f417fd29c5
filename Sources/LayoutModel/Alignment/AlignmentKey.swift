/// An alignment guide on either axis, so that axis-generic code (stacks,
/// frames, ZStacks) can ask for "the guide on this axis" without branching.
public enum AlignmentKey: Sendable, Hashable, CustomStringConvertible {
    /// A horizontal guide: an x value inside a view.
    case horizontal(HorizontalAlignment)
    /// A vertical guide: a y value inside a view.
    case vertical(VerticalAlignment)

    /// The axis the guide measures along (a horizontal guide is an x value).
    public var axis: Axis {
        switch self {
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }

    /// The centre guide of `axis`.
    public static func center(_ axis: Axis) -> AlignmentKey {
        axis == .horizontal ? .horizontal(.center) : .vertical(.center)
    }

    /// The guide's default value as a fraction of the view's length on its axis:
    /// leading/top 0, centre 0.5, trailing/bottom 1. Text baselines default to
    /// the bottom for views without text (SwiftUI's default for non-text views);
    /// custom guides default to the centre.
    public var defaultFraction: Double {
        switch self {
        case .horizontal(.leading), .vertical(.top): 0
        case .horizontal(.trailing), .vertical(.bottom): 1
        case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline): 1
        case .horizontal(.center), .vertical(.center), .horizontal(.custom), .vertical(.custom): 0.5
        }
    }

    /// The model-file name of the guide.
    public var name: String {
        switch self {
        case .horizontal(let guide): guide.name
        case .vertical(let guide): guide.name
        }
    }

    /// True for SwiftUI's built-in frame guides and baselines; false for custom guides.
    public var isBuiltIn: Bool {
        switch self {
        case .horizontal(.custom), .vertical(.custom): false
        default: true
        }
    }

    public var description: String { "\(axis).\(name)" }
}
