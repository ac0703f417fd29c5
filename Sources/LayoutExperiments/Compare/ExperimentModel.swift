import LayoutModel

/// One model of an experiment, read and flattened: a file's, or a fuzz
/// case's (`fuzz-SEED-INDEX`).
public struct ExperimentModel: Sendable {
    /// The path as found (relative paths stay relative), or the fuzz case's name.
    public var label: String
    /// The folder the summary groups it under: the file's directory, or `fuzz-SEED`.
    public var folder: String
    /// The model as read.
    public var problem: LayoutProblem
    /// Its layout tree (rows follow its node order).
    public var tree: LayoutTree
    /// SHA-256 of the file's bytes (of the encoded model for a fuzz case).
    public var sha256: String
    /// The file's absolute path, or nil for a fuzz case and a model made in code.
    public var file: String?

    /// A model read elsewhere (``ExperimentModelFinder`` reads files and fuzz cases).
    public init(label: String, folder: String, problem: LayoutProblem, tree: LayoutTree, sha256: String, file: String? = nil) {
        self.file = file
        self.label = label
        self.folder = folder
        self.problem = problem
        self.tree = tree
        self.sha256 = sha256
    }
}
