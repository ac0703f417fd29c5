// swift-tools-version: 6.1
// LayoutLP: SwiftUI-style layout computed twice (greedy reference engine and a
// GLPK linear program) and checked against each other.
//
// Dependency arrows point one way (see docs/architecture.md; `swift package describe` lists them):
//   LayoutModel <- LayoutModelFile, GreedyLayout, LayoutChecker, LayoutMetrics, LayoutImport (swift-syntax)
//   LayoutLPCGLPK (system library) <- LayoutLPGLPKGuard (C)
//   LinearProgram, LayoutLPCGLPK, LayoutLPGLPKGuard <- GLPKBackend (the only Swift importer of GLPK)
//   LayoutModel, LinearProgram <- LPLayout   (never GreedyLayout, never GLPK)
//   LayoutModel, LayoutChecker <- LayoutPictures
//   LayoutModel, LayoutChecker, GreedyLayout, LinearProgram, LPLayout <- LayoutFuzzing
//   all of the above but LayoutImport, with LayoutLPBuildInfo (plugin BuildProvenance), LayoutLPDigest (C)
//     and LayoutLPTemporaryFiles (C) <- LayoutExperiments
//   all of the above but LayoutImport and the C helpers <- LayoutLP (the library product, re-exporting them)
//   all of the above, LayoutImport and LayoutLPStandardOutput (C) <- LayoutLPCommand (the command as a library)
//   LayoutLPCommand <- LayoutLPExecutable (`layoutlp`); LayoutLP, LayoutLPCommand <- LayoutLPEqualShare (an example)
//   LayoutModel, LayoutModelFile, GreedyLayout, LPLayout, GLPKBackend <- LayoutLPBenchmark (`layoutlp-bench`)
import PackageDescription

