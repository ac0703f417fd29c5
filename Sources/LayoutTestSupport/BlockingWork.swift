import Foundation

/// Work that blocks (opening one end of a FIFO, which waits for the other
/// end), run on a thread of its own. A `Task` would block one of the few
/// threads of Swift's cooperative pool, which runs the tests themselves:
/// on two cores, two such tasks waiting on each other hang the suite.
public final class BlockingWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    /// Starts `work` on a new thread.
    public init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            value = work()
            done.signal()
        }
        thread.start()
    }

    /// Waits up to `seconds` for the work to end and returns what it
    /// returned, or nil when it still blocks (the thread is left to itself,
    /// so a test fails instead of hanging the suite).
    public func wait(seconds: Double = 60) -> Value? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return value
    }
}
