import LayoutExperiments
import Testing

/// FIPS 180-4's examples (and the empty message's well-known digest).
@Suite struct SHA256Tests {
    @Test func digestsMatchTheStandardsExamples() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // Two blocks: 56 bytes leave no room for the length in the first.
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func aMillionAsMatchTheLongExample() {
        #expect(
            SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths on either side of the padding's one-or-two-block boundary
    /// (55/56) and of a whole block (63, 64, 65, 119, 120), bytes (7i + 3)
    /// mod 256; the digests are Python's hashlib's, an independent
    /// implementation.
    @Test(arguments: [
        (55, "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b"),
        (63, "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055"),
        (64, "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241"),
        (65, "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e"),
        (119, "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e"),
        (120, "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5"),
    ])
    func digestsAtBlockBoundariesMatchAnIndependentImplementation(_ count: Int, _ expected: String) {
        let bytes = (0..<count).map { UInt8(($0 * 7 + 3) % 256) }
        #expect(SHA256.hex(bytes) == expected)
        // A collection without contiguous storage takes the copying path.
        #expect(SHA256.hex(bytes.lazy.map { $0 }) == expected)
    }
}
