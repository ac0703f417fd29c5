import LayoutModel

/// A model read and flattened, ready for an engine.
struct LoadedModel {
    var problem: LayoutProblem
    /// The file path, or `built-in`.
    var source: String
    var tree: LayoutTree

    /// `name (source)`, the model as headers and reports name it.
    var title: String { "\(problem.name ?? source) (\(source))" }
}
