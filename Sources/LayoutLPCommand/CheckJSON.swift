import LPLayout
import LayoutChecker
import LayoutModel
import LayoutModelFile

/// What `layoutlp check --json` prints (docs/cli.md, "check --json"): the
/// model, the proposal, whether the check passed, and one entry per engine
/// (greedy first) with its role, verdict, expectations, the nodes where its
/// layout frames differ from greedy's beyond the tolerance, and its
/// program's size.
enum CheckJSON {
    static func encode(
        model: LoadedModel, comparison: MultiEngineComparison, programs: [String: ProgramStatistics],
        faces: [String: [NodeFace]] = [:]
    ) -> JSONOutput {
        let proposal = model.problem.proposal
        let reference = comparison.engines.first?.outcome.result
        let engines = zip(comparison.engines, comparison.verdicts).map { engine, verdict -> JSONOutput in
            var members: [(String, JSONOutput)] = [
                ("engine", .string(engine.name)),
                ("role", .string(role(engine.role))),
                ("status", .string(verdict.status.rawValue)),
                ("message", .stringOrNull(verdict.message)),
                ("expectations", .number(Double(verdict.expectationCount))),
                ("unmetExpectations", .array(verdict.unmetExpectations.map { .string($0.text) })),
                ("differingNodes", .number(Double(verdict.differingNodes))),
            ]
            var differences: [JSONOutput] = []
            if engine.role != .reference, let reference, let result = engine.outcome.result {
                let found = ResultComparison(tree: comparison.tree, left: reference, right: result, tolerance: comparison.tolerance)
                differences = found.differences.map { difference in
                    .object([
                        ("path", .string(difference.path)), ("id", .stringOrNull(difference.id)),
                        ("components", .array(difference.components.map { .string($0) })),
                        ("reference", NodesJSON.frame(difference.left)), ("frame", NodesJSON.frame(difference.right)),
                    ])
                }
            }
            members.append(("differences", .array(differences)))
            if let list = faces[engine.name] {
                // With --faces: by id, what decided each node's size.
                let tree = comparison.tree
                members.append(("decided", .object(FacesOutput.byID(list, tree: tree))))
            }
            if let program = programs[engine.name] {
                members.append(
                    (
                        "program",
                        .object([
                            ("variables", .number(Double(program.variables))), ("integers", .number(Double(program.integers))),
                            ("rows", .number(Double(program.rows))),
                        ])
                    ))
            }
            return .object(members)
        }
        return .object([
            ("model", .stringOrNull(model.problem.name)),
            ("source", .string(model.source)),
            ("proposal", .object([("width", .numberOrNull(proposal.width)), ("height", .numberOrNull(proposal.height))])),
            ("proposalFromOption", .bool(model.proposalFromOption)),
            ("note", .stringOrNull(model.proposalNote)),
            ("nodes", .number(Double(comparison.tree.nodes.count))),
            ("tolerance", .number(comparison.tolerance.points)),
            ("passed", .bool(comparison.passed)),
            ("engines", .array(engines)),
        ])
    }

    private static func role(_ role: EngineRole) -> String {
        switch role {
        case .reference: "reference"
        case .mustAgree: "must agree"
        case .declarative: "declarative"
        }
    }
}
