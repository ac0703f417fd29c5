import GreedyLayout
import LPLayout
import LayoutModel

/// Why one node got its frame from one engine (`layoutlp explain`): the
/// greedy engine's derivation step by step, or what a solved layout program
/// says about the node (its decisions, binding rows, duals, the stage that
/// fixed it), or, for a program with no optimum, the rows that cannot hold
/// together. Built by ``ExplanationBuilder``.
public struct Explanation: Sendable {
    /// The explained node's index.
    public var node: Int
    /// Its path.
    public var path: String
    /// Its model id, if it has one.
    public var id: String?
    /// The engine explained (`greedy`, `lp/exact`).
    public var engine: String
    /// The model's root proposal.
    public var rootProposal: ProposedViewSize
    /// The node's layout frame from the explained engine; nil when it has none.
    public var frame: Rect?
    /// The node's placement proposal from each engine that laid it out:
    /// the explained one and the other kind (greedy beside an LP strategy,
    /// `lp/exact` beside greedy), so the two can be compared.
    public var proposals: [EngineProposal]
    /// The greedy engine's derivation (engine `greedy`).
    public var greedy: GreedyDerivation?
    /// What the solved program says (an LP strategy).
    public var program: ProgramExplanation?
}

/// One engine's placement proposal for the explained node.
public struct EngineProposal: Sendable, Hashable {
    /// The engine's name.
    public var engine: String
    /// nil: the engine does not report one, or it failed (``failure``).
    public var proposal: ProposedViewSize?
    /// The node's frame from that engine.
    public var frame: Rect?
    /// Why there is no proposal, when the engine failed.
    public var failure: String?
}

/// What a solved (or unsolvable) layout program says about one node.
public struct ProgramExplanation: Sendable {
    /// The strategy's summary (`exact`, `lex-fair(scope=container)`).
    public var strategy: String
    /// The program's variables.
    public var variables: Int
    /// Its integer variables, binaries included.
    public var integers: Int
    /// Its rows.
    public var rows: Int
    /// The constraint families that produced the node's size (`LayoutProgram.rules`).
    public var families: [String]
    /// True when the program has no integer variable left: every decision
    /// was settled while building (`decomposed`, or a tree that decides them all).
    public var settledWhileBuilding: Bool
    /// For a program that settled every decision while building and claims
    /// the greedy rules (`decomposed`): the greedy rule that sizes the node
    /// (`GreedyRuleDescription`), which the program applied at one proposal.
    public var greedyRule: String?
    /// The binary decisions on the node's path (the node and its ancestors), in program order.
    public var decisions: [BinaryDecision]
    /// The inequality rows on the node's path that bind, with duals when known.
    public var bindingRows: [BindingRow]
    /// The objectives (stages), the least-squares stage among them at its
    /// place, most important first, and which of them name a variable of
    /// the node's path (the stage that fixed the node: ``fixedBy``).
    public var stages: [Stage]
    /// What decided the node's size (`LPLayout/NodeFace`: its widths and
    /// heights over the optimal face of the strategy's own objectives); nil
    /// where no solution was found or the face could not be computed.
    public var face: NodeFace?
    /// The reduced cost of the root width variable in the last stage: what
    /// one more point of the root's width is worth to the last objective.
    public var rootWidthReducedCost: Double?
    /// The same for the root height variable.
    public var rootHeightReducedCost: Double?
    /// The node's size one point of root width later (re-solved), minus its
    /// size now: what one more point of the root's width is worth to this node.
    public var widthSensitivity: Size?
    /// The same for one more point of root height.
    public var heightSensitivity: Size?
    /// Why there is no solution, when the program has no optimum.
    public var noOptimum: String?
    /// An irreducible infeasible subset of the rows, when the program has none.
    public var infeasibleSubset: [InfeasibleRow]
    /// The node's width and height as the run's program holds its stages
    /// one by one (`LPLayout/StageRange`), up to the first that fixes
    /// it; empty where there is no solution or a solve failed.
    public var stageRanges: [StageRange] = []
    /// The strategy's own quantities on the node's path, as the run has
    /// them: stacks' levels, unused space and overflow, a child's growth
    /// and shrinkage past its ideal, a stack's largest deviation, and the
    /// least-squares term (answer − ideal) of each child on the path.
    public var quantities: [Reading] = []

    /// The stage that fixed the node: the last of ``stageRanges`` where it
    /// is a point (`rows` for the rows alone), else nil.
    public var fixedBy: String? {
        guard let last = stageRanges.last, last.isPoint else { return nil }
        return last.stage ?? "rows"
    }

    /// One named number of the run.
    public struct Reading: Sendable, Hashable {
        /// What it is (a variable's name, or `least-squares[path] (answer − ideal)`).
        public var name: String
        /// Its value in the run.
        public var value: Double
    }

    /// One objective of a lexicographic program.
    public struct Stage: Sendable, Hashable {
        /// 1 for the most important.
        public var index: Int
        /// The objective's name.
        public var name: String
        /// Whether it names a variable of the node's path.
        public var involvesNode: Bool
    }
}

/// A row of an irreducible infeasible subset, named by family and node path.
public struct InfeasibleRow: Sendable, Hashable {
    /// The row's name.
    public var name: String
    /// Its family, read from the name.
    public var family: String
    /// The node path its name carries.
    public var path: String
    /// The row as written (`2 x + y <= 3`).
    public var text: String
}
