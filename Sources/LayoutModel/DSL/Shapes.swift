/// A color fill: takes any proposal, 10x10 when unspecified.
public struct Color: View {
    /// A color fill.
    public init() {}
    /// A `.shape(.color)` leaf.
    public var node: ViewNode { ViewNode(.shape(.color)) }
}

/// A rectangle shape.
public struct Rectangle: View {
    /// A rectangle.
    public init() {}
    /// A `.shape(.rectangle)` leaf.
    public var node: ViewNode { ViewNode(.shape(.rectangle)) }
}

/// A circle shape.
public struct Circle: View {
    /// A circle.
    public init() {}
    /// A `.shape(.circle)` leaf.
    public var node: ViewNode { ViewNode(.shape(.circle)) }
}

/// An ellipse shape.
public struct Ellipse: View {
    /// An ellipse.
    public init() {}
    /// A `.shape(.ellipse)` leaf.
    public var node: ViewNode { ViewNode(.shape(.ellipse)) }
}

/// A capsule shape.
public struct Capsule: View {
    /// A capsule.
    public init() {}
    /// A `.shape(.capsule)` leaf.
    public var node: ViewNode { ViewNode(.shape(.capsule)) }
}

/// A rounded rectangle (its corner radius does not affect layout).
public struct RoundedRectangle: View {
    /// A rounded rectangle; `cornerRadius` is accepted for SwiftUI's spelling and ignored, since it does not affect layout.
    public init(cornerRadius: Double = 0) {}
    /// A `.shape(.roundedRectangle)` leaf.
    public var node: ViewNode { ViewNode(.shape(.roundedRectangle)) }
}
