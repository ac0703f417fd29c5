import LayoutModel

/// Runs work that recurses once per level of a deeply nested input (the
/// model reader and writer over views) on a thread whose stack is sized for
/// that depth (`DeepWork`), and waits for it: the result is the same as
/// running it in place, but no depth the input may have exhausts the
/// caller's stack. Shallow inputs run in place and pay nothing.
enum LargeStack {
    /// Up to this many levels, work runs on the caller's stack
    /// (`DeepWork.threadThreshold`).
    static var inPlaceLevels: Int { DeepWork.threadThreshold }

    /// The stack a level (a view) may take: in a debug build the reader
    /// takes about 11 KiB per view of a chain of stacks (measured: a
    /// 100,000-view chain overflowed 1 GiB), so this leaves a wide margin.
    /// It is address space: only the pages the work touches take memory.
    static let bytesPerLevel = 32 << 10

    /// The result of `body`, run on a thread with a stack for `levels`
    /// levels when there are more than `inPlaceLevels`.
    /// - Throws: what `body` throws.
    static func run<Value, Failure: Error>(levels: Int, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        try DeepWork.run(depth: levels, bytesPerLevel: bytesPerLevel, body)
    }
}
