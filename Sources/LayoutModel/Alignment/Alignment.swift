/// A two-dimensional alignment: one horizontal and one vertical guide.
public struct Alignment: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal guide: leading, center or trailing.
    public var horizontal: HorizontalAlignment
    /// The vertical guide: top, center, bottom or a baseline.
    public var vertical: VerticalAlignment

    /// An alignment from its two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Top edge, leading edge.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top edge, horizontal centre.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top edge, trailing edge.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Vertical centre, leading edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The centre on both axes (SwiftUI's default for frames and ZStacks).
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Vertical centre, trailing edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom edge, leading edge.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom edge, horizontal centre.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom edge, trailing edge.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Leading edge, top-most text baseline (seed 002, "Getting text baseline guides").
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Horizontal centre, top-most text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing edge, top-most text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading edge, bottom-most text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Horizontal centre, bottom-most text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing edge, bottom-most text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The nine edge and centre alignments of the model format, by name.
    public static let named: [(name: String, alignment: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// The six text-baseline alignments SwiftUI names, by name.
    public static let baselineNamed: [(name: String, alignment: Alignment)] = [
        ("leadingFirstTextBaseline", .leadingFirstTextBaseline), ("centerFirstTextBaseline", .centerFirstTextBaseline),
        ("trailingFirstTextBaseline", .trailingFirstTextBaseline), ("leadingLastTextBaseline", .leadingLastTextBaseline),
        ("centerLastTextBaseline", .centerLastTextBaseline), ("trailingLastTextBaseline", .trailingLastTextBaseline),
    ]

    /// Every alignment with a name in the model format: the nine, then the six baseline ones.
    public static let allNamed = named + baselineNamed

    /// The guide on `axis`.
    public subscript(axis: Axis) -> AlignmentKey {
        axis == .horizontal ? .horizontal(horizontal) : .vertical(vertical)
    }

    /// The model-file name, when this is one of the fifteen named alignments
    /// (a composite with a custom guide has none: the format writes its two guides).
    public var name: String? { Self.allNamed.first { $0.alignment == self }?.name }

    public var description: String { name ?? "(\(horizontal), \(vertical))" }
}
