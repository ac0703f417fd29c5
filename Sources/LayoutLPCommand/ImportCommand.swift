import ArgumentParser
import Foundation
import LayoutImport
import LayoutModel
import LayoutModelFile

/// `layoutlp import FILE.swift... [--view NAME] [-o OUT] [--proposal WxH] [--placeholder WxH] [--repeat N]`:
/// turns the `body` of a SwiftUI `View` into a model file (docs/import.md),
/// printing every construct that is not a literal translation with its
/// `file:line:column` to standard error.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn the body of a SwiftUI View in Swift source into a model file (docs/import.md).",
        discussion: """
            Prints the model (or writes it with -o) and, to standard error, each construct that is not a literal \
            translation: a modifier left out, a placeholder, a rule applied to code that is not literal. \
            Exit 2 for a file that cannot be read or parsed, a view that does not exist, or a construct the model \
            cannot hold (without --placeholder).
            """)

    @Argument(help: "Swift source files; view types defined in any of them are inlined.")
    var files: [String]

    @Option(help: "The View to import (required when the files define more than one).")
    var view: String?

    @Option(name: [.short, .long], help: "The model file to write; standard output without it.")
    var output: String?

    @Option(help: ArgumentHelp("The model's proposal, WxH (default: 393x852, an iPhone's screen in points).", valueName: "WxH"))
    var proposal: String?

    @Option(
        help: ArgumentHelp(
            "Stand in for a view the model cannot hold (an asset image, a List, a GeometryReader) with a Fixed of this size; without it, such a view is an error.",
            valueName: "WxH"))
    var placeholder: String?

    @Option(name: .customLong("repeat"), help: "How many times a ForEach over non-literal data repeats its content.")
    var repeatCount = 3

    @Option(
        help: ArgumentHelp(
            "Import every View the files define into this folder, one model file each (NAME.json), parsing the files once.",
            discussion: "Excludes --view and -o. A View that fails is reported and skipped; exit 2 only when none imports.",
            valueName: "folder"))
    var allViews: String?

    @Option(
        help: ArgumentHelp(
            "Import the view once per combination of the branches of its `if`, `switch` and `? :` on state, into this folder (NAME-v1.json, NAME-v2.json, ...).",
            discussion:
                "Excludes -o and --all-views. Variant 1 takes every first branch (the model import writes without it); each file's description lists the branch it takes at each choice. At most --variant-limit files.",
            valueName: "folder"))
    var variants: String?

    @Option(
        name: .customLong("variant-limit"),
        help: ArgumentHelp(
            "The most variants --variants writes (default: \(SwiftUIImporter.defaultVariantLimit)); more are counted, not written.",
            valueName: "count"))
    var variantLimit = SwiftUIImporter.defaultVariantLimit

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give one or more Swift files") }
        guard (0...SwiftUIImporter.maximumRepeat).contains(repeatCount) else {
            throw ValidationError("--repeat must be between 0 and \(SwiftUIImporter.maximumRepeat), not \(repeatCount)")
        }
        if allViews != nil, view != nil || output != nil { throw ValidationError("--all-views excludes --view and -o") }
        if variants != nil, allViews != nil || output != nil { throw ValidationError("--variants excludes --all-views and -o") }
        guard (1...10_000).contains(variantLimit) else {
            throw ValidationError("--variant-limit must be between 1 and 10000, not \(variantLimit)")
        }
        _ = try parsedOptions()
    }

    func parsedOptions() throws -> SwiftUIImporter.Options {
        var options = SwiftUIImporter.Options(repeatCount: repeatCount)
        if let proposal { options.proposal = try ProposalOption.parse(proposal) }
        if let placeholder {
            let size = try ProposalOption.parse(placeholder)
            guard let width = size.width, let height = size.height, width.isFinite, height.isFinite else {
                throw ValidationError("--placeholder: expected finite WxH, not \(placeholder)")
            }
            options.placeholder = Size(width: width, height: height)
        }
        return options
    }

    func run() throws {
        var importer = SwiftUIImporter(options: try parsedOptions())
        let result: ImportResult
        do {
            for file in files {
                let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
                guard size <= SwiftUIImporter.maximumFileSize else {
                    throw ImportError(file: file, "the file is \(size) bytes; at most \(SwiftUIImporter.maximumFileSize) are read")
                }
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw ImportError(file: file, "cannot be read (no such file, or not a readable file)")
                }
                guard let text = String(validating: Array(data), as: UTF8.self) else { throw ImportError(file: file, "is not UTF-8 text") }
                try importer.add(file: file, text: text)
            }
            if let allViews { return try importAll(importer, into: allViews) }
            if let variants { return try importVariants(importer, into: variants) }
            result = try importer.importView(named: view)
        } catch let error as ImportError {
            CommandFailure.printError("error: \(error)")
            throw ExitCode.badInput
        }
        for note in result.notes { CommandFailure.printError("note: \(note)") }
        let text = ModelFile.encode(result.problem)
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try OutputFile.write(text, to: output)
        } catch {
            throw CommandFailure.exit(for: error)
        }
    }

    /// `--variants FOLDER`: the view once per combination of branches, each
    /// to FOLDER/NAME-vK.json, one line per model written on standard
    /// output; the first variant's notes on standard error, then a count.
    private func importVariants(_ importer: SwiftUIImporter, into folder: String) throws {
        let found: ImportVariants
        do {
            found = try importer.importVariants(named: view, limit: variantLimit)
        } catch {
            CommandFailure.printError("error: \(error)")
            throw ExitCode.badInput
        }
        for note in found.variants[0].notes { CommandFailure.printError("note: \(note)") }
        do {
            try OutputFile.createFolder(folder)
            for index in found.variants.indices {
                let problem = found.problem(at: index)
                let path = (folder as NSString).appendingPathComponent((problem.name ?? "view") + ".json")
                try OutputFile.write(ModelFile.encode(problem), to: path)
                print(path)
            }
        } catch {
            throw CommandFailure.exit(for: error)
        }
        let choices = Set(found.variants.flatMap { $0.branches.map(\.location) }).count
        CommandFailure.printError(
            "imported \(found.variants.count) variant\(found.variants.count == 1 ? "" : "s") of "
                + "\(found.variants[0].problem.name ?? "the view") (\(choices) choice\(choices == 1 ? "" : "s") on state) into \(folder)"
                + (found.complete ? "" : "; stopped at --variant-limit \(variantLimit), more combinations exist"))
    }

    /// `--all-views FOLDER`: every View of the parsed files, each to
    /// FOLDER/NAME.json (a name defined twice: the first, as `--view` takes
    /// it), its notes and any error prefixed with its name on standard
    /// error, one line per model written on standard output.
    private func importAll(_ importer: SwiftUIImporter, into folder: String) throws {
        do {
            try OutputFile.createFolder(folder)
        } catch {
            throw CommandFailure.exit(for: error)
        }
        var seen = Set<String>(), written = 0
        let names = importer.viewNames.filter { seen.insert($0).inserted }
        for name in names {
            let result: ImportResult
            do {
                result = try importer.importView(named: name)
            } catch {
                CommandFailure.printError("\(name): error: \(error)")
                continue
            }
            for note in result.notes { CommandFailure.printError("\(name): note: \(note)") }
            let path = (folder as NSString).appendingPathComponent(name + ".json")
            do {
                try OutputFile.write(ModelFile.encode(result.problem), to: path)
            } catch {
                throw CommandFailure.exit(for: error)
            }
            written += 1
            print(path)
        }
        CommandFailure.printError("imported \(written) of \(names.count) View\(names.count == 1 ? "" : "s") into \(folder)")
        if written == 0 { throw ExitCode.badInput }
    }
}
