import GLPKBackend
import LPLayout
import LayoutModel
import LayoutTestSupport
import Testing

/// `LPLayoutEngine.faces(of:proposal:)`: the range each size takes over the
/// optimal face of the strategy's own stages (docs/strategies.md,
/// "Determined and tie-broken"), worked out by hand from each definition.
@Suite struct NodeFaceTests {
    func faces(_ view: some View, _ strategy: some LayoutStrategy, width: Double) throws -> [ModelID: NodeFace] {
        let tree = try LayoutTree(view.node)
        let engine = LPLayoutEngine(strategy: strategy, solver: GLPKSolver())
        let proposal = ProposedViewSize(width: width, height: 20)
        let faces = try engine.faces(of: try engine.run(tree, proposal: proposal), proposal: proposal)
        var byID: [ModelID: NodeFace] = [:]
        for index in tree.preorder { if let id = tree[index].id { byID[ModelID(id)] = faces[index] } }
        return byID
    }

    func close(_ range: ClosedRange<Double>?, _ lower: Double, _ upper: Double) -> Bool {
        guard let range else { return false }
        return abs(range.lowerBound - lower) <= 1e-6 && abs(range.upperBound - upper) <= 1e-6
    }

    /// Two Colors in 300: `weighted` only asks the row to be filled and the
    /// tier's total to be largest, so any split a + b = 300 is optimal (each
    /// 0…300, tie-broken); `lex-fair` proposes both one level, 150, and
    /// each answers it (determined). The row is 300 either way.
    @Test func equalWeightsLeaveTheSplitToTheTieBreak() throws {
        let view = HStack(spacing: 0) {
            Color().id("a"); Color().id("b")
        }.id("row")
        let weighted = try faces(view, WeightedStrategy(), width: 300)
        #expect(close(weighted["a"]?.width, 0, 300) && close(weighted["b"]?.width, 0, 300))
        #expect(weighted["a"]?.isDetermined == false)
        #expect(close(weighted["row"]?.width, 300, 300) && weighted["row"]?.isDetermined == true)
        let fair = try faces(view, LexFairStrategy(), width: 300)
        #expect(close(fair["a"]?.width, 150, 150) && fair["a"]?.isDetermined == true)
        #expect(close(fair["b"]?.width, 150, 150))
    }

    /// Classic case 2 under `weighted`, whose own stages only fill the row
    /// (one tier): a + b + c = 240 with a ≤ 100 (maxWidth), 95 ≤ b ≤ 200
    /// (minWidth, maxWidth) and c ≥ 0. So a takes 0…100, b 95…200, and
    /// c = 240 − a − b takes 0 (a + b can reach 300) to 240 − 95 = 145
    /// (docs/strategies.md's classic table); the heights are the proposal's
    /// 20. Under `min-deviation` the least squares are the strategy's own
    /// reading, unique in the answers: every size is determined.
    @Test func weightedsFaceIsTheFilledRowAndMinDeviationHasNone() throws {
        let view = HStack(spacing: 0) {
            Color().frame(maxWidth: 100).id("a")
            Color().frame(minWidth: 95, maxWidth: 200).id("b")
            Color().id("c")
        }
        let result = try faces(view, WeightedStrategy(), width: 240)
        #expect(close(result["a"]?.width, 0, 100))
        #expect(close(result["b"]?.width, 95, 200))
        #expect(close(result["c"]?.width, 0, 145))
        #expect(close(result["c"]?.height, 20, 20))
        let squares = try faces(view, MinDeviationStrategy(), width: 240)
        #expect(close(squares["a"]?.width, 155.0 / 3, 155.0 / 3) && close(squares["c"]?.width, 155.0 / 3, 155.0 / 3))
        let undetermined = squares.filter { !$0.value.isDetermined }.map(\.key)
        #expect(undetermined.isEmpty)
    }

    /// `exact` has no tie-break: its stages are greedy's rules and ties, so
    /// every size is determined (a Color beside a fixed 50 in 300: 250, 50).
    @Test func exactDeterminesEverySize() throws {
        let view = HStack(spacing: 0) {
            Color().id("a"); Color().frame(width: 50).id("b")
        }
        let result = try faces(view, ExactStrategy(), width: 300)
        let undetermined = result.filter { !$0.value.isDetermined }.map(\.key)
        #expect(undetermined.isEmpty)
        #expect(close(result["a"]?.width, 250, 250))
    }
}
