import GreedyLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// Lays out `view` with the greedy engine in a root container with `safeArea`.
func greedy(_ view: some View, _ width: Double?, _ height: Double?, safeArea: EdgeInsets) throws -> LaidOut {
    try LaidOut(
        view, proposal: ProposedViewSize(width: width, height: height),
        environment: ModelEnvironment(safeArea: safeArea), engine: GreedyLayoutEngine())
}

/// The insets most safe-area tests use: a 300 x 200 container whose safe
/// rectangle is x 10...290, y 20...170 (280 x 150).
let phoneInsets = EdgeInsets(top: 20, leading: 10, bottom: 30, trailing: 10)

/// The root in its container (docs/greedy-semantics.md "Safe area": the
/// container spans the model's proposal at (0, 0); the root view is proposed
/// it less the safe area and placed at the safe area's top-leading corner).
@Suite struct RootSafeAreaTests {
    @Test func rootIsProposedTheProposalLessTheSafeArea() throws {
        // 300 - 10 - 10 = 280 wide, 200 - 20 - 30 = 150 tall, at (10, 20).
        try greedy(Color().id("c"), 300, 200, safeArea: phoneInsets).expectFrames(["c": frame(10, 20, 280, 150)])
    }

    @Test func unspecifiedAndInfiniteComponentsStayAsTheyAre() throws {
        // Width nil: the Color's ideal 10. Height infinite: infinite.
        try greedy(Color().id("c"), nil, .infinity, safeArea: phoneInsets).expectFrames(["c": frame(10, 20, 10, .infinity)])
    }

    @Test func insetProposalIsClampedAtZero() throws {
        // 15 - 20 < 0 wide: the Color is offered 0, still placed at x 10.
        try greedy(Color().id("c"), 15, 200, safeArea: phoneInsets).expectFrames(["c": frame(10, 20, 0, 150)])
    }

    @Test func negativeSafeAreaGrowsTheProposal() throws {
        // Like negative padding: 100 + 2 * 5 = 110, at (-5, -5).
        try greedy(Color().id("c"), 100, 100, safeArea: EdgeInsets(-5)).expectFrames(["c": frame(-5, -5, 110, 110)])
    }

    @Test func nonFiniteSafeAreaIsRejected() {
        #expect(throws: LayoutTreeError.notANumber(path: "environment", what: "safeArea.bottom")) {
            try LayoutTree(Color().node, environment: ModelEnvironment(safeArea: EdgeInsets(bottom: .nan)))
        }
        #expect {
            try LayoutTree(Color().node, environment: ModelEnvironment(safeArea: EdgeInsets(top: .infinity)))
        } throws: { error in
            guard case .outOfRange(let path, let what, _, _)? = error as? LayoutTreeError else { return false }
            return path == "environment" && what == "safeArea.top"
        }
    }
}
