import GreedyLayout
import LayoutModel
import LayoutTestSupport

/// Lays out `view` with the greedy engine.
func greedy(_ view: some View, _ width: Double?, _ height: Double?) throws -> LaidOut {
    try LaidOut(view, proposal: ProposedViewSize(width: width, height: height), engine: GreedyLayoutEngine())
}
