import Foundation
import GLPKBackend
import LPLayout
import LayoutFuzzing
import LayoutModel
import LayoutModelFile

#if canImport(Glibc)
    import Glibc
#endif

/// Finds and reads an experiment's models: files, folders (every `.json`
/// below them, recursively), glob patterns (`Models/*/classic-*.json`), and
/// fuzz cases. Paths come out sorted within each argument, arguments in
/// the order given, each file once, so the model order never depends on
/// the file system.
public enum ExperimentModelFinder {
    /// The model files `arguments` name, in order, each once.
    ///
    /// - Throws: ``ExperimentInputError`` for an argument that names no
    ///   file, folder or matching file.
    public static func paths(_ arguments: [String]) throws(ExperimentInputError) -> [String] {
        var seen = Set<String>()
        var paths: [String] = []
        for argument in arguments {
            for path in try expand(argument) where seen.insert(path).inserted { paths.append(path) }
        }
        return paths
    }

    /// Reads each file of `paths` (its bytes hashed as read), labelled with
    /// its path as given; `knownStrategies` are the names a file's
    /// `expectByStrategy` may use (the built-in ones, or your registry's).
    ///
    /// - Throws: `ModelFileError` (naming the file and the JSON path) or
    ///   `LayoutTreeError`.
    public static func load(paths: [String], knownStrategies: Set<String> = ModelFile.builtInStrategyNames) throws -> [ExperimentModel] {
        try load(files: paths.map { (label: $0, path: $0) }, knownStrategies: knownStrategies)
    }

    /// Reads each file at `path`, labelled (in rows, summaries and the
    /// manifest) `label`: `compare rerun` reads a manifest's absolute paths
    /// under the labels the first run gave them. `knownStrategies` as in
    /// ``load(paths:knownStrategies:)``.
    ///
    /// - Throws: `ModelFileError` (naming the file and the JSON path), or
    ///   ``ExperimentInputError`` naming the file and the tree's own error
    ///   (`LayoutTreeError`: a node the tree cannot hold).
    public static func load(
        files: [(label: String, path: String)], knownStrategies: Set<String> = ModelFile.builtInStrategyNames
    ) throws -> [ExperimentModel] {
        try files.map { label, path in
            let standardInput = path == ModelFile.standardInputArgument
            let (label, path) = standardInput ? (ModelFile.standardInputName, ModelFile.standardInputName) : (label, path)
            let bytes = standardInput ? try ModelFile.readBytes(descriptor: 0, file: path) : try ModelFile.readBytes(path: path)
            let problem = try ModelFile.decode(bytes: bytes, file: path, knownStrategies: knownStrategies)
            let tree: LayoutTree
            do {
                tree = try LayoutTree(problem.root, environment: problem.environment)
            } catch {
                // A tree the model cannot make (a GridRow outside a Grid):
                // named by its file, as a reading error is (issue 31).
                throw ExperimentInputError(subject: path, expected: String(describing: error))
            }
            let folder = standardInput ? "" : (label as NSString).deletingLastPathComponent
            return ExperimentModel(
                label: label, folder: folder.isEmpty ? "." : folder, problem: problem, tree: tree, sha256: SHA256.hex(bytes),
                file: standardInput ? ModelFile.standardInputName : absolute(path))
        }
    }

