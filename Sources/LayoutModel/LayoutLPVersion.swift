/// LayoutLP's version, kept in this one place: `layoutlp --version` prints
/// it, and outputs that record their provenance name it.
///
/// The minor number follows the project's issues (0.16: issue 16, the
/// research workflow). SwiftPM offers no build-time hook that would record
/// the git commit without a plugin, so the commit is not part of the version;
/// a manifest that needs it reads it from the checkout it runs in.
public enum LayoutLPVersion {
    /// `MAJOR.MINOR.PATCH`.
    public static let number = "0.16.0"
}
