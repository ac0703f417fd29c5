/// A small seeded random number generator (SplitMix64, Steele, Lea and Flood
/// 2014): the same seed gives the same sequence on every machine and run, which
/// is what makes a fuzz case reproducible from its seed alone.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of case `index` in a campaign with seed `campaign`: one step of
    /// SplitMix64 from a state that mixes both, so neighbouring cases are
    /// unrelated and any case can be rebuilt without running the ones before it.
    public static func caseSeed(campaign: UInt64, index: Int) -> UInt64 {
        var generator = SplitMix64(seed: campaign ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }
}
