import LayoutModel

extension ExactSession {
    /// Sizes and places the root in its container: the root view is proposed
    /// the proposal less the root safe area (like padding) and placed at the
    /// safe area's (leading, top), as the greedy reference does. The
    /// container spans the proposal at (0, 0), or, on an axis proposed
    /// nothing, the root's size plus the insets; its region is only encoded
    /// when an `ignoresSafeArea` reads it (`ExactSafeAreaState`).
    func placeRoot(proposal: SymbolicProposal) throws(LPLayoutError) {
        // Both regions: the keyboard raises the bottom inset where it is taller.
        let insets = tree.environment.rootSafeArea
        let inner = try within(tree.root) { () throws(LPLayoutError) in
            try PaddingEncoding(insets: insets).childProposal(proposal, in: self)
        }
        safeAreas = ExactSafeAreaState(tree: tree)
        safeAreas.containerLengths = inner
        if safeAreas.readsSafeArea(tree.root) {
            let rootSize = try size(tree.root, inner)
            var containerSize = SymbolicSize.zero
            for axis in Axis.allCases {
                containerSize[axis] = proposal[axis] ?? rootSize[axis] + .constant(insets.total(axis))
            }
            safeAreas.root = ExactSafeRegion(
                containerSize: containerSize, insets: tree.environment.safeArea,
                keyboard: tree.environment.keyboard, tracksRegions: safeAreas.tracksRegions)
        }
        try place(tree.root, proposal: inner, at: SymbolicPoint.zero.offset(by: insets.leading, insets.top))
    }
}
