import GLPKBackend
import LinearProgram
import Testing

@Suite("Concurrent use")
struct ConcurrencyTests {
    @Test func manyParallelSolvesAllReachTheirOptimum() async throws {
        // Program k: maximise x with x <= k, so the optimum is k. Solves run on
        // many threads at once; the GLPK lock serialises them.
        let optima = try await withThrowingTaskGroup(of: (Int, Double?).self) { group in
            for k in 1...64 {
                group.addTask {
                    var program = Program()
                    let x = program.addVariable("x", upperBound: Double(k))
                    program.addObjective(.maximize(x))
                    return (k, try GLPKSolver().solve(program).solution?.value(of: x))
                }
            }
            var results: [Int: Double?] = [:]
            for try await (k, value) in group { results[k] = value }
            return results
        }
        #expect(optima.count == 64)
        #expect(optima.allSatisfy { isClose($0.value, Double($0.key)) })
    }
}
