import LayoutModel
import LinearProgram

/// Builds the `exact` strategy's program (stub while the encoding lands).
struct ExactEncoding {
    let tree: LayoutTree
    let shape: ProposalShape
    let options: LPLayoutOptions

    func build() throws(LPLayoutError) -> LayoutProgram {
        throw .unsupported(UnsupportedLayoutError(engine: "lp/exact", path: tree[tree.root].path, element: "tree", note: "in progress"))
    }
}
