import LayoutModel
import LinearProgram

/// HStack and VStack (semantics §1) as rows, written once for `axis`.
///
/// The distribution follows the greedy rules step by step on quantities:
/// spacing is a constant of the tree; each child's minimum and maximum are
/// its answers to 0 and infinity (more instances of its subtree); priority
/// groups are constants. Within a group the fitting order (flexibility
/// ascending, ties by declaration) is computed while building when every
/// comparison is decided by the tree; otherwise `VariableOrder` lets binary
/// variables choose it inside the solver.
struct StackEncoding {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?

    struct Distribution {
        var proposals: [SymbolicProposal]
        var sizes: [SymbolicSize]
    }

    struct Traits {
        var priority: Double
        var minimum: Quantity
        var maximum: Quantity
        var flexibility: Quantity { Quantity.difference(maximum, minimum) }
    }

    // MARK: Sizing

    func sizeThatFits(_ proposal: SymbolicProposal, node: Int, in session: ExactSession) throws(LPLayoutError) -> SymbolicSize {
        let children = session.traits.presentChildren(of: node)
        if children.isEmpty { return .zero }
        if children.count == 1 { return try session.size(children[0], proposal) }
        let totalSpacing = gaps(children, in: session).reduce(0, +)
        let distribution = try distribute(node, children, proposal: proposal, totalSpacing: totalSpacing, in: session)
        var main = Quantity.constant(0)
        for size in distribution.sizes {
            main = try session.builder.keepingShort(main + size[axis], as: "length", family: .stackPosition)
        }
        main = main + .constant(totalSpacing)
        let cross = try crossExtent(children, distribution, in: session).length
        return SymbolicSize(axis, main: main, cross: cross)
    }

    func gaps(_ children: [Int], in session: ExactSession) -> [Double] {
        zip(children, children.dropFirst()).map { previous, next in
            spacing ?? session.traits.spacing(previous).distance(to: session.traits.spacing(next), along: axis)
        }
    }

    /// The distribution of `node`'s children for `proposal`, encoded once.
    func distribute(
        _ node: Int, _ children: [Int], proposal: SymbolicProposal, totalSpacing: Double, in session: ExactSession
    ) throws(LPLayoutError) -> Distribution {
        if let known = session.memos.stackDistributions.answer(node, proposal) { return known }
        let distribution: Distribution
        if let rule = session.stackRule, let offered = proposal[axis], !offered.isInfinite {
            distribution = try rule.distribute(
                self, node: node, children: children, offered: offered, cross: proposal[axis.other], totalSpacing: totalSpacing, in: session
            )
        } else {
            distribution = try distribute(children, proposal: proposal, totalSpacing: totalSpacing, in: session)
        }
        session.memos.stackDistributions.remember(distribution, for: node, proposal)
        return distribution
    }

    func distribute(_ children: [Int], proposal: SymbolicProposal, totalSpacing: Double, in session: ExactSession) throws(LPLayoutError)
        -> Distribution
    {
        let cross = proposal[axis.other]
        guard let offered = proposal[axis] else {
            var sizes: [SymbolicSize] = []
            let childProposal = SymbolicProposal(axis, main: nil, cross: cross)
            for child in children { sizes.append(try session.size(child, childProposal)) }
            return Distribution(proposals: children.map { _ in childProposal }, sizes: sizes)
        }
        var traits: [Traits] = []
        for child in children {
            traits.append(
                Traits(
                    priority: session.traits.layoutPriority(child),
                    minimum: try session.length(child, along: axis, main: .zero, cross: cross),
                    maximum: try session.length(child, along: axis, main: .constant(.infinity), cross: cross)))
        }
        let groups = priorityGroups(traits.map(\.priority))
        var proposals = [SymbolicProposal](repeating: .unspecified, count: children.count)
        var sizes = [SymbolicSize](repeating: .zero, count: children.count)
        var available = subtractingKeepingValue(offered, .constant(totalSpacing))
        for group in groups.dropFirst() {
            for index in group {
                available = try session.builder.keepingShort(
                    subtractingKeepingValue(available, traits[index].minimum), as: "remaining", family: .stackOffer)
            }
        }
        for (number, group) in groups.enumerated() {
            if number > 0 {
                for index in group {
                    available = try session.builder.keepingShort(
                        addingKeepingValue(available, traits[index].minimum), as: "remaining", family: .stackOffer)
                }
            }
            let order = try fittingOrder(group, traits: traits, in: session.builder)
            if let order {
                try offerInOrder(
                    order, children: children, cross: cross, available: &available,
                    proposals: &proposals, sizes: &sizes, in: session)
            } else {
                try VariableOrder(stack: self, group: group, traits: traits)
                    .offer(children: children, cross: cross, available: &available, proposals: &proposals, sizes: &sizes, in: session)
            }
        }
        return Distribution(proposals: proposals, sizes: sizes)
    }

