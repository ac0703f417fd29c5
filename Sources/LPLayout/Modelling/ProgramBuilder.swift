import LayoutModel
import LinearProgram

/// Writes the exact encoding's program: fresh variables with readable names,
/// rows counted per constraint family, and the few non-linear operations a
/// layout rule needs (minimum, maximum, comparison, choice), each folded
/// while building when the tree decides it and otherwise encoded with one
/// binary variable and big-M rows whose M comes from the operands' intervals
/// (docs/lp-encoding.md, "Non-linear operations").
final class ProgramBuilder {
    private(set) var program: Program
    private(set) var rowsByFamily: [ConstraintFamily: Int] = [:]
    /// Where `0 < a − b < resolution` is ruled out (the comparison's gap).
    let resolution: Double
    private var usedNames: [String: Int] = [:]
    /// The node new variables and rows are named after, and whose families
    /// are counted; its path (``context``) is read from `tree` only when a
    /// name or an error needs it.
    var contextNode = 0
    /// The tree whose node paths name things; nil: every name says `root`.
    var tree: LayoutTree?

    /// The context node's path.
    var context: String { tree.map { $0.nodes[contextNode].path } ?? "root" }
    private(set) var familiesByNode: [Int: [ConstraintFamily]] = [:]
    /// Operations already written, by operands: asking again (a container's
    /// placement re-runs its sizing steps) returns the same variable instead
    /// of writing the rows twice, so equal proposals stay equal expressions
    /// and the session's size cache recognises them.
    private var minimums: [OperandPair: Quantity] = [:]
    private var comparisons: [OperandPair: Condition] = [:]
    private var choices: [Choice: Quantity] = [:]
    private var negations: [Variable: Condition] = [:]
    /// The binaries of undecided comparisons (`lessOrEqual`), which the
    /// program's objective pushes towards "yes" (`tieObjective`).
    private(set) var comparisonBinaries: [Variable] = []
    private var conjunctions: [VariablePair: Condition] = [:]
    private var floors: [Floor: Quantity] = [:]
    /// The integers of `floor`, in creation order; the tie objective pushes
    /// them up too.
    private var stepCounts: [Quantity] = []
    private var thresholds: [Threshold: Condition] = [:]
    /// The chain rows `z_t ≥ z_t'` already written (a Text's probes ask for
    /// the same steps again).
    private var chains: Set<VariablePair> = []
    /// `TextLayout.wrappings` already made, by text, font size and widths.
    private var wrappingMemo: [WrappingKey: [TextLayout.Wrapping]] = [:]

    private struct Floor: Hashable {
        var value: Quantity
        var step: Double
    }

    private struct Threshold: Hashable {
        var integer: Quantity
        var bound: Int
    }

    private struct OperandPair: Hashable {
        var a: Quantity
        var b: Quantity
    }

    private struct Choice: Hashable {
        var flag: Variable
        var a: Quantity
        var b: Quantity
    }

    private struct VariablePair: Hashable {
        var a: Variable
        var b: Variable
    }

    /// The engine name errors carry (`lp/exact`, `lp/lex-fair`).
    let engine: String

    init(name: String, engine: String, resolution: Double) {
        program = Program(name: name)
        self.engine = engine
        self.resolution = resolution
    }

    /// When building must stop, with the limit it came from
    /// (``LPLayoutOptions/timeLimit``, counted on the building thread);
    /// nil: never.
    var deadline: (at: CPUDeadline, limit: Duration)?

    /// Throws ``LPLayoutError/timeLimitReached(limit:stage:)`` once the
    /// ``deadline`` has passed (issue 31: a tree greedy lays out at once
    /// could take far longer to encode than the limit allowed). The clock
    /// (a system call) is read at the first call and then every
    /// ``deadlineCheckInterval`` calls, so a 111,111-view tree reads it
    /// thousands of times, not hundreds of thousands.
    func checkDeadline() throws(LPLayoutError) {
        guard let deadline else { return }
        defer { deadlineChecks &+= 1 }
        guard deadlineChecks % Self.deadlineCheckInterval == 0, deadline.at.hasPassed else { return }
        throw .timeLimitReached(limit: deadline.limit, stage: "building the program")
    }

