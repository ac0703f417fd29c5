import Foundation

/// `sweep`'s progress line on standard error (a terminal only): layouts
/// done of the total, redrawn at most ten times a second.
final class SweepCommandProgress {
    private let enabled: Bool
    private var lastDraw: ContinuousClock.Instant?

    init(enabled: Bool) { self.enabled = enabled }

    func update(done: Int, total: Int) {
        guard enabled else { return }
        let now = ContinuousClock.now
        if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
        lastDraw = now
        StandardError.write("\rsweep: \(done)/\(total) layouts")
    }

    func finish() {
        guard enabled else { return }
        StandardError.write("\n")
    }
}
