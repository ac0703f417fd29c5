/// What the running binary was built from, recorded when it was built
/// (`Plugins/BuildProvenance`): the commit of LayoutLP's own repository, whether
/// tracked files differed from it, and the build configuration. Manifests and
/// `layoutlp --version` print it, so a result names the code that made it
/// whatever folder it ran in.
public enum BuildProvenance {
    /// The commit the binary was built from, or nil when the package folder
    /// was not the top of a git repository at build time (a source archive,
    /// or a copy inside another repository).
    public static let commit: String? = GeneratedBuildProvenance.commit

    /// Whether tracked files differed from ``commit`` at build time (nil when
    /// the commit is unknown). Untracked files are not counted.
    public static let dirty: Bool? = GeneratedBuildProvenance.dirty

    /// `debug` or `release`.
    public static let configuration: String = {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }()

    /// One line: the commit (with `-dirty` when tracked files differed) and the
    /// configuration, e.g. `94b287f1… (release)`; `unknown commit` without one.
    public static var summary: String {
        guard let commit else { return "unknown commit (\(configuration))" }
        return commit + (dirty == true ? "-dirty" : "") + " (\(configuration))"
    }
}
