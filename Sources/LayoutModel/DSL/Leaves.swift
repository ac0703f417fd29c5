/// A view of one size whatever it is offered (stands in for Toggle or a
/// non-resizable image).
public struct Fixed: View {
    /// The width it reports for any proposal, in points.
    public var width: Double
    /// The height it reports for any proposal, in points.
    public var height: Double
    /// A view of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// A `.fixed` leaf of this size.
    public var node: ViewNode { ViewNode(.fixed(width: width, height: height)) }
}

/// An image of a natural size; `resizable()` makes it take the proposal.
public struct Image: View {
    /// The natural width, in points.
    public var width: Double
    /// The natural height, in points.
    public var height: Double
    /// True when the image takes the proposal instead of its natural size.
    public var isResizable: Bool
    /// The y of its text baselines at the natural height (an SF Symbol's), or nil.
    public var baseline: Double?
    /// An image of `width` × `height` points, resizable when `resizable` is
    /// true, with text baselines at `baseline` when given (as SF Symbols have).
    public init(width: Double, height: Double, resizable: Bool = false, baseline: Double? = nil) {
        self.width = width
        self.height = height
        self.isResizable = resizable
        self.baseline = baseline
    }
    /// The same image, resizable.
    public func resizable() -> Image { Image(width: width, height: height, resizable: true, baseline: baseline) }
    /// An `.image` leaf of this size.
    public var node: ViewNode { ViewNode(.image(width: width, height: height, resizable: isResizable, baseline: baseline)) }
}

/// Text with LayoutLP's deterministic metrics.
public struct Text: View {
    /// The text to lay out.
    public var string: String
    /// The font size in points; the deterministic metrics scale with it (docs/text-metrics.md).
    public var fontSize: Double
    /// Text showing `string` at `fontSize` points (17 by default, SwiftUI's body size).
    public init(_ string: String, fontSize: Double = 17) {
        self.string = string
        self.fontSize = fontSize
    }
    /// A `.text` leaf.
    public var node: ViewNode { ViewNode(.text(string, fontSize: fontSize)) }
}

/// Flexible space along its stack's axis; `minLength` nil means 8.
public struct Spacer: View {
    /// The least length along its stack's axis, in points; nil means the default of 8.
    public var minLength: Double?
    /// A spacer of at least `minLength` points (nil: 8).
    public init(minLength: Double? = nil) { self.minLength = minLength }
    /// A `.spacer` leaf.
    public var node: ViewNode { ViewNode(.spacer(minLength: minLength)) }
}

/// A view that contributes nothing.
public struct EmptyView: View {
    /// An empty view.
    public init() {}
    /// An `.empty` leaf.
    public var node: ViewNode { ViewNode(.empty) }
}
