import GreedyLayout
import LPLayout
import LayoutChecker
import LayoutModel

/// The text `layoutlp explain` prints: the node, both engines' proposals
/// side by side, then the derivation (greedy) or the program's reading (LP).
public enum ExplanationText {
    /// The text of `explanation`, ending with a newline.
    public static func render(_ explanation: Explanation, tree: LayoutTree) -> String {
        var lines: [String] = []
        let label = explanation.id.map { "\($0) [\(explanation.path)]" } ?? "[\(explanation.path)]"
        lines.append("\(label) by \(explanation.engine), root proposal \(explanation.rootProposal)")
        if let source = tree.source(of: explanation.node) {
            lines.append("source: \(source)")
        }
        if let frame = explanation.frame {
            lines.append("frame: x \(formatLength(frame.x)), y \(formatLength(frame.y)), \(frame.size)")
        }
        lines.append("")
        lines.append("placement proposal by engine:")
        for entry in explanation.proposals {
            let proposal = entry.proposal.map { "\($0)" } ?? (entry.failure.map { "none (\($0))" } ?? "not reported")
            let size = entry.frame.map { " -> \($0.size)" } ?? ""
            lines.append("  \(entry.engine): \(proposal)\(size)")
        }
        if let greedy = explanation.greedy {
            lines.append("")
            lines.append("derivation (root first):")
            for step in greedy.steps { lines += describe(step, tree: tree, result: greedy.result) }
        }
        if let program = explanation.program { lines += describe(program) }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Greedy

    static func describe(_ step: DerivationStep, tree: LayoutTree, result: LayoutResult) -> [String] {
        let element = tree.nodes[step.node].element
        let id = tree.nodes[step.node].id.map { " \"\($0)\"" } ?? ""
        let proposal = step.proposal.map { "\($0)" } ?? "nothing (absent)"
        var lines = ["- [\(step.path)] \(element.name)\(id): proposed \(proposal) -> \(step.frame.size)"]
        lines.append("    from: " + source(step.source, tree: tree, result: result, proposal: step.proposal))
        if let frame = step.flexFrame {
            for axis in frame.axes { lines.append("    " + describe(axis)) }
        }
        if let distribution = step.distribution { lines += describe(distribution) }
        if let choice = step.viewThatFits { lines += describe(choice, tree: tree) }
        return lines
    }

    /// Each child measured with the constrained axes unspecified, in order,
    /// and the child shown (docs/greedy-semantics.md, "ViewThatFits").
    static func describe(_ choice: ViewThatFitsStep, tree: LayoutTree) -> [String] {
        var lines = choice.candidates.map { candidate in
            "    child [\(tree.nodes[candidate.child].path)]: ideal \(candidate.ideal) \(candidate.fits ? "fits" : "does not fit") \(choice.proposal)"
        }
        let fitted = choice.candidates.contains { $0.fits }
        lines.append("    shown: [\(tree.nodes[choice.chosen].path)]" + (fitted ? " (the first that fits)" : " (none fits: the last)"))
        return lines
    }

    static func source(_ source: DerivationStep.ProposalSource, tree: LayoutTree, result: LayoutResult, proposal: ProposedViewSize?)
        -> String
    {
        switch source {
        case .root(let proposal):
            return "the model's proposal (less the root safe area): \(proposal)"
        case .stackOffer(let distribution, let offer):
            var text = "stack [\(tree.nodes[distribution.stack].path)] offer: priority group \(offer.group) of \(distribution.groupCount)"
            text += " (priority \(formatLength(offer.priority))), \(ordinal(offer.orderPosition)) in fitting order"
            if offer.addedBack > 0 { text += ", its group took back the \(formatLength(offer.addedBack)) reserved for it" }
            text += ", available \(formatLength(offer.available)), \(offer.share) left in its group:"
            text +=
                " offer max(\(formatLength(offer.available)) / \(offer.share), 0) = \(formatLength(offer.offer)); answered \(formatLength(offer.answer))"
            return text
        case .stackIdeal(let axis):
            return
                "its stack was proposed nothing along \(axis == .horizontal ? "width" : "height"): every child asked its ideal length (semantics §1.4)"
        case .identity:
            return "the only present child of its stack: the same proposal (semantics §1.7)"
        case .flexFramePlacement(let size):
            return
                "its flexible frame places it with the frame's size \(size), unspecified where the frame was proposed nothing and sized by it (semantics §6.3)"
        case .container(let parent):
            let element = tree.nodes[parent].element
            let numbers = result.proposals[parent].map { from in ": \(from) -> \(proposal.map { "\($0)" } ?? "nothing")" } ?? ""
            return "[\(tree.nodes[parent].path)] \(GreedyRuleDescription.placement(by: element))\(numbers)"
        }
    }

    static func describe(_ axis: FlexFrameAxisStep) -> String {
        let name = axis.axis == .horizontal ? "width" : "height"
        func bound(_ value: Double?) -> String { value.map(formatLength) ?? "-" }
        var text = "\(name): "
        if let wanted = axis.wanted, axis.minimum == nil, axis.maximum == nil {
            text += "no bounds: \(axis.proposed == nil ? "the ideal " : "")\(formatLength(wanted)) proposed to the child unchanged"
        } else if let wanted = axis.wanted {
            let source = axis.proposed == nil ? "ideal " : ""
            let clamped =
                axis.childProposal ?? LengthArithmetic.clamp(wanted, lower: axis.minimum ?? -.infinity, upper: axis.maximum ?? .infinity)
            text +=
                "clamp(\(source)\(formatLength(wanted)), min \(bound(axis.minimum)), max \(bound(axis.maximum))) = \(formatLength(clamped))"
            text += " (\(clampName(axis.clamp)))"
            text += axis.childProposal == nil && axis.childLength == nil ? "" : ", proposed to the child"
        } else {
            text += "the child proposed nothing"
        }
        if let child = axis.childLength { text += ", child answered \(formatLength(child))" }
        text += "; frame: \(axis.branch.rawValue) = \(formatLength(axis.length))"
        return text
    }

    static func clampName(_ clamp: FlexFrameAxisStep.Clamp) -> String {
        switch clamp {
        case .unspecified: "unspecified"
        case .none: "within the bounds"
        case .lower: "lower clamp: raised to the minimum"
        case .upper: "upper clamp: lowered to the maximum"
        }
    }

    static func describe(_ distribution: StackDistributionTrace) -> [String] {
        let name = distribution.axis == .horizontal ? "width" : "height"
        var lines = [
            "    distributes \(name) \(formatLength(distribution.offered)): spacing \(formatLength(distribution.totalSpacing))"
                + ", reserved for lower priority groups \(formatLength(distribution.reserved))"
                + ", available \(formatLength(distribution.availableAtStart))"
        ]
        let order = distribution.offers.map { offer in
            "#\(offer.declarationIndex) (priority \(formatLength(offer.priority)), flexibility \(formatLength(offer.flexibility)), offered \(formatLength(offer.offer)) -> \(formatLength(offer.answer)))"
        }
        lines.append("    fitting order: " + order.joined(separator: ", "))
        return lines
    }

    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (1, let h) where h != 11: suffix = "st"
        case (2, let h) where h != 12: suffix = "nd"
        case (3, let h) where h != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    // MARK: Program

    static func describe(_ program: ProgramExplanation) -> [String] {
        var lines = [
            "", "program (\(program.strategy)): \(program.variables) variables, \(program.integers) integers, \(program.rows) rows",
        ]
        if !program.families.isEmpty { lines.append("rules of the node's size: " + program.families.joined(separator: ", ")) }
        if let reason = program.noOptimum {
            lines.append("no optimum: \(reason)")
            if program.infeasibleSubset.isEmpty {
                lines.append("no irreducible infeasible subset of rows (the bounds alone, or not infeasible)")
            } else {
                lines.append("rows that cannot hold together (an irreducible infeasible subset, by a deletion filter):")
                for row in program.infeasibleSubset { lines.append("  \(row.family) [\(row.path)]: \(row.text)") }
            }
            return lines
        }
        if program.settledWhileBuilding {
            lines.append("decisions: none left to the solver: every decision was settled while building the program")
            if let rule = program.greedyRule { lines.append("greedy rule applied at this proposal: \(rule)") }
        } else if program.decisions.isEmpty {
            lines.append("decisions on the node's path: none (the program's integers decide other nodes)")
        } else {
            lines.append("decisions on the node's path:")
            for decision in program.decisions {
                lines.append(
                    "  \(decision.families.joined(separator: "/")) [\(decision.path)] \(decision.variable) = \(decision.value): \(decision.reading)"
                )
            }
        }
        if program.bindingRows.isEmpty {
            lines.append("binding inequality rows on the node's path: none")
        } else {
            lines.append("binding inequality rows on the node's path:")
            for row in program.bindingRows {
                let dual = row.dual.map { ", dual \(formatLength($0))" } ?? ""
                lines.append("  \(row.name): \(formatLength(row.activity)) \(row.relation) \(formatLength(row.rhs))\(dual)")
            }
        }
        if !program.stages.isEmpty {
            let list = program.stages.map { "\($0.index). \($0.name)\($0.involvesNode ? " *" : "")" }.joined(separator: ", ")
            lines.append("stages (* names the node's path): \(list)")
            if !program.stageRanges.isEmpty {
                lines.append("the node as the stages are held one by one (the run's integers fixed):")
                for range in program.stageRanges {
                    lines.append(
                        "  \(range.stage ?? "rows alone"): width \(NodeFace.text(range.width)), height \(NodeFace.text(range.height))")
                }
                switch program.fixedBy {
                case "rows": lines.append("fixed by the rows alone (with the run's integers)")
                case let stage?:
                    lines.append("fixed by stage \(program.stages.first { $0.name == stage }.map { "\($0.index) " } ?? "")(\(stage))")
                case nil: lines.append("fixed by no stage on the run's branch")
                }
            }
        }
        if !program.quantities.isEmpty {
            lines.append("the strategy's quantities on the node's path:")
            for reading in program.quantities { lines.append("  \(reading.name) = \(formatLength(reading.value))") }
        }
        if let face = program.face {
            lines.append(
                face.isDetermined
                    ? "size decided by the strategy's own objectives (determined: no other size is as good)"
                    : "size decided by the tie-break: the strategy's own objectives allow width \(NodeFace.text(face.width)), height \(NodeFace.text(face.height))"
            )
        }
        for (name, cost) in [("width", program.rootWidthReducedCost), ("height", program.rootHeightReducedCost)] {
            if let cost { lines.append("root \(name)'s reduced cost (last stage): \(formatLength(cost))") }
        }
        for (name, change) in [("width", program.widthSensitivity), ("height", program.heightSensitivity)] {
            if let change {
                lines.append(
                    "one more point of root \(name) changes the node by: width \(formatLength(change.width)), height \(formatLength(change.height))"
                )
            }
        }
        return lines
    }
}
