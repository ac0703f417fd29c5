import Foundation

/// Runs work that recurses once per level of a deeply nested input (the
/// model reader over views, the writer over views and JSON values) on a
/// thread whose stack is sized for that depth, and waits for it: the result
/// is the same as running it in place, but no depth the input may have
/// exhausts the caller's stack. Shallow inputs run in place and pay nothing.
enum LargeStack {
    /// Up to this many levels, work runs on the caller's stack (a secondary
    /// thread's 512 KiB hold that many with room to spare).
    static let inPlaceLevels = 128

    /// The stack a level may take: measured in a debug build, where the
    /// reader's frames are largest (about 1.5 KiB per JSON level), with a
    /// wide margin.
    static let bytesPerLevel = 8 << 10

    /// The stack besides the levels.
    static let baseBytes = 1 << 20

    /// The result of `body`, run on a thread with a stack for `levels`
    /// levels when there are more than `inPlaceLevels`.
    /// - Throws: what `body` throws.
    static func run<Value, Failure: Error>(levels: Int, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        guard levels > inPlaceLevels else { return try body() }
        let outcome = withoutActuallyEscaping(body) { escapable -> Result<Value, Failure>? in
            let work = Work(escapable)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                work.run()
                done.signal()
            }
            thread.stackSize = baseBytes + min(levels, Int(Int32.max)) * bytesPerLevel
            thread.start()
            done.wait()
            return work.result
        }
        // Only if the thread never ran: do the work in place.
        guard let outcome else { return try body() }
        return try outcome.get()
    }

    /// The work and its result, handed to the thread. The caller waits for
    /// the thread, so the two never touch them at once.
    private final class Work<Value, Failure: Error>: @unchecked Sendable {
        /// Dropped as soon as it has run: `withoutActuallyEscaping` traps if the
        /// closure is still held when the caller resumes, and the thread may
        /// outlive the signal that resumes it.
        var body: (() throws(Failure) -> Value)?
        var result: Result<Value, Failure>?

        init(_ body: @escaping () throws(Failure) -> Value) {
            self.body = body
        }

        func run() {
            if let body {
                do throws(Failure) {
                    result = .success(try body())
                } catch {
                    result = .failure(error)
                }
            }
            body = nil
        }
    }
}
