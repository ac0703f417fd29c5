import Foundation
import GLPKBackend
import LPLayout
import LayoutModel
import LayoutModelFile
import LayoutTestSupport
import Testing

/// Every declarative strategy against answers computed without LayoutLP
/// (`Tests/StrategyFixtures/generate.py`: progressive filling for
/// `lex-fair`, HiGHS's linear programs for each strategy's own stages and
/// its quadratic programming for the least-squares tie-break, cross-checked
/// by a KKT solve; kiwisolver for `weighted` where it applies). Each case's
/// answer must be within 1e-6 pt of the fixture's, and reordering the
/// children must permute it (docs/strategies.md, "Checked against
/// independent implementations").
@Suite struct StrategyFixtureTests {
    /// The fixture strategies' names and the specifications that select them.
    static let strategies: [(fixture: String, specification: String)] = [
        ("lex-fair", "lex-fair"), ("weighted", "weighted"), ("weighted-global", "weighted:scope=global"),
        ("soft-ideal", "soft-ideal"), ("min-deviation", "min-deviation"),
    ]

    @Test(arguments: ["flat", "nested"], strategies.map(\.fixture))
    func strategyMatchesTheIndependentAnswer(_ set: String, _ fixture: String) throws {
        let all = try StrategyFixture.load(set)
        #expect(all.count >= (set == "flat" ? 500 : 200))
        // Every case with LAYOUTLP_ALL_FIXTURES=1 (about 20 CPU-minutes in a
        // debug build); every fourth in the suite.
        let cases =
            ProcessInfo.processInfo.environment["LAYOUTLP_ALL_FIXTURES"] == "1"
            ? all : all.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let specification = try #require(Self.strategies.first { $0.fixture == fixture }?.specification)
        let engine = LPLayoutEngine(strategy: try StrategyRegistry.builtIn.strategy(from: specification), solver: GLPKSolver())
        var failures: [String] = []
        var imprecise: [String] = []
        var largest = 0.0
        // Each case as generated, and (every case with LAYOUTLP_ALL_FIXTURES=1,
        // every eighth in the suite) with every stack's children shuffled:
        // the answer, keyed by id, must be the same, so reordering the
        // children permutes it.
        var runs: [(fixtureCase: StrategyFixture, problem: LayoutProblem, name: String)] = []
        for (index, fixtureCase) in cases.enumerated() {
            runs.append((fixtureCase, fixtureCase.problem, fixtureCase.name))
            if all.count == cases.count || index % 2 == 0 {
                runs.append((fixtureCase, try fixtureCase.shuffled(seed: UInt64(index + 1)), "\(fixtureCase.name) (children shuffled)"))
            }
        }
        for (fixtureCase, problem, name) in runs {
            guard let expected = fixtureCase.expected[fixture] else { continue }
            let tree = try LayoutTree(problem.root, environment: problem.environment)
            let widths: [String: Double]
            do {
                let frames = try engine.layout(tree, proposal: problem.proposal).framesByID(in: tree)
                widths = Dictionary(uniqueKeysWithValues: frames.map { ($0.key.description, $0.value.width) })
            } catch {
                if expected.refused { continue }
                failures.append("\(name): \(error)")
                continue
            }
            if expected.refused {
                failures.append("\(name): laid out where the fixture refuses (weights beyond the ratio)")
                continue
            }
            var lines: [String] = []
            var caseError = 0.0
            for (id, answer) in expected.answer.sorted(by: { $0.key < $1.key }) {
                let got = widths[id] ?? .nan
                let error = abs(got - answer)
                caseError = max(caseError, error.isNaN ? .infinity : error)
                if !(error <= 1e-6) {
                    let face = expected.face[id].map { " face [\($0.0), \($0.1)]" } ?? ""
                    lines.append("   ├─ \(id): \(got) expected \(answer) (off by \(error))\(face)")
                }
            }
            largest = max(largest, caseError)
            guard !lines.isEmpty else { continue }
            let report = "\(name)\n" + lines.joined(separator: "\n")
            if caseError <= 1e-3 { imprecise.append(report) } else { failures.append(report) }
        }
        let header = "\(set) cases for \(fixture), \(runs.count) layouts of \(cases.count) cases (largest error \(largest))"
        // Known issue (docs/strategies.md, "What the fixtures found"):
        // global weights' precision.
        if fixture == "weighted-global" {
            withKnownIssue("docs/strategies.md, \"What the fixtures found, not yet fixed\"", isIntermittent: true) {
                #expect(
                    failures.isEmpty,
                    Comment(rawValue: "\(failures.count) wrong \(header):\n" + failures.prefix(12).joined(separator: "\n")))
            }
        } else {
            #expect(
                failures.isEmpty, Comment(rawValue: "\(failures.count) wrong \(header):\n" + failures.prefix(12).joined(separator: "\n")))
        }
        // Within 1e-3 but beyond 1e-6: the floating-point fallback where
        // exact arithmetic finds a row infeasible (same section).
        withKnownIssue("answers within 1e-3 but not 1e-6", isIntermittent: true) {
            #expect(
                imprecise.isEmpty,
                Comment(rawValue: "\(imprecise.count) imprecise \(header):\n" + imprecise.prefix(12).joined(separator: "\n")))
        }
    }
}

