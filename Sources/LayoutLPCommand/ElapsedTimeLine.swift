import Foundation

/// A line on standard error, when it is a terminal, that counts the seconds
/// of a long solve: nothing for the first two seconds, then
/// `layoutlp: solving (lp/exact)… 7 s; each layout may take 60 s of CPU` once a
/// second, erased when the work ends. A redirected standard error gets
/// nothing, so logs and tests see only the result.
final class ElapsedTimeLine: @unchecked Sendable {
    private let label: String
    private let limit: Double?
    private let write: @Sendable (String) -> Void
    private let start = ContinuousClock.now
    private let lock = NSLock()
    private var drawn = false
    private var timer: DispatchSourceTimer?

    private init(label: String, limit: Double?, write: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.limit = limit
        self.write = write
    }

    /// Standard error, unbuffered.
    static let standardError: @Sendable (String) -> Void = { StandardError.write($0) }

    /// Runs `body` with the line shown while it lasts longer than `delay`
    /// (when `enabled`, by default when standard error is a terminal),
    /// redrawn every `interval` through `write`.
    static func around<T>(
        _ label: String, limit: Double?, enabled: Bool = ProgressBar.standardErrorIsTerminal,
        delay: DispatchTimeInterval = .seconds(2), interval: DispatchTimeInterval = .seconds(1),
        write: @escaping @Sendable (String) -> Void = standardError,
        _ body: () throws -> T
    ) rethrows -> T {
        guard enabled else { return try body() }
        let line = ElapsedTimeLine(label: label, limit: limit, write: write)
        line.begin(delay: delay, interval: interval)
        defer { line.end() }
        return try body()
    }

    private func begin(delay: DispatchTimeInterval, interval: DispatchTimeInterval) {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + delay, repeating: interval)
        timer.setEventHandler { [weak self] in self?.draw() }
        self.timer = timer
        timer.resume()
    }

    private func draw() {
        lock.lock()
        defer { lock.unlock() }
        guard timer != nil else { return }
        let seconds = (ContinuousClock.now - start).components.seconds
        let limitText = limit.map { "; each layout may take \(Self.format($0)) s of CPU (--time-limit)" } ?? ""
        write("\r\u{1B}[Klayoutlp: \(label)… \(seconds) s\(limitText)")
        drawn = true
    }

    private func end() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        if drawn { write("\r\u{1B}[K") }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
