import LayoutModel

/// Every variant of one view (``SwiftUIImporter/importVariants(named:limit:)``):
/// one model per combination of branches of its choices on state.
public struct ImportVariants: Sendable {
    /// The variants, the first with every first branch.
    public var variants: [ImportResult]
    /// False when the limit stopped the enumeration before every
    /// combination was made.
    public var complete: Bool

    /// Variant `index`'s model, named `NAME-vK` (K from 1) and described
    /// by the branch it takes at each choice (`file:line:column if 2/3`).
    public func problem(at index: Int) -> LayoutProblem {
        let result = variants[index]
        var problem = result.problem
        let name = problem.name ?? "view"
        problem.name = "\(name)-v\(index + 1)"
        let branches = result.branches.isEmpty ? "no choice on state" : result.branches.map(\.description).joined(separator: ", ")
        let total = complete ? "\(variants.count)" : "\(variants.count) written (more exist)"
        problem.description = "Variant \(index + 1) of \(total), branches: \(branches). " + (problem.description ?? "")
        return problem
    }
}
