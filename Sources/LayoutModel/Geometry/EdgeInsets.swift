/// Lengths inset from each edge (SwiftUI's `EdgeInsets`). Negative insets are
/// allowed: padding with them grows the proposal and shrinks the result.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the leading edge, in points.
    public var leading: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the trailing edge, in points.
    public var trailing: Double

    /// Insets of the given lengths in points, 0 where omitted.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same length on every edge of `edges`, 0 elsewhere.
    public init(_ length: Double, edges: EdgeSet = .all) {
        self.init(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0
        )
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The inset on `edge`, in points (read and write).
    public subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// The inset at the start of `axis` (leading or top).
    public func start(_ axis: Axis) -> Double { self[.start(of: axis)] }

    /// The total inset along `axis` (leading + trailing, or top + bottom).
    public func total(_ axis: Axis) -> Double { self[.start(of: axis)] + self[.end(of: axis)] }

    public var description: String {
        "top \(formatLength(top)) leading \(formatLength(leading)) bottom \(formatLength(bottom)) trailing \(formatLength(trailing))"
    }
}
