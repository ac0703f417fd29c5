import ArgumentParser
import LayoutModel

/// `--proposal WxH`: lay the model out at another root proposal than its own
/// (`solve`, `check`, `render`). Each component is a number ≥ 0, `inf`
/// (infinity) or `nil` (unspecified, SwiftUI's `nil`), as a model file's
/// proposal takes them (docs/model-files.md).
///
/// The option is parsed unconditionally, so `--proposal -5x10` is its value
/// and gets the range error rather than "unknown option".
struct ProposalOption: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Lay the model out at this root proposal instead of its own: WxH, each a number ≥ 0, inf or nil (e.g. 320x480, 200xnil, infx44).",
            discussion: "The model's expected frames hold at its own proposal: at another one they are not checked.",
            valueName: "WxH"))
    var proposal: String?

    func validate() throws {
        _ = try parsed()
    }

    /// The proposal `--proposal` gives, or nil without the option.
    ///
    /// - Throws: `ValidationError` (usage error, exit 64) naming the
    ///   component and what was expected.
    func parsed() throws -> ProposedViewSize? {
        guard let proposal else { return nil }
        return try Self.parse(proposal)
    }

    /// `WxH` as a proposal.
    static func parse(_ text: String) throws -> ProposedViewSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw ValidationError("--proposal must be WIDTHxHEIGHT (each a number ≥ 0, inf or nil, e.g. 320x480), not \"\(text)\"")
        }
        return ProposedViewSize(
            width: try component(parts[0], axis: "width", text: text),
            height: try component(parts[1], axis: "height", text: text))
    }

    private static func component(_ part: Substring, axis: String, text: String) throws -> Double? {
        let expected = "--proposal \(text): the \(axis) must be a number ≥ 0, inf or nil"
        switch part {
        case "nil": return nil
        case "inf", "infinity": return .infinity
        default:
            // Double("nan"), "inf", hexadecimal and such are not lengths here.
            guard part.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" }),
                let value = Double(part), value.isFinite
            else {
                throw ValidationError("\(expected), not \"\(part)\"")
            }
            guard value >= 0 else { throw ValidationError("\(expected), not \(part) (a proposal is never negative)") }
            return value
        }
    }

    /// `model` at the proposal `--proposal` gives (unchanged without it). At
    /// another proposal than the model's own, its expectations (set for its
    /// own proposal) are dropped and `note` says so.
    func apply(to model: LoadedModel) throws -> LoadedModel {
        guard let proposal = try parsed() else { return model }
        var changed = model
        changed.proposalNote = nil
        if proposal != model.problem.proposal {
            if !model.problem.expect.isEmpty || !model.problem.expectByStrategy.isEmpty {
                changed.proposalNote =
                    "expectations not checked: the model sets them for its own proposal \(model.problem.proposal), "
                    + "not \(proposal) (--proposal)"
            }
            changed.problem.expect = [:]
            changed.problem.expectByStrategy = [:]
        }
        changed.problem.proposal = proposal
        changed.proposalFromOption = true
        return changed
    }
}
