/// A length as written in a model: a number of points (possibly infinite where
/// SwiftUI accepts `.infinity`), or a reference to an environment value that is
/// resolved where the view sits (for example `nookContentInsets.leading`).
public enum Length: Sendable, Hashable, CustomStringConvertible, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A number of points, possibly infinite.
    case points(Double)
    /// A value read from the environment where the view sits.
    case environment(EnvironmentReference)

    /// A literal such as `8.5`, as points.
    public init(floatLiteral value: Double) { self = .points(value) }
    /// A literal such as `8`, as points.
    public init(integerLiteral value: Int) { self = .points(Double(value)) }

    /// An infinite length (`.infinity` in SwiftUI's `maxWidth: .infinity`).
    public static let infinity = Length.points(.infinity)

    /// `nookContentInsets.<edge>` read from the environment the view sits in,
    /// SwiftUI's `@Environment(\.nookContentInsets)` value (seed 000); a model
    /// file writes `{ "env": "nookContentInsets.leading" }`.
    public static func nookContentInsets(_ edge: Edge) -> Length {
        .environment(EnvironmentReference(key: "nookContentInsets", edge: edge))
    }

    /// The constant value, when this length is not an environment reference.
    public var constant: Double? {
        if case .points(let value) = self { return value }
        return nil
    }

    public var description: String {
        switch self {
        case .points(let value): formatLength(value)
        case .environment(let reference): "env(\(reference))"
        }
    }
}

/// A reference to an inset held in the environment, such as
/// `nookContentInsets.leading`.
public struct EnvironmentReference: Sendable, Hashable, CustomStringConvertible {
    /// The environment key; LayoutLP knows `nookContentInsets`.
    public var key: String
    /// The edge read from the insets.
    public var edge: Edge

    /// A reference to the `edge` component of the environment insets `key`.
    public init(key: String, edge: Edge) {
        self.key = key
        self.edge = edge
    }

    /// The environment keys a reference may name.
    public static let knownKeys = ["nookContentInsets"]

    public var description: String { "\(key).\(edge.rawValue)" }
}
