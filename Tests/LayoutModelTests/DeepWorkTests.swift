import LayoutModel
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `DeepWork.run(depth:)`: deep recursive work on a thread whose stack is
/// sized to it, shallow work in place, results and typed errors handed back.
@Suite struct DeepWorkTests {
    /// Counts down by recursion, one frame per level, and returns the levels.
    static func descend(_ levels: Int) -> Int { levels == 0 ? 0 : 1 + descend(levels - 1) }

    @Test func shallowWorkRunsOnTheCallersThreadAndDeepWorkOnItsOwn() {
        let caller = pthread_self()
        let shallow = DeepWork.run(depth: DeepWork.threadThreshold) { pthread_equal(pthread_self(), caller) != 0 }
        let deep = DeepWork.run(depth: DeepWork.threadThreshold + 1) { pthread_equal(pthread_self(), caller) != 0 }
        #expect(shallow)
        #expect(!deep)
    }

    /// Deep work inside deep work (the command's thread, then the reader's,
    /// the tree's and the engine's) stays on the thread already started
    /// when its stack has room left, and moves when it has not.
    @Test func nestedDeepWorkStaysOnAThreadWithRoomAndMovesFromOneWithout() {
        let (roomy, cramped) = DeepWork.run(depth: 10_000, bytesPerLevel: 1_024) { () -> (Bool, Bool) in
            let outer = pthread_self()
            // 1,000 levels of 1 KiB and the margin: 3 MB of the 12 MB reserved.
            let roomy = DeepWork.run(depth: 1_000, bytesPerLevel: 1_024) { pthread_equal(pthread_self(), outer) != 0 }
            // 20,000 levels of 1 KiB: more than the whole stack.
            let cramped = DeepWork.run(depth: 20_000, bytesPerLevel: 1_024) { pthread_equal(pthread_self(), outer) != 0 }
            return (roomy, cramped)
        }
        #expect(roomy)
        #expect(!cramped)
    }

    @Test func theResultAndATypedErrorComeBack() {
        #expect(DeepWork.run(depth: 1_000) { 6 * 7 } == 42)
        #expect(throws: LayoutTreeError.tooDeep(path: "root/0", limit: 1)) {
            try DeepWork.run(depth: 1_000) { () throws(LayoutTreeError) -> Int in throw .tooDeep(path: "root/0", limit: 1) }
        }
    }

    @Test func aRecursionDeeperThanADefaultStackCompletes() {
        // 1,000,000 frames of at least 32 bytes (return address, frame
        // pointer, the argument) need 32 MB, past the 8 MB main stack and the
        // 512 KB of a Darwin secondary thread; 256 bytes per level are reserved.
        #expect(DeepWork.run(depth: 1_000_000, bytesPerLevel: 256) { Self.descend(1_000_000) } == 1_000_000)
    }
}
