import LayoutModel

/// Everything an exact encoding remembers per (node, proposal), in one place:
/// sizes, explicit guides, stack distributions, custom layouts' linear
/// descriptions, Grid tracks, lazy-grid arrangements and Text choices.
///
/// Sizing, placement and guide probes of one node at one proposal share what
/// is remembered here, so their rows are written once. Every entry can also
/// depend on the container a `containerRelativeFrame` inside reads, which is
/// not part of the key: when a ScrollView is sized or placed for another
/// container, `forget(_:)` drops every memo of its content's subtree at once
/// (docs/lp-encoding.md, "ScrollView"). A new memo belongs here, never in a
/// table of its own that the forgetting would have to be told about.
struct EncodingMemos {
    var sizes: ProposalCache<SymbolicProposal, SymbolicSize>
    var explicitGuides: [GuideKey: Quantity?] = [:]
    /// A stack's distribution: the offer variables of a solver-chosen order are written once.
    var stackDistributions: ProposalCache<SymbolicProposal, StackEncoding.Distribution>
    /// A custom layout's linear description (`CustomLayoutEncoding`).
    var customLayoutDescriptions: ProposalCache<SymbolicProposal, LinearLayoutDescription>
    /// A Grid's column widths and row heights.
    var gridTracks: ProposalCache<SymbolicProposal, GridEncoding.Tracks>
    /// A lazy grid's arrangement: asked again, the same quantities instead of new variables.
    var lazyGridArrangements: ProposalCache<SymbolicProposal, LazyGridEncoding.Arrangement>
    /// A Text's line choice (`TextEncoding`).
    var textChoices: ProposalCache<SymbolicProposal, TextChoice>

    struct GuideKey: Hashable {
        var node: Int
        var proposal: SymbolicProposal
        var key: AlignmentKey
    }

    init(nodeCount: Int) {
        sizes = ProposalCache(nodeCount: nodeCount)
        stackDistributions = ProposalCache(nodeCount: nodeCount)
        customLayoutDescriptions = ProposalCache(nodeCount: nodeCount)
        gridTracks = ProposalCache(nodeCount: nodeCount)
        lazyGridArrangements = ProposalCache(nodeCount: nodeCount)
        textChoices = ProposalCache(nodeCount: nodeCount)
    }

    /// Forgets every memo of `nodes`: they were encoded for a container that
    /// has just changed (the greedy engine forgets the same answers).
    mutating func forget(_ nodes: [Int]) {
        for node in nodes {
            sizes.forget(node)
            stackDistributions.forget(node)
            customLayoutDescriptions.forget(node)
            gridTracks.forget(node)
            lazyGridArrangements.forget(node)
            textChoices.forget(node)
        }
        let forgotten = Set(nodes)
        explicitGuides = explicitGuides.filter { !forgotten.contains($0.key.node) }
    }
}
