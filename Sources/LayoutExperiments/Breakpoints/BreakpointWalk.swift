import GLPKBackend
import LPLayout
import LayoutModel
import LinearProgram

/// The `exact` layout as a function of the root width, found exactly
/// rather than sampled (docs/sweeps.md, "Exact breakpoints").
///
/// Steps, from the range's first width `w`:
/// 1. solve the `exact` program at `w` (branch-and-cut and polishing, as
///    `LPLayoutEngine/solve(_:proposal:)`) and keep its integers;
/// 2. fix them (`Program.fixingIntegers`) in the program bounded to `w`
///    *without* propagation (its integers fixed, the feasible set is the
///    same) and solve that linear program with GLPK's bound sensitivity
///    analysis (`glp_analyze_bound`, `GLPKSolver/Options/Introspection/ranges`):
///    the range `lo…hi` of the root width column over which its basis
///    stays optimal. The layout program has one feasible point per width,
///    and these integers stay feasible over `lo…hi`, so on it the layout
///    *is* that linear program's solution: affine in the width;
/// 3. solve that linear program again at `hi` (the piece's other end): a
///    ``BreakpointPiece`` from `max(lo, previous end)` to `hi`;
/// 4. go on just past the end, at `hi + step`, from step 1, until the
///    range's last width is covered.
///
/// A piece that starts after the previous one ended leaves a gap narrower
/// than `step` (`gaps`): something happens in it that the walk does not
/// resolve. Pieces of one basis next to each other with the same slopes
/// are merged in ``BreakpointAnalysis``.
public struct BreakpointWalk: Sendable {
    /// The tree laid out.
    public var tree: LayoutTree
    /// The root proposal's height (nil: unspecified).
    public var height: Double?
    /// The root widths walked.
    public var widths: ClosedRange<Double>
    /// How far past a piece's end the next solve starts, in points.
    public var step: Double
    /// The LP engine's build options.
    public var options: LPLayoutOptions
    /// GLPK's options (introspection is set by the walk).
    public var solver: GLPKSolver.Options

    /// At most this many pieces before the walk gives up.
    public static let maximumPieces = 10_000

    /// A walk of `tree`'s `exact` layout over root widths `widths` at root height `height` (nil: unspecified), starting each piece `step` points past the previous one's end.
    public init(
        tree: LayoutTree, height: Double?, widths: ClosedRange<Double>, step: Double = 1e-6,
        options: LPLayoutOptions = LPLayoutOptions(), solver: GLPKSolver.Options = GLPKSolver.Options()
    ) {
        self.tree = tree
        self.height = height
        self.widths = widths
        self.step = step
        self.options = options
        self.solver = solver
    }

    /// The affine pieces covering ``widths``, in order, and the analysis by node.
    ///
    /// - Throws: ``BreakpointError``.
    public func run() throws(BreakpointError) -> BreakpointAnalysis {
        guard widths.lowerBound.isFinite, widths.upperBound.isFinite, widths.lowerBound >= 0 else {
            throw .badRange("\(widths) must be finite and at least 0")
        }
        let engine = LPLayoutEngine(strategy: ExactStrategy(), solver: GLPKSolver(options: solver), options: options)
        let first = ProposedViewSize(width: widths.lowerBound, height: height)
        let program: LayoutProgram
        do {
            try engine.checkRange(ProposedViewSize(width: widths.upperBound, height: height))
            program = try engine.compile(tree, shape: ProposalShape(of: first))
        } catch {
            throw .layout(width: widths.lowerBound, error)
        }
        guard let widthVariable = program.rootProposal.first ?? nil else { throw .noWidthVariable }
        var ranging = solver
        ranging.introspection = .ranges
        let analysis = GLPKSolver(options: ranging)
        var pieces: [BreakpointPiece] = [], gaps: [ClosedRange<Double>] = []
        var width = widths.lowerBound
        var warm = WarmLPLayout(engine: engine, program: program)
        while true {
            guard pieces.count < Self.maximumPieces else { throw .tooManyPieces(Self.maximumPieces) }
            let integers: [Double]
            (integers, width) = try solveStepping(&warm, from: width, after: pieces.last?.to)
            let here = try fixedSolve(program, integers, at: width, with: analysis)
            let range = here.solution.details?.boundRanges?[widthVariable.index]
            let start = pieces.last.map { Swift.max($0.to, range?.lowest ?? width) } ?? width
            if let last = pieces.last, start > last.to { gaps.append(last.to...start) }
            let end = Swift.min(Swift.max(range?.highest ?? width, width), widths.upperBound)
            let startFrames = start == width ? here.frames : try fixedSolve(program, integers, at: start, with: analysis).frames
            let endFrames = end == width ? here.frames : try fixedSolve(program, integers, at: end, with: analysis).frames
            pieces.append(BreakpointPiece(from: start, to: end, start: startFrames, end: endFrames))
            guard end < widths.upperBound else { break }
            width = Swift.min(end + step, widths.upperBound)
        }
        return BreakpointAnalysis(tree: tree, height: height, pieces: pieces, gaps: gaps)
    }

    /// `exact`'s integers at `width`, or, where `exact` has no layout just
    /// past a piece's end (`after`), at the first of `after + step·10ᵏ`
    /// (k = 1…4) that has one: `exact` leaves the widths within its
    /// resolution below a step of a discrete rule (a text's line capacity,
    /// `floor(w / advance)`) without a layout (docs/lp-encoding.md, "Text"),
    /// and the walk steps over them; the stretch shows as a gap.
    private func solveStepping(
        _ warm: inout WarmLPLayout, from width: Double, after end: Double?
    ) throws(BreakpointError) -> (integers: [Double], width: Double) {
        var width = width
        for attempt in 0...4 {
            do {
                return (try warm.run(ProposedViewSize(width: width, height: height)).solution.values, width)
            } catch {
                guard case .noOptimum = error, let end, attempt < 4 else { throw .layout(width: width, error) }
                var next = end + step
                for _ in 0...attempt { next = end + (next - end) * 10 }
                width = Swift.min(next, widths.upperBound)
            }
        }
        throw .badRange("unreachable")
    }

    /// The program bounded to `width` with `integers` fixed, solved as a
    /// linear program with bound ranges: its solution and frames.
    private func fixedSolve(
        _ program: LayoutProgram, _ integers: [Double], at width: Double, with solver: GLPKSolver
    ) throws(BreakpointError) -> (solution: Solution, frames: [Rect]) {
        let proposal = ProposedViewSize(width: width, height: height)
        do {
            let fixed = try program.bounding(to: proposal).fixingIntegers(at: integers)
            let outcome: SolveOutcome
            do {
                outcome = try solver.solve(fixed)
            } catch {
                throw LPLayoutError.solverFailed(message: String(describing: error))
            }
            guard case .optimal(let solution) = outcome else {
                guard case .noOptimum(let reason) = outcome else { throw LPLayoutError.solverFailed(message: "no outcome") }
                throw LPLayoutError.noOptimum(reason)
            }
            let frames = RightToLeftMirror.apply(to: program.layoutFrames(from: solution), in: program.tree)
            return (solution, frames)
        } catch let error as LPLayoutError {
            throw .layout(width: width, error)
        } catch {
            throw .layout(width: width, .solverFailed(message: String(describing: error)))
        }
    }
}
