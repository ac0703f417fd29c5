import Foundation
import LayoutFuzzing

/// A one-line progress bar on standard error, redrawn at most ten times a
/// second: cases done, cases per second, disagreements and failures so far.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private let lock = NSLock()

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    static var standardErrorIsTerminal: Bool { isatty(FileHandle.standardError.fileDescriptor) != 0 }

    func update(done: Int, summary: FuzzSummary) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
        lastDraw = now
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let elapsed = now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let line = "\r[\(bar)] \(done)/\(total)  \(Int(rate)) cases/s  disagreements \(summary.disagreements)"
            + "  failures \(summary.failures)  property violations \(summary.propertyViolations)"
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
