import LayoutLPCommand

// `layoutlp`: the command line with the built-in strategies (the command
// itself is the `LayoutLPCommand` library, so that a `layoutlp` of your own
// can add strategies: docs/research.md).
LayoutLPCommand.main()
