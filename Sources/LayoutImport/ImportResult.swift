import LayoutModel

/// A view imported from Swift source: the model problem and the notes on
/// everything that was not a literal translation.
public struct ImportResult: Sendable {
    /// The model (format layoutlp/1 when encoded with `ModelFile.encode`).
    public var problem: LayoutProblem
    /// Every departure from the source, in source order.
    public var notes: [ImportNote]
    /// Every choice on state met, in the order met, with the branch taken.
    public var branches: [ImportBranch] = []
}
