#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs recursive work over a deep tree on a thread whose stack is sized to
/// the tree, so that depth is bounded by `LayoutTree.maximumDepth`, not by the
/// caller's stack (8 MB on Linux's main thread, 512 KB on Darwin's secondary
/// threads).
///
/// The engines recurse once per tree level (propose, respond, place), and
/// turning every layout rule into an explicit loop would obscure the rules;
/// a big enough stack keeps them readable. Work no deeper than
/// `threadThreshold` runs on the caller's thread and pays nothing.
///
/// ```swift
/// let result = try DeepWork.run(depth: tree.depth) { try engine.layoutOnThisThread(tree) }
/// ```
public enum DeepWork {
    /// The depth up to which work stays on the caller's thread: 50 levels of
    /// a debug build fit even Darwin's 512 KB secondary threads.
    public static let threadThreshold = 50

    /// Stack bytes reserved per level by default. Measured on Linux with the
    /// 8 MB main stack (the depth at which each overflows): the greedy engine
    /// uses about 1 KB per level in a release build and 5–7 KB in a debug
    /// build; `LayoutTree.init` 2–4 KB and about 6 KB. Reserved about twice
    /// over; only the pages touched are committed. Release builds keep the
    /// reserve small so that glibc reuses the stack of the previous thread
    /// (its cache holds 40 MB of stacks) instead of mapping and faulting in
    /// a fresh one on every layout.
    #if DEBUG
        /// Debug builds: 16 KB per level (the measurements are in the comment above).
        public static let defaultBytesPerLevel = 16 * 1024
    #else
        /// Release builds: 6 KB per level (the measurements are in the comment above).
        public static let defaultBytesPerLevel = 6 * 1024
    #endif

    /// Stack reserved on top of the levels, for the frames above and below
    /// the recursion (the caller's closure, the runtime, printing errors).
    public static let margin = 2 * 1024 * 1024

    /// Runs `body` and returns its result or rethrows its error, on the
    /// calling thread when `depth` ≤ `threadThreshold` or when the caller is
    /// itself a thread this utility started with enough stack left (deep
    /// work nests: the command's thread holds the reader's, the tree's and
    /// the engines'), otherwise on a new thread with a stack of
    /// `depth × bytesPerLevel + margin` bytes while the caller waits. `body`
    /// runs exactly once, synchronously.
    ///
    /// If the system refuses the thread (no memory for its stack), `body`
    /// runs on the calling thread, as it would without this utility.
    public static func run<Value, Failure: Error>(
        depth: Int, bytesPerLevel: Int = defaultBytesPerLevel, _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard depth > threadThreshold else { return try body() }
        let (levels, overflow) = depth.multipliedReportingOverflow(by: max(bytesPerLevel, 0))
        let stackSize = overflow ? Int.max : levels.addingReportingOverflow(margin).overflow ? Int.max : levels + margin
        if let left = stackLeft(), stackSize <= left { return try body() }
        let outcome: Result<Value, Failure>? = withoutActuallyEscaping(body) { escapable in
            let job = Job(escapable)
            guard startAndJoin(job, stackSize: stackSize) else { return nil }
            return job.outcome
        }
        if let outcome { return try outcome.get() }
        return try body()
    }

    /// The closure, and its outcome once run; passed to the new thread as an
    /// unmanaged pointer (the thread function is a C function and cannot be generic).
    private final class Job<Value, Failure: Error>: Runnable {
        let body: () throws(Failure) -> Value
        var outcome: Result<Value, Failure>?

        init(_ body: @escaping () throws(Failure) -> Value) { self.body = body }

        override func run() {
            do throws(Failure) { outcome = .success(try body()) } catch { outcome = .failure(error) }
        }
    }

    /// What the thread function calls, and the stack it runs on.
    private class Runnable {
        /// The stack's size, and the address of a frame at its start (set
        /// on the thread before `run`).
        var stackSize = 0
        var stackStart: UInt = 0

        func run() {}
    }

    /// The job running on the current thread when this utility started
    /// the thread, else nil.
    private static let currentJob: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "DeepWork: no thread-specific key")
        return key
    }()

    /// The bytes of stack the current thread has left below this frame,
    /// when this utility started it; nil for any other thread. (Stacks grow
    /// down on every platform Swift runs on here.)
    private static func stackLeft() -> Int? {
        guard let context = pthread_getspecific(currentJob) else { return nil }
        let job = Unmanaged<Runnable>.fromOpaque(context).takeUnretainedValue()
        var here = 0
        let address = withUnsafeMutablePointer(to: &here) { UInt(bitPattern: $0) }
        guard address <= job.stackStart else { return nil }
        return job.stackSize - Int(job.stackStart - address)
    }

    /// Starts a thread with `stackSize` bytes of stack running `job`, and
    /// waits for it. False when the thread could not be started.
    private static func startAndJoin(_ job: Runnable, stackSize: Int) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        // Page-rounded; a size the system refuses leaves the thread unstarted.
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let rounded = stackSize > Int.max - pageSize ? stackSize : (stackSize + pageSize - 1) / pageSize * pageSize
        guard pthread_attr_setstacksize(&attributes, rounded) == 0 else { return false }
        job.stackSize = rounded
        let context = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, &attributes,
            { context in
                #if canImport(Darwin)
                    let job = Unmanaged<Runnable>.fromOpaque(context).takeRetainedValue()
                #else
                    guard let context else { return nil }
                    let job = Unmanaged<Runnable>.fromOpaque(context).takeRetainedValue()
                #endif
                var start = 0
                job.stackStart = withUnsafeMutablePointer(to: &start) { UInt(bitPattern: $0) }
                pthread_setspecific(DeepWork.currentJob, Unmanaged.passUnretained(job).toOpaque())
                job.run()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<Runnable>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin)
            guard let thread else { return false }
        #endif
        pthread_join(thread, nil)
        return true
    }
}