    /// How many ``checkDeadline()`` calls share one reading of the clock.
    static let deadlineCheckInterval = 64
    private var deadlineChecks = 0

    // MARK: Names

    /// `kind[path]`, made unique with `#n`, kept within GLPK's 255 bytes.
    ///
    /// A path short enough to be written whole is the context node's own,
    /// so names are counted per (kind, node) without hashing the path (a
    /// deep tree's paths are long); a shortened path may be shared by
    /// several nodes and is counted by the name itself.
    private func uniqueName(_ kind: String) -> String {
        var path = context
        let count: Int
        if path.utf8.count > 180 {
            path = "…" + String(path.suffix(160))
            let base = "\(kind)[\(path)]"
            count = usedNames[base, default: 0]
            usedNames[base] = count + 1
        } else {
            let key = NodeKind(node: contextNode, kind: kind)
            count = usedNamesByNode[key, default: 0]
            usedNamesByNode[key] = count + 1
        }
        return count == 0 ? "\(kind)[\(path)]" : "\(kind)[\(path)]#\(count)"
    }

    /// `string` at `fontSize` wrapped at each of `widths`
    /// (`TextLayout.wrappings`), made once per program for each text, size
    /// and widths: the description Text of seed 003's card is tabled at
    /// three proposals over the same 1,100 widths.
    func wrappings(of string: String, fontSize: Double, widths: [Double?]) -> [TextLayout.Wrapping] {
        let key = WrappingKey(string: string, fontSize: fontSize, widths: widths)
        if let known = wrappingMemo[key] { return known }
        let wrappings = TextLayout.wrappings(string, fontSize: fontSize, widths: widths)
        wrappingMemo[key] = wrappings
        return wrappings
    }

    private struct WrappingKey: Hashable {
        var string: String
        var fontSize: Double
        var widths: [Double?]
    }

    private struct NodeKind: Hashable {
        var node: Int
        var kind: String
    }

    private var usedNamesByNode: [NodeKind: Int] = [:]

    /// The first number written into the program that the solver cannot
    /// take: a row's coefficient or constant that is not finite (a big-M
    /// from an interval that infinite lengths made infinite or undefined),
    /// or any coefficient, constant or bound outside ``NumericRange``
    /// (a font size of 1e-300, a guide value of 1e308). `WalkEncoding`
    /// refuses such a tree, naming the node, instead of handing the solver
    /// an invalid or numerically meaningless program.
    private(set) var firstOutOfRange: OutOfRange?

    /// Where the first number out of range was written, and what it was.
    struct OutOfRange {
        /// The node path.
        var path: String
        /// The row's family, or the variable's kind.
        var subject: String
        /// What the number is: `coefficient`, `constant` or `bound`.
        var kind: String
        /// The number.
        var value: Double
        /// Whether it is not finite (rather than finite but out of range).
        var isNonFinite: Bool { !value.isFinite }
    }

    /// Checks the row as the solver gets it: terms merged, coefficients that
    /// cancel to round-off dropped (`LinearExpression.simplified()`, as
    /// `Constraint.standardForm`), so a remnant such as 2.8e-14 is not taken
    /// for a coefficient out of range.
    private func checkRange(_ row: LinearExpression, _ rhs: Double, family: ConstraintFamily) {
        guard firstOutOfRange == nil else { return }
        let expression = row.simplified()
        let subject = "the `\(family)` row"
        if let term = expression.terms.first(where: { !NumericRange.accepts($0.coefficient) }) {
            firstOutOfRange = OutOfRange(path: context, subject: subject, kind: "coefficient", value: term.coefficient)
        } else if let constant = [rhs, expression.constant].first(where: { !NumericRange.accepts($0) }) {
            firstOutOfRange = OutOfRange(path: context, subject: subject, kind: "constant", value: constant)
        }
    }

    /// Records the first bound outside the numeric range; an infinite one
    /// counts only where `finite` (a count of steps, which a finite value
    /// can only make infinite by overflowing: 300 / 5e-324).
    private func checkBounds(_ lower: Double, _ upper: Double, of kind: String, finite: Bool = false) {
        guard firstOutOfRange == nil else { return }
        for bound in [lower, upper] where (finite || !bound.isInfinite) && !NumericRange.accepts(bound) {
            firstOutOfRange = OutOfRange(path: context, subject: "the bounds of `\(kind)`", kind: "bound", value: bound)
            return
        }
    }

