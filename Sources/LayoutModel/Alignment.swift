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

    /// The nine named alignments of the model format, by name.
    public static let named: [(name: String, alignment: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// The guide on `axis`.
    public subscript(axis: Axis) -> AlignmentKey {
        axis == .horizontal ? .horizontal(horizontal) : .vertical(vertical)
    }

    /// The model-file name, when this is one of the nine named alignments.
    public var name: String? { Self.named.first { $0.alignment == self }?.name }

    public var description: String { name ?? "(\(horizontal), \(vertical))" }
}