    /// `path` made absolute against the working folder, `.` and `..` resolved.
    public static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }

    /// The fuzz cases `first...last` of campaign `seed` (`FuzzCampaign.problem(index:)`),
    /// named `fuzz-SEED-INDEX`, in folder `fuzz-SEED`, hashed as their encoded model file.
    ///
    /// - Throws: `LayoutTreeError` (the generator makes valid trees; kept for safety).
    public static func fuzzCases(seed: UInt64, indices: ClosedRange<Int>) throws -> [ExperimentModel] {
        // The campaign's check is never run here: only its case generator is used.
        let check = DifferentialCheck(lpEngine: LPLayoutEngine(solver: GLPKSolver()))
        let campaign = FuzzCampaign(seed: seed, count: indices.upperBound + 1, check: check, properties: nil)
        return try indices.map { index in
            let problem = campaign.problem(index: index)
            let tree = try LayoutTree(problem.root, environment: problem.environment)
            return ExperimentModel(
                label: problem.name ?? "fuzz-\(seed)-\(index)", folder: "fuzz-\(seed)", problem: problem, tree: tree,
                sha256: SHA256.hex(Array(ModelFile.encode(problem).utf8)))
        }
    }

    /// The most fuzz cases one `--fuzz SEED:FIRST..LAST` names (issue 31:
    /// 7:0..1000000000 aborted allocating).
    public static let maximumFuzzCases = 1_000_000

    /// `SEED:FIRST..LAST` as `--fuzz` takes it.
    ///
    /// - Throws: ``ExperimentInputError`` naming the option's value, or a
    ///   range of more than ``maximumFuzzCases`` cases.
    public static func parseFuzz(_ text: String) throws(ExperimentInputError) -> (seed: UInt64, indices: ClosedRange<Int>) {
        let failure = ExperimentInputError(
            subject: "--fuzz \(text)", expected: "expected SEED:FIRST..LAST, such as 7:0..99 (FIRST ≤ LAST, both ≥ 0)")
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let seed = UInt64(parts[0]) else { throw failure }
        let range = parts[1].components(separatedBy: "..")
        guard range.count == 2, let first = Int(range[0]), let last = Int(range[1]), first >= 0, first <= last else { throw failure }
        guard last - first < maximumFuzzCases else {
            throw ExperimentInputError(subject: "--fuzz \(text)", expected: "at most \(maximumFuzzCases) cases, not \(last - first + 1)")
        }
        return (seed, first...last)
    }

    /// One argument's files: itself, the `.json` files below a folder (at
    /// least one), or a glob's matches; `-` is standard input.
    private static func expand(_ argument: String) throws(ExperimentInputError) -> [String] {
        if argument == ModelFile.standardInputArgument { return [argument] }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) {
            guard isFolder.boolValue else { return [argument] }
            let files = jsonFiles(below: argument)
            guard !files.isEmpty else {
                throw ExperimentInputError(
                    subject: argument, expected: "no model file (.json) in this folder or below it (expected at least one)")
            }
            return files
        }
        if argument.contains(where: { "*?[".contains($0) }) {
            let matches = glob(argument).flatMap { match -> [String] in
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: match, isDirectory: &isFolder)
                return isFolder.boolValue ? jsonFiles(below: match) : [match]
            }
            guard !matches.isEmpty else { throw ExperimentInputError(subject: argument, expected: "no file matches this pattern") }
            return matches
        }
        throw ExperimentInputError(
            subject: argument, expected: "no such file or folder (expected a model file, a folder or a glob pattern)")
    }

    /// The `.json` files below `folder`, recursively, sorted by path.
    private static func jsonFiles(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".json") else { continue }
            found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
        }
        return found.sorted()
    }

    /// The paths matching `pattern`, sorted (POSIX glob(3)).
    private static func glob(_ pattern: String) -> [String] {
        var result = glob_t()
        defer { globfree(&result) }
        guard systemGlob(pattern, 0, nil, &result) == 0 else { return [] }
        return (0..<Int(result.gl_pathc)).compactMap { result.gl_pathv[$0].map { String(cString: $0) } }.sorted()
    }

    private static func systemGlob(
        _ pattern: String, _ flags: Int32, _ errorFunction: (@convention(c) (UnsafePointer<CChar>?, Int32) -> Int32)?,
        _ result: UnsafeMutablePointer<glob_t>
    ) -> Int32 {
        #if canImport(Glibc)
            Glibc.glob(pattern, flags, errorFunction, result)
        #else
            Darwin.glob(pattern, flags, errorFunction, result)
        #endif
    }
}