    private func note(_ family: ConstraintFamily) {
        rowsByFamily[family, default: 0] += 0
        if familiesByNode[contextNode]?.contains(family) != true {
            familiesByNode[contextNode, default: []].append(family)
        }
    }

    // MARK: Variables and rows

    /// A fresh continuous variable named `kind[path]` with the interval `lower...upper`.
    func variable(_ kind: String, lower: Double, upper: Double) -> Quantity {
        checkBounds(lower, upper, of: kind)
        let variable = program.addVariable(uniqueName(kind), lowerBound: lower, upperBound: upper)
        return .variable(variable, lower: lower, upper: upper)
    }

    /// A fresh binary variable.
    func binary(_ kind: String) -> Variable {
        program.addBinaryVariable(uniqueName(kind))
    }

    /// Adds the row `lhs relation rhs` to `family`.
    func constrain(_ lhs: Quantity, _ relation: Relation, _ rhs: Quantity, family: ConstraintFamily) {
        let difference = lhs.linear - rhs.linear
        checkRange(difference, 0, family: family)
        program.add(Constraint(difference, relation, 0, name: uniqueName(family.name)))
        rowsByFamily[family, default: 0] += 1
        note(family)
    }

    /// Adds `Σ terms relation rhs` (for rows mixing binaries and lengths).
    func constrain(_ expression: LinearExpression, _ relation: Relation, _ rhs: Double, family: ConstraintFamily) {
        checkRange(expression, rhs, family: family)
        program.add(Constraint(expression, relation, rhs, name: uniqueName(family.name)))
        rowsByFamily[family, default: 0] += 1
        note(family)
    }

    /// A variable equal to `value` (finite), for frames and for naming a value
    /// several rows share.
    func materialize(_ value: Quantity, as kind: String, family: ConstraintFamily) throws(LPLayoutError) -> Quantity {
        let finite = try finite(value, "\(kind) (\(family))")
        if let constant = finite.constantValue {
            let fixed = variable(kind, lower: constant, upper: constant)
            return fixed
        }
        let named = variable(kind, lower: finite.lower, upper: finite.upper)
        constrain(named, .equal, finite, family: family)
        return named
    }

    /// The most terms a running sum (a stack's remainder, position or
    /// length) keeps before ``keepingShort(_:as:family:)`` names it.
    static let runningSumTerms = 8

    /// `value` itself while it has at most ``runningSumTerms`` terms, else
    /// a variable equal to it (one row). A stack's running sums pass through
    /// here after each child, so an N-child stack writes O(N) coefficients
    /// instead of one row of O(k) terms per child k (O(N²) in all), and
    /// building it re-simplifies no expression longer than the limit
    /// (docs/lp-encoding.md, "Program size").
    func keepingShort(_ value: Quantity, as kind: String, family: ConstraintFamily) throws(LPLayoutError) -> Quantity {
        guard !value.isConstant, value.linear.terms.count > Self.runningSumTerms else { return value }
        return try materialize(value, as: kind, family: family)
    }

    /// The exact program's objective: maximise the number of comparisons
    /// answered "yes". Every comparison is decided by the layout, so this only
    /// acts where the rows leave a choice: at a tie (a = b), which the greedy
    /// rules answer "yes", and which GLPK's tolerances would otherwise let
    /// branch-and-cut answer "no" (the gap `resolution` shrinks to ~1e-8
    /// once a row with big-M coefficients is scaled). nil without comparisons.
    var tieObjective: Objective? {
        guard !comparisonBinaries.isEmpty || !stepCounts.isEmpty else { return nil }
        var sum = comparisonBinaries.reduce(LinearExpression.zero) { $0 + LinearExpression($1) }
        // A value exactly on a step: the larger count (floor(3·a / a) = 3).
        for count in stepCounts { sum += count.linear }
        return .maximize(sum, name: "ties-say-yes")
    }

    // MARK: Non-linear operations

