import Foundation
import GreedyLayout
import LPLayout
import LayoutModel

/// The JSON `layoutlp explain --json` prints: one object, keys sorted,
/// lengths as numbers (an infinite one as the string "infinity", an
/// unspecified proposal component as null). docs/cli.md, "explain".
public enum ExplanationJSON {
    /// The JSON text of `explanation`, ending with a newline.
    public static func render(_ explanation: Explanation, tree: LayoutTree) -> String {
        var object: [String: Any] = [
            "node": explanation.path, "engine": explanation.engine,
            "rootProposal": proposal(explanation.rootProposal),
            "proposals": explanation.proposals.map { entry -> [String: Any] in
                var item: [String: Any] = ["engine": entry.engine, "proposal": entry.proposal.map(proposal) ?? NSNull()]
                item["frame"] = entry.frame.map(rect) ?? NSNull()
                if let failure = entry.failure { item["failure"] = failure }
                return item
            },
        ]
        object["id"] = explanation.id ?? NSNull()
        object["frame"] = explanation.frame.map(rect) ?? NSNull()
        if let source = tree.source(of: explanation.node) {
            object["source"] = source
        }
        if let greedy = explanation.greedy {
            object["derivation"] = greedy.steps.map { step(tree: tree, $0) }
        }
        if let program = explanation.program { object["program"] = self.program(program) }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
            let text = String(data: data, encoding: .utf8)
        else { return "{}\n" }
        return text + "\n"
    }

    static func number(_ value: Double) -> Any {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
        return value
    }

    static func optional(_ value: Double?) -> Any { value.map(number) ?? NSNull() }

    static func proposal(_ proposal: ProposedViewSize) -> [String: Any] {
        ["width": optional(proposal.width), "height": optional(proposal.height)]
    }

    static func size(_ size: Size) -> [String: Any] {
        ["width": number(size.width), "height": number(size.height)]
    }

    static func rect(_ rect: Rect) -> [String: Any] {
        ["x": number(rect.x), "y": number(rect.y), "width": number(rect.width), "height": number(rect.height)]
    }

    static func step(tree: LayoutTree, _ step: DerivationStep) -> [String: Any] {
        var object: [String: Any] = [
            "path": step.path, "element": tree.nodes[step.node].element.name,
            "proposal": step.proposal.map(proposal) ?? NSNull(), "frame": rect(step.frame),
            "source": source(step.source, tree: tree),
        ]
        object["id"] = tree.nodes[step.node].id ?? NSNull()
        if let frame = step.flexFrame {
            object["flexFrame"] = frame.axes.map { axis -> [String: Any] in
                [
                    "axis": axis.axis == .horizontal ? "width" : "height", "proposed": optional(axis.proposed),
                    "min": optional(axis.minimum), "ideal": optional(axis.ideal), "max": optional(axis.maximum),
                    "wanted": optional(axis.wanted), "childProposal": optional(axis.childProposal), "clamp": axis.clamp.rawValue,
                    "childLength": optional(axis.childLength), "branch": axis.branch.rawValue, "length": number(axis.length),
                ]
            }
        }
        if let distribution = step.distribution { object["distribution"] = self.distribution(distribution, tree: tree) }
        if let choice = step.viewThatFits {
            object["viewThatFits"] =
                [
                    "candidates": choice.candidates.map { candidate -> [String: Any] in
                        [
                            "child": tree.nodes[candidate.child].path,
                            "ideal": ["width": number(candidate.ideal.width), "height": number(candidate.ideal.height)],
                            "fits": candidate.fits,
                        ]
                    },
                    "shown": tree.nodes[choice.chosen].path,
                ] as [String: Any]
        }
        return object
    }

    static func distribution(_ trace: StackDistributionTrace, tree: LayoutTree) -> [String: Any] {
        [
            "stack": tree.nodes[trace.stack].path, "axis": trace.axis == .horizontal ? "width" : "height",
            "offered": number(trace.offered), "totalSpacing": number(trace.totalSpacing), "reserved": number(trace.reserved),
            "availableAtStart": number(trace.availableAtStart), "groupCount": trace.groupCount,
            "offers": trace.offers.map { offer(tree: tree, $0) },
        ]
    }

