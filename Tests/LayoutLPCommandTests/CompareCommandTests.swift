import ArgumentParser
import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutLPCommand

/// `layoutlp compare` and `compare merge` through the executable: files
/// written, exit codes (docs/cli.md, "compare" and "Exit codes").
@Suite(.disabled(if: QuickTests.enabled, QuickTests.reason)) struct CompareCommandTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-compare-cli-\(UUID().uuidString)").path
    }

    static func read(_ folder: String, _ name: String) throws -> String {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    /// compare's default limit is solver work, not time (docs/cli.md,
    /// "compare"): the same rows on an idle machine and beside two busy
    /// processes. `lex-fair` on seed 003's card needs far more than 3,000
    /// iterations and nodes (its first stage alone takes 889 nodes and
    /// 19,171 iterations), so it runs out, at the same stage both times;
    /// `exact` and the classic case lay out.
    @Test func rowsDoNotDependOnTheMachinesLoad() throws {
        let arguments = [
            "compare", "Models/seeds/seed003-event-card-sheet-1-baseline.json",
            "Models/strategies/classic-2-later-minimum-above-share.json", "--engine", "greedy", "--engine", "exact", "--engine", "lex-fair",
            "--work-limit", "3000", "--jobs", "2",
        ]
        let idle = Self.folder()
        let first = try CommandRunner.run(arguments + ["-o", idle])
        #expect(first.status == 0, "\(first.standardError)")
        var busy: [Process] = []
        for _ in 0..<2 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/yes")
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            busy.append(process)
        }
        // SIGKILL: a child of the test process inherits its blocked signals, and SIGTERM may not reach it.
        defer {
            for process in busy {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
        let loaded = Self.folder()
        let second = try CommandRunner.run(arguments + ["-o", loaded])
        #expect(second.status == 0, "\(second.standardError)")
        let rows = try Self.read(idle, "rows.csv")
        #expect(rows == (try Self.read(loaded, "rows.csv")))
        #expect(
            rows.contains(
                ",lex-fair,root,content,stack,,,,,solver-failure,the work limit of 3000 simplex iterations and branch-and-cut nodes for one layout ran out in the solve,"
            ))
        #expect(rows.contains("exact,root/2,description,"))
        #expect(!rows.contains(",exact,root,content,stack,,,,,solver-failure"))
        #expect(try Self.read(idle, "manifest.json").contains("\"workLimit\": 3000"))
    }

    @Test func compareWritesRowsSummaryAndManifestAndPrintsTheSummary() throws {
        let out = Self.folder()
        let output = try CommandRunner.run([
            "compare", "Models/strategies/classic-2-later-minimum-above-share.json", "-o", out, "--latex", "--times",
            "--jobs", "1",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("# Comparison summary\n"))
        #expect(output.standardOutput.contains("| greedy vs exact | 1/1 = 100.0%"))
        // Standard error is not a terminal here: no progress bar.
        #expect(output.standardError.isEmpty)
        for name in ["rows.csv", "summary.md", "summary.tex", "times.csv", "manifest.json"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name)")
        }
        let rows = try Self.read(out, "rows.csv").split(separator: "\n")
        // Header + 2 engines × 6 nodes (the row, three Colors, the frames of a and b); b at x 80, clamped to its
        // minimum 95 (the model's description derives it by hand); proposed 240 × 20, no layoutPriority.
        #expect(rows.count == 1 + 2 * 6)
        #expect(
            rows.first
                == "unit,model,folder,proposal,engine,path,id,family,x,y,width,height,status,reason,variables,integers,rows,fixed_integers,simplex_iterations,bnc_nodes,decided,width_min,width_max,height_min,height_max,eligible,proposal_width,proposal_height,parent,axis,priority"
        )
        // b's parent is its frame (a modifier wraps the view), and the frame is the HStack's child.
        #expect(
            rows.contains(
                "0,Models/strategies/classic-2-later-minimum-above-share.json,Models/strategies,240x20,greedy,root/1,b,shape,80,0,95,20,laid-out,,,,,,,,,,,,,true,240,20,root/1/frame,,0"
            ))
        #expect(
            rows.contains(
                "0,Models/strategies/classic-2-later-minimum-above-share.json,Models/strategies,240x20,greedy,root/1/frame,,frame,80,0,95,20,laid-out,,,,,,,,,,,,,true,240,20,root,horizontal,0"
            ))
        let manifest = try Self.read(out, "manifest.json")
        #expect(manifest.contains("\"commandLine\": [") && manifest.contains("\"--latex\""))
        #expect(manifest.contains("\"glpk\": \"5."))
    }

    /// The default output (rows, summary, manifest but for the command line) is the same with 1 and 2 jobs.
    @Test func outputDoesNotDependOnJobs() throws {
        var texts: [[String]] = []
        for jobs in ["1", "2"] {
            let out = Self.folder()
            let output = try CommandRunner.run([
                "compare", "Models/strategies", "--engine", "greedy", "--engine", "exact", "--engine", "lex-fair", "-o", out, "--jobs",
                jobs,
                "--format", "jsonl",
            ])
            #expect(output.status == 0, "\(output.standardError)")
            let manifest = try Self.read(out, "manifest.json").split(separator: "\n").filter { !$0.contains("\"commandLine\"") }.joined()
            texts.append([
                try Self.read(out, "rows.jsonl"), try Self.read(out, "summary.md"), manifest,
                output.standardOutput.components(separatedBy: "wrote:")[0],
            ])
        }
        #expect(texts[0] == texts[1])
    }

    /// docs/strategies.md's command, run twice into the same folder, writes
    /// the same bytes every time, manifest included (it holds no date or timing).
    @Test func theClassicTableCommandRepeatsByteForByte() throws {
        let out = Self.folder()
        let arguments = [
            "compare", "Models/strategies/classic-*.json", "--engine", "greedy", "--engine", "exact", "--engine", "lex-fair", "--engine",
            "weighted", "--engine", "soft-ideal", "--engine", "min-deviation",
            "--table", "classic", "-o", out,
        ]
        var runs: [[String]] = []
        for _ in 0..<2 {
            let output = try CommandRunner.run(arguments)
            #expect(output.status == 0, "\(output.standardError)")
            runs.append(
                [output.standardOutput]
                    + (try ["rows.csv", "summary.md", "classic-table.md", "manifest.json"].map { try Self.read(out, $0) }))
        }
        #expect(runs[0] == runs[1])
        #expect(runs[0][0].hasPrefix("| case | `greedy` | `exact` |"))
    }

    /// A run started in one folder with relative paths reruns from another
    /// folder with identical rows (`compare rerun`); a model changed since
    /// is refused by name (exit 2), and rows that differ exit 1.
    @Test func aManifestRerunsFromAnotherFolderWithIdenticalRows() throws {
        let study = Self.folder(), elsewhere = Self.folder()
        try FileManager.default.createDirectory(atPath: study + "/models", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let model = study + "/models/classic-2.json"
        try FileManager.default.copyItem(
            atPath: PackagePaths.root.path + "/Models/strategies/classic-2-later-minimum-above-share.json", toPath: model)
        let first = try CommandRunner.run(
            ["compare", "models", "--engine", "greedy", "--engine", "exact", "--engine", "lex-fair", "--width", "200:260:30", "-o", "out"],
            in: study)
        #expect(first.status == 0, "\(first.standardError)")
        let manifest = try Self.read(study + "/out", "manifest.json")
        #expect(manifest.contains("\"workingFolder\": \"\(study)\""))
        #expect(manifest.contains("\"modelFiles\": [\"\(model)\"]"))

        let rerun = try CommandRunner.run(["compare", "rerun", study + "/out/manifest.json", "-o", "again"], in: elsewhere)
        #expect(rerun.status == 0, "\(rerun.standardOutput)\(rerun.standardError)")
        // Header + 3 widths × 3 engines × 6 nodes.
        #expect(rerun.standardOutput.contains("rows identical: 54 rows of again/rows.csv equal \(study)/out/rows.csv"))
        #expect(try Self.read(elsewhere + "/again", "rows.csv") == (try Self.read(study + "/out", "rows.csv")))
        // The rows name the model as the first run did, not by its absolute path.
        #expect(try Self.read(elsewhere + "/again", "rows.csv").contains(",models/classic-2.json,models,"))

        // Rows edited after the run differ from the rerun's.
        let rows = try Self.read(study + "/out", "rows.csv")
        try rows.replacingOccurrences(of: ",laid-out,", with: ",failed,").write(
            toFile: study + "/out/rows.csv", atomically: true, encoding: .utf8)
        let differing = try CommandRunner.run(["compare", "rerun", study + "/out/manifest.json", "-o", "again"], in: elsewhere)
        #expect(differing.status == 1)
        #expect(differing.standardOutput.contains("rows differ from line 2 of"))

        // A model changed since the run is refused, naming the file.
        try (try String(contentsOfFile: model, encoding: .utf8)).replacingOccurrences(of: "240", with: "250")
            .write(toFile: model, atomically: true, encoding: .utf8)
        let changed = try CommandRunner.run(["compare", "rerun", study + "/out/manifest.json", "-o", "again"], in: elsewhere)
        #expect(changed.status == 2)
        #expect(changed.standardError.contains("the model file \(model) (models/classic-2.json) has changed since the run"))
    }

    @Test func shardsMergeIntoOneRun() throws {
        let whole = Self.folder()
        let arguments = ["compare", "Models/strategies", "--engine", "greedy", "--engine", "exact", "--width", "100:300:100"]
        #expect(try CommandRunner.run(arguments + ["-o", whole]).status == 0)
        var shards: [String] = []
        for index in 1...2 {
            let folder = Self.folder()
            let output = try CommandRunner.run(arguments + ["-o", folder, "--shard", "\(index)/2"])
            #expect(output.status == 0, "\(output.standardError)")
            shards.append(folder)
        }
        let merged = Self.folder()
        let output = try CommandRunner.run(["compare", "merge", merged] + shards.reversed())
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try Self.read(merged, "rows.csv") == Self.read(whole, "rows.csv"))
        #expect(try Self.read(merged, "summary.md") == Self.read(whole, "summary.md"))
        let missing = try CommandRunner.run(["compare", "merge", Self.folder(), shards[0]])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("missing shards: 2/2"))
    }

    /// docs/cli.md's GNU parallel recipe, run: three shards of a campaign as
    /// parallel jobs (two at a time), merged, give the rows and summary of
    /// one whole run. GNU parallel comes from Debian (`.ci/install-glpk`).
    @Test func shardsRunThroughGNUParallelMergeIntoOneRun() throws {
        let arguments = [
            "compare", "Models/strategies", "--engine", "greedy", "--engine", "exact", "--width", "100:300:100", "--jobs", "1",
        ]
        let whole = Self.folder()
        #expect(try CommandRunner.run(arguments + ["-o", whole]).status == 0)
        let parallel = try #require(
            ["/usr/bin/parallel", "/usr/local/bin/parallel"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "GNU parallel is missing: ./.ci/install-glpk installs it")
        let shards = Self.folder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: parallel)
        process.arguments =
            ["--will-cite", "--halt", "now,fail=1", "-j", "2", CommandRunner.executable.path]
            + arguments + ["--shard", "{}/3", "-o", shards + "/{}", ":::", "1", "2", "3"]
        process.currentDirectoryURL = PackagePaths.root
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let merged = Self.folder()
        let merge = try CommandRunner.run(["compare", "merge", merged] + (1...3).map { "\(shards)/\($0)" })
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(try Self.read(merged, "rows.csv") == Self.read(whole, "rows.csv"))
        #expect(try Self.read(merged, "summary.md") == Self.read(whole, "summary.md"))
    }

    /// `--fuzz SEED:FIRST..LAST` runs the campaign's cases, named fuzz-SEED-I, and the manifest keeps the seed.
    @Test func fuzzCasesAreModels() throws {
        let out = Self.folder()
        let output = try CommandRunner.run(["compare", "--fuzz", "4:0..2", "--engine", "greedy", "-o", out])
        #expect(output.status == 0, "\(output.standardError)")
        let models = Set(try Self.read(out, "rows.csv").split(separator: "\n").dropFirst().map { $0.split(separator: ",")[1] })
        #expect(models == ["fuzz-4-0", "fuzz-4-1", "fuzz-4-2"])
        let manifest = try Self.read(out, "manifest.json")
        #expect(manifest.contains("\"fuzz\": {\"seed\": 4, \"first\": 0, \"last\": 2}"))
        #expect(manifest.contains("\"seeds\": [4]"))
    }

    @Test func aBadModelIsBadInputNamingTheFile() throws {
        let model = try CommandRunner.temporaryModel("{\"format\": \"layoutlp/1\", \"proposal\": {\"width\": 1}}")
        let output = try CommandRunner.run(["compare", model, "-o", Self.folder()])
        #expect(output.status == 2)
        #expect(output.standardError.contains(model))
        let missing = try CommandRunner.run(["compare", "Models/no-such-model.json", "-o", Self.folder()])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Models/no-such-model.json: no such file or folder"))
    }

    /// An output or program folder that cannot be made is bad input, named.
    @Test func anUnwritableFolderIsBadInput() throws {
        let model = "Models/strategies/classic-1-equal-split.json"
        let output = try CommandRunner.run(["compare", model, "-o", "/proc/no-such-folder"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("/proc/no-such-folder: cannot create the folder"))
        let programs = try CommandRunner.run(["compare", model, "-o", Self.folder(), "--emit-programs", "/proc/no-such-folder"])
        #expect(programs.status == 2)
        #expect(programs.standardError.contains("/proc/no-such-folder: cannot create the folder"))
    }

    /// `--metrics` on classic case 2 (a ≤ 100, 95 ≤ b ≤ 200, c in 240;
    /// greedy 80/95/65): one stack scored per engine, its three children
    /// with greedy's answers to 0, infinity and none (b: 95, 200, 95), and
    /// the medians in the summary and on standard output.
    @Test func compareWithMetricsWritesStackAndChildRows() throws {
        let out = Self.folder()
        let output = try CommandRunner.run([
            "compare", "Models/strategies/classic-2-later-minimum-above-share.json", "-o", out, "--metrics",
            "--engine", "greedy", "--engine", "exact", "--jobs", "1",
        ])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("## Stack metrics (medians over stacks)"))
        let stacks = try Self.read(out, "metrics.csv").split(separator: "\n")
        #expect(stacks.count == 1 + 2)
        #expect(stacks.dropFirst().allSatisfy { $0.hasSuffix(",0,1") }, "exact agrees with greedy: Δ 0, IoU 1")
        let children = try Self.read(out, "metrics-children.csv").split(separator: "\n")
        #expect(children.count == 1 + 2 * 3)
        #expect(children.contains { $0.hasPrefix("0,") && $0.contains(",horizontal,0,95,200,95,95,") }, "\(children)")
        #expect(try Self.read(out, "manifest.json").contains("\"metrics-children.csv\""))
    }

    /// A model whose tree cannot be made (a GridRow outside a Grid) is
    /// named by its file, as `solve` names it, not as "built-in model"
    /// (issue 31, item 8): exit 2, bad input.
    @Test func aTreeRefusalNamesTheModelFile() throws {
        let model = try CommandRunner.temporaryModel(
            #"{ "format": "layoutlp/1", "root": { "type": "GridRow", "children": [ { "type": "Color" } ] } }"#)
        let output = try CommandRunner.run(["compare", model, "-o", Self.folder()])
        #expect(output.status == 2)
        #expect(
            output.standardError.hasPrefix("layoutlp: error: \(model): root: GridRow is a GridRow outside a Grid"),
            "\(output.standardError)")
    }

    /// `compare merge OUT S1 S2` with OUT one of the shards, or inside one,
    /// would overwrite what it reads: a usage error that names both, and
    /// the shard is left as it was (issue 31, item 5).
    @Test func mergeRefusesToWriteIntoAShard() throws {
        let shard = Self.folder()
        let first = try CommandRunner.run(["compare", "Models/strategies/classic-1-equal-split.json", "-o", shard, "--shard", "1/1"])
        #expect(first.status == 0, "\(first.standardError)")
        let rows = try Self.read(shard, "rows.csv")
        for output in [shard, shard + "/./", shard + "/inside"] {
            let merge = try CommandRunner.run(["compare", "merge", output, shard])
            #expect(merge.status == 64, "\(output)")
            #expect(merge.standardError.contains("is, or is inside, the shard \(shard)"), "\(merge.standardError)")
        }
        #expect(try Self.read(shard, "rows.csv") == rows)
    }

    @Test func badOptionsAreUsageErrors() throws {
        for (arguments, message) in [
            (["--width", "300:100:10"], "--width 300:100:10: expected A:B:STEP"),
            (["--engine", "greedy", "--engine", "gredy"], "--engine: greedy, all or one of"),
            // A known strategy with a wrong parameter: what the parameter takes.
            (
                ["--engine", "weighted:scope=globl"],
                "--engine \"weighted:scope=globl\": expected scope to be container or global (docs/strategies.md), not globl"
            ),
            (["--shard", "3/2"], "--shard 3/2: expected I/N"),
            (["--format", "xml"], "--format must be csv or jsonl"),
            (["--table", "classic", "--shard", "1/2"], "--table cannot be sharded"),
            (["--metrics", "--shard", "1/2"], "--metrics cannot be sharded"),
            // Counts checked before anything is allocated or converted (issue 31).
            (["--fuzz", "7:0..1000000000"], "--fuzz 7:0..1000000000: at most 1000000 cases, not 1000000001"),
            (["--width", "0:1e300:1"], "--width 0:1e300:1: at most 1000000 values"),
            (["--width", "0:1:1e-300"], "--width 0:1:1e-300: at most 1000000 values"),
            (
                ["--width", "0:999999:1", "--height", "0:999999:1"],
                "--width and --height: at most 1000000 proposals together, not 1000000 × 1000000"
            ),
            // A value that starts with "-" is the option's value, judged by its rule,
            // not "Missing value" (issue 31, item 13).
            (["--width", "-10:100:10"], "--width -10:100:10: expected A:B:STEP with 0 ≤ A ≤ B"),
            (["--height", "-1:5:1"], "--height -1:5:1: expected A:B:STEP"),
            (["--shard", "-1/4"], "--shard -1/4: expected I/N"),
            (["--fuzz", "-1:0..1"], "--fuzz -1:0..1: expected SEED:FIRST..LAST"),
            (["--proposal", "-1x5"], "--proposal -1x5: expected WxH"),
        ] {
            let output = try CommandRunner.run(["compare", "Models/strategies"] + arguments)
            #expect(output.status == 64, "\(arguments)")
            #expect(output.standardError.contains(message), "\(output.standardError)")
        }
        let nothing = try CommandRunner.run(["compare"])
        #expect(nothing.status == 64)
    }

    /// A folder with no model file in it is bad input (exit 2), not an
    /// empty experiment (issue 31, item 14).
    @Test func aFolderWithoutModelsIsBadInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-empty-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/nested", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try CommandRunner.run(["compare", folder, "-o", folder + "/out"])
        #expect(output.status == 2)
        #expect(output.standardError.contains("\(folder): no model file (.json) in this folder or below it"), "\(output.standardError)")
    }

    /// `-` reads the model from standard input, as in every other command;
    /// its rows name it `standard input` (issue 31, item 14).
    @Test func aDashReadsTheModelFromStandardInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlp-stdin-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.currentDirectoryURL = PackagePaths.root
        process.arguments = ["compare", "-", "-o", folder]
        process.standardInput = try FileHandle(forReadingFrom: PackagePaths.root.appendingPathComponent("Models/examples/two-colors.json"))
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let rows = try String(contentsOfFile: folder + "/rows.csv", encoding: .utf8).split(separator: "\n")
        // Greedy and exact, each the row and its two Colors (docs/cli.md's two-colors example).
        #expect(rows.count == 1 + 2 * 3, "\(rows)")
        #expect(
            rows.dropFirst().allSatisfy { $0.hasPrefix("0,standard input,.,300x20,") || $0.contains(",standard input,.,300x20,") },
            "\(rows)")
    }

    /// `compare` is registered, and `compare merge` is its subcommand (parsed in-process).
    @Test func compareAndMergeAreWired() throws {
        let run = try LayoutLPCommand.parseAsRoot(["compare", "a.json", "--engine", "greedy", "--engine", "lex-fair", "--fuzz", "3:0..4"])
        let compare = try #require(run as? CompareRunCommand)
        #expect(try compare.engineNames() == ["greedy", "lex-fair"])
        #expect(compare.models == ["a.json"])
        let merge = try LayoutLPCommand.parseAsRoot(["compare", "merge", "out", "s1", "s2"])
        #expect((merge as? CompareMergeCommand)?.shards == ["s1", "s2"])
        let all = try #require(try LayoutLPCommand.parseAsRoot(["compare", "--engine", "all", "m.json"]) as? CompareRunCommand)
        #expect(try all.engineNames().first == "greedy" && all.engineNames().contains("min-deviation"))
    }
}
