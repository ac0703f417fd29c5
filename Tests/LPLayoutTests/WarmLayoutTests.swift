import GLPKBackend
import LPLayout
import LayoutChecker
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// ``WarmLPLayout`` lays one program out at proposal after proposal in one
/// solver session (docs/lp-encoding.md, "Solving"): the frames are those of
/// a cold solve at each proposal.
@Suite struct WarmLayoutTests {
    /// The README's bar: `HStack { Fixed 24×24 #icon; Color #title
    /// .frame(maxWidth: 120); Spacer #gap }.padding(.horizontal, 16)`,
    /// proposed W × 44.
    static let bar = HStack {
        Fixed(width: 24, height: 24).id("icon")
        Color().id("title").frame(maxWidth: 120)
        Spacer().id("gap")
    }
    .id("row")
    .padding(.horizontal, 16).id("bar")

    /// Frames at width W, by docs/greedy-semantics.md: the row is W − 32
    /// wide at x 16; icon and title are 8 apart (the default spacing), the
    /// Spacer flush (§1.1). The Spacer is sized last and its minimum 8 is
    /// reserved meanwhile (§2), so after the icon's 24 the title is offered
    /// W − 32 − 8 − 24 − 8 = W − 72 and takes min(W − 72, 120); the Spacer
    /// gets the rest, W − 64 − title, at y 22 with height 0.
    static func expected(width w: Double) -> [ModelID: Rect] {
        let title = min(w - 72, 120)
        return [
            "bar": Rect(x: 0, y: 0, width: w, height: 44),
            "row": Rect(x: 16, y: 0, width: w - 32, height: 44),
            "icon": Rect(x: 16, y: 10, width: 24, height: 24),
            "title": Rect(x: 48, y: 0, width: title, height: 44),
            "gap": Rect(x: 48 + title, y: 22, width: w - 64 - title, height: 0),
        ]
    }

    /// Widths that cross the title's cap (W = 192) both ways.
    @Test func aWarmSweepGivesEachWidthsFrames() throws {
        let tree = try LayoutTree(Self.bar.node)
        let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
        let widths: [Double] = [300, 150, 400, 200, 180, 300]
        let program = try engine.compile(tree, shape: ProposalShape(of: ProposedViewSize(width: 300, height: 44)))
        let runs = try engine.sweep(program, proposals: widths.map { ProposedViewSize(width: $0, height: 44) })
        #expect(runs.count == widths.count)
        for (width, run) in zip(widths, runs) {
            let frames = run.result.framesByID(in: tree)
            for (id, rect) in Self.expected(width: width) {
                let got = try #require(frames[id])
                #expect(Tolerance(1e-6).equal(got, rect), "\(id) at width \(width): \(got), expected \(rect)")
            }
        }
    }

    /// Between widths on one side of the title's cap (W = 192, see
    /// `expected`) every decision of the program is the same, so a warm
    /// layout keeps the previous width's integers (step 1 of
    /// ``WarmLPLayout``); crossing the cap changes the `min`'s branch, which
    /// propagation at the new width decides (step 2). 300 is the first
    /// width (a full solve); 250 and 200 keep 300's integers; at 150 step 1
    /// fails and step 2 lays it out; at 180 step 1 is skipped (the integers
    /// moved at the previous width) and step 2 lays it out. Every width's
    /// frames are the hand-derived ones.
    @Test func widthsOnOneSideOfTheCapKeepTheIntegers() throws {
        let tree = try LayoutTree(Self.bar.node)
        let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
        let program = try engine.compile(tree, shape: ProposalShape(of: ProposedViewSize(width: 300, height: 44)))
        var warm = WarmLPLayout(engine: engine, program: program)
        for width in [300.0, 250, 200, 150, 180] {
            let frames = try warm.run(ProposedViewSize(width: width, height: 44)).result.framesByID(in: tree)
            for (id, rect) in Self.expected(width: width) {
                let got = try #require(frames[id])
                #expect(Tolerance(1e-6).equal(got, rect), "\(id) at width \(width): \(got), expected \(rect)")
            }
        }
        #expect(warm.stepCounts == [2, 2, 1])
    }

    /// Step 1 (keep the previous integers) waits until a width keeps the
    /// integers of the width before it: 300 is a full solve; at 150 step 1
    /// is tried (nothing has moved yet), fails (150 is below the cap) and
    /// step 2 lays it out; 250 (above the cap: the integers move back) and
    /// 200 (the same integers as 250) are laid out by step 2 without
    /// trying step 1; at 220 the integers have stopped moving, and step 1
    /// lays it out. Had step 1 been skipped only right after it failed, 200
    /// and 220 would both have been step 1's ([2, 2, 1]).
    @Test func stepOneWaitsUntilTheIntegersStopMoving() throws {
        let tree = try LayoutTree(Self.bar.node)
        let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
        let program = try engine.compile(tree, shape: ProposalShape(of: ProposedViewSize(width: 300, height: 44)))
        var warm = WarmLPLayout(engine: engine, program: program)
        for width in [300.0, 150, 250, 200, 220] {
            let frames = try warm.run(ProposedViewSize(width: width, height: 44)).result.framesByID(in: tree)
            for (id, rect) in Self.expected(width: width) {
                let got = try #require(frames[id])
                #expect(Tolerance(1e-6).equal(got, rect), "\(id) at width \(width): \(got), expected \(rect)")
            }
        }
        #expect(warm.stepCounts == [1, 3, 1])
    }

    /// Seed 003's event card (a program with about 2,000 binaries) at three
    /// widths: warm frames equal cold frames within the simplex's precision.
    @Test func aWarmSweepOfTheEventCardEqualsColdLayouts() throws {
        let url = PackagePaths.models.appendingPathComponent("seeds/seed003-event-card-sheet-6-info-list-fixed-size.json")
        let problem = try ModelFile.load(path: url.path)
        let tree = try LayoutTree(problem.root, environment: problem.environment)
        let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
        let proposals = [330.0, 390, 360].map { ProposedViewSize(width: $0, height: problem.proposal.height) }
        let program = try engine.compile(tree, shape: ProposalShape(of: proposals[0]))
        var warm = WarmLPLayout(engine: engine, program: program)
        for proposal in proposals {
            let cold = try engine.solve(program, proposal: proposal).result
            let hot = try warm.run(proposal).result
            for (node, (a, b)) in zip(cold.frames, hot.frames).enumerated() {
                #expect(Tolerance(1e-6).equal(a, b), "node \(node) at \(proposal): cold \(a), warm \(b)")
            }
        }
    }

    /// A proposal of another shape cannot use the program: the warm layout
    /// reports it like a cold solve.
    @Test func aProposalOfAnotherShapeIsRefused() throws {
        let tree = try LayoutTree(Self.bar.node)
        let engine = LPLayoutEngine(strategy: .exact, solver: GLPKSolver())
        var warm = try WarmLPLayout(engine: engine, tree: tree, shape: ProposalShape(of: ProposedViewSize(width: 300, height: 44)))
        _ = try warm.run(ProposedViewSize(width: 300, height: 44))
        #expect {
            try warm.run(ProposedViewSize(width: nil, height: 44))
        } throws: { error in
            guard case .proposalShapeMismatch? = error as? LPLayoutError else { return false }
            return true
        }
    }
}
