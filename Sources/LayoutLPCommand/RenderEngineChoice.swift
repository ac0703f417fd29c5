import ArgumentParser

/// The engines `render --engine` accepts.
enum RenderEngineChoice: String, ExpressibleByArgument, CaseIterable {
    /// The reference greedy engine.
    case greedy
    /// The LP engine with the `--strategy` given.
    case lp
    /// Both, overlaid, the nodes where they differ highlighted.
    case both
}