/// One generated case: its model and, per fixture strategy, the expected answer and face.
struct StrategyFixture {
    struct Expected {
        var answer: [String: Double] = [:]
        var face: [String: (Double, Double)] = [:]
        var refused = false
    }

    var name: String
    var problem: LayoutProblem
    var modelText: String
    var expected: [String: Expected]

    /// The cases of `Tests/StrategyFixtures/<set>.json`.
    static func load(_ set: String) throws -> [StrategyFixture] {
        let url = PackagePaths.root.appendingPathComponent("Tests/StrategyFixtures/\(set).json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let cases = try #require(document["cases"] as? [[String: Any]])
        return try cases.map { entry in
            let name = try #require(entry["name"] as? String)
            let model = try #require(entry["model"])
            let text = String(decoding: try JSONSerialization.data(withJSONObject: model, options: [.sortedKeys]), as: UTF8.self)
            let problem = try ModelFile.decode(text, file: "\(set).json: \(name)")
            var expected: [String: Expected] = [:]
            for (strategy, value) in try #require(entry["strategies"] as? [String: [String: Any]]) {
                var item = Expected()
                item.refused = value["refused"] as? Bool ?? false
                for (id, number) in value["answer"] as? [String: NSNumber] ?? [:] { item.answer[id] = number.doubleValue }
                for (id, pair) in value["face"] as? [String: [NSNumber]] ?? [:] where pair.count == 2 {
                    item.face[id] = (pair[0].doubleValue, pair[1].doubleValue)
                }
                expected[strategy] = item
            }
            return StrategyFixture(name: name, problem: problem, modelText: text, expected: expected)
        }
    }

    /// The case with every stack's children in an order drawn from `seed`
    /// (a fixed linear congruential sequence, so every run shuffles alike).
    func shuffled(seed: UInt64) throws -> LayoutProblem {
        var state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        func next(below count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(count))
        }
        func shuffle(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                for (key, member) in object { object[key] = shuffle(member) }
                if var children = object["children"] as? [Any], children.count > 1 {
                    for index in stride(from: children.count - 1, to: 0, by: -1) {
                        children.swapAt(index, next(below: index + 1))
                    }
                    object["children"] = children
                }
                return object
            }
            if let array = value as? [Any] { return array.map(shuffle) }
            return value
        }
        let model = try JSONSerialization.jsonObject(with: Data(modelText.utf8))
        let text = String(decoding: try JSONSerialization.data(withJSONObject: shuffle(model), options: [.sortedKeys]), as: UTF8.self)
        return try ModelFile.decode(text, file: "\(name) (children shuffled)")
    }
}
