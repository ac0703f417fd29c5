import LayoutModel

/// A model read and flattened, ready for an engine.
struct LoadedModel {
    var problem: LayoutProblem
    /// The file path, or `built-in`.
    var source: String
    var tree: LayoutTree

    /// `name (source)`, the model as headers and reports name it, with what
    /// does not print as itself escaped (`PrintableText`).
    var title: String { "\(PrintableText.escaped(problem.name ?? source)) (\(PrintableText.escaped(source)))" }
}
