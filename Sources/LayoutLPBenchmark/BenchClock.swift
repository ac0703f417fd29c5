import ArgumentParser
import Foundation

/// What `--clock` times with: the wall clock (`ContinuousClock`), or the
/// process's CPU time (`CLOCK_PROCESS_CPUTIME_ID`: every thread's user and
/// system time), which a shared machine's load changes far less.
enum BenchClock: String, ExpressibleByArgument, CaseIterable {
    case wall
    case cpu

    /// The wall clock's origin: the first reading.
    private static let origin = ContinuousClock.now

    /// The clock's reading now, as a duration since its origin.
    func now() -> Duration {
        switch self {
        case .wall:
            return Self.origin.duration(to: .now)
        case .cpu:
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
    }

    /// Times `body` on this clock.
    func measure<T>(_ body: () throws -> T) rethrows -> (value: T, duration: Duration) {
        let start = now()
        let value = try body()
        return (value, now() - start)
    }

    /// The machine's load averages over 1, 5 and 15 minutes (`/proc/loadavg`), or "unknown".
    static var loadAverage: String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
