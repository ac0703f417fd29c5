import Foundation
import GreedyLayout
import LayoutChecker
import LayoutFuzzing
import LayoutModel
import LayoutModelFile
import LayoutPictures

/// Writes a shrunk fuzz finding as a model file ready to go into `Models/`:
/// the tree and proposal, a description saying what failed, and the greedy
/// engine's frames as `expect` with a `disabled` key, because those frames
/// are an engine's output, not yet worked out by hand; and beside it a
/// picture (`LayoutPicture`) of the engines that gave frames, overlaid, with
/// the differing nodes marked.
struct FindingWriter {
    var folder: String

    struct Written {
        var paths: [String]
        var views: Int
    }

    func write(_ finding: FuzzFinding, campaign: FuzzCampaign) throws(OutputFileError) -> Written {
        var problem = finding.shrunk ?? finding.problem
        let name = "fuzz-\(campaign.seed)-\(finding.index)"
        problem.name = name
        var description =
            "Found by `layoutlp fuzz --seed \(campaign.seed)` (case \(finding.index), replay with --case \(finding.index))"
            + " and shrunk: \(finding.summary)."
        let tree = try? LayoutTree(problem.root, environment: problem.environment)
        if let tree, let greedy = try? GreedyLayoutEngine().layout(tree, proposal: problem.proposal) {
            // The format writes an infinite length as "infinity"; positions
            // must be finite numbers, and there is no -infinity.
            problem.expect = greedy.framesByID(in: tree).filter { _, frame in
                frame.x.isFinite && frame.y.isFinite
                    && [frame.width, frame.height].allSatisfy { !$0.isNaN && $0 != -.infinity }
            }.mapValues(ExpectedFrame.init)
            problem.disabled =
                "fuzz finding: `expect` holds the greedy engine's frames, unchecked; work the frames out by hand "
                + "from the rules (docs/greedy-semantics.md), fix the wrong engine, then remove this key"
        }
        var results: [LayoutResult] = []
        switch campaign.check.run(problem) {
        case .disagreed(let comparison):
            description += " Shrunk: \(comparison.differences.count) differing node(s); first: \(comparison.differences[0])."
            results = [comparison.left, comparison.right]
        case .agreed(let comparison):
            results = [comparison.left, comparison.right]
        case .failed(let engine, let message):
            description += " Shrunk: \(engine) failed: \(message)."
            if let tree, let greedy = try? GreedyLayoutEngine().layout(tree, proposal: problem.proposal) { results = [greedy] }
        default: break
        }
        problem.description = description
        try OutputFile.createFolder(folder)
        let path = (folder as NSString).appendingPathComponent(name + ".json")
        try OutputFile.write(ModelFile.encode(problem), to: path)
        var paths = [path]
        if let tree, !results.isEmpty {
            let picture = LayoutPicture(
                tree: tree, proposal: problem.proposal, title: name, results: results,
                tolerance: campaign.check.tolerance)
            let picturePath = (folder as NSString).appendingPathComponent(name + ".svg")
            try OutputFile.write(picture.svg(), to: picturePath)
            paths.append(picturePath)
        }
        return Written(paths: paths, views: tree.map { $0.nodes.count } ?? 0)
    }
}
