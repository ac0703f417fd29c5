import LPLayout

/// The strategies every subcommand knows: the built-in ones, or the
/// registry a `layoutlp` of your own passes to
/// ``LayoutLPCommand/main(strategies:)`` (docs/research.md, "A `layoutlp`
/// of your own"). Set once, before the arguments are parsed; read by every
/// `--engine` (and the old spellings, ``EngineOptions``) and by the model reader (`expectByStrategy` keys).
enum CommandStrategies {
    nonisolated(unsafe) static var registry = StrategyRegistry.builtIn

    /// The names a model file's `expectByStrategy` may use.
    static var knownNames: Set<String> { Set(registry.names) }
}
