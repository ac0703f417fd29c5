import Foundation

/// Runs work that recurses once per level of a deeply nested input (the
/// model reader and writer over views) on a thread whose stack is sized for
/// that depth, and waits for it: the result is the same as running it in
/// place, but no depth the input may have exhausts the caller's stack.
/// Shallow inputs run in place and pay nothing.
///
/// The thread is a POSIX thread: Foundation's `Thread` caps its stack at
/// 1 GiB, less than 100,000 levels need in a debug build.
enum LargeStack {
    /// Up to this many levels, work runs on the caller's stack: at about
    /// 11 KiB a level in a debug build (below), a secondary thread's 512 KiB
    /// hold them with room to spare. Model files nest 10 to 20 levels.
    static let inPlaceLevels = 32

    /// The stack a level (a view) may take: in a debug build the reader
    /// takes about 11 KiB per view of a chain of stacks (measured: a
    /// 100,000-view chain overflowed 1 GiB), so this leaves a wide margin.
    /// It is address space: only the pages the work touches take memory.
    static let bytesPerLevel = 32 << 10

    /// The stack besides the levels.
    static let baseBytes = 1 << 20

    /// The result of `body`, run on a thread with a stack for `levels`
    /// levels when there are more than `inPlaceLevels`.
    /// - Throws: what `body` throws.
    static func run<Value, Failure: Error>(levels: Int, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        guard levels > inPlaceLevels else { return try body() }
        let outcome = withoutActuallyEscaping(body) { escapable -> Result<Value, Failure>? in
            let work = Work(escapable)
            runOnThread(work, stackBytes: baseBytes + min(levels, 1 << 24) * bytesPerLevel)
            return work.result
        }
        // Only if no thread could be made: do the work in place.
        guard let outcome else { return try body() }
        return try outcome.get()
    }

    /// Runs `work` on a new thread with `stackBytes` of stack and waits for it
    /// to end; does nothing when the thread cannot be made.
    private static func runOnThread(_ work: Runnable, stackBytes: Int) {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackBytes) == 0 else { return }
        let context = Unmanaged.passRetained(work)
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { pointer in
            if let pointer { Unmanaged<Runnable>.fromOpaque(pointer).takeRetainedValue().run() }
            return nil
        }, context.toOpaque())
        guard status == 0 else {
            context.release()
            return
        }
        pthread_join(thread, nil)
    }

    /// Work a thread runs.
    private class Runnable {
        func run() {}
    }

    /// The work and its result. The caller waits for the thread to end, so
    /// the two never touch them at once.
    private final class Work<Value, Failure: Error>: Runnable {
        /// Dropped as soon as it has run: `withoutActuallyEscaping` traps if
        /// the closure is still held when the caller resumes.
        var body: (() throws(Failure) -> Value)?
        var result: Result<Value, Failure>?

        init(_ body: @escaping () throws(Failure) -> Value) {
            self.body = body
        }

        override func run() {
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
