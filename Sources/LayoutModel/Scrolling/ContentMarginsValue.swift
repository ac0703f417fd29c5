/// The arguments of the three `contentMargins` modifiers of seed 002:
/// `contentMargins(_ edges:, _ insets: EdgeInsets, for:)`,
/// `contentMargins(_ edges:, _ length: CGFloat?, for:)` and
/// `contentMargins(_ length: CGFloat, for:)` (the last is the second on all
/// edges).
public struct ContentMarginsValue: Sendable, Hashable {
    /// How the margin amounts are given.
    public enum Amount: Sendable, Hashable {
        /// One length on every edge of `edges`; nil is the default amount (``ContentMarginsValue/defaultLength``).
        case length(Double?)
        /// Per-edge lengths; only the edges in `edges` are set.
        case insets(EdgeInsets)
    }

    /// The edges this modifier sets; the others keep what the views would see otherwise.
    public var edges: EdgeSet
    /// The lengths, one for all edges or one per edge.
    public var amount: Amount
    /// Which part of a scrollable view the margins apply to.
    public var placement: ContentMarginPlacement

    /// Margins of `amount` on `edges` for `placement`.
    public init(edges: EdgeSet = .all, amount: Amount, placement: ContentMarginPlacement = .automatic) {
        self.edges = edges
        self.amount = amount
        self.placement = placement
    }

    /// The amount a nil length stands for: **Choice** (L), the default padding
    /// amount (16), as `padding(_:_:)` reads its nil length; seed 002 gives no
    /// number.
    public static let defaultLength: Double = PaddingValue.defaultLength

    /// The margin this modifier sets on `edge`, or nil when `edge` is not in `edges`.
    public func margin(_ edge: Edge) -> Double? {
        guard edges.contains(EdgeSet(edge)) else { return nil }
        switch amount {
        case .length(let length): return length ?? Self.defaultLength
        case .insets(let insets): return insets[edge]
        }
    }
}
