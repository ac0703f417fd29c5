import Foundation
import GLPKBackend
import LayoutLPBuildInfo
import LayoutModel

/// The machine and build an experiment ran on, as far as they are knowable
/// at run time without the network: for a manifest.
public struct SystemDescription: Sendable, Hashable {
    /// LayoutLP's version (`LayoutLPVersion.number`, as `layoutlp --version` prints it).
    public static let version = LayoutLPVersion.number

    /// LayoutLP's version (``version``).
    public var layoutLPVersion: String
    /// The commit the running binary was built from (`BuildProvenance`,
    /// recorded at build time), or nil when it was not built from a git
    /// checkout of LayoutLP itself.
    public var commit: String?
    /// Whether tracked files differed from ``commit`` when the binary was built.
    public var dirty: Bool?
    /// `debug` or `release`.
    public var configuration: String
    /// The SHA-256 of the running executable (`/proc/self/exe`), or nil where it cannot be read.
    public var binarySHA256: String?
    /// The absolute working folder the run started in.
    public var workingFolder: String
    /// `HEAD` of the git repository above the working folder (a study's own
    /// repository, say), or `LAYOUTLP_COMMIT` from the environment; not the
    /// code's commit (``commit`` is).
    public var workingFolderCommit: String?
    /// The compiler that built the tool (compile-time: `#if compiler`).
    public var swiftVersion: String
    /// `glp_version()`.
    public var glpkVersion: String
    /// `uname` (system, release, machine) and the distribution (`/etc/os-release`).
    public var operatingSystem: String
    /// The CPU's model name (`/proc/cpuinfo`), or the machine type.
    public var cpu: String
    /// Active processor cores.
    public var cores: Int

    /// A description given field by field (tests; ``current`` reads this machine).
    public init(
        layoutLPVersion: String, commit: String?, dirty: Bool? = nil, configuration: String = BuildProvenance.configuration,
        binarySHA256: String? = nil, workingFolder: String = "/", workingFolderCommit: String? = nil, swiftVersion: String,
        glpkVersion: String, operatingSystem: String, cpu: String, cores: Int
    ) {
        self.layoutLPVersion = layoutLPVersion
        self.commit = commit
        self.dirty = dirty
        self.configuration = configuration
        self.binarySHA256 = binarySHA256
        self.workingFolder = workingFolder
        self.workingFolderCommit = workingFolderCommit
        self.swiftVersion = swiftVersion
        self.glpkVersion = glpkVersion
        self.operatingSystem = operatingSystem
        self.cpu = cpu
        self.cores = cores
    }

    /// This process's machine and build.
    public static var current: SystemDescription {
        var name = utsname()
        uname(&name)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let machine = field(name.machine)
        var system = "\(field(name.sysname)) \(field(name.release)) \(machine)"
        if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
            let pretty = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") })
        {
            system += " (" + pretty.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) + ")"
        }
        var cpu = machine
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let model = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = model.firstIndex(of: ":")
        {
            cpu = model[model.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let folder = FileManager.default.currentDirectoryPath
        return SystemDescription(
            layoutLPVersion: version, commit: BuildProvenance.commit, dirty: BuildProvenance.dirty,
            configuration: BuildProvenance.configuration, binarySHA256: executableSHA256, workingFolder: folder,
            workingFolderCommit: gitCommit(from: folder), swiftVersion: compilerVersion,
            glpkVersion: GLPKSolver.version, operatingSystem: system, cpu: cpu,
            cores: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The SHA-256 of the running executable, read once per process.
    public static let executableSHA256: String? = {
        guard let bytes = FileManager.default.contents(atPath: "/proc/self/exe") else { return nil }
        return SHA256.hex(bytes)
    }()

    /// The compiler's version, as far as `#if compiler` can tell.
    static var compilerVersion: String {
        #if compiler(>=6.4)
            "6.4 or later"
        #elseif compiler(>=6.3)
            "6.3"
        #elseif compiler(>=6.2)
            "6.2"
        #elseif compiler(>=6.1)
            "6.1"
        #else
            "before 6.1"
        #endif
    }

    /// The working folder's commit: `LAYOUTLP_COMMIT`, else the `.git`
    /// (folder, or a worktree's `gitdir:` file) above `folder`: `HEAD`, the
    /// branch's ref file, or `packed-refs`.
    public static func gitCommit(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        from folder: String = FileManager.default.currentDirectoryPath
    ) -> String? {
        if let commit = environment["LAYOUTLP_COMMIT"], !commit.isEmpty { return commit }
        var current = URL(fileURLWithPath: folder)
        for _ in 0..<64 {
            let dotGit = current.appendingPathComponent(".git").path
            if let gitFolder = gitFolder(dotGit) { return head(gitFolder) }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
        return nil
    }

    /// The git folder `.git` names: itself, or the `gitdir:` of a worktree's `.git` file.
    private static func gitFolder(_ dotGit: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return dotGit }
        guard let text = try? String(contentsOfFile: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") else { return nil }
        let path = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? path : ((dotGit as NSString).deletingLastPathComponent as NSString).appendingPathComponent(path)
    }

    /// `HEAD`'s commit in `gitFolder` (a worktree's refs live in the common folder).
    private static func head(_ gitFolder: String) -> String? {
        guard let head = try? String(contentsOfFile: gitFolder + "/HEAD", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        else { return nil }
        guard head.hasPrefix("ref: ") else { return head }
        let ref = String(head.dropFirst("ref: ".count))
        var folders = [gitFolder]
        if let common = try? String(contentsOfFile: gitFolder + "/commondir", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        {
            folders.append(common.hasPrefix("/") ? common : gitFolder + "/" + common)
        }
        for folder in folders {
            if let commit = try? String(contentsOfFile: folder + "/" + ref, encoding: .utf8) {
                return commit.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            if let packed = try? String(contentsOfFile: folder + "/packed-refs", encoding: .utf8),
                let line = packed.split(separator: "\n").first(where: { $0.hasSuffix(" " + ref) })
            {
                return String(line.prefix { $0 != " " })
            }
        }
        return nil
    }
}
