/// A color fill: takes any proposal, 10x10 when unspecified.
public struct Color: View {
    public init() {}
    public var node: ViewNode { ViewNode(.shape(.color)) }
}

/// A rectangle shape.
public struct Rectangle: View {
    public init() {}
    public var node: ViewNode { ViewNode(.shape(.rectangle)) }
}

/// A circle shape.
public struct Circle: View {
    public init() {}
    public var node: ViewNode { ViewNode(.shape(.circle)) }
}

/// An ellipse shape.
public struct Ellipse: View {
    public init() {}
    public var node: ViewNode { ViewNode(.shape(.ellipse)) }
}

/// A capsule shape.
public struct Capsule: View {
    public init() {}
    public var node: ViewNode { ViewNode(.shape(.capsule)) }
}

/// A rounded rectangle (its corner radius does not affect layout).
public struct RoundedRectangle: View {
    public init(cornerRadius: Double = 0) {}
    public var node: ViewNode { ViewNode(.shape(.roundedRectangle)) }
}
