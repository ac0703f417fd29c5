import Foundation

/// A line on standard error, when it is a terminal, that counts the seconds
/// of a long solve: nothing for the first two seconds, then
/// `layoutlp: solving (lp/exact)… 7 s; each solve may take 60 s` once a
/// second, erased when the work ends. A redirected standard error gets
/// nothing, so logs and tests see only the result.
final class ElapsedTimeLine: @unchecked Sendable {
    private let label: String
    private let limit: Double?
    private let start = ContinuousClock.now
    private let lock = NSLock()
    private var drawn = false
    private var timer: DispatchSourceTimer?

    private init(label: String, limit: Double?) {
        self.label = label
        self.limit = limit
    }

    /// Runs `body` with the line shown while it lasts longer than two
    /// seconds (when `enabled`, by default when standard error is a terminal).
    static func around<T>(_ label: String, limit: Double?, enabled: Bool = ProgressBar.standardErrorIsTerminal,
                          _ body: () throws -> T) rethrows -> T {
        guard enabled else { return try body() }
        let line = ElapsedTimeLine(label: label, limit: limit)
        line.begin()
        defer { line.end() }
        return try body()
    }

    private func begin() {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 2, repeating: 1)
        timer.setEventHandler { [weak self] in self?.draw() }
        self.timer = timer
        timer.resume()
    }

    private func draw() {
        lock.lock()
        defer { lock.unlock() }
        guard timer != nil else { return }
        let seconds = (ContinuousClock.now - start).components.seconds
        let limitText = limit.map { "; each solve may take \(Self.format($0)) s (--time-limit)" } ?? ""
        FileHandle.standardError.write(Data("\r\u{1B}[Klayoutlp: \(label)… \(seconds) s\(limitText)".utf8))
        drawn = true
    }

    private func end() {
        lock.lock()
        defer { lock.unlock() }
        timer?.cancel()
        timer = nil
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
