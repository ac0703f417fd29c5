/// One edge of a rectangle, named as SwiftUI names them (leading and trailing
/// follow the layout direction).
public enum Edge: String, Sendable, Hashable, CaseIterable {
    /// The four edges; leading and trailing are left and right in a left-to-right layout.
    case top, leading, bottom, trailing

    /// The axis the edge lies across: leading/trailing bound the horizontal axis.
    public var axis: Axis { self == .leading || self == .trailing ? .horizontal : .vertical }

    /// True for the edge at the start of its axis (leading, top).
    public var isStart: Bool { self == .leading || self == .top }

    /// The start or end edge of `axis`.
    public static func start(of axis: Axis) -> Edge { axis == .horizontal ? .leading : .top }
    /// The edge at the end of `axis`: trailing for horizontal, bottom for vertical.
    public static func end(of axis: Axis) -> Edge { axis == .horizontal ? .trailing : .bottom }

    /// The opposite edge.
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// A set of edges (SwiftUI's `Edge.Set`).
public struct EdgeSet: OptionSet, Sendable, Hashable {
    /// One bit per edge: top 1, leading 2, bottom 4, trailing 8.
    public let rawValue: UInt8
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge alone.
    public static let top = EdgeSet(rawValue: 1 << 0)
    /// The leading edge alone.
    public static let leading = EdgeSet(rawValue: 1 << 1)
    /// The bottom edge alone.
    public static let bottom = EdgeSet(rawValue: 1 << 2)
    /// The trailing edge alone.
    public static let trailing = EdgeSet(rawValue: 1 << 3)
    /// Leading and trailing.
    public static let horizontal: EdgeSet = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: EdgeSet = [.top, .bottom]
    /// All four edges.
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    /// The set holding `edge` alone.
    public init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        }
    }

    /// True when `edge` is in the set.
    public func contains(_ edge: Edge) -> Bool { contains(EdgeSet(edge)) }

    /// The edges in the set, in `Edge.allCases` order.
    public var edges: [Edge] { Edge.allCases.filter { contains($0) } }
}
