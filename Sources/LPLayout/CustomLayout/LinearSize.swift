/// A size in a custom layout's linear description.
public struct LinearSize: Hashable {
    /// The width.
    public var width: LinearLength
    /// The height.
    public var height: LinearLength

    /// A size of `width` by `height`.
    public init(width: LinearLength, height: LinearLength) {
        self.width = width
        self.height = height
    }

    init(_ size: SymbolicSize) {
        self.init(width: LinearLength(size.width), height: LinearLength(size.height))
    }

    var symbolic: SymbolicSize { SymbolicSize(width: width.quantity, height: height.quantity) }

    /// 0 by 0.
    public static var zero: LinearSize { LinearSize(width: .zero, height: .zero) }
}
