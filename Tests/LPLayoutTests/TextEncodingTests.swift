import GLPKBackend
import GreedyLayout
import LayoutChecker
import LayoutModel
import LinearProgram
import Testing

@testable import LPLayout

/// Text in the exact encoding for proposals that depend on the root
/// proposal. Every expected number applies docs/text-metrics.md by hand to
/// `Text("ab cd", fontSize: 10)`: 5 characters, advance a = 5, line height
/// L = 12.5, ascent 10. Its lines: capacity c = floor(w / 5); c ≥ 5 one line
/// "ab cd" (25 wide); c = 2…4 "ab" / "cd" (10 wide); c = 1 and c = 0 one
/// character per line, "a" "b" "c" "d" (the space falls at a break).
@Suite struct TextEncodingTests {
    let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
    static let text = Text("ab cd", fontSize: 10).id("t")

    /// Steps 3 and 5 on a width-only proposal: four columns, the
    /// capacities 2…4 merged (same lines, same widest line); below one
    /// character the width follows the proposal (min(5, w) = w).
    @Test func widthProposalIsCutIntoColumnsOfEqualLayout() {
        let builder = ProgramBuilder(name: "test", engine: "lp/exact", resolution: 1e-4)
        let table = TextTable("ab cd", fontSize: 10, width: builder.variable("w", lower: 0, upper: 100), height: nil)
        #expect(table.columns.map(\.start) == [nil, 1, 2, 5])
        #expect(table.columns.map(\.followsProposal) == [true, false, false, false])
        #expect(table.columns.map(\.lines) == [4, 4, 2, 1])
        #expect(table.columns.dropFirst().map(\.widest) == [5, 10, 25])
        #expect(table.rows.count == 1)
    }

    /// Step 2: a Text without words is 0×0 at every proposal but 0×0 too
    /// (docs/text-metrics.md, "Nothing to show"), so its width never follows
    /// the proposal, although its capacity is 0 like a proposal below one
    /// character. The LP engine answered 100 × 0 to (100, 50); the hostile
    /// corpus found it.
    @Test(arguments: ["", "   "])
    func aTextWithoutWordsIsZeroByZeroAtAVariableProposal(_ string: String) throws {
        let builder = ProgramBuilder(name: "test", engine: "lp/exact", resolution: 1e-4)
        let table = TextTable(string, fontSize: 10, width: builder.variable("w", lower: 0, upper: 100), height: nil)
        #expect(table.columns.map(\.followsProposal) == [false])
        let tree = try LayoutTree(Text(string, fontSize: 10).id("t").node)
        for proposal in [ProposedViewSize(width: 100, height: 50), ProposedViewSize(width: 3, height: nil)] {
            #expect(try engine.layout(tree, proposal: proposal).framesByID(in: tree)["t"] == Rect(x: 0, y: 0, width: 0, height: 0))
        }
    }

    /// Step 4 splits columns that wrap alike but truncate differently: with
    /// one line kept, capacity 2 shows "a…" (c − 1 = 1 character, 10 wide),
    /// capacities 3 and 4 show "ab…" (15 wide; at 4 the cut "ab " drops its
    /// trailing space). Capacity 1 ("a" "b" "c" "d") keeps up to 3 lines,
    /// the last an ellipsis alone: 5 wide. Rows: limits 1…4 (the most lines).
    @Test func heightProposalAddsRowsAndTruncatedWidths() {
        let builder = ProgramBuilder(name: "test", engine: "lp/exact", resolution: 1e-4)
        let table = TextTable(
            "ab cd", fontSize: 10, width: builder.variable("w", lower: 0, upper: 100),
            height: builder.variable("h", lower: 0, upper: 100))
        #expect(table.rows.map(\.limit) == [1, 2, 3, 4])
        #expect(table.columns.map(\.start) == [nil, 1, 2, 3, 5])
        #expect(table.columns[1].truncatedWidths == [5, 5, 5, nil])
        #expect(table.columns[2].truncatedWidths == [10, nil, nil, nil])
        #expect(table.columns[3].truncatedWidths == [15, nil, nil, nil])
        #expect(table.columns[4].truncatedWidths == [nil, nil, nil, nil])
    }

