import Foundation

/// The `glpsol` executable (Debian package glpk-utils), which tests use as an
/// independent solver.
public enum GLPSol {
    /// Where `glpsol` is, or nil when it is not installed.
    public static let path: String? = ["/usr/bin/glpsol", "/usr/local/bin/glpsol"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}
