#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A point in the calling thread's CPU time: when a layout's or a solve's
/// time limit runs out. Limits count CPU time, not wall-clock time, so
/// whether a layout finishes in time depends far less on how many other
/// processes share the machine: only a layout whose CPU time is near the
/// limit can flip, since CPU time grows somewhat under load (docs/cli.md,
/// `--time-limit`; issue 28).
///
/// A thread's CPU time only means something on that thread: a deadline is
/// made and checked on the thread that does the work (a layout and its
/// solves run on one thread).
public struct CPUDeadline: Sendable, Hashable, Comparable {
    /// The calling thread's CPU time at which the limit runs out.
    public var threadTime: Duration

    /// The deadline `budget` of CPU time from now on this thread.
    public static func after(_ budget: Duration) -> CPUDeadline {
        CPUDeadline(threadTime: now + budget)
    }

    /// The deadline at `threadTime`.
    public init(threadTime: Duration) {
        self.threadTime = threadTime
    }

    /// The CPU time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`).
    public static var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }

    /// The CPU time left (negative once passed).
    public var remaining: Duration { threadTime - Self.now }

    /// Whether the calling thread has used the time.
    public var hasPassed: Bool { Self.now >= threadTime }

    /// The earlier deadline first.
    public static func < (left: CPUDeadline, right: CPUDeadline) -> Bool { left.threadTime < right.threadTime }
}
