/// A proposal in a custom layout's linear description: per axis
/// unspecified (nil) or a length. Whether a component is nil is fixed by the
/// tree and the root proposal's shape, never by its numbers.
public struct LinearProposal: Hashable {
    /// The proposed width, nil for unspecified.
    public var width: LinearLength?
    /// The proposed height, nil for unspecified.
    public var height: LinearLength?

    /// A proposal of `width` by `height` (nil: unspecified).
    public init(width: LinearLength?, height: LinearLength?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: LinearSize) {
        self.init(width: size.width, height: size.height)
    }

    init(_ proposal: SymbolicProposal) {
        self.init(width: proposal.width.map(LinearLength.init), height: proposal.height.map(LinearLength.init))
    }

    var symbolic: SymbolicProposal { SymbolicProposal(width: width?.quantity, height: height?.quantity) }

    /// Both components unspecified: the ideal size.
    public static var unspecified: LinearProposal { LinearProposal(width: nil, height: nil) }
}
