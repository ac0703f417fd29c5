import Foundation
import LayoutFuzzing

/// The one progress display of every long command (`compare`, `sweep`,
/// `fuzz`): a line on standard error, redrawn at most ten times a second,
/// `[####....] done/total unit  ETA m:ss  detail`, cut to the terminal's
/// width and erasing what the previous drawing left; a newline when the
/// work is done.
final class ProgressBar: @unchecked Sendable {
    private var total: Int
    private let enabled: Bool
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private let lock = NSLock()

    init(total: Int = 0, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    static var standardErrorIsTerminal: Bool { isatty(FileHandle.standardError.fileDescriptor) != 0 }

    /// `fuzz`: cases, with the disagreements, failures and property
    /// violations so far after the ETA.
    func update(done: Int, summary: FuzzSummary) {
        update(
            done: done, unit: "cases",
            detail: "disagreements \(summary.disagreements)  failures \(summary.failures)"
                + "  property violations \(summary.propertyViolations)")
    }

    /// `sweep`: the total is known once the sweep starts.
    func update(done: Int, of total: Int, unit: String) {
        lock.lock()
        self.total = total
        lock.unlock()
        update(done: done, unit: unit)
    }

    /// Writes `line(seconds since start)` to standard error when enabled and
    /// the last drawing is at least 0.1 s old (or the work is done).
    private func drawing(done: Int, _ line: (Double) -> String) {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
        lastDraw = now
        let elapsed = now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        StandardError.write(line(seconds))
    }

    /// Draws `[####....] done/total unit  ETA m:ss  detail` cut to the
    /// terminal's width: the ETA from the mean time per item so far.
    func update(done: Int, unit: String, detail: String = "") {
        drawing(done: done) { seconds in
            "\r" + Self.line(done: done, total: total, unit: unit, seconds: seconds, columns: Self.terminalColumns, detail: detail)
                + "\u{1B}[K"
        }
    }

    /// `[####....] done/total unit  ETA m:ss  detail` in at most `columns` − 1
    /// characters (the last column is left free so the terminal does not
    /// wrap): the bar shrinks first (at most 40 wide), then the text is cut
    /// from its end. The ETA assumes the items left take the mean time of
    /// those done.
    static func line(done: Int, total: Int, unit: String, seconds: Double, columns: Int, detail: String = "") -> String {
        let left = done > 0 ? Int((seconds / Double(done) * Double(total - done)).rounded(.up)) : nil
        let eta = left.map { "ETA \($0 / 60):" + String(format: "%02d", $0 % 60) } ?? "ETA –"
        let counts = " \(done)/\(total) \(unit)  \(eta)" + (detail.isEmpty ? "" : "  " + detail)
        let room = columns - 1
        let width = max(0, min(40, room - counts.count - 2))
        let filled = total == 0 ? width : done * width / total
        let bar = width > 0 ? "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "]" : ""
        return String((bar + counts).prefix(max(room, 1)))
    }

    /// Standard error's terminal width (`TIOCGWINSZ`), else `COLUMNS`, else 80.
    static var terminalColumns: Int {
        var size = winsize()
        if ioctl(FileHandle.standardError.fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    }

    func finish() {
        guard enabled else { return }
        StandardError.write("\n")
    }
}
