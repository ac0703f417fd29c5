#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One fact about a tree, computed by the first reader and kept for every
/// later one, on any thread: a value behind a mutex. `LayoutTraits` holds one
/// per table so that a layout pays only for the tables it reads, once per
/// tree, however many layouts of the tree follow.
///
/// A POSIX mutex rather than `Synchronization.Mutex`, which needs macOS 15
/// where the package supports macOS 13.
final class LazyFact<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `stored` is only read and written with `mutex` held.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var stored: Value?

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The value, computed by `compute` on the first call. `compute` may read
    /// other facts, never this one.
    func value(_ compute: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let stored { return stored }
        let computed = compute()
        stored = computed
        return computed
    }
}
