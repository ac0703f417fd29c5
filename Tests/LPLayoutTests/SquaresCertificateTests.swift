import Testing

@testable import LPLayout

/// What `check` prints after a declarative strategy's program line
/// (docs/strategies.md, "The tie-break"): the terms, the certified radius to
/// two significant digits, and the solves.
@Suite struct SquaresCertificateTests {
    @Test(arguments: [
        (2.14e-8, "2.1e-8"),
        (0.0010612715470126937, "1.1e-3"),
        // 9.96 rounds up to 10.0: one more power of ten.
        (9.96e-4, "1.0e-3"),
        (3.5, "3.5e0"),
    ])
    func radiiArePrintedWithTwoSignificantDigits(radius: Double, printed: String) {
        #expect(SquaresCertificate.scientific(radius) == printed)
    }

    @Test func theLineNamesTermsRadiusAndSolves() {
        let certificate = SquaresCertificate(terms: 3, iterations: 6, radius: 2.14e-8, value: 0)
        #expect(certificate.description == "tie-break: 3 terms, within 2.1e-8 pt of the exact least squares after 6 solves")
        let one = SquaresCertificate(terms: 1, iterations: 1, radius: 0, value: 0)
        #expect(one.description == "tie-break: 1 term, exact after 1 solve")
        let relaxed = SquaresCertificate(terms: 100, iterations: 2, radius: 0, value: 0, relaxed: true, optimalityConditions: true)
        #expect(
            relaxed.description
                == "tie-break: 100 terms, exact by its optimality conditions after 2 solves, min/max choices relaxed and confirmed")
    }
}
