import LayoutModel

/// HStack and VStack: one algorithm, written once for a stacking `axis`
/// (semantics §1; seed 002 "The stack proportionally divides this space";
/// layoutPriority page; objc.io's measurements).
///
/// - Proposes: to each child, on the stack axis, its share in fitting order
///   (`distribute`); across it, the stack's own proposal unchanged.
/// - Reports: the sum of the children's lengths plus spacing on the stack
///   axis (it may exceed the offer: there is no second pass), and the extent
///   of the aligned children across it.
/// - Places: children in declaration order, each at the previous end plus the
///   spacing, aligned across on `alignment`; before placing, the distribution
///   is run again with the stack's placement proposal (`placementProposal`).
struct StackLayout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: Double?

    /// Lengths offered and answers received, per child in declaration order.
    struct Distribution {
        var proposals: [ProposedViewSize]
        var sizes: [Size]
    }

    // MARK: Sizing

    func sizeThatFits(_ proposal: ProposedViewSize, node: Int, in session: GreedySession) -> Size {
        let children = session.presentChildren(of: node)
        if children.isEmpty { return .zero }
        // Semantics §1.7: a stack with a single child is an identity.
        if children.count == 1 { return session.size(children[0], proposal) }
        let totalSpacing = gaps(children, in: session).reduce(0, +)
        let distribution = distribute(children, proposal: proposal, totalSpacing: totalSpacing, in: session)
        let main = distribution.sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        let cross = crossExtent(children, distribution, in: session).length
        return Size(axis, main: main, cross: cross)
    }

    /// Semantics §1.1: explicit spacing puts every adjacent pair that far
    /// apart; nil spacing asks each pair's spacing preferences (8 between
    /// ordinary views, 0 next to a Spacer).
    func gaps(_ children: [Int], in session: GreedySession) -> [Double] {
        zip(children, children.dropFirst()).map { previous, next in
            spacing ?? session.spacing(previous).distance(to: session.spacing(next), along: axis)
        }
    }

    /// Shares the stack axis among the children (semantics §1.3, §1.4).
    func distribute(_ children: [Int], proposal: ProposedViewSize, totalSpacing: Double, in session: GreedySession) -> Distribution {
        let cross = proposal[axis.other]
        guard let offered = proposal[axis] else {
            // §1.4: an unspecified proposal asks every child for its ideal length.
            let proposals = children.map { _ in ProposedViewSize(axis, main: nil, cross: cross) }
            return Distribution(proposals: proposals, sizes: zip(children, proposals).map { session.size($0, $1) })
        }
        let traits = children.map { measureTraits($0, cross: cross, in: session) }
        let groups = priorityGroups(fittingOrder(traits), traits: traits)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: children.count)
        var sizes = [Size](repeating: .zero, count: children.count)
        var available = subtractingKeepingValue(offered, totalSpacing)
        available = reserveForLowerGroups(available, groups: groups, traits: traits)
        if let trace = session.trace {
            trace.stackDistributionStarts(
                distributionTrace(
                    children, proposal: proposal, totalSpacing: totalSpacing, groups: groups,
                    traits: traits, availableAtStart: available, in: session))
        }
        for (number, group) in groups.enumerated() {
            if number > 0 {
                // A group that starts takes back the minimum reserved for it.
                for index in group { available = addingKeepingValue(available, traits[index].minimum) }
            }
            offerInOrder(
                group, children: children, cross: cross, available: &available,
                proposals: &proposals, sizes: &sizes, in: session)
        }
        session.trace?.stackDistributionEnds { completeTrace(&$0, groups: groups, traits: traits) }
        return Distribution(proposals: proposals, sizes: sizes)
    }

    /// What ordering needs to know of a child: its layout priority and its
    /// lengths when offered 0 and infinity on the stack axis (cross unchanged).
    struct Traits {
        var priority: Double
        var minimum: Double
        var maximum: Double

        /// maximum − minimum; a child infinite even at 0 is inflexible (its
        /// infinity minus infinity is taken as 0).
        var flexibility: Double { LengthArithmetic.difference(maximum, minimum) }
    }

    func measureTraits(_ child: Int, cross: Double?, in session: GreedySession) -> Traits {
        Traits(
            priority: session.layoutPriority(child),
            minimum: session.length(child, along: axis, main: 0, cross: cross),
            maximum: session.length(child, along: axis, main: .infinity, cross: cross))
    }

    /// Semantics §1.2: layout priority descending, then flexibility ascending
    /// (least flexible first); two infinitely flexible children put the larger
    /// minimum first; remaining ties, rounding included, keep declaration
    /// order (``FittingOrder``).
    func fittingOrder(_ traits: [Traits]) -> [Int] {
        FittingOrder.order(priorities: traits.map(\.priority), flexibilities: traits.map(\.flexibility), minimums: traits.map(\.minimum))
    }

    /// Consecutive runs of equal priority in fitting order.
    func priorityGroups(_ order: [Int], traits: [Traits]) -> [[Int]] {
        var groups: [[Int]] = []
        for index in order {
            if let last = groups.last?.last, traits[last].priority == traits[index].priority {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
    }

    /// Seed 002 (layoutPriority): "A parent layout offers the child views with
    /// the highest layout priority all the space offered to the parent minus
    /// the minimum space required for all its lower-priority children."
    func reserveForLowerGroups(_ available: Double, groups: [[Int]], traits: [Traits]) -> Double {
        var result = available
        for group in groups.dropFirst() {
            for index in group { result = subtractingKeepingValue(result, traits[index].minimum) }
        }
        return result
    }

    /// Semantics §1.3 step 3-4: each child of the group, in fitting order, is
    /// offered `max(available / children left in the group, 0)`; its answer is
    /// taken from `available`, so space it does not use flows to the next
    /// child and an overflowing child shrinks what later children get.
    func offerInOrder(
        _ group: [Int], children: [Int], cross: Double?, available: inout Double,
        proposals: inout [ProposedViewSize], sizes: inout [Size], in session: GreedySession
    ) {
        var remaining = Double(group.count)
        for index in group {
            let offer = Swift.max(available / remaining, 0)
            let proposal = ProposedViewSize(axis, main: offer, cross: cross)
            let size = session.size(children[index], proposal)
            proposals[index] = proposal
            sizes[index] = size
            session.trace?.stackOffered(
                child: children[index], available: available, share: Int(remaining), offer: offer, answer: size[axis])
            available = subtractingKeepingValue(available, size[axis])
            remaining -= 1
        }
    }

    /// `value − amount`, keeping `value` when the result is NaN (infinity minus
    /// infinity), as SwiftUI's stack keeps its previous remainder.
    func subtractingKeepingValue(_ value: Double, _ amount: Double) -> Double {
        let result = value - amount
        return result.isNaN ? value : result
    }

    func addingKeepingValue(_ value: Double, _ amount: Double) -> Double {
        let result = value + amount
        return result.isNaN ? value : result
    }

    /// Semantics §1.5: the children's extent across the stack axis once their
    /// `alignment` guides share a line.
    func crossExtent(_ children: [Int], _ distribution: Distribution, in session: GreedySession) -> AlignedExtent {
        let items = children.indices.map { offset in
            (
                guide: session.guideValue(children[offset], alignment, proposal: distribution.proposals[offset]),
                length: distribution.sizes[offset][axis.other]
            )
        }
        return AlignedExtent(items, includingLine: true)
    }

    // MARK: Placement

    /// Semantics §1.6: when placed, a stack distributes again with its stack
    /// axis proposal as it was and, across, its proposal or (when that was
    /// unspecified) its own final cross size.
    func placementProposal(_ proposal: ProposedViewSize, size: Size) -> ProposedViewSize {
        ProposedViewSize(axis, main: proposal[axis], cross: proposal[axis.other] ?? size[axis.other])
    }

    func placeChildren(node: Int, proposal: ProposedViewSize, size: Size, origin: Point, in session: GreedySession) {
        let children = session.childrenLeftToPlace(node, proposal: proposal, at: origin)
        if children.isEmpty { return }
        let gaps = gaps(children, in: session)
        let distribution = distribute(
            children, proposal: placementProposal(proposal, size: size),
            totalSpacing: gaps.reduce(0, +), in: session)
        let extent = crossExtent(children, distribution, in: session)
        var position = 0.0
        for (offset, child) in children.enumerated() {
            let childSize = distribution.sizes[offset]
            let guide = session.guideValue(child, alignment, proposal: distribution.proposals[offset])
            var childOrigin = origin
            childOrigin[axis] += position
            childOrigin[axis.other] += extent.offset(forGuide: guide)
            session.place(child, proposal: distribution.proposals[offset], at: childOrigin)
            position += childSize[axis] + (offset < gaps.count ? gaps[offset] : 0)
        }
    }
}