    /// `min(a, b)`; ties give the same value either way. `name` names the
    /// variable when one is needed (`min[path]` by default).
    func minimum(_ a: Quantity, _ b: Quantity, family: ConstraintFamily, name: String = "min") throws(LPLayoutError) -> Quantity {
        if let x = a.constantValue, let y = b.constantValue { return .constant(Swift.min(x, y)) }
        // min(a, a) = a: no binary (a flexible frame around a shape that
        // answers its proposal asks min(proposal, proposal)).
        if a == b { return a }
        if a.infinity == .infinity || b.infinity == -.infinity { return b }
        if b.infinity == .infinity || a.infinity == -.infinity { return a }
        // Intervals that overlap by round-off only (≤ 1e-9, relative) decide
        // too: the two operands can then differ by no more than that, and a
        // binary over such an overlap would get a big-M of ~1e-15, which
        // GLPK's presolver reads as infeasible (fuzz seed 1, case 1980).
        if a.upper <= b.lower + Self.roundOff(a.upper, b.lower) { return a }
        if b.upper <= a.lower + Self.roundOff(b.upper, a.lower) { return b }
        let key = OperandPair(a: a, b: b)
        if let known = minimums[key] ?? minimums[OperandPair(a: b, b: a)] { return known }
        let lower = Swift.min(a.lower, b.lower), upper = Swift.min(a.upper, b.upper)
        let z = variable(name, lower: lower, upper: upper)
        // Named for what 1 means: the first operand is the minimum (a
        // maximum's, written as the minimum of the negations, is named so).
        let pickA = binary(Self.choiceKind(family: family, maximum: name.hasPrefix("neg.")))
        constrain(z, .lessThanOrEqual, a, family: family)
        constrain(z, .lessThanOrEqual, b, family: family)
        // pickA = 1: z ≥ a; pickA = 0: z ≥ b.
        constrain(
            z.linear - a.linear - (a.upper - lower) * LinearExpression(pickA), .greaterThanOrEqual, -(a.upper - lower), family: family)
        constrain(z.linear - b.linear + (b.upper - lower) * LinearExpression(pickA), .greaterThanOrEqual, 0, family: family)
        minimums[key] = z
        return z
    }

    /// The round-off allowed between two finite interval ends: 1e-9 of
    /// their magnitude, at least 1e-9.
    static func roundOff(_ x: Double, _ y: Double) -> Double {
        1e-9 * Swift.max(1, abs(x), abs(y))
    }

    /// The kind of a `min`/`max` choice binary: the rule that asked for it
    /// and what 1 means, `flex-frame.min-first` (the first operand is the
    /// minimum) or `padding.max-first` (docs/lp-encoding.md, "Names").
    static func choiceKind(family: ConstraintFamily, maximum: Bool) -> String {
        "\(family.name).\(maximum ? "max" : "min")-first"
    }

    /// Whether a variable named `name` is a `min`/`max` choice binary (``choiceKind(family:maximum:)``).
    static func isChoice(_ name: String) -> Bool {
        guard let kind = ProgramEntityName(name)?.kind else { return false }
        return kind.hasSuffix(".min-first") || kind.hasSuffix(".max-first")
    }

    /// `max(a, b)`; a variable it needs holds −max(a, b) (`name`, `neg.max[path]` by default).
    func maximum(_ a: Quantity, _ b: Quantity, family: ConstraintFamily, name: String = "neg.max") throws(LPLayoutError) -> Quantity {
        try -minimum(-a, -b, family: family, name: name)
    }

    /// `min(max(value, lower), upper)`: SwiftUI's clamp (an upper bound below
    /// the lower one wins).
    func clamp(_ value: Quantity, lower: Quantity, upper: Quantity, family: ConstraintFamily) throws(LPLayoutError) -> Quantity {
        try minimum(maximum(value, lower, family: family), upper, family: family)
    }

