import Foundation

/// The `cbc` executable (Debian package coinor-cbc, installed by
/// .ci/install-glpk): a solver independent of GLPK, which tests use to read
/// the programs LayoutLP exports.
public enum CBC {
    /// Where `cbc` is, or nil when it is not installed.
    public static let path: String? = ["/usr/bin/cbc", "/usr/local/bin/cbc"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}
