import LPLayout
import LayoutModel
import LinearProgram

/// One row of a comparison: one node of one model laid out by one engine
/// at one proposal (a tidy table: one observation per row). Every field is
/// deterministic; times are kept apart (``UnitTimes``).
public struct ComparisonRow: Sendable, Hashable {
    /// The work unit (model × proposal × engine) the row belongs to,
    /// numbered from 0 in the experiment's order; shards and merging use it.
    public var unit: Int
    /// The model's path (or fuzz case name) and its folder.
    public var model: String
    /// The model's folder (the summary groups cases by it).
    public var folder: String
    /// The proposal, as ``ExperimentProposals/label(_:)`` writes it.
    public var proposal: String
    /// The engine as named on the command line (`greedy`, `exact`, `weighted:scope=global`).
    public var engine: String
    /// The node's path in the layout tree, its model id (nil without one)
    /// and its rule family (``ComparisonRow/family(of:)``).
    public var path: String
    /// The node's model id, nil without one.
    public var id: String?
    /// The node's rule family (``ComparisonRow/family(of:)``).
    public var family: String
    /// The node's drawn frame; nil unless ``status`` is laid out.
    public var frame: Rect?
    /// What became of the unit (the same on every row of the unit).
    public var status: RowStatus
    /// Why there are no frames (the engine's error), nil when laid out.
    public var reason: String?
    /// The LP program's size (nil for greedy or when no program was built):
    /// variables, integer variables, rows, and integers whose bounds
    /// propagation and probing fixed at this proposal.
    public var program: ProgramSize?
    /// The solver's simplex iterations and branch-and-cut nodes over the
    /// unit's solve and polishing (`LinearProgram/SolverEffort`); nil for
    /// greedy, or when the solver gave no solution. Deterministic, like
    /// every other field.
    public var effort: SolverEffort?
    /// What decided the node's size (`LPLayout/NodeFace`: the widths and
    /// heights it takes over the optimal face of the strategy's own
    /// objectives); nil unless the experiment asked for faces
    /// (`compare --faces`) and the unit was laid out by an LP engine.
    public var face: NodeFace?
    /// Whether the row's case is one where a declarative strategy could
    /// differ from greedy (`LayoutMetrics/CaseEligibility`, on greedy's
    /// layout of the case): the same on every row of a case, whatever the
    /// engine; nil in rows files written before the column existed, or when
    /// greedy could not lay the case out.
    public var eligible: Bool?
    /// The unit's proposal as numbers (nil: unspecified), as `sweep`'s
    /// `proposal_width` and `proposal_height` give it.
    public var proposalWidth: Double?
    /// See ``proposalWidth``.
    public var proposalHeight: Double?
    /// The path of the node's parent; nil for the root.
    public var parent: String?
    /// The axis of the stack the node is a child of (`horizontal`,
    /// `vertical`); nil when its parent is not an HStack, VStack or lazy stack.
    public var axis: String?
    /// The node's `layoutPriority` (0 without one), the number its parent
    /// stack reads.
    public var priority: Double?

    /// The program columns of a row.
    public struct ProgramSize: Sendable, Hashable {
        /// Columns of the program.
        public var variables: Int
        /// Integer and binary columns.
        public var integers: Int
        /// Rows (constraints).
        public var rows: Int
        /// Integer columns that propagation and probing fixed at the unit's proposal.
        public var fixedIntegers: Int

        /// A program's size.
        public init(variables: Int, integers: Int, rows: Int, fixedIntegers: Int) {
            self.variables = variables
            self.integers = integers
            self.rows = rows
            self.fixedIntegers = fixedIntegers
        }
    }

    /// A row; ``ExperimentRunner`` makes them, ``RowTable`` reads them back.
    public init(
        unit: Int, model: String, folder: String, proposal: String, engine: String, path: String, id: String?, family: String,
        frame: Rect?, status: RowStatus, reason: String?, program: ProgramSize?, effort: SolverEffort? = nil,
        face: NodeFace? = nil, eligible: Bool? = nil, proposalWidth: Double? = nil, proposalHeight: Double? = nil,
        parent: String? = nil, axis: String? = nil, priority: Double? = nil
    ) {
        self.eligible = eligible
        self.proposalWidth = proposalWidth
        self.proposalHeight = proposalHeight
        self.parent = parent
        self.axis = axis
        self.priority = priority
        self.unit = unit
        self.model = model
        self.folder = folder
        self.proposal = proposal
        self.engine = engine
        self.path = path
        self.id = id
        self.family = family
        self.frame = frame
        self.status = status
        self.reason = reason
        self.program = program
        self.effort = effort
        self.face = face
    }

    /// A node's rule family, which the summary breaks agreement down by:
    /// `stack` (HStack, VStack), `shape` (Color, Rectangle, ...), `text`,
    /// `spacer`, `frame` (fixed and flexible), and otherwise the element's
    /// own name (`ZStack`, `padding`, `fixedSize`, ...).
    public static func family(of element: LayoutElement) -> String {
        switch element {
        case .stack: "stack"
        case .shape: "shape"
        case .text: "text"
        case .spacer: "spacer"
        case .frame, .flexFrame: "frame"
        default: element.name
        }
    }
}