    /// Whether `a ≤ b`. Encoded as: yes ⇒ a − b ≤ 0, no ⇒ a − b ≥ resolution,
    /// so a tie is always "yes" and differences in `(0, resolution)` cannot occur.
    func lessOrEqual(_ a: Quantity, _ b: Quantity, family: ConstraintFamily) throws(LPLayoutError) -> Condition {
        if let x = a.constantValue, let y = b.constantValue { return .constant(x <= y) }
        if a.infinity == -.infinity || b.infinity == .infinity { return .yes }
        if a.infinity == .infinity || b.infinity == -.infinity { return .no }
        let d = a - b
        if d.upper <= 0 { return .yes }
        // A gap below `resolution` is round-off of a tie (the rows rule such
        // gaps out), so only a gap of at least `resolution` decides "no";
        // a smaller one is left to the rows, where a tie answers "yes".
        if d.lower >= resolution { return .no }
        let key = OperandPair(a: a, b: b)
        if let known = comparisons[key] { return known }
        let answer = binary("\(family.name).at-most")
        // d ≤ d.upper · (1 − answer)
        constrain(d.linear + d.upper * LinearExpression(answer), .lessThanOrEqual, d.upper, family: family)
        // d ≥ resolution − (resolution − d.lower) · answer
        constrain(d.linear + (resolution - d.lower) * LinearExpression(answer), .greaterThanOrEqual, resolution, family: family)
        comparisons[key] = .binary(answer)
        comparisonBinaries.append(answer)
        return .binary(answer)
    }

    /// `a < b`, the negation of `b ≤ a`.
    func less(_ a: Quantity, _ b: Quantity, family: ConstraintFamily) throws(LPLayoutError) -> Condition {
        negate(try lessOrEqual(b, a, family: family))
    }

    func negate(_ condition: Condition) -> Condition {
        switch condition {
        case .constant(let value): return .constant(!value)
        case .binary(let variable):
            if let known = negations[variable] { return known }
            let negated = binary("not." + (ProgramEntityName(program.variables[variable.index].name)?.kind ?? "condition"))
            constrain(LinearExpression(negated) + LinearExpression(variable), .equal, 1, family: .logic)
            negations[variable] = .binary(negated)
            negations[negated] = .binary(variable)
            return .binary(negated)
        }
    }

    /// Both conditions hold.
    func and(_ a: Condition, _ b: Condition) -> Condition {
        switch (a, b) {
        case (.constant(false), _), (_, .constant(false)): return .no
        case (.constant(true), let other), (let other, .constant(true)): return other
        case (.binary(let x), .binary(let y)):
            if let known = conjunctions[VariablePair(a: x, b: y)] { return known }
            let both = binary("both")
            constrain(LinearExpression(both) - LinearExpression(x), .lessThanOrEqual, 0, family: .logic)
            constrain(LinearExpression(both) - LinearExpression(y), .lessThanOrEqual, 0, family: .logic)
            constrain(LinearExpression(both) - LinearExpression(x) - LinearExpression(y), .greaterThanOrEqual, -1, family: .logic)
            conjunctions[VariablePair(a: x, b: y)] = .binary(both)
            return .binary(both)
        }
    }

    /// Either condition holds.
    func or(_ a: Condition, _ b: Condition) -> Condition {
        negate(and(negate(a), negate(b)))
    }

    /// `condition ? a : b`. Both branches must be finite unless the condition
    /// is known while building.
    func select(_ condition: Condition, _ a: Quantity, _ b: Quantity, family: ConstraintFamily) throws(LPLayoutError) -> Quantity {
        let flag: Variable
        switch condition {
        case .constant(let value): return value ? a : b
        case .binary(let variable): flag = variable
        }
        if a == b { return a }
        let key = Choice(flag: flag, a: a, b: b)
        if let known = choices[key] { return known }
        let x = try finite(a, "a choice (\(family))"), y = try finite(b, "a choice (\(family))")
        let lower = Swift.min(x.lower, y.lower), upper = Swift.max(x.upper, y.upper)
        let z = variable("choice", lower: lower, upper: upper)
        let f = LinearExpression(flag)
        let spanX = upper - x.lower, spanY = upper - y.lower
        let spanX2 = x.upper - lower, spanY2 = y.upper - lower
        // flag = 1: z = x.
        constrain(z.linear - x.linear + spanX * f, .lessThanOrEqual, spanX, family: family)
        constrain(x.linear - z.linear + spanX2 * f, .lessThanOrEqual, spanX2, family: family)
        // flag = 0: z = y.
        constrain(z.linear - y.linear - spanY * f, .lessThanOrEqual, 0, family: family)
        constrain(y.linear - z.linear - spanY2 * f, .lessThanOrEqual, 0, family: family)
        choices[key] = z
        return z
    }

