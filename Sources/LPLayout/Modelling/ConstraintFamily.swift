/// A named group of rows in a layout program: the rule that wrote them
/// (`padding`, `stack-offer`, `min`, ...). Every row's name starts with its
/// family, and ``ProgramStatistics/rowsByFamily`` counts rows per family, so a
/// program's size can be read rule by rule (docs/lp-encoding.md, "Size").
///
/// The built-in families are static members; a third-party strategy makes its
/// own with ``init(_:)``.
public struct ConstraintFamily: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The family's name, as it appears in row names and statistics.
    public let name: String

    /// A family named `name` (non-empty, no spaces: it starts row names).
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    public static func < (lhs: ConstraintFamily, rhs: ConstraintFamily) -> Bool { lhs.name < rhs.name }

    // MARK: Rules of the greedy walk (every strategy)

    /// A node's frame variables `x`, `y`, `w`, `h` equal to what placement found.
    public static let frame = ConstraintFamily("frame")
    /// Padding: the child's proposal `max(0, q − insets)` per specified axis, and the root's proposal less the safe area.
    public static let padding = ConstraintFamily("padding")
    /// A flexible frame: the child's proposal clamped to min and max, and the frame's size from the child's.
    public static let flexFrame = ConstraintFamily("flex-frame")
    /// `aspectRatio`: the fit's minimum or the fill's maximum of the two scales.
    public static let aspectRatio = ConstraintFamily("aspect-ratio")
    /// A stack's cross extent and a ZStack's size: minima and maxima over the children's guides.
    public static let align = ConstraintFamily("align")
    /// Explicit alignment guides: minima and maxima over the values that reach a node.
    public static let guide = ConstraintFamily("guide")
    /// A Spacer's length, `max(q, minLength)`.
    public static let spacer = ConstraintFamily("spacer")
    /// Logical glue between binaries, such as a negation `not + b = 1`.
    public static let logic = ConstraintFamily("logic")
    /// `containerRelativeFrame`'s length, `max(0, ...)` per selected axis.
    public static let containerFrame = ConstraintFamily("container-frame")
    /// A region's container and safe edges inside safeAreaInset and safeAreaPadding.
    public static let safeRegion = ConstraintFamily("safe-region")
    /// `ignoresSafeArea`'s insets, `select(reaches, max(0, inward(c, f)), 0)` per selected edge.
    public static let safeInset = ConstraintFamily("safe-inset")
    /// `safeAreaInset`'s proposals to its primary and secondary views.
    public static let safeInsetProposal = ConstraintFamily("safe-inset-proposal")
    /// `safeAreaInset`'s size across its edge's axis, `max(secondary, primary)`.
    public static let safeInsetSize = ConstraintFamily("safe-inset-size")
    /// Whether a frame edge reaches the safe edge (within 1e-9 points).
    public static let safeReach = ConstraintFamily("safe-reach")
    /// A Text's step counts: `floor(w / advance)` and `floor(h / lineHeight)` with a binary per column or row start.
    public static let textStep = ConstraintFamily("text-step")
    /// A Text's kept lines, `min(k, lines)`, when both proposal components are variables.
    public static let textSize = ConstraintFamily("text-size")
    /// A Text's truncated width per (column, row) entry: products of two 0/1 differences, three rows each.
    public static let textPair = ConstraintFamily("text-pair")
    /// A Text's baselines when its proposal depends on the root proposal.
    public static let textBaseline = ConstraintFamily("text-baseline")
    /// ViewThatFits: whether each child's ideal size fits, which child is
    /// shown, its size, and the frames of the children that are shown only
    /// for some proposals.
    public static let viewThatFits = ConstraintFamily("view-that-fits")

    // MARK: The greedy stack rule (`exact`)

    /// A stack's offer to a child: what is left over the children not yet served.
    public static let stackOffer = ConstraintFamily("stack-offer")
    /// A stack's running position or total length along its axis, named by
    /// a variable once the sum grows long (`ProgramBuilder.keepingShort`).
    public static let stackPosition = ConstraintFamily("stack-position")
    /// A stack's fitting order, where the solver chooses it.
    public static let stackOrder = ConstraintFamily("stack-order")
    /// A Grid's tracks: a column's or row's offer, its length (the largest
    /// cell), and the running sums of lengths and positions.
    public static let gridTrack = ConstraintFamily("grid-track")
    /// A LazyVGrid's or LazyHGrid's tracks (their shares of the offer,
    /// clamps, adaptive track lengths), its lines' lengths and the running
    /// positions of tracks and lines.
    public static let lazyGrid = ConstraintFamily("lazy-grid")

    // MARK: Declarative stack rules (docs/strategies.md)

    /// A stack's sum row: children's lengths, spacing, unused space and overflow equal the offer.
    public static let stackSum = ConstraintFamily("stack-sum")
    /// Rows that define a strategy's cost terms (deviations, levels, segments).
    public static let stackCost = ConstraintFamily("stack-cost")
}
