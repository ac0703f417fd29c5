import LayoutModel

extension ExactSession {
    /// Sizes and places the root in its container: the root view is proposed
    /// the proposal less the root safe area (like padding) and placed at the
    /// safe area's (leading, top), as the greedy reference does.
    func placeRoot(proposal: SymbolicProposal) throws(LPLayoutError) {
        let insets = tree.environment.safeArea
        let inner = try within(tree.root) { () throws(LPLayoutError) in
            try PaddingEncoding(insets: insets).childProposal(proposal, in: self)
        }
        safeAreas.containerLengths = inner
        try place(tree.root, proposal: inner, at: SymbolicPoint.zero.offset(by: insets.leading, insets.top))
    }
}
