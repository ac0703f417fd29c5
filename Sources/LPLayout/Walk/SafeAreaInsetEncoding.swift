import LayoutModel

/// `.safeAreaInset(edge:alignment:spacing:content:)` (semantics §11), the
/// greedy `SafeAreaInsetLayout` on quantities. Two children: the modified
/// view (primary, `children[0]`) and the inset content (secondary,
/// `children[1]`); "the axis" is the one the edge lies across.
///
/// - Proposes (family `safe-inset-proposal`, each a `max(0, ·)` with one
///   binary unless folded): the secondary `max(0, max(0, P − spacing) −
///   primaryMinimum)` on the axis, where primaryMinimum is the primary's
///   length offered 0; the primary `max(0, P − (secondary + spacing))`.
///   Across, both get the proposal; while placing an unspecified cross
///   component becomes the view's own length (a shape decision).
/// - Reports: secondary + spacing + primary along the axis (an expression);
///   `max` of the two across (family `safe-inset-size`).
/// - Places (expressions): the primary at the edge opposite `edge`, centred
///   across; the secondary at `edge` with its alignment guide on the
///   primary's. The primary's subtree gains (spacing + secondary length
///   measured with the view's final size) of safe area on `edge`, encoded
///   only when an `ignoresSafeArea` inside reads it.
/// - Spacing: given, else the primary's and secondary's spacing tables
///   (a tree constant).
struct SafeAreaInsetEncoding {
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: Double?

    var axis: Axis { edge.axis }

    struct MeasureKey: Hashable {
        var node: Int
        var proposal: SymbolicProposal
    }

    /// The children's proposals and sizes for one proposal.
    struct Measure: Hashable {
        var spacing: Double
        var primaryProposal: SymbolicProposal
        var primarySize: SymbolicSize
        var secondaryProposal: SymbolicProposal
        var secondarySize: SymbolicSize
    }

    func resolvedSpacing(primary: Int, secondary: Int, in session: ExactSession) -> Double {
        if let spacing { return spacing }
        // Empty content yields no view: it sits flush, like an empty stack.
        let next = session.tree.nodes[secondary].isAbsent ? ViewSpacing.zero : session.traits.spacing(secondary)
        return session.traits.spacing(primary).distance(to: next, along: axis)
    }

    func secondaryProposal(
        _ proposal: SymbolicProposal, spacing: Double, primary: Int,
        in session: ExactSession
    ) throws(LPLayoutError) -> SymbolicProposal {
        guard let value = proposal[axis] else { return proposal }
        let builder = session.builder
        let withoutSpacing = try builder.maximum(.zero, Quantity.difference(value, .constant(spacing)), family: .safeInsetProposal)
        let primaryMinimum = try session.length(primary, along: axis, main: .zero, cross: proposal[axis.other])
        var secondary = proposal
        secondary[axis] = try builder.maximum(.zero, Quantity.difference(withoutSpacing, primaryMinimum), family: .safeInsetProposal)
        return secondary
    }

    func primaryProposal(
        _ proposal: SymbolicProposal, secondaryLength: Quantity, spacing: Double,
        in session: ExactSession
    ) throws(LPLayoutError) -> SymbolicProposal {
        guard let value = proposal[axis] else { return proposal }
        var primary = proposal
        primary[axis] = try session.builder.maximum(
            .zero, Quantity.difference(value, secondaryLength + .constant(spacing)), family: .safeInsetProposal)
        return primary
    }

    /// The children's proposals and sizes for `proposal`, encoded once per
    /// (node, proposal).
    private func measure(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> Measure {
        let key = MeasureKey(node: node, proposal: proposal)
        if let known = session.safeAreas.insetMeasures[key] { return known }
        let (primary, secondary) = children(of: node, in: session)
        let spacing = resolvedSpacing(primary: primary, secondary: secondary, in: session)
        let secondaryProposal = try secondaryProposal(proposal, spacing: spacing, primary: primary, in: session)
        let secondarySize = try session.size(secondary, secondaryProposal)
        let primaryProposal = try primaryProposal(proposal, secondaryLength: secondarySize[axis], spacing: spacing, in: session)
        let measure = Measure(
            spacing: spacing, primaryProposal: primaryProposal, primarySize: try session.size(primary, primaryProposal),
            secondaryProposal: secondaryProposal, secondarySize: secondarySize)
        session.safeAreas.insetMeasures[key] = measure
        return measure
    }

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        let measure = try measure(proposal, node: node, in: session)
        var size = SymbolicSize.zero
        size[axis] = measure.secondarySize[axis] + .constant(measure.spacing) + measure.primarySize[axis]
        size[axis.other] = try session.builder.maximum(
            measure.secondarySize[axis.other], measure.primarySize[axis.other], family: .safeInsetSize)
        return size
    }

    func placeChildren(
        node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint,
        in session: ExactSession
    ) throws(LPLayoutError) {
        let (primary, secondary) = children(of: node, in: session)
        var placement = proposal
        placement[axis.other] = proposal[axis.other] ?? size[axis.other]
        let layout = try measure(placement, node: node, in: session)

        var primaryOrigin = origin
        if !edge.opposite.isStart {
            primaryOrigin[axis] = primaryOrigin[axis] + Quantity.difference(size[axis], layout.primarySize[axis])
        }
        primaryOrigin[axis.other] =
            primaryOrigin[axis.other]
            + Quantity.scaled(Quantity.difference(size[axis.other], layout.primarySize[axis.other]), by: 0.5)
        var secondaryOrigin = origin
        if !edge.isStart {
            secondaryOrigin[axis] = secondaryOrigin[axis] + Quantity.difference(size[axis], layout.secondarySize[axis])
        }
        let primaryGuide = try session.guideValue(primary, alignment, proposal: layout.primaryProposal)
        let secondaryGuide = try session.guideValue(secondary, alignment, proposal: layout.secondaryProposal)
        secondaryOrigin[axis.other] = primaryOrigin[axis.other] + Quantity.difference(primaryGuide, secondaryGuide)

        // As in the greedy engine, the added safe area is measured with the
        // view's final size.
        try session.assignSafeRegion(to: primary) { () throws(LPLayoutError) in
            let measured = try measure(SymbolicProposal(size), node: node, in: session)
            let added = SymbolicInsets(.constant(measured.spacing) + measured.secondarySize[axis], edges: EdgeSet(edge))
            return try session.safeRegion(of: node).adding(
                added, on: EdgeSet(edge), inside: SymbolicFrame(origin: origin, size: size), in: session.builder)
        }

        try session.place(primary, proposal: layout.primaryProposal, at: primaryOrigin)
        try session.place(secondary, proposal: layout.secondaryProposal, at: secondaryOrigin)
    }

    private func children(of node: Int, in session: ExactSession) -> (primary: Int, secondary: Int) {
        let children = session.tree.nodes[node].children
        return (children[0], children.count > 1 ? children[1] : children[0])
    }
}
