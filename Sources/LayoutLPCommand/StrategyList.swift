import ArgumentParser
import Foundation
import LPLayout

/// A comma-separated list of strategies as `check --strategies` and
/// `render --engines` take it: `all`, or `NAME` / `NAME:KEY=VALUE;KEY=VALUE`
/// items (`;` separates one strategy's parameters, since `,` separates
/// strategies). `greedy` may be listed too; it is the reference either way
/// and is left out of the result.
enum StrategyList {
    /// - Throws: `ValidationError` naming the option and what was expected.
    static func parse(_ text: String, option: String) throws -> [any LayoutStrategy] {
        if text == "all" { return CommandStrategies.registry.strategies }
        var parsed: [any LayoutStrategy] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) where item != "greedy" {
            let specification = item.replacingOccurrences(of: ";", with: ",")
            do {
                parsed.append(try CommandStrategies.registry.strategy(from: specification))
            } catch {
                throw ValidationError("\(option): \(error.expected), not \"\(item)\"")
            }
        }
        return parsed
    }
}
