import LayoutModel
import LinearProgram

/// ViewThatFits in the exact encoding (family `view-that-fits`): the greedy
/// `ViewThatFitsLayout` written over quantities, the project's first
/// disjunction (docs/lp-encoding.md, "ViewThatFits").
///
/// For a proposal P and present children c₀ … cₙ₋₁:
/// - `fitsᵢ` = ∧ over the constrained axes a where P is specified of
///   `[idealᵢ[a] ≤ P[a]]` (one comparison binary each, unless decided),
///   idealᵢ being cᵢ's answer to P with the constrained axes unspecified;
/// - `shownᵢ` = `fitsᵢ ∧ ¬fits₀ ∧ … ∧ ¬fitsᵢ₋₁`, and for the last child
///   `¬fits₀ ∧ … ∧ ¬fitsₙ₋₂` (one binary per `and`, `not`), so exactly one
///   child is shown: the disjunction "c₀ fits, or c₁ fits and c₀ does not,
///   …, or none fits";
/// - size: `select(fits₀, size(c₀, P), select(fits₁, size(c₁, P), … size(cₙ₋₁, P)))`
///   per axis (4 rows per undecided `select`);
/// - placement: each child is placed with P at the container's origin, its
///   frames (and those of every node inside it) taken as
///   `select(shownᵢ, frame, zero frame at the origin)`.
///
/// `decomposed` builds with a constant P, so every comparison is decided
/// while building and the chosen child alone is encoded as if it stood
/// there. A choice between an infinite and a finite length is refused, as
/// everywhere in the encoding.
struct ViewThatFitsEncoding {
    let axes: Set<Axis>
    static let family = ConstraintFamily.viewThatFits

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        let fits = try fitConditions(node, proposal: proposal, in: session)
        guard let last = fits.last else { return .zero }
        var size = try session.size(last.child, proposal)
        for candidate in fits.dropLast().reversed() {
            let own = try session.size(candidate.child, proposal)
            size = SymbolicSize(
                width: try session.builder.select(candidate.fits, own.width, size.width, family: Self.family),
                height: try session.builder.select(candidate.fits, own.height, size.height, family: Self.family))
        }
        return size
    }

    func placeChildren(node: Int, proposal: SymbolicProposal, origin: SymbolicPoint, in session: ExactSession) throws(LPLayoutError) {
        for child in session.tree.nodes[node].children where session.tree.nodes[child].isAbsent {
            try session.placeAbsent(child, at: origin)
        }
        for (child, shown) in try shownConditions(node, proposal: proposal, in: session) {
            switch shown {
            case .constant(true): try session.place(child, proposal: proposal, at: origin)
            case .constant(false): try session.placeAbsent(child, at: origin)
            case .binary: try session.place(child, proposal: proposal, at: origin, shownWhere: shown, else: origin)
            }
        }
    }

    /// Each present child with the condition under which it is the one shown.
    func shownConditions(_ node: Int, proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> [(
        child: Int, shown: Condition
    )] {
        let fits = try fitConditions(node, proposal: proposal, in: session)
        let builder = session.builder
        var noneYet = Condition.yes
        var result: [(child: Int, shown: Condition)] = []
        for (offset, candidate) in fits.enumerated() {
            if offset == fits.count - 1 {
                result.append((candidate.child, noneYet))
            } else {
                result.append((candidate.child, builder.and(noneYet, candidate.fits)))
                noneYet = builder.and(noneYet, builder.negate(candidate.fits))
            }
        }
        return result
    }

    /// Each present child with whether its ideal size fits `proposal` on the
    /// constrained axes (ties fit; an unspecified component fits anything).
    func fitConditions(_ node: Int, proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError) -> [(
        child: Int, fits: Condition
    )] {
        var fitting = proposal
        for axis in axes { fitting[axis] = nil }
        var result: [(child: Int, fits: Condition)] = []
        for child in session.traits.presentChildren(of: node) {
            let ideal = try session.size(child, fitting)
            var fits = Condition.yes
            // Axes in a fixed order, so the program is the same on every run.
            for axis in Axis.allCases where axes.contains(axis) {
                guard let offered = proposal[axis] else { continue }
                fits = session.builder.and(fits, try session.builder.lessOrEqual(ideal[axis], offered, family: Self.family))
            }
            result.append((child, fits))
        }
        return result
    }

    /// The explicit value of `key`: the shown child's, unchanged (it sits at
    /// the container's origin with the same proposal). Where the child shown
    /// depends on the proposal, the children must agree on having one.
    func explicitGuide(_ key: AlignmentKey, node: Int, proposal: SymbolicProposal, in session: ExactSession) throws(LPLayoutError)
        -> Quantity?
    {
        let shown = try shownConditions(node, proposal: proposal, in: session)
        if let chosen = shown.first(where: { $0.shown == .yes }) {
            return try session.explicitGuide(chosen.child, key, proposal: proposal)
        }
        var values: [(condition: Condition, value: Quantity?)] = []
        for (child, condition) in shown where condition != .no {
            values.append((condition, try session.explicitGuide(child, key, proposal: proposal)))
        }
        if values.allSatisfy({ $0.value == nil }) { return nil }
        guard var result = values.last?.value, values.allSatisfy({ $0.value != nil }) else {
            throw session.unsupported(
                node, "ViewThatFits",
                note: "its children differ in whether they set the guide \(key), "
                    + "and which child is shown depends on the proposal's numbers, so the guide exists for some proposals only")
        }
        for (condition, value) in values.dropLast().reversed() {
            guard let value else { continue }
            result = try session.builder.select(condition, value, result, family: Self.family)
        }
        return result
    }
}
