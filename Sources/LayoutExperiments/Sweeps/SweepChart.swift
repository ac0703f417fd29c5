import LayoutModel
import LayoutPictures

/// The line chart of one node in a ``SweepResult``: its size along the
/// swept axis against the root proposal's, one line per engine (a gap
/// where an engine has no frames). With widths and heights both swept,
/// the first height's proposals are drawn.
public struct SweepChart: Sendable {
    /// The sweep drawn.
    public var result: SweepResult
    /// The node's index in the tree.
    public var node: Int

    /// The chart of node `node` in `result`.
    public init(result: SweepResult, node: Int) {
        self.result = result
        self.node = node
    }

    /// The chart, titled with the model's title; `breakpoints` (root
    /// widths, such as `exact`'s from a `BreakpointWalk`) are marked where
    /// the sweep is over widths.
    public func chart(title: String, breakpoints: [Double] = []) -> LineChart {
        let axis = result.sweptAxis
        let word = axis == .horizontal ? "width" : "height"
        let other: Axis = axis == .horizontal ? .vertical : .horizontal
        let info = result.tree.nodes[node]
        let name = info.id.map { "#\($0)" } ?? info.path
        let firstOther = result.proposals.first?[other]
        let indices = result.proposals.indices.filter { result.proposals[$0][other] == firstOther }
        let series = result.engines.indices.map { engine in
            LineChartSeries(
                name: result.engines[engine],
                points: indices.map { index in
                    LineChartPoint(
                        x: result.proposals[index][axis] ?? 0,
                        y: result.frames(engine: engine, proposal: index).map { $0[node].size[axis] })
                })
        }
        let fixed = firstOther.map { ", root \(other == .horizontal ? "width" : "height") \(SweepNumber.text($0))" } ?? ""
        return LineChart(
            title: "\(title): \(name) \(word)\(fixed)", xLabel: "root proposal \(word) (pt)",
            yLabel: "\(name) \(word) (pt)", series: series, markers: axis == .horizontal ? breakpoints : [],
            markerName: "exact's breakpoints")
    }
}
