import Foundation
import LinearProgram
import Testing

/// Time limits count the thread's CPU time (issue 28: rows must not change
/// with the machine's load; docs/cli.md, "Time limits").
@Suite struct CPUDeadlineTests {
    /// Sleeping uses wall-clock time but almost no CPU time: a deadline of
    /// 100 ms of CPU has not passed after 300 ms asleep, and passes once the
    /// thread computes for longer than that.
    @Test func aDeadlineCountsCPUTimeNotWallClockTime() {
        let deadline = CPUDeadline.after(.milliseconds(100))
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!deadline.hasPassed)
        #expect(deadline.remaining > .milliseconds(50))
        var sink = 0.0
        var rounds = 0
        while !deadline.hasPassed, rounds < 1_000_000_000 {
            for index in 0..<10_000 { sink += sin(Double(index)) }
            rounds += 1
        }
        #expect(deadline.hasPassed, "\(sink)")
        #expect(deadline.remaining <= .zero)
    }

    /// The thread's CPU time only grows.
    @Test func threadTimeGrows() {
        let first = CPUDeadline.now
        var sink = 0.0
        for index in 0..<1_000_000 { sink += sqrt(Double(index)) }
        #expect(CPUDeadline.now > first, "\(sink)")
        #expect(CPUDeadline(threadTime: first) < CPUDeadline(threadTime: CPUDeadline.now))
    }
}
