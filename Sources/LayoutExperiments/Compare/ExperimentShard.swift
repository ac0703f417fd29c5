/// One of `count` shards of an experiment (`--shard I/N`, I from 1): work
/// unit `u` (numbered from 0 in the experiment's fixed order) belongs to
/// shard `u mod N + 1`. Round-robin spreads the models of one folder over
/// every shard, and the split depends only on the plan, not on the machine.
public struct ExperimentShard: Sendable, Hashable, CustomStringConvertible {
    /// 1...count.
    public var index: Int
    /// N, the number of shards.
    public var count: Int

    /// The whole experiment: shard 1 of 1.
    public static let whole = ExperimentShard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex: Int, count: Int) {
        self.index = uncheckedIndex
        self.count = count
    }

    /// `I/N` with 1 ≤ I ≤ N.
    ///
    /// - Throws: ``ExperimentInputError`` naming the value.
    public init(_ text: String) throws(ExperimentInputError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw ExperimentInputError(subject: "--shard \(text)", expected: "expected I/N with 1 ≤ I ≤ N, such as 2/8")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Whether work unit `unit` is this shard's.
    public func contains(unit: Int) -> Bool { unit % count == index - 1 }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}
