import ArgumentParser
import LPLayout

// LPStrategy is a String-backed CaseIterable enum, so ArgumentParser reads it
// by raw value and lists every strategy in the help; a strategy added in
// LPLayout becomes a valid `--strategy` value without a change here.
extension LPStrategy: ExpressibleByArgument {}
