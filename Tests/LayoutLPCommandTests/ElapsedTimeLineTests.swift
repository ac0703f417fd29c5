import Foundation
import Testing

@testable import LayoutLPCommand

/// The line that counts a long solve's seconds on a terminal (docs/cli.md,
/// `--time-limit`): nothing for quick work, redrawn in place while slow
/// work lasts, erased at the end.
@Suite struct ElapsedTimeLineTests {
    /// Collects what the line writes, from the timer's thread.
    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        func append(_ part: String) { lock.withLock { parts.append(part) } }
        var all: [String] { lock.withLock { parts } }
    }

    /// Work that ends before the delay writes nothing at all.
    @Test func quickWorkWritesNothing() {
        let written = Written()
        let value = ElapsedTimeLine.around(
            "solving (lp/exact)", limit: 60, enabled: true, delay: .seconds(5),
            write: { written.append($0) }
        ) { 42 }
        #expect(value == 42)
        #expect(written.all.isEmpty)
    }

    /// Slow work (lasting until the line is drawn, drawn from 20 ms every
    /// 20 ms) gets lines that start at the line's beginning, clear it and say
    /// the label, the whole seconds so far and the limit; the last write
    /// erases it. The work waits for the first draw however long a loaded
    /// machine delays the timer (up to 60 s), so the seconds are not pinned.
    @Test func slowWorkIsCountedAndErased() throws {
        let written = Written()
        ElapsedTimeLine.around(
            "solving (lp/exact)", limit: 60, enabled: true, delay: .milliseconds(20),
            interval: .milliseconds(20), write: { written.append($0) }
        ) {
            let start = Date()
            while written.all.isEmpty, Date().timeIntervalSince(start) < 60 { Thread.sleep(forTimeInterval: 0.005) }
        }
        let parts = written.all
        #expect(parts.count >= 2)
        let first = try #require(parts.first)
        let prefix = "\r\u{1B}[Klayoutlp: solving (lp/exact)… "
        #expect(first.hasPrefix(prefix))
        #expect(first.hasSuffix(" s; each layout may take 60 s of CPU (--time-limit)"))
        let seconds = first.dropFirst(prefix.count).prefix { $0.isNumber }
        #expect(!seconds.isEmpty && Int(seconds) != nil)
        #expect(parts.last == "\r\u{1B}[K")
    }

    /// Not on a terminal (the default test run), nothing is written.
    @Test func disabledWritesNothing() {
        let written = Written()
        ElapsedTimeLine.around(
            "x", limit: nil, enabled: false, delay: .milliseconds(1), interval: .milliseconds(1),
            write: { written.append($0) }
        ) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(written.all.isEmpty)
    }
}
