/// A view of one size whatever it is offered (stands in for Toggle or a
/// non-resizable image).
public struct Fixed: View {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public var node: ViewNode { ViewNode(.fixed(width: width, height: height)) }
}

/// An image of a natural size; `resizable()` makes it take the proposal.
public struct Image: View {
    public var width: Double
    public var height: Double
    public var isResizable: Bool
    public init(width: Double, height: Double, resizable: Bool = false) {
        self.width = width
        self.height = height
        self.isResizable = resizable
    }
    /// The same image, resizable.
    public func resizable() -> Image { Image(width: width, height: height, resizable: true) }
    public var node: ViewNode { ViewNode(.image(width: width, height: height, resizable: isResizable)) }
}

/// Text with LayoutLP's deterministic metrics.
public struct Text: View {
    public var string: String
    public var fontSize: Double
    public init(_ string: String, fontSize: Double = 17) {
        self.string = string
        self.fontSize = fontSize
    }
    public var node: ViewNode { ViewNode(.text(string, fontSize: fontSize)) }
}

/// Flexible space along its stack's axis; `minLength` nil means 8.
public struct Spacer: View {
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public var node: ViewNode { ViewNode(.spacer(minLength: minLength)) }
}

/// A view that contributes nothing.
public struct EmptyView: View {
    public init() {}
    public var node: ViewNode { ViewNode(.empty) }
}
