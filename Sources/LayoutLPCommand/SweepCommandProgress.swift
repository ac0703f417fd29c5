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
        FileHandle.standardError.write(Data("\rsweep: \(done)/\(total) layouts".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
