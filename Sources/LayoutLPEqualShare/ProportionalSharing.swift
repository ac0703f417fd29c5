import Foundation
import LayoutLP

/// An example stack rule written outside LPLayout with the public seam
/// alone (`StackSharing`): every HStack or VStack that shares a finite
/// offer proposes each child a share of it in proportion to
/// `base^(priority − highest priority)` (`base` 2 unless
/// `proportional:base=B`, B > 1), so equal priorities get equal proposals,
/// and a Spacer (priority −∞) is proposed 0 and keeps its minimum. Each
/// child answers its proposal by its own rules (a frame clamps, a Text
/// wraps), and what a clamped child leaves is unused. The proposals fix
/// every answer, so there is nothing for the tie-break to decide. Every
/// other element (padding, frames, Text, alignment, nested stacks) is laid
/// out by the shared walk, as in every declarative strategy.
struct ProportionalSharing: StackSharing {
    var base = 2.0

    var name: String { "proportional" }
    var parameters: [String: String] { ["base": "\(base)"] }

    /// `base=B`, a number greater than 1.
    func setting(_ parameter: String, to value: String) -> ProportionalSharing? {
        guard parameter == "base", let base = Double(value), base > 1, base.isFinite else { return nil }
        return ProportionalSharing(base: base)
    }

    func proposals(for stack: SharedStack) throws(LPLayoutError) -> [Quantity] {
        let weights = Self.weights(stack.priorities, base: base)
        let total = weights.reduce(0, +)
        return weights.map { stack.offer * ($0 / total) }
    }

    func share(_ stack: SharedStack, answers: [Quantity]) throws(LPLayoutError) {
        stack.answersAreFixed = true
    }

    /// `base^(p − highest)` per finite priority, 0 for a Spacer's −∞; equal
    /// weights when every child is a Spacer.
    static func weights(_ priorities: [Double], base: Double) -> [Double] {
        guard let highest = priorities.filter(\.isFinite).max() else { return priorities.map { _ in 1 } }
        return priorities.map { $0.isFinite ? Foundation.pow(base, $0 - highest) : 0 }
    }
}
