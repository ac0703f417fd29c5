import LayoutLP
import LayoutLPCommand

// `layoutlp-equal-share`: `layoutlp` with one strategy more. Every
// subcommand knows it by name (`--strategy equal-share`, `--engines
// greedy,equal-share`, `explain --engine equal-share`) and lists it after
// the built-in ones (docs/research.md, "A `layoutlp` of your own").
var strategies = StrategyRegistry.builtIn
strategies.register(EqualShareStrategy())
LayoutLPCommand.main(strategies: strategies)
