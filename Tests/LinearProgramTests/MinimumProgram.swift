import LinearProgram

/// `z = min(a, b)` as the exact encoding writes it (M = 10), with a in
/// `a` and b = 5: `z ≤ a`, `z ≤ b`, `z ≥ a − 10(1 − p)`, `z ≥ b − 10p`
/// (p = 1 reads "a is the smaller"); z in 0…10.
struct MinimumProgram {
    var program = Program()
    let a: Variable
    let p: Variable

    init(a range: ClosedRange<Double>) {
        a = program.addVariable("a", lowerBound: range.lowerBound, upperBound: range.upperBound)
        let b = program.addVariable("b", lowerBound: 5, upperBound: 5)
        let z = program.addVariable("z", lowerBound: 0, upperBound: 10)
        p = program.addBinaryVariable("p")
        program.add(Constraint(z - a, .lessThanOrEqual, 0))
        program.add(Constraint(z - b, .lessThanOrEqual, 0))
        program.add(Constraint(z - a - 10 * p, .greaterThanOrEqual, -10))
        program.add(Constraint(z - b + 10 * p, .greaterThanOrEqual, 0))
    }
}
