import LayoutModel

/// Text (semantics §15, docs/text-metrics.md) in the exact encoding.
///
/// - size: `TextLayout`'s answer, folded when the proposal is a constant;
///   otherwise read from the step of the text's `TextTable` the proposal
///   lies in (`TextChoice`, families `text-step`, `text-size`, `text-pair`);
/// - baselines (for the explicit guides `firstTextBaseline` and
///   `lastTextBaseline`): from the same steps (family `text-baseline`).
struct TextEncoding {
    let string: String
    let fontSize: Double
    /// The most lines shown (`lineLimit`), nil for no limit: the height
    /// proposal is taken as `min(h, n·L)` (`TextLayout.limiting`), a
    /// minimum like any other.
    var lineLimit: Int? = nil

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        let proposal = try limited(proposal, in: session)
        if let constant = proposal.constant {
            return SymbolicSize(TextLayout(string, fontSize: fontSize, proposal: constant).size)
        }
        return try choice(proposal, node: node, in: session).size
    }

    /// The first and last text baselines, from the text's top, of `node`
    /// proposed `proposal` (docs/text-metrics.md, step 6).
    func baselines(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> (
        first: Quantity, last: Quantity
    ) {
        let proposal = try limited(proposal, in: session)
        if let constant = proposal.constant {
            let layout = TextLayout(string, fontSize: fontSize, proposal: constant)
            return (.constant(layout.firstBaseline), .constant(layout.lastBaseline))
        }
        var choice = try choice(proposal, node: node, in: session)
        let baselines = try session.within(node) { () throws(LPLayoutError) in try choice.baselines(in: session.builder) }
        session.memos.textChoices.remember(choice, for: node, proposal)
        return baselines
    }

    /// `proposal` with its height at most `lineLimit` lines (the greedy
    /// rule's `TextLayout.limiting`): a constant where the height is nil,
    /// infinite or a number, otherwise `min(h, n·L)` (family `text-size`).
    private func limited(_ proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> SymbolicProposal {
        guard let lineLimit else { return proposal }
        let most = Quantity.constant(Double(lineLimit) * TextMetrics.lineHeight(fontSize: fontSize))
        var limited = proposal
        guard let height = proposal.height, !height.isInfinite else {
            limited.height = most
            return limited
        }
        limited.height = try session.builder.minimum(height, most, family: .textSize)
        return limited
    }

    /// The step choice of `node` at `proposal`, encoded once.
    private func choice(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> TextChoice {
        if let known = session.memos.textChoices.answer(node, proposal) { return known }
        let choice = try session.within(node) { () throws(LPLayoutError) in
            try TextChoice(string: string, fontSize: fontSize, proposal: proposal, in: session.builder)
        }
        session.memos.textChoices.remember(choice, for: node, proposal)
        return choice
    }
}
