/// What a parent offers a child, one component per axis:
/// `nil` (unspecified: "tell me your ideal size"), a finite length >= 0, or
/// `.infinity` ("take as much as you like"), as SwiftUI's `ProposedViewSize`.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The width offered in points; nil is unspecified (the ideal width).
    public var width: Double?
    /// The height offered in points; nil is unspecified (the ideal height).
    public var height: Double?

    /// A proposal of `width` × `height`; nil components are unspecified.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Builds a proposal from its component along `axis` and across it.
    public init(_ axis: Axis, main: Double?, cross: Double?) {
        switch axis {
        case .horizontal: self.init(width: main, height: cross)
        case .vertical: self.init(width: cross, height: main)
        }
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Both components unspecified: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both components 0: the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both components infinite: the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set {
            switch axis {
            case .horizontal: width = newValue
            case .vertical: height = newValue
            }
        }
    }

    /// The proposal with every unspecified component replaced by the matching
    /// component of `size` (SwiftUI's `replacingUnspecifiedDimensions(by:)`,
    /// whose default is 10x10).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ component: Double?) -> String { component.map(formatLength) ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}
