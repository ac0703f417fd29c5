import Foundation
import LPLayout
import LayoutModel

/// The classic-cases table of docs/strategies.md, from an experiment's rows
/// (`compare --table classic`): one line per model (at its own proposal),
/// one column per engine, each cell the widths of the children of the
/// model's first stack (`a/b/c`, to 2 decimals).
///
/// With faces in the rows (`compare --table classic` asks for them), a cell
/// where the strategy's own objectives leave some child's width open is
/// marked `*t*` (tie-broken) with each open child's range over the optimal
/// face: `51.67/136.67/51.67 *t* (a 0…100, b 95…200, c 0…145)`.
///
/// A cell is marked `deg. (…)` when the model's hand-derived expectations
/// for that engine (`expect` for engines that claim the greedy rules,
/// `expectByStrategy` otherwise) exist but leave some child's width open:
/// the optimum is degenerate there, and the numbers in brackets are the
/// solver's vertex, not a rule. `, row W` follows when the row's width is
/// not the proposal's (under-fill or overflow); a cell without frames gives
/// the status.
public enum ClassicTable {
    /// The table in Markdown, models in experiment order.
    public static func markdown(experiment: Experiment, rows: [ComparisonRow]) -> String {
        var byUnit: [String: [ComparisonRow]] = [:]
        for row in rows { byUnit[row.model + "\u{0}" + row.proposal + "\u{0}" + row.engine, default: []].append(row) }
        var text = "| case | " + experiment.engineNames.map { "`\($0)`" }.joined(separator: " | ") + " |\n"
        text += "|---|" + String(repeating: "---|", count: experiment.engineNames.count) + "\n"
        for model in experiment.models {
            let proposal = ExperimentProposals.label(model.problem.proposal)
            let cells = zip(experiment.engineNames, experiment.engines).map { name, engine in
                cell(model: model, engine: engine, rows: byUnit[model.label + "\u{0}" + proposal + "\u{0}" + name] ?? [])
            }
            text += "| " + (model.problem.name ?? model.label) + " | " + cells.joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// One engine's cell for one model.
    static func cell(model: ExperimentModel, engine: ExperimentEngine, rows: [ComparisonRow]) -> String {
        guard let first = rows.first else { return "–" }
        guard first.status == .laidOut, rows.count == model.tree.nodes.count else { return first.status.rawValue }
        let stack = firstStack(in: model.tree)
        let children = model.tree.nodes[stack].children
        var text = children.compactMap { rows[$0].frame.map { number($0.size.width) } }.joined(separator: "/")
        if isDegenerate(model: model, engine: engine, children: children) { text = "deg. (\(text))" }
        let open = children.enumerated().compactMap { offset, child -> String? in
            guard let width = rows[child].face?.width, !NodeFace.isPoint(width) else { return nil }
            let name = id(below: child, in: model.tree) ?? "\(offset + 1)"
            return "\(name) \(number(width.lowerBound))…\(number(width.upperBound))"
        }
        if !open.isEmpty { text += " *t* (\(open.joined(separator: ", ")))" }
        if let rowWidth = rows[stack].frame?.size.width, let proposed = model.problem.proposal.width,
            abs(rowWidth - proposed) > model.problem.tolerance
        {
            text += ", row \(number(rowWidth))"
        }
        return text
    }

    /// The first stack from the root down through single-child nodes (the
    /// root itself when none).
    static func firstStack(in tree: LayoutTree) -> Int {
        var index = tree.root
        while true {
            if case .stack = tree.nodes[index].element { return index }
            guard tree.nodes[index].children.count == 1 else { return tree.root }
            index = tree.nodes[index].children[0]
        }
    }

    /// Whether the model's expectations for `engine` exist and leave the
    /// width of some child (its id found on the child or the single-child
    /// chain below it) open.
    static func isDegenerate(model: ExperimentModel, engine: ExperimentEngine, children: [Int]) -> Bool {
        let expectations: [ModelID: ExpectedFrame]
        switch engine {
        case .greedy:
            expectations = model.problem.expect
        case .lp(let specification):
            guard let strategy = try? StrategyRegistry.builtIn.strategy(from: specification) else { return false }
            expectations = model.problem.expectations(forStrategy: strategy.name, claimsGreedyRules: strategy.claimsGreedyRules)
        }
        guard !expectations.isEmpty else { return false }
        return children.contains { child in
            guard let id = id(below: child, in: model.tree) else { return true }
            return expectations[ModelID(id)]?.width == nil
        }
    }

    /// The id of `index` or of the first node with one down its single-child chain.
    private static func id(below index: Int, in tree: LayoutTree) -> String? {
        var current = index
        while true {
            if let id = tree.nodes[current].id { return id }
            guard tree.nodes[current].children.count == 1 else { return nil }
            current = tree.nodes[current].children[0]
        }
    }

    /// `value` to 2 decimals without trailing zeros (`51.67`, `72.5`, `100`).
    static func number(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
