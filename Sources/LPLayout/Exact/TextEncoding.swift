import LayoutModel

/// Text (semantics §15, docs/text-metrics.md) in the exact encoding.
///
/// - size: `TextLayout`'s answer, folded when the proposal is a constant;
///   otherwise the proposal's cell among `TextRegions` is chosen by one-hot
///   binaries and the size read from it (`TextChoice`, families `text-cell`
///   and `text-size`);
/// - baselines (for the explicit guides `firstTextBaseline` and
///   `lastTextBaseline`): from the same choice (family `text-baseline`).
struct TextEncoding {
    let string: String
    let fontSize: Double
    /// The most cells (one binary each) one text at one proposal may have:
    /// a long text offered a width and a height that both depend on the
    /// root proposal has about characters × lines cells, and GLPK's
    /// branch-and-cut does not finish on a few thousand of them.
    static let cellLimit = 256

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        if let constant = proposal.constant {
            return SymbolicSize(TextLayout(string, fontSize: fontSize, proposal: constant).size)
        }
        return try choice(proposal, node: node, in: session).size
    }

    /// The first and last text baselines, from the text's top, of `node`
    /// proposed `proposal` (docs/text-metrics.md, step 6).
    func baselines(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> (first: Quantity, last: Quantity) {
        if let constant = proposal.constant {
            let layout = TextLayout(string, fontSize: fontSize, proposal: constant)
            return (.constant(layout.firstBaseline), .constant(layout.lastBaseline))
        }
        var choice = try choice(proposal, node: node, in: session)
        let baselines = try session.within(node) { () throws(LPLayoutError) in choice.baselines(in: session.builder) }
        session.textChoices[node, proposal] = choice
        return baselines
    }

    /// The cell choice of `node` at `proposal`, encoded once.
    private func choice(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> TextChoice {
        if let known = session.textChoices[node, proposal] { return known }
        let regions = TextRegions(string: string, fontSize: fontSize, resolution: session.builder.resolution)
        let cells: [TextRegions.Cell]
        do {
            cells = try regions.cells(width: TextRegions.Domain(proposal.width), height: TextRegions.Domain(proposal.height))
        } catch {
            throw session.unsupported(node, "Text", note: "on the width proposals \(error.lower)...\(error.upper) the widest line "
                + "(\(error.widest)) is neither below nor above every proposal")
        }
        guard cells.count <= Self.cellLimit else {
            throw session.unsupported(node, "Text", note: "this proposal cuts the text into \(cells.count) cells, "
                + "more than the \(Self.cellLimit) the encoding allows per text and proposal")
        }
        let choice = try session.within(node) { () throws(LPLayoutError) in
            try TextChoice(cells: cells, proposal: proposal, in: session.builder)
        }
        session.textChoices[node, proposal] = choice
        return choice
    }
}