let package = Package(
    name: "LayoutLP",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutLP", targets: ["LayoutLP"]),
        // The command line as a library, for a `layoutlp` of your own with your strategies (docs/research.md).
        .library(name: "LayoutLPCommand", targets: ["LayoutLPCommand"]),
        .executable(name: "layoutlp", targets: ["LayoutLPExecutable"]),
        .executable(name: "layoutlp-equal-share", targets: ["LayoutLPEqualShare"]),
        .executable(name: "layoutlp-bench", targets: ["LayoutLPBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (API reference with DocC; docs/architecture.md, "API documentation").
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `layoutlp import` reads SwiftUI source (LayoutImport only: the LayoutLP library product does not build it).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Writes the commit the package is built from before every build (a shell script; git when present).
        .plugin(name: "BuildProvenance", capability: .buildTool()),
        // SHA-256 in C, for manifests' digests (fast in debug builds too).
        .target(name: "LayoutLPDigest"),
        // What the binary was built from (commit, dirty flag, configuration), for manifests and `--version`.
        .target(name: "LayoutLPBuildInfo", plugins: ["BuildProvenance"]),
        // View tree, geometry, proposals, the result-builder DSL, the flattened layout tree and its
        // proposal-independent analysis (LayoutTraits), shared by both engines.
        .target(name: "LayoutModel"),
        // Model files (format layoutlp/1): JSON reading with paths, validation, writing.
        .target(name: "LayoutModelFile", dependencies: ["LayoutModel"]),
        // The reference greedy propose/respond engine.
        .target(name: "GreedyLayout", dependencies: ["LayoutModel"]),
        // Solver-agnostic linear programs: variables, expressions, constraints, objectives.
        .target(name: "LinearProgram"),
        // GLPK's C API (Debian ships no pkg-config file, so the module map links `glpk`).
        .systemLibrary(name: "LayoutLPCGLPK", path: "Sources/LayoutLPCGLPK"),
        // setjmp/longjmp guard so GLPK's fatal errors return to Swift instead of aborting.
        .target(name: "LayoutLPGLPKGuard", dependencies: ["LayoutLPCGLPK"]),
        // Standard output's C stream (line buffering, write errors) for the command.
        .target(name: "LayoutLPStandardOutput"),
        // Temporary files removed when SIGINT, SIGTERM or SIGHUP interrupts a write (C: a signal handler).
        .target(name: "LayoutLPTemporaryFiles"),
        // The only Swift code that imports the C module.
        .target(name: "GLPKBackend", dependencies: ["LinearProgram", "LayoutLPCGLPK", "LayoutLPGLPKGuard"]),
        // Layout as the solution of a linear program; receives a solver, never imports GLPK or GreedyLayout.
        .target(name: "LPLayout", dependencies: ["LayoutModel", "LinearProgram"], exclude: ["Declarative/README.md"]),
        // Compares results of two engines and a model's expectations.
        .target(name: "LayoutChecker", dependencies: ["LayoutModel"]),
        // Pictures of layouts (SVG): boxes, the proposal, two engines overlaid with differences highlighted.
        .target(name: "LayoutPictures", dependencies: ["LayoutModel", "LayoutChecker"]),
        // Differential fuzzing: random trees, both engines, shrinking, layout properties.
        .target(name: "LayoutFuzzing", dependencies: ["LayoutModel", "LayoutChecker", "GreedyLayout", "LinearProgram", "LPLayout"]),
        // Metrics with citable definitions (docs/metrics.md): frame deviation, agreement, fairness, priority inversions, ...
        .target(name: "LayoutMetrics", dependencies: ["LayoutModel"]),
        // The research workflow as a library: experiments over engines × models × proposals (compare), sweeps and
        // breakpoints, explanations of a node's size, provenance manifests.
        .target(
            name: "LayoutExperiments",
            dependencies: [
                "LayoutModel", "LayoutModelFile", "GreedyLayout", "LinearProgram", "GLPKBackend", "LPLayout", "LayoutChecker",
                "LayoutPictures", "LayoutFuzzing", "LayoutMetrics", "LayoutLPBuildInfo", "LayoutLPDigest",
                "LayoutLPTemporaryFiles",
            ]
        ),
        // SwiftUI source to model files (`layoutlp import`, docs/import.md); the only importer of swift-syntax.
        .target(
            name: "LayoutImport",
            dependencies: [
                "LayoutModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Umbrella library re-exporting the public modules.
        .target(
            name: "LayoutLP",
            dependencies: [
                "LayoutModel", "LayoutModelFile", "GreedyLayout", "LinearProgram", "GLPKBackend", "LPLayout", "LayoutChecker",
                "LayoutPictures", "LayoutFuzzing", "LayoutMetrics", "LayoutExperiments",
            ]
        ),
        // The command line (`LayoutLPCommand.main()`), a library so that a `layoutlp` of your own can add strategies.
        .target(
            name: "LayoutLPCommand",
            dependencies: [
                "LayoutModel", "LayoutModelFile", "GreedyLayout", "LayoutChecker", "LinearProgram", "GLPKBackend", "LPLayout",
                "LayoutFuzzing", "LayoutPictures", "LayoutLPStandardOutput", "LayoutMetrics", "LayoutExperiments", "LayoutLPBuildInfo",
                "LayoutImport", "LayoutLPTemporaryFiles", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `layoutlp`: the command line with the built-in strategies.
        .executableTarget(name: "LayoutLPExecutable", dependencies: ["LayoutLPCommand"]),
        // `layoutlp-equal-share`: a `layoutlp` of your own, the built-in strategies plus one written outside LPLayout
        // with the public API (docs/research.md, "A `layoutlp` of your own"); the command tests run it.
        .executableTarget(name: "LayoutLPEqualShare", dependencies: ["LayoutLP", "LayoutLPCommand"]),
        // `layoutlp-bench`: median timings of both engines on one model (docs/benchmarks.md).
        .executableTarget(
            name: "LayoutLPBenchmark",
            dependencies: [
                "LayoutModel", "LayoutModelFile", "GreedyLayout", "LPLayout", "GLPKBackend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers shared by the test targets (model corpus discovery, snapshots, tree diffs).
        .target(name: "LayoutTestSupport", dependencies: ["LayoutModel", "LayoutModelFile", "LayoutChecker", "LinearProgram"]),

        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutTestSupport"]),
        .testTarget(name: "LayoutModelFileTests", dependencies: ["LayoutModel", "LayoutModelFile", "GreedyLayout", "LayoutTestSupport"]),
        .testTarget(name: "GreedyLayoutTests", dependencies: ["LayoutModel", "GreedyLayout", "LayoutChecker", "LayoutTestSupport"]),
        .testTarget(name: "LinearProgramTests", dependencies: ["LinearProgram", "LayoutTestSupport"]),
        .testTarget(name: "GLPKBackendTests", dependencies: ["LinearProgram", "GLPKBackend", "LayoutTestSupport"]),
        .testTarget(name: "LayoutCheckerTests", dependencies: ["LayoutModel", "LayoutChecker", "LayoutTestSupport"]),
        .testTarget(name: "LayoutMetricsTests", dependencies: ["LayoutMetrics", "LayoutModel", "LayoutTestSupport"]),
        .testTarget(
            name: "LayoutExperimentsTests",
            dependencies: [
                "LayoutExperiments", "LayoutMetrics", "LayoutModel", "LayoutModelFile", "GreedyLayout", "LinearProgram", "GLPKBackend",
                "LPLayout", "LayoutChecker", "LayoutTestSupport", "LayoutLPBuildInfo",
            ]
        ),
        .testTarget(
            name: "LayoutPicturesTests",
            dependencies: ["LayoutPictures", "LayoutModel", "LayoutChecker", "GreedyLayout", "LayoutTestSupport"]),
        .testTarget(
            name: "ModelCorpusTests",
            dependencies: [
                "LayoutModel", "LayoutModelFile", "GreedyLayout", "LayoutChecker", "LayoutTestSupport", "LPLayout", "GLPKBackend",
                "LinearProgram",
            ]
        ),
        .testTarget(
            name: "LayoutFuzzingTests",
            dependencies: [
                "LayoutFuzzing", "LayoutModel", "LayoutModelFile", "LayoutChecker", "LPLayout", "GLPKBackend", "LayoutTestSupport",
            ],
            exclude: ["Regressions", "HardCases", "Declarative", "Permutation"]
        ),
        .testTarget(
            name: "LPLayoutTests",
            dependencies: [
                "LayoutModel", "LayoutModelFile", "LinearProgram", "GLPKBackend", "LPLayout", "GreedyLayout", "LayoutChecker",
                "LayoutTestSupport",
            ]
        ),
        // Builds against the `LayoutLP` product alone, as a user's package does: the README's Swift example verbatim,
        // and a strategy written outside LPLayout with only the public API.
        .testTarget(name: "UmbrellaTests", dependencies: ["LayoutLP", "LayoutTestSupport"]),
        .testTarget(
            name: "LayoutImportTests",
            dependencies: ["LayoutImport", "LayoutModel", "LayoutModelFile", "GreedyLayout", "LayoutTestSupport"]
        ),
        // Runs the built executable; also imports it (@testable) to test exit codes and `check` with fake solvers.
        .testTarget(
            name: "LayoutLPCommandTests",
            dependencies: [
                "LayoutLPCommand", "LayoutModel", "LayoutModelFile", "LinearProgram", "GLPKBackend", "LPLayout", "LayoutTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The hostile-input corpus, read from the package folder at test time.
            exclude: ["HostileInputs"]
        ),
    ]
)
