/// LayoutLP's version, kept in this one place: `layoutlp --version` prints
/// it, and outputs that record their provenance name it.
///
/// The minor number follows the project's issues (0.16: issue 16, the
/// research workflow). The commit the binary was built from is recorded at
/// build time beside it (`LayoutLPBuildInfo.BuildProvenance`, written by the
/// `BuildProvenance` plugin); `--version` prints both.
public enum LayoutLPVersion {
    /// `MAJOR.MINOR.PATCH`.
    public static let number = "0.17.0"
}
