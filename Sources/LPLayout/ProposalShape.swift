import LayoutModel

/// What the LP engine may know of a root proposal when it builds a program:
/// per axis whether the component is unspecified (nil), a finite number or
/// infinity. The number itself only enters as the bounds of the root
/// proposal variable (``LayoutProgram/bounding(to:)``).
public struct ProposalShape: Hashable, Sendable, CustomStringConvertible {
    /// What a program may know of one proposal component; the raw value is how shapes print.
    public enum Component: String, Hashable, Sendable {
        /// nil: the ideal size is asked for.
        case unspecified
        /// A finite number, bounding the root proposal variable.
        case finite
        /// Infinity.
        case infinite
    }

    /// The width component's kind.
    public var width: Component
    /// The height component's kind.
    public var height: Component

    /// A shape of the given components.
    public init(width: Component, height: Component) {
        self.width = width
        self.height = height
    }

    /// The shape of `proposal`.
    public init(of proposal: ProposedViewSize) {
        self.init(width: Self.component(proposal.width), height: Self.component(proposal.height))
    }

    /// The component on `axis`.
    public subscript(axis: Axis) -> Component {
        axis == .horizontal ? width : height
    }

    static func component(_ value: Double?) -> Component {
        guard let value else { return .unspecified }
        return value.isInfinite ? .infinite : .finite
    }

    public var description: String { "\(width.rawValue) x \(height.rawValue)" }
}
