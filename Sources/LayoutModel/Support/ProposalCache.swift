/// Answers remembered per node and proposal: for each node a short list of
/// (proposal, answer) entries, kept in one array and linked from the node's
/// newest entry. A node is asked a handful of proposals in one layout (a
/// stack measures each child at 0, at infinity, at its share, and places it),
/// so a linear look through its own list beats hashing a key for the whole
/// tree, and no entry allocates.
///
/// Proposals match by `==` (as a hashed cache would: a NaN proposal never
/// matches, and 0 and −0 are the same proposal). The greedy engine keys it
/// by `ProposedViewSize`, the LP encodings by their symbolic proposals.
public struct ProposalCache<Proposal: Equatable, Answer> {
    @usableFromInline
    struct Entry {
        @usableFromInline var proposal: Proposal
        @usableFromInline var answer: Answer
        /// The node's previous entry, or −1.
        @usableFromInline var next: Int32

        @usableFromInline
        init(proposal: Proposal, answer: Answer, next: Int32) {
            self.proposal = proposal
            self.answer = answer
            self.next = next
        }
    }

    /// Per node, its newest entry, or −1.
    @usableFromInline var newest: [Int32]
    @usableFromInline var entries: [Entry] = []

    /// An empty cache for the nodes `0 ..< nodeCount`.
    @inlinable
    public init(nodeCount: Int) {
        newest = Array(repeating: -1, count: nodeCount)
        // Most nodes are asked two to four proposals.
        entries.reserveCapacity(2 * nodeCount)
    }

    /// The answer remembered for `node` at `proposal`, if any.
    @inlinable
    public func answer(_ node: Int, _ proposal: Proposal) -> Answer? {
        // Entries are read in place: copying one out would retain every
        // array inside a symbolic proposal and answer.
        var index = Int(newest[node])
        while index >= 0 {
            if entries[index].proposal == proposal { return entries[index].answer }
            index = Int(entries[index].next)
        }
        return nil
    }

    /// Remembers `answer` for `node` at `proposal`; a later `answer(_:_:)` for the same pair finds the newest one.
    @inlinable
    public mutating func remember(_ answer: Answer, for node: Int, _ proposal: Proposal) {
        entries.append(Entry(proposal: proposal, answer: answer, next: newest[node]))
        newest[node] = Int32(entries.count - 1)
    }

    /// Forgets every answer remembered for `node` (its entries stay in the
    /// array, unreachable): used when something outside the proposal that the
    /// answers depend on changes, such as a ScrollView's container size.
    @inlinable
    public mutating func forget(_ node: Int) {
        newest[node] = -1
    }
}
