import Foundation
import LayoutChecker
import LayoutModel

/// A ``SweepResult`` as a tidy CSV table: one row per (engine, proposal,
/// node), in that order (nodes in the tree's order), with the header
///
/// `engine,proposal_width,proposal_height,node,path,id,x,y,width,height,status,reason`
///
/// `status` is `laid-out`, `refused`, `no-layout` or `failed`; where there
/// are no frames the frame fields are empty and `reason` says why (once per
/// node, so every row stands alone). Unspecified proposal components are
/// empty; numbers as `SweepNumber` writes them. Fields with a comma, quote
/// or line break are quoted (RFC 4180).
public struct SweepTable: Sendable {
    /// The sweep written.
    public var result: SweepResult

    /// The table of `result`.
    public init(_ result: SweepResult) { self.result = result }

    /// The CSV header line (without its newline).
    public static let header = "engine,proposal_width,proposal_height,node,path,id,x,y,width,height,status,reason"

    /// The whole table, header first, each line ending in a newline.
    public var csv: String {
        var out = Self.header + "\n"
        for (engineIndex, engine) in result.engines.enumerated() {
            for (proposalIndex, proposal) in result.proposals.enumerated() {
                let outcome = result.outcomes[engineIndex][proposalIndex]
                let (status, reason) = Self.status(outcome)
                for node in result.tree.nodes {
                    var fields = [
                        engine, SweepNumber.text(proposal.width), SweepNumber.text(proposal.height), String(node.index), node.path,
                        node.id ?? "",
                    ]
                    if let frames = outcome.result?.frames, frames.indices.contains(node.index) {
                        let frame = frames[node.index]
                        fields += [frame.x, frame.y, frame.width, frame.height].map { SweepNumber.text($0) }
                    } else {
                        fields += ["", "", "", ""]
                    }
                    fields += [status, reason]
                    out += fields.map(Self.field).joined(separator: ",") + "\n"
                }
            }
        }
        return out
    }

    /// The status word and reason of `outcome`.
    static func status(_ outcome: EngineOutcome) -> (String, String) {
        switch outcome {
        case .laidOut: ("laid-out", "")
        case .refused(let reason): ("refused", reason)
        case .noLayout(let reason): ("no-layout", reason)
        case .failed(let reason): ("failed", reason)
        }
    }

    /// `status: reason` for an outcome without frames, `laid-out` for one with.
    public static func statusText(of outcome: EngineOutcome) -> String {
        let (status, reason) = status(outcome)
        return reason.isEmpty ? status : "\(status): \(reason)"
    }

    /// `text` as a CSV field, quoted where it must be.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
