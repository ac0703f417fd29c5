import LayoutModel

/// A model read and flattened, ready for an engine.
struct LoadedModel {
    var problem: LayoutProblem
    /// The file path, or `built-in`.
    var source: String
    var tree: LayoutTree
    /// Whether `problem.proposal` comes from `--proposal` rather than the model.
    var proposalFromOption = false
    /// Why the model's expectations are not checked (`--proposal` at another
    /// proposal than the model's own), or nil.
    var proposalNote: String?

    /// `name (source)`, the model as headers and reports name it, with what
    /// does not print as itself escaped (`PrintableText`).
    var title: String { "\(PrintableText.escaped(problem.name ?? source)) (\(PrintableText.escaped(source)))" }
}
