import Dispatch
import Foundation
import LayoutChecker
import LayoutModel

/// A differential fuzzing campaign: `count` problems from `TreeGenerator`,
/// case `i` built from `SplitMix64.caseSeed(campaign: seed, index: i)`, each
/// laid out by both engines (``DifferentialCheck``) and, when both give
/// frames, checked for the layout properties (``PropertyCheck``).
///
/// Cases run on `jobs` threads; the summary and the findings do not depend
/// on `jobs` or on timing (findings are sorted by case index).
public struct FuzzCampaign: Sendable {
    /// The campaign seed; case `i`'s seed is derived from it and `i`.
    public var seed: UInt64
    /// The number of cases, `0 ..< count`.
    public var count: Int
    /// The number of threads the cases run on (at least 1).
    public var jobs: Int
    /// What builds each case's problem.
    public var generator: TreeGenerator
    /// How each case is laid out by both engines and compared.
    public var check: DifferentialCheck
    /// The property checks, or nil to compare the engines only.
    public var properties: PropertyCheck?
    /// Keep this many findings, the lowest case indices (the counts cover all).
    public var maxFindings: Int

    /// A campaign of `count` cases from `seed` on `jobs` threads (fewer than 1 counts as 1), keeping at most `maxFindings` findings.
    public init(
        seed: UInt64, count: Int, jobs: Int = 1, generator: TreeGenerator = TreeGenerator(),
        check: DifferentialCheck, properties: PropertyCheck?, maxFindings: Int = 50
    ) {
        self.seed = seed
        self.count = count
        self.jobs = max(1, jobs)
        self.generator = generator
        self.check = check
        self.properties = properties
        self.maxFindings = maxFindings
    }

    /// The result of a campaign: its counts and the cases that did not pass.
    public struct Report: Sendable {
        /// The counts over every case.
        public var summary: FuzzSummary
        /// The failing cases, by case index; at most the campaign's `maxFindings`.
        public var findings: [FuzzFinding]
    }

    /// The problem of case `index`.
    public func problem(index: Int) -> LayoutProblem {
        var problem = generator.problem(seed: SplitMix64.caseSeed(campaign: seed, index: index))
        problem.name = "fuzz-\(seed)-\(index)"
        return problem
    }