    /// `floor(value / step)` (step > 0, value finite) as an integer variable
    /// n with `step·n ≤ value ≤ step·n + step − resolution`: a value exactly
    /// on a step gets the step's n from the rows alone, with no big-M row and
    /// no objective (docs/lp-encoding.md, "Text").
    func floor(_ value: Quantity, step: Double, family: ConstraintFamily) throws(LPLayoutError) -> Quantity {
        let finite = try finite(value, "a step count (\(family))")
        if let constant = finite.constantValue { return .constant(TextLayout.wholeSteps(constant, step: step)) }
        let key = Floor(value: finite, step: step)
        if let known = floors[key] { return known }
        // Bounds with room for round-off: an interval end that misses a
        // step by an ulp must not cut the step off (an upper end of
        // 59.99999999999999 for a value that is 60 at step 6 needs n = 10).
        let lower = (finite.lower / step).rounded(.down)
        let upper = TextLayout.wholeSteps(finite.upper, step: step)
        checkBounds(lower, upper, of: "\(family.name).count", finite: true)
        let variable = program.addVariable(uniqueName("\(family.name).count"), lowerBound: lower, upperBound: upper, kind: .integer)
        let n = Quantity.variable(variable, lower: lower, upper: upper)
        constrain(n * step, .lessThanOrEqual, finite, family: family)
        constrain(finite, .lessThanOrEqual, n * step + .constant(step - resolution), family: family)
        floors[key] = n
        stepCounts.append(n)
        return n
    }

    /// Whether the integer quantity `integer` (from ``floor(_:step:family:)``)
    /// is at least each of `bounds`: per bound t a binary z with
    /// `n ≥ lower + (t − lower)·z` and `n ≤ t − 1 + (upper − t + 1)·z`, and
    /// `z_t ≥ z_t'` for consecutive bounds t < t'. Integrality alone
    /// separates the answers (no big-M on a length, no tie objective), and a
    /// known n fixes every z through its own two rows (`BoundPropagation`).
    func atLeast(_ integer: Quantity, _ bounds: [Int], family: ConstraintFamily) -> [Condition] {
        var answers: [Condition] = []
        var previous: Variable?
        for bound in bounds {
            let answer = atLeast(integer, bound, family: family)
            if case .binary(let z) = answer {
                if let previous, chains.insert(VariablePair(a: previous, b: z)).inserted {
                    constrain(LinearExpression(previous) - LinearExpression(z), .greaterThanOrEqual, 0, family: family)
                }
                previous = z
            }
            answers.append(answer)
        }
        return answers
    }

    private func atLeast(_ integer: Quantity, _ bound: Int, family: ConstraintFamily) -> Condition {
        if let constant = integer.constantValue { return .constant(constant >= Double(bound)) }
        let t = Double(bound)
        if integer.lower >= t { return .yes }
        if integer.upper < t { return .no }
        let key = Threshold(integer: integer, bound: bound)
        if let known = thresholds[key] { return known }
        let z = binary("\(family.name).at-least")
        let flag = LinearExpression(z)
        constrain(integer.linear - (t - integer.lower) * flag, .greaterThanOrEqual, integer.lower, family: family)
        constrain(integer.linear - (integer.upper - t + 1) * flag, .lessThanOrEqual, t - 1, family: family)
        thresholds[key] = .binary(z)
        return .binary(z)
    }

    /// `value` when it is finite for every proposal; otherwise the encoding
    /// cannot hold it in a variable.
    func finite(_ value: Quantity, _ what: String) throws(LPLayoutError) -> Quantity {
        if let constant = value.constantValue, !constant.isFinite {
            throw .unsupported(
                UnsupportedLayoutError(
                    engine: engine, path: context, element: what,
                    note: "the value is \(constant) here, and a program variable must be finite"))
        }
        return value
    }
}
