/// One `if`, `switch` or `? :` on state met while importing, and the branch
/// the model holds (docs/import.md, "Variants").
public struct ImportBranch: Sendable, Hashable, CustomStringConvertible {
    /// Where the choice is in the source.
    public var location: ImportLocation
    /// `if`, `switch` or `?:`.
    public var construct: String
    /// The branch taken, from 0 (an `if` without a final `else` has one
    /// more branch: no view).
    public var taken: Int
    /// How many branches the choice has.
    public var count: Int

    /// A branch from its parts.
    public init(location: ImportLocation, construct: String, taken: Int, count: Int) {
        self.location = location
        self.construct = construct
        self.taken = taken
        self.count = count
    }

    /// `file:line:column if 2/3`.
    public var description: String { "\(location) \(construct) \(taken + 1)/\(count)" }
}

/// The branches a ``ViewReader`` takes, shared by its copies: what
/// ``SwiftUIImporter/importVariants(named:limit:)`` asked for by location
/// (every other choice takes its first branch), and what was met, in order.
final class BranchPlan {
    var requested: [ImportLocation: Int]
    private(set) var met: [ImportBranch] = []
    private var seen: Set<ImportLocation> = []

    init(_ requested: [ImportLocation: Int] = [:]) {
        self.requested = requested
    }

    /// The branch to take at `location` among `count`; recorded once per
    /// location (a view inlined twice makes the same choice in both).
    func choose(at location: ImportLocation, _ construct: String, count: Int) -> Int {
        let taken = Swift.min(requested[location] ?? 0, count - 1)
        if seen.insert(location).inserted {
            met.append(ImportBranch(location: location, construct: construct, taken: taken, count: count))
        }
        return taken
    }
}