    static func offer(tree: LayoutTree, _ offer: StackOfferStep) -> [String: Any] {
        [
            "child": tree.nodes[offer.child].path, "declarationIndex": offer.declarationIndex, "priority": number(offer.priority),
            "minimum": number(offer.minimum), "maximum": number(offer.maximum), "flexibility": number(offer.flexibility),
            "group": offer.group, "orderPosition": offer.orderPosition, "addedBack": number(offer.addedBack),
            "available": number(offer.available), "share": offer.share, "offer": number(offer.offer), "answer": number(offer.answer),
        ]
    }

    static func source(_ source: DerivationStep.ProposalSource, tree: LayoutTree) -> [String: Any] {
        switch source {
        case .root(let value): return ["rule": "root", "proposal": proposal(value)]
        case .stackOffer(let trace, let value):
            var object = offer(tree: tree, value)
            object["rule"] = "stack-offer"
            object["stack"] = tree.nodes[trace.stack].path
            object["groupCount"] = trace.groupCount
            return object
        case .stackIdeal: return ["rule": "stack-ideal"]
        case .identity: return ["rule": "identity"]
        case .flexFramePlacement(let size):
            return ["rule": "flex-frame-placement", "frameSize": ["width": number(size.width), "height": number(size.height)]]
        case .container(let parent):
            return ["rule": "container", "parent": tree.nodes[parent].path, "element": tree.nodes[parent].element.name]
        }
    }

    static func program(_ program: ProgramExplanation) -> [String: Any] {
        var object: [String: Any] = [
            "strategy": program.strategy, "variables": program.variables, "integers": program.integers, "rows": program.rows,
            "families": program.families, "settledWhileBuilding": program.settledWhileBuilding,
            "decisions": program.decisions.map { decision -> [String: Any] in
                [
                    "variable": decision.variable, "path": decision.path, "families": decision.families,
                    "operation": decision.operation.rawValue, "value": decision.value, "a": optional(decision.a), "b": optional(decision.b),
                    "result": optional(decision.result), "reading": decision.reading,
                ]
            },
            "bindingRows": program.bindingRows.map { row -> [String: Any] in
                [
                    "name": row.name, "family": row.family, "path": row.path, "relation": row.relation,
                    "activity": number(row.activity), "rhs": number(row.rhs), "dual": optional(row.dual),
                ]
            },
            "stages": program.stages.map { ["index": $0.index, "name": $0.name, "involvesNode": $0.involvesNode] as [String: Any] },
            "infeasibleSubset": program.infeasibleSubset.map { ["name": $0.name, "family": $0.family, "path": $0.path, "row": $0.text] },
        ]
        object["stageRanges"] = program.stageRanges.map { range -> [String: Any] in
            [
                "stage": range.stage ?? NSNull(),
                "width": [number(range.width.lowerBound), number(range.width.upperBound)],
                "height": [number(range.height.lowerBound), number(range.height.upperBound)],
            ]
        }
        object["fixedBy"] = program.fixedBy ?? NSNull()
        object["quantities"] = program.quantities.map { ["name": $0.name, "value": number($0.value)] as [String: Any] }
        object["rootWidthReducedCost"] = optional(program.rootWidthReducedCost)
        object["rootHeightReducedCost"] = optional(program.rootHeightReducedCost)
        object["decided"] =
            program.face.map { face -> [String: Any] in
                [
                    "by": face.decidedBy,
                    "width": [number(face.width.lowerBound), number(face.width.upperBound)],
                    "height": [number(face.height.lowerBound), number(face.height.upperBound)],
                ]
            } ?? NSNull()
        object["widthSensitivity"] = program.widthSensitivity.map(size) ?? NSNull()
        object["heightSensitivity"] = program.heightSensitivity.map(size) ?? NSNull()
        object["noOptimum"] = program.noOptimum ?? NSNull()
        object["greedyRule"] = program.greedyRule ?? NSNull()
        return object
    }
}
