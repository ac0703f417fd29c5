import GreedyLayout
import LPLayout
import LayoutModel

/// The two engines a fuzz case runs, and the one place where an engine's
/// error is sorted into a refusal (a layout or encoding it does not
/// implement, on purpose) or a failure.
enum FuzzEngine {
    case greedy
    case lp(LPLayoutEngine)

    /// Why an engine gave no frames.
    enum Failure: Error {
        case refused(String)
        case failed(String)

        var message: String {
            switch self {
            case .refused(let message), .failed(let message): message
            }
        }
    }

    var name: String {
        switch self {
        case .greedy: "greedy"
        case .lp(let engine): engine.name
        }
    }

    func layout(_ tree: LayoutTree, proposal: ProposedViewSize) -> Result<LayoutResult, Failure> {
        do {
            switch self {
            case .greedy: return .success(try GreedyLayoutEngine().layout(tree, proposal: proposal))
            case .lp(let engine): return .success(try engine.run(tree, proposal: proposal).result)
            }
        } catch let error as UnsupportedLayoutError {
            return .failure(.refused(error.description))
        } catch let error as LPLayoutError {
            if case .unsupported(let reason) = error { return .failure(.refused(reason.description)) }
            return .failure(.failed(error.description))
        } catch {
            return .failure(.failed(String(describing: error)))
        }
    }
}
