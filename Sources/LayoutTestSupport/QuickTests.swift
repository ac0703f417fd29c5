import Foundation
import Testing

/// The fast inner loop (CONTRIBUTING.md): `LAYOUTLP_QUICK=1 swift test`
/// skips the six suites that take most of the suite's time, measured
/// serially (`swift test --no-parallel`): the rotating-seed campaigns, the
/// hostile-input corpus through every command, `compare`'s command tests,
/// the app corpus at six widths, the glpsol corpus and the export round
/// trips. CI never sets it.
public enum QuickTests {
    /// True when the environment has `LAYOUTLP_QUICK=1`.
    public static var enabled: Bool { ProcessInfo.processInfo.environment["LAYOUTLP_QUICK"] == "1" }

    /// Why a suite is skipped under `LAYOUTLP_QUICK=1`.
    public static let reason: Comment = "LAYOUTLP_QUICK=1 skips this slow suite (CI runs it)"
}