    /// One program over both components (widths and heights by hand as in
    /// the test above; L = 12.5, so h < 25 keeps one line, h < 37.5 two):
    /// every size matches the hand value and the greedy engine.
    @Test(arguments: [
        (12.0, 12.5, 10.0, 12.5), (16, 12.5, 15, 12.5), (21, 24.9, 15, 12.5), (16, 25, 10, 25),
        (7, 30, 5, 25), (7, 100, 5, 50), (3, 40, 3, 37.5), (0, 0, 0, 0), (30, 0, 25, 12.5),
    ])
    func oneProgramFollowsBothSteps(width: Double, height: Double, expectedWidth: Double, expectedHeight: Double) throws {
        let tree = try LayoutTree(Self.text.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        let proposal = ProposedViewSize(width: width, height: height)
        let result = try engine.solve(program, proposal: proposal).result
        #expect(result.framesByID(in: tree)["t"]?.size == Size(width: expectedWidth, height: expectedHeight))
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        #expect(ResultComparison(tree: tree, left: greedy, right: result, tolerance: Tolerance(1e-6)).agree)
    }

    /// One program, a sweep of widths (height unspecified): each size is the
    /// hand-derived one above and the greedy engine's.
    @Test(arguments: [
        (0.0, 0.0, 50.0), (3, 3, 50), (5, 5, 50), (9.99, 5, 50), (10, 10, 25),
        (24.9, 10, 25), (25, 25, 12.5), (1000, 25, 12.5),
    ])
    func oneProgramFollowsTheWidthSteps(width: Double, expectedWidth: Double, expectedHeight: Double) throws {
        let tree = try LayoutTree(Self.text.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .unspecified))
        let proposal = ProposedViewSize(width: width, height: nil)
        let result = try engine.solve(program, proposal: proposal).result
        #expect(result.framesByID(in: tree)["t"] == Rect(x: 0, y: 0, width: expectedWidth, height: expectedHeight))
        let greedy = try GreedyLayoutEngine().layout(tree, proposal: proposal)
        #expect(ResultComparison(tree: tree, left: greedy, right: result, tolerance: Tolerance(1e-6)).agree)
    }

    /// Step 4 with a fixed width of 10 ("ab" / "cd") and a variable height:
    /// below 2·L = 25 one line is kept, rebuilt as "a" + ellipsis (2
    /// characters, 10 wide); from 25 on both lines show.
    @Test(arguments: [(0.0, 12.5), (24.9, 12.5), (25, 25), (400, 25)])
    func heightProposalKeepsLinesByPieces(height: Double, expectedHeight: Double) throws {
        let tree = try LayoutTree(Self.text.frame(width: 10).node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        #expect(program.program.binaryCount > 0)
        let result = try engine.solve(program, proposal: ProposedViewSize(width: 300, height: height)).result
        #expect(result.framesByID(in: tree)["t"]?.size == Size(width: 10, height: expectedHeight))
    }

    /// Step 2: only the exact proposal 0×0 gives 0×0. (0, 10) keeps one line
    /// (max(1, floor(10 / 12.5)) = 1), rebuilt as the ellipsis alone, 0 wide
    /// (min(5, 0)); (3, 0) is 3 wide (min(5, 3)) and one line high.
    @Test(arguments: [(0.0, 0.0, 0.0, 0.0), (0, 10, 0, 12.5), (3, 0, 3, 12.5), (30, 0, 25, 12.5)])
    func zeroSizeOnlyForTheZeroProposal(width: Double, height: Double, expectedWidth: Double, expectedHeight: Double) throws {
        let tree = try LayoutTree(Self.text.node)
        let program = try engine.compile(tree, shape: ProposalShape(width: .finite, height: .finite))
        let result = try engine.solve(program, proposal: ProposedViewSize(width: width, height: height)).result
        #expect(result.framesByID(in: tree)["t"]?.size == Size(width: expectedWidth, height: expectedHeight))
    }

    /// The size and the baselines of one Text at one proposal share one step
    /// choice: asking for the baselines adds no binaries, and
    /// at width 12 (capacity 2: "ab" / "cd") they are 10 and 12.5 + 10.
    @Test func baselinesShareTheSizesStepChoice() throws {
        let tree = try LayoutTree(Self.text.node)
        let builder = ProgramBuilder(name: "test", engine: "lp/exact", resolution: 1e-4)
        let width = builder.variable("w", lower: 0, upper: 100)
        let session = ExactSession(tree: tree, builder: builder)
        let proposal = SymbolicProposal(width: width, height: nil)
        let encoding = TextEncoding(string: "ab cd", fontSize: 10)
        let size = try encoding.sizeThatFits(proposal, node: 0, in: session)
        let binaries = builder.program.binaryCount
        let baselines = try encoding.baselines(proposal, node: 0, in: session)
        #expect(builder.program.binaryCount == binaries)
        var program = builder.program
        _ = program.setBounds(of: program.variable(at: 0)!, lower: 12, upper: 12)
        let solution = try #require(try GLPKSolver().solve(program).solution)
        #expect(solution.value(of: size.width.linear) == 10)
        #expect(solution.value(of: size.height.linear) == 25)
        #expect(solution.value(of: baselines.first.linear) == 10)
        #expect(solution.value(of: baselines.last.linear) == 22.5)
    }
}
