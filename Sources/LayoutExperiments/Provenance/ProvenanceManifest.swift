import Foundation
import GLPKBackend
import LPLayout

/// The provenance of an experiment's outputs (`manifest.json` beside
/// them): what ran (the code's own commit, dirty flag, build configuration
/// and the executable's SHA-256), on what, where (the working folder, every
/// model's path as given and absolute), with which settings and inputs. It
/// holds no date and no timing, so that one experiment run twice, or with
/// another `--jobs`, writes the same manifest but for `commandLine`, and
/// `compare rerun` can run it again from any folder.
///
/// The JSON has one top-level member per line, each value on that line,
/// keys in a fixed order: so ``init(text:file:)`` reads it back member by
/// member, and `compare merge` checks that shards belong to one experiment
/// by comparing members.
public struct ProvenanceManifest: Sendable, Equatable {
    /// Members in order: key and its JSON value's text.
    public var members: [(key: String, value: String)]

    /// Same members, same order, same text.
    public static func == (left: ProvenanceManifest, right: ProvenanceManifest) -> Bool {
        left.members.elementsEqual(right.members) { $0.key == $1.key && $0.value == $1.value }
    }

    /// The manifest of `experiment`'s run.
    ///
    /// - Parameters:
    ///   - experiment: The experiment run (models, proposals, engines).
    ///   - commandLine: The command's arguments, the program's name first.
    ///   - tolerance: The summary's agreement tolerance.
    ///   - format: The rows file's format (CSV or JSON Lines).
    ///   - outputs: The files written beside the manifest.
    ///   - fuzz: The fuzz campaign's seed and cases, when models came from one.
    ///   - system: The machine and build (``SystemDescription/current``).
    public init(
        experiment: Experiment, commandLine: [String], tolerance: Double, format: RowFormat, outputs: [String],
        fuzz: (seed: UInt64, indices: ClosedRange<Int>)?, system: SystemDescription
    ) {
        func string(_ text: String?) -> String { text.map(ExperimentJSON.quoted) ?? "null" }
        func number(_ value: Double?) -> String {
            value.map { $0.isFinite ? ExperimentNumber.text($0) : ExperimentJSON.quoted(ExperimentNumber.text($0)) } ?? "null"
        }
        func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        func object(_ items: [(String, String)]) -> String {
            "{" + items.map { ExperimentJSON.quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
        }
        func seconds(_ duration: Duration?) -> String { number(duration.map(ExperimentRunner.seconds)) }
        let engines = zip(experiment.engineNames, experiment.engines).map { name, engine in
            object([
                ("name", string(name)), ("engine", string(engine.name(registry: experiment.registry))),
                ("claimsGreedyRules", engine.claimsGreedyRules(registry: experiment.registry) ? "true" : "false"),
            ])
        }
        let options = experiment.layoutOptions
        let units = experiment.allUnits.count
        members = [
            ("tool", string("layoutlp compare")),
            ("layoutlpVersion", string(system.layoutLPVersion)),
            ("commit", string(system.commit)),
            ("dirty", system.dirty.map { $0 ? "true" : "false" } ?? "null"),
            ("build", string(system.configuration)),
            ("binarySHA256", string(system.binarySHA256)),
            ("workingFolder", string(system.workingFolder)),
            ("workingFolderCommit", string(system.workingFolderCommit)),
            ("swift", string(system.swiftVersion)),
            ("glpk", string(system.glpkVersion)),
            ("os", string(system.operatingSystem)),
            ("cpu", string(system.cpu)),
            ("cores", String(system.cores)),
            ("commandLine", array(commandLine.map(string))),
            ("engines", array(engines)),
            (
                "proposals",
                object([
                    ("widths", array(experiment.proposals.widths.map { number($0) })),
                    ("heights", array(experiment.proposals.heights.map { number($0) })),
                    ("explicit", array(experiment.proposals.explicit.map { string(ExperimentProposals.label($0)) })),
                ])
            ),
            (
                "fuzz",
                fuzz.map {
                    object([("seed", String($0.seed)), ("first", String($0.indices.lowerBound)), ("last", String($0.indices.upperBound))])
                } ?? "null"
            ),
            ("seeds", array(fuzz.map { [String($0.seed)] } ?? [])),
            ("tolerance", number(tolerance)),
            ("faces", experiment.faces ? "true" : "false"),
            (
                "lpOptions",
                object([
                    ("proposalLimit", number(options.proposalLimit)), ("resolution", number(options.resolution)),
                    ("timeLimitSeconds", seconds(options.timeLimit)), ("workLimit", options.workLimit.map(String.init) ?? "null"),
                    ("memoryBudgetBytes", String(options.memoryBudget)),
                    ("polishingTolerance", number(LPLayoutEngine.polishingTolerance)),
                ])
            ),
            (
                "solverOptions",
                object([
                    ("timeLimitSeconds", seconds(experiment.solverOptions.timeLimit)),
                    ("mipGap", number(experiment.solverOptions.mipGap)),
                ])
            ),
            ("format", string(format.rawValue)),
            ("units", String(units)),
            ("shard", string(experiment.shard.description)),
            ("shardUnits", String(experiment.units.count)),
            ("models", array(experiment.models.map { object([("path", string($0.label)), ("sha256", string($0.sha256))]) })),
            ("modelFiles", array(experiment.models.map { string($0.file) })),
            ("outputs", array(outputs.map(string))),
        ]
    }

    /// Reads a manifest written by ``text``.
    ///
    /// - Throws: ``ExperimentFileError`` naming `file` and the line.
    public init(text: String, file: String) throws(ExperimentFileError) {
        var lines = text.split(separator: "\n").map(String.init)
        guard lines.first == "{", lines.last == "}" else {
            throw ExperimentFileError(path: file, problem: "expected a manifest written by layoutlp compare")
        }
        lines = Array(lines.dropFirst().dropLast())
        members = []
        for (offset, line) in lines.enumerated() {
            var body = line.trimmingCharacters(in: .whitespaces)
            if body.hasSuffix(",") { body.removeLast() }
            guard body.hasPrefix("\""), let colon = body.range(of: "\": ") else {
                throw ExperimentFileError(path: file, problem: "line \(offset + 2): expected \"key\": value")
            }
            members.append((String(body[body.index(after: body.startIndex)..<colon.lowerBound]), String(body[colon.upperBound...])))
        }
    }

    /// The JSON text, one member per line.
    public var text: String {
        "{\n" + members.map { "  " + ExperimentJSON.quoted($0.key) + ": " + $0.value }.joined(separator: ",\n") + "\n}\n"
    }

    /// The value text of `key`, or nil.
    public subscript(key: String) -> String? {
        get { members.first { $0.key == key }?.value }
        set {
            guard let index = members.firstIndex(where: { $0.key == key }) else {
                if let newValue { members.append((key, newValue)) }
                return
            }
            if let newValue { members[index].value = newValue } else { members.remove(at: index) }
        }
    }

    /// The JSON string array text of `strings`.
    public static func stringArray(_ strings: [String]) -> String {
        "[" + strings.map(ExperimentJSON.quoted).joined(separator: ", ") + "]"
    }

    /// The strings of a JSON array of strings, as ``stringArray(_:)`` writes it.
    public static func strings(_ text: String) -> [String]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String]
    }
}
