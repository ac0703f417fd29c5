import LayoutLPDigest

/// SHA-256 (FIPS 180-4), for the model and executable digests of a
/// provenance manifest. Written out in this package (`LayoutLPDigest`, in C
/// so that a debug build hashes an executable fast) because Foundation on
/// Linux has no digest API and the package takes no crypto dependency;
/// checked against the standard's test vectors (`SHA256Tests`).
public enum SHA256 {
    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    public static func hex(_ bytes: some Collection<UInt8>) -> String {
        digest(bytes).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// The 32-byte digest of `bytes`.
    public static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        let compute = { (buffer: UnsafeBufferPointer<UInt8>) in
            digest.withUnsafeMutableBufferPointer { layoutlp_sha256(buffer.baseAddress, buffer.count, $0.baseAddress) }
        }
        if bytes.withContiguousStorageIfAvailable(compute) == nil { Array(bytes).withUnsafeBufferPointer(compute) }
        return digest
    }
}
