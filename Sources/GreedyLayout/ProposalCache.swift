import LayoutModel

/// Answers remembered per node and proposal: for each node a short list of
/// (proposal, answer) entries, kept in one array and linked from the node's
/// newest entry. A node is asked a handful of proposals in one layout (a
/// stack measures each child at 0, at infinity, at its share, and places it),
/// so a linear look through its own list beats hashing a key for the whole
/// tree, and no entry allocates.
///
/// Proposals match by `==` (as the hashed cache did: a NaN proposal never
/// matches, and 0 and −0 are the same proposal).
struct ProposalCache<Answer> {
    private struct Entry {
        var proposal: ProposedViewSize
        var answer: Answer
        /// The node's previous entry, or −1.
        var next: Int32
    }

    /// Per node, its newest entry, or −1.
    private var newest: [Int32]
    private var entries: [Entry] = []

    init(nodeCount: Int) {
        newest = Array(repeating: -1, count: nodeCount)
        // Most nodes are asked two to four proposals.
        entries.reserveCapacity(2 * nodeCount)
    }

    /// The answer remembered for `node` at `proposal`, if any.
    func answer(_ node: Int, _ proposal: ProposedViewSize) -> Answer? {
        var index = newest[node]
        while index >= 0 {
            let entry = entries[Int(index)]
            if entry.proposal.width == proposal.width, entry.proposal.height == proposal.height { return entry.answer }
            index = entry.next
        }
        return nil
    }

    mutating func remember(_ answer: Answer, for node: Int, _ proposal: ProposedViewSize) {
        entries.append(Entry(proposal: proposal, answer: answer, next: newest[node]))
        newest[node] = Int32(entries.count - 1)
    }
}
