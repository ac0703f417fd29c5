/// The `TextChoice` of each (Text node, proposal) already encoded, so that a
/// Text's size and its baselines at one proposal share one set of binaries.
struct TextChoiceCache {
    private struct Key: Hashable {
        var node: Int
        var proposal: SymbolicProposal
    }

    private var choices: [Key: TextChoice] = [:]

    subscript(node: Int, proposal: SymbolicProposal) -> TextChoice? {
        get { choices[Key(node: node, proposal: proposal)] }
        set { choices[Key(node: node, proposal: proposal)] = newValue }
    }
}
