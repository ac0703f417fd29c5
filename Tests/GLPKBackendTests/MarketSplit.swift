import LinearProgram

/// A market-split feasibility problem (Cornuéjols and Dawande, 1998): four
/// equality rows over 36 binaries with coefficients in 0…99 and right-hand
/// sides half each row's sum, minimising the first binary. Branch-and-cut
/// needs millions of nodes for instances of this size, so any limit of a
/// test runs out in branch-and-cut.
enum MarketSplit {
    static func program() -> Program {
        var program = Program()
        let x = (0..<36).map { program.addBinaryVariable("x\($0)") }
        var state: UInt64 = 20_261_127
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double((state >> 33) % 100)
        }
        for _ in 0..<4 {
            let coefficients = x.map { _ in next() }
            var row = LinearExpression()
            for (variable, coefficient) in zip(x, coefficients) { row += coefficient * LinearExpression(variable) }
            program.addConstraint(row, .equal, (coefficients.reduce(0, +) / 2).rounded(.down))
        }
        program.addObjective(.minimize(LinearExpression(x[0])))
        return program
    }
}
