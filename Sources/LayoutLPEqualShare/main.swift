import LayoutLP
import LayoutLPCommand

// `layoutlp-equal-share`: `layoutlp` with two strategies more. Every
// subcommand knows them by name (`--engine equal-share`, `--engine greedy
// --engine proportional`, `explain --engine proportional:base=3`) and lists
// them after the built-in ones (docs/research.md, "A `layoutlp` of your
// own"). `equal-share` writes its whole program; `proportional` changes only
// how stacks share their axis (docs/research.md, "A stack rule of your own").
var strategies = StrategyRegistry.builtIn
strategies.register(EqualShareStrategy())
strategies.register(SharingStrategy(ProportionalSharing()))
LayoutLPCommand.main(strategies: strategies)