    /// Runs the campaign; `progress` is called after every case with the
    /// number of cases done and the running summary (from any thread, one
    /// call at a time).
    public func run(progress: @Sendable (Int, FuzzSummary) -> Void = { _, _ in }) -> Report {
        let start = ContinuousClock.now
        let state = SharedState()
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let index = state.next(below: count) {
                let (delta, finding) = evaluate(index: index)
                state.record(delta, finding, progress: progress)
            }
        }
        var report = state.report()
        let elapsed = ContinuousClock.now - start
        report.summary.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        report.findings.sort { $0.index < $1.index }
        report.findings = Array(report.findings.prefix(maxFindings))
        return report
    }

    /// Runs case `index`: its counts and, if it did not pass, the finding.
    public func evaluate(index: Int) -> (FuzzSummary, FuzzFinding?) {
        let caseSeed = SplitMix64.caseSeed(campaign: seed, index: index)
        let problem = self.problem(index: index)
        var summary = FuzzSummary()
        summary.cases = 1
        for feature in FeatureCoverage.features(of: problem) { summary.coverage[feature] = 1 }
        func finding(_ text: String, _ kind: CaseOutcome.Kind?, _ property: PropertyViolation? = nil) -> FuzzFinding {
            FuzzFinding(index: index, seed: caseSeed, problem: problem, summary: text, outcome: kind, property: property)
        }
        switch check.run(problem) {
        case .agreed(let comparison):
            summary.agreements = 1
            guard let properties else { return (summary, nil) }
            var (checks, violations) = properties.check(problem, comparison: comparison)
            if let fair = fairFill(comparison) {
                checks += 1
                if let detail = fair {
                    violations.append(PropertyViolation(property: .fillsBeforeLeavingSpace, engine: check.lpEngine.name, detail: detail))
                }
            }
            summary.propertyChecks = checks
            guard let first = violations.first else { return (summary, nil) }
            summary.propertyViolations = 1
            summary.violationReasons.record(first.description, case: index)
            return (summary, finding(first.description, nil, first))
        case .disagreed(let comparison) where !check.lpEngine.strategy.claimsGreedyRules:
            // A declarative strategy may differ from greedy: count and classify.
            summary.divergences = 1
            let cause = DivergenceClassifier(tolerance: check.tolerance).classify(comparison).rawValue
            summary.divergenceCauses[cause] = 1
            summary.divergenceExamples[cause] = index
            guard let properties else { return (summary, nil) }
            var violations: [PropertyViolation] = []
            if let fair = fairFill(comparison) {
                summary.propertyChecks += 1
                if let detail = fair {
                    violations.append(PropertyViolation(property: .fillsBeforeLeavingSpace, engine: check.lpEngine.name, detail: detail))
                }
            }
            if let permuted = properties.permutation(problem) {
                summary.propertyChecks += 1
                if let violation = permuted { violations.append(violation) }
            }
            guard let violation = violations.first else { return (summary, nil) }
            summary.propertyViolations = 1
            summary.violationReasons.record(violation.description, case: index)
            return (summary, finding(violation.description, nil, violation))
        case .disagreed(let comparison):
            summary.disagreements = 1
            let first = comparison.differences[0]
            summary.disagreementReasons.record("engines differ; first: \(first)", case: index)
            return (summary, finding("engines differ at \(comparison.differences.count) node(s); first: \(first)", .disagreed))
        case .refused(let engine, let message):
            summary.refusals = 1
            summary.refusalReasons.record("\(engine): \(Self.withoutPath(message))", case: index)
            return (summary, nil)
        case .failed(let engine, let message):
            summary.failures = 1
            summary.failureReasons.record("\(engine): \(Self.withoutPath(message))", case: index)
            return (summary, finding("\(engine) failed: \(message)", .failed))
        case .bothDeclined(let greedy, _):
            summary.declinedByBoth = 1
            summary.declinedReasons.record("both: \(Self.withoutPath(greedy))", case: index)
            return (summary, nil)
        case .invalidTree(let message):
            summary.failures = 1
            summary.failureReasons.record("invalid generated tree: \(message)", case: index)
            return (summary, finding("invalid generated tree: \(message)", .invalidTree))
        }
    }

    /// `lex-fair`'s fill property on the strategy's result (`FairFillCheck`):
    /// nil when the strategy is not `lex-fair`, else the violation found, if any.
    func fairFill(_ comparison: ResultComparison) -> String?? {
        guard check.lpEngine.strategy.name == "lex-fair" else { return nil }
        return .some(FairFillCheck(tolerance: check.tolerance).violation(in: comparison.right, tree: comparison.tree))
    }

    /// `finding` with its smallest failing variant (`TreeShrinker`): a
    /// variant counts when it fails the same way (the same outcome, or the
    /// same property on the same engine).
    public func shrink(_ finding: FuzzFinding, shrinker: TreeShrinker = TreeShrinker()) -> FuzzFinding {
        var result = finding
        let shrunk = shrinker.shrink(finding.problem) { candidate in
            let outcome = check.run(candidate)
            if let kind = finding.outcome { return outcome.kind == kind }
            guard let wanted = finding.property, let properties, case .agreed(let comparison) = outcome else { return false }
            return properties.check(candidate, comparison: comparison).violations
                .contains { $0.property == wanted.property && $0.engine == wanted.engine }
        }
        result.shrunk = shrunk.problem
        return result
    }

    /// A refusal message without the node path before its first colon, so
    /// that refusals of the same element count together.
    static func withoutPath(_ message: String) -> String {
        guard let colon = message.range(of: ": ") else { return message }
        return String(message[colon.upperBound...])
    }

    /// The counter and results the worker threads share.
    private final class SharedState: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private var done = 0
        private var summary = FuzzSummary()
        private var findings: [FuzzFinding] = []

        func next(below count: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        func record(_ delta: FuzzSummary, _ finding: FuzzFinding?, progress: (Int, FuzzSummary) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            summary.add(delta)
            if let finding { findings.append(finding) }
            done += 1
            progress(done, summary)
        }

        func report() -> Report {
            lock.lock()
            defer { lock.unlock() }
            return Report(summary: summary, findings: findings)
        }
    }
}
