import LinearProgram
import Testing

/// `RepeatedPropagation`: one program's rows propagated once, then bound
/// after bound from there, each run as a fresh propagation would decide.
@Suite struct RepeatedPropagationTests {
    /// `z = min(a, b)` with b = 5 and a in 0…10, written as the exact
    /// encoding writes it (M = 10, as `BoundPropagationTests`): p = 1 reads
    /// "a is the smaller". At a = 3, `z ≤ 3` and `z ≥ 5 − 10p` need p ≥ 0.2,
    /// so p = 1; at a = 7, `z ≤ 5` and `z ≥ 7 − 10 + 10p` need p ≤ 0.8, so
    /// p = 0. Each run starts from the program's own propagated bounds, not
    /// the previous run's: a = 3 after a = 7 fixes p to 1 again.
    @Test func eachRunDecidesFromTheProgramsOwnBounds() throws {
        let minimum = MinimumProgram(a: 0...10)
        let (program, a, p) = (minimum.program, minimum.a, minimum.p)
        var repeated = try #require(RepeatedPropagation(program))
        func decision(at value: Double) -> ClosedRange<Double>? {
            var bounded = program
            bounded.setBounds(of: a, lower: value, upper: value)
            guard case .tightened(let tightened, _) = repeated.run(on: bounded, narrowing: [a]),
                let definition = tightened.definition(of: p)
            else { return nil }
            return definition.lowerBound...definition.upperBound
        }
        #expect(decision(at: 3) == 1...1)
        #expect(decision(at: 7) == 0...0)
        #expect(decision(at: 3) == 1...1)
    }

    /// A bound that no solution of the program allows is reported as
    /// infeasible, naming the variable: z ≤ 10 holds for every solution, so
    /// `z = min(a, b)` cannot be narrowed to 11.
    @Test func aNarrowingOutsideThePropagatedBoundsIsInfeasible() throws {
        var program = Program()
        let a = program.addVariable("a", lowerBound: 0, upperBound: 10)
        let z = program.addVariable("z", lowerBound: 0, upperBound: 20)
        program.add(Constraint(z - a, .lessThanOrEqual, 0))
        var repeated = try #require(RepeatedPropagation(program))
        var bounded = program
        bounded.setBounds(of: z, lower: 11, upper: 11)
        guard case .infeasible(let row) = repeated.run(on: bounded, narrowing: [z]) else {
            Issue.record("expected infeasible")
            return
        }
        #expect(row == "z")
    }
}

extension RepeatedPropagationTests {
    /// A repeated propagation that starts from a narrowing's bounds decides
    /// as one that propagates the narrowed program again: `z = min(a, b)`
    /// narrowed to a in 0…10 (nothing decided: p open), then a = 3 and
    /// a = 7 give p = 1 and p = 0, as `eachRunDecidesFromTheProgramsOwnBounds`
    /// works out; the narrowing's outcome is `BoundPropagation.run`'s.
    @Test func aRepeatedPropagationStartsFromTheNarrowingsBounds() throws {
        let minimum = MinimumProgram(a: 0...10)
        let (program, a, p) = (minimum.program, minimum.a, minimum.p)
        var narrowing = BoundPropagation()
        narrowing.probes = false
        let (outcome, start) = RepeatedPropagation.narrowing(program, by: narrowing, repeatingWith: BoundPropagation())
        guard case .tightened(let narrowed, let fixed) = outcome, case .tightened(_, let alone) = narrowing.run(on: program) else {
            Issue.record("the narrowing found no bounds")
            return
        }
        #expect(fixed == alone && fixed == 0)
        var repeated = try #require(start)
        for (value, decided) in [(3.0, 1.0), (7, 0)] {
            var bounded = narrowed
            bounded.setBounds(of: a, lower: value, upper: value)
            guard case .tightened(let tightened, _) = repeated.run(on: bounded, narrowing: [a]) else {
                Issue.record("a = \(value) found no bounds")
                continue
            }
            #expect(tightened.definition(of: p).map { $0.lowerBound...$0.upperBound } == decided...decided, "a = \(value)")
        }
    }
}
