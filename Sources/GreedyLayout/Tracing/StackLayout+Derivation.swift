import LayoutModel

/// The trace records of `StackLayout.distribute` (see `GreedyTrace`): the
/// distribution's facts when the first offer is about to be made, and each
/// offer's ordering facts once all are made.
extension StackLayout {
    func distributionTrace(
        _ children: [Int], proposal: ProposedViewSize, totalSpacing: Double, groups: [[Int]], traits: [Traits],
        availableAtStart: Double, in session: GreedySession
    ) -> StackDistributionTrace {
        let offered = proposal[axis] ?? .nan
        return StackDistributionTrace(
            stack: session.tree.nodes[children[0]].parent ?? children[0], axis: axis, proposal: proposal, offered: offered,
            totalSpacing: totalSpacing, reserved: groups.dropFirst().joined().reduce(0) { $0 + traits[$1].minimum },
            availableAtStart: availableAtStart, groupCount: groups.count, order: Array(groups.joined()))
    }

    /// Fills each recorded offer (made in fitting order) with the child's
    /// declaration index, priority, lengths, group and the minimums its
    /// group's start added back.
    func completeTrace(_ trace: inout StackDistributionTrace, groups: [[Int]], traits: [Traits]) {
        var position = 0
        for (number, group) in groups.enumerated() {
            let addedBack = number > 0 ? group.reduce(0) { $0 + traits[$1].minimum } : 0
            for (place, index) in group.enumerated() where position < trace.offers.count {
                let child = traits[index]
                trace.offers[position].declarationIndex = index
                trace.offers[position].priority = child.priority
                trace.offers[position].minimum = child.minimum
                trace.offers[position].maximum = child.maximum
                trace.offers[position].flexibility = child.flexibility
                trace.offers[position].group = number + 1
                trace.offers[position].addedBack = place == 0 ? addedBack : 0
                position += 1
            }
        }
    }
}