    /// Children indices grouped by priority, highest first, declaration order
    /// inside a group (priorities are constants of the tree).
    func priorityGroups(_ priorities: [Double]) -> [[Int]] {
        let sorted = priorities.indices.sorted { a, b in
            priorities[a] != priorities[b] ? priorities[a] > priorities[b] : a < b
        }
        var groups: [[Int]] = []
        for index in sorted {
            if let last = groups.last?.last, priorities[last] == priorities[index] {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
    }

    /// Whether child `a` is served before child `b` (a declared before b)
    /// in the same group: flexibility ascending; two infinitely flexible
    /// children by minimum descending; ties keep declaration order.
    func comesFirst(_ a: Traits, before b: Traits, in builder: ProgramBuilder) throws(LPLayoutError) -> Condition {
        let fa = a.flexibility, fb = b.flexibility
        if fa.infinity == .infinity, fb.infinity == .infinity {
            return try builder.lessOrEqual(b.minimum, a.minimum, family: .stackOrder)
        }
        return try builder.lessOrEqual(fa, fb, family: .stackOrder)
    }

    /// The group in fitting order when the tree decides every comparison,
    /// else nil (the solver decides: `VariableOrder`).
    func fittingOrder(_ group: [Int], traits: [Traits], in builder: ProgramBuilder) throws(LPLayoutError) -> [Int]? {
        if let order = constantOrder(group, traits: traits) { return order }
        var first: [[Bool]] = Array(repeating: Array(repeating: false, count: group.count), count: group.count)
        for i in group.indices {
            for j in group.indices where i < j {
                guard case .constant(let value) = try comesFirst(traits[group[i]], before: traits[group[j]], in: builder) else {
                    return nil
                }
                first[i][j] = value
                first[j][i] = !value
            }
        }
        return group.indices.sorted { first[$0][$1] }.map { group[$0] }
    }

    /// The fitting order by sorting, when every child's flexibility (and,
    /// where it is infinite, its minimum) is a number of the tree: the
    /// greedy engine's own order on those numbers (``FittingOrder``: ties up
    /// to rounding keep declaration order, so a flexibility whose symbolic
    /// terms cancel to a constant an ulp from its sibling's orders as the
    /// greedy engine's does), O(n log n) instead of a comparison per pair.
    /// Nil when a number is NaN or a quantity varies.
    func constantOrder(_ group: [Int], traits: [Traits]) -> [Int]? {
        var flexibilities: [Double] = [], minimums: [Double] = []
        flexibilities.reserveCapacity(group.count)
        minimums.reserveCapacity(group.count)
        for index in group {
            guard let flexibility = traits[index].flexibility.constantValue, !flexibility.isNaN else { return nil }
            var minimum = 0.0
            if flexibility == .infinity {
                guard let value = traits[index].minimum.constantValue, !value.isNaN else { return nil }
                minimum = value
            }
            flexibilities.append(flexibility)
            minimums.append(minimum)
        }
        return FittingOrder.order(flexibilities: flexibilities, minimums: minimums).map { group[$0] }
    }

    func offerInOrder(
        _ order: [Int], children: [Int], cross: Quantity?, available: inout Quantity,
        proposals: inout [SymbolicProposal], sizes: inout [SymbolicSize], in session: ExactSession
    ) throws(LPLayoutError) {
        var remaining = Double(order.count)
        let name = axis == .horizontal ? "neg.w.offer" : "neg.h.offer"
        for index in order {
            // The offer is named after the child it goes to: `neg.w.offer[child]`
            // (a share the tree fixes is a number, and names nothing).
            let share = available / remaining
            let offer =
                share.isConstant
                ? try session.builder.maximum(share, .zero, family: .stackOffer, name: name)
                : try session.within(children[index]) { () throws(LPLayoutError) in
                    try session.builder.maximum(share, .zero, family: .stackOffer, name: name)
                }
            let proposal = SymbolicProposal(axis, main: offer, cross: cross)
            let size = try session.size(children[index], proposal)
            proposals[index] = proposal
            sizes[index] = size
            available = try session.builder.keepingShort(
                subtractingKeepingValue(available, size[axis]), as: "remaining", family: .stackOffer)
            remaining -= 1
        }
    }

    /// `value − amount`, keeping `value` where the result is NaN (∞ − ∞).
    func subtractingKeepingValue(_ value: Quantity, _ amount: Quantity) -> Quantity {
        let result = value - amount
        if let constant = result.constantValue, constant.isNaN { return value }
        return result
    }

    func addingKeepingValue(_ value: Quantity, _ amount: Quantity) -> Quantity {
        let result = value + amount
        if let constant = result.constantValue, constant.isNaN { return value }
        return result
    }

    func crossExtent(_ children: [Int], _ distribution: Distribution, in session: ExactSession) throws(LPLayoutError) -> ExactAlignedExtent
    {
        var items: [(guide: Quantity, length: Quantity)] = []
        for offset in children.indices {
            items.append(
                (
                    try session.guideValue(children[offset], alignment, proposal: distribution.proposals[offset]),
                    distribution.sizes[offset][axis.other]
                ))
        }
        return try ExactAlignedExtent(items, includingLine: true, in: session.builder)
    }

    // MARK: Placement

    func placementProposal(_ proposal: SymbolicProposal, size: SymbolicSize) -> SymbolicProposal {
        SymbolicProposal(axis, main: proposal[axis], cross: proposal[axis.other] ?? size[axis.other])
    }

    func placeChildren(node: Int, proposal: SymbolicProposal, size: SymbolicSize, origin: SymbolicPoint, in session: ExactSession)
        throws(LPLayoutError)
    {
        let children = try session.childrenLeftToPlace(node, proposal: proposal, at: origin)
        if children.isEmpty { return }
        let gaps = gaps(children, in: session)
        let distribution = try distribute(
            node, children, proposal: placementProposal(proposal, size: size),
            totalSpacing: gaps.reduce(0, +), in: session)
        let extent = try crossExtent(children, distribution, in: session)
        var position = Quantity.zero
        for (offset, child) in children.enumerated() {
            let childSize = distribution.sizes[offset]
            let guide = try session.guideValue(child, alignment, proposal: distribution.proposals[offset])
            var childOrigin = origin
            childOrigin[axis] = childOrigin[axis] + position
            childOrigin[axis.other] = childOrigin[axis.other] + extent.offset(forGuide: guide)
            try session.place(child, proposal: distribution.proposals[offset], at: childOrigin)
            position = try session.builder.keepingShort(
                position + childSize[axis] + .constant(offset < gaps.count ? gaps[offset] : 0), as: "position", family: .stackPosition)
        }
    }
}
