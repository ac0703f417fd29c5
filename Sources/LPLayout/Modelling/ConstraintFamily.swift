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
    public static let padding = ConstraintFamily("padding")
    public static let flexFrame = ConstraintFamily("flex-frame")
    public static let aspectRatio = ConstraintFamily("aspect-ratio")
    public static let align = ConstraintFamily("align")
    public static let guide = ConstraintFamily("guide")
    public static let spacer = ConstraintFamily("spacer")
    public static let logic = ConstraintFamily("logic")
    public static let containerFrame = ConstraintFamily("container-frame")
    public static let safeRegion = ConstraintFamily("safe-region")
    public static let safeInset = ConstraintFamily("safe-inset")
    public static let safeInsetProposal = ConstraintFamily("safe-inset-proposal")
    public static let safeInsetSize = ConstraintFamily("safe-inset-size")
    public static let safeReach = ConstraintFamily("safe-reach")
    public static let textStep = ConstraintFamily("text-step")
    public static let textSize = ConstraintFamily("text-size")
    public static let textPair = ConstraintFamily("text-pair")
    public static let textBaseline = ConstraintFamily("text-baseline")

    // MARK: The greedy stack rule (`exact`)

    /// A stack's offer to a child: what is left over the children not yet served.
    public static let stackOffer = ConstraintFamily("stack-offer")
    /// A stack's running position or total length along its axis, named by
    /// a variable once the sum grows long (`ProgramBuilder.keepingShort`).
    public static let stackPosition = ConstraintFamily("stack-position")
    /// A stack's fitting order, where the solver chooses it.
    public static let stackOrder = ConstraintFamily("stack-order")

    // MARK: Declarative stack rules (docs/strategies.md)

    /// A stack's sum row: children's lengths, spacing, unused space and overflow equal the offer.
    public static let stackSum = ConstraintFamily("stack-sum")
    /// Rows that define a strategy's cost terms (deviations, levels, segments).
    public static let stackCost = ConstraintFamily("stack-cost")
}
