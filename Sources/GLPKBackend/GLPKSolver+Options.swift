import LinearProgram

extension GLPKSolver {
    /// Limits and terminal output of a ``GLPKSolver``.
    public struct Options: Hashable, Sendable {
        /// CPU-time limit for a whole solve, all objectives together, counted
        /// on the calling thread (`CPUDeadline`), so that whether a solve
        /// finishes depends far less on the machine's load than with a wall
        /// clock (CPU time still grows somewhat under load); nil for none.
        /// Branch-and-cut stops when it runs out, and a simplex call that
        /// used it up counts as having run out; GLPK's own wall-clock
        /// `tm_lim` is only a backstop at ten times the CPU time left.
        /// Running out is an error
        /// (``GLPKError/timeLimitReached(routine:objectiveIndex:)``), even when
        /// a feasible point is known, because the solver did not finish.
        public var timeLimit: Duration?
        /// The relative gap between the best integer solution and the best
        /// bound at which `glp_intopt` may stop (GLPK's `mip_gap`); 0, the
        /// default, means prove optimality. A solution found this way has
        /// `Solution/isProvenOptimal` false.
        public var mipGap: Double
        /// Whether GLPK prints its progress and messages to the terminal
        /// (solver message level `GLP_MSG_ON`, and the guard's terminal hook
        /// lets output through). Off by default: message level `GLP_MSG_OFF`
        /// and the hook swallows everything, so GLPK is silent.
        public var verbose: Bool
        /// What the solution carries besides values (`Solution/details`):
        /// nothing (the default), or row activities, duals, reduced costs
        /// and basis statuses, or those and the columns' bound ranges.
        public var introspection: Introspection

        /// How much `Solution/details` holds.
        public enum Introspection: String, Sendable, Hashable, CaseIterable {
            /// No details (nothing extra is read).
            case none
            /// Row activities; for a linear program also row duals, reduced
            /// costs and basis statuses (`glp_get_row_prim`, `glp_get_row_dual`,
            /// `glp_get_col_dual`, `glp_get_row_stat`, `glp_get_col_stat`; a
            /// mixed-integer solution has activities only, `glp_mip_row_val`).
            case basis
            /// `basis`, and for a linear program each non-basic column's bound
            /// range (`glp_analyze_bound`, one call per column).
            case ranges
        }

        /// From how many rows on the relaxation that starts a mixed-integer
        /// solve goes through GLPK's LP presolver (10,000 by default). A
        /// layout program arrives with most integers fixed; the presolver
        /// drops them and the simplex is far faster (huge nested depth 4,
        /// about 100,000 rows: 0.08 s instead of 11 s). Below, the plain
        /// primal simplex runs: branch-and-cut starts from the basis the
        /// relaxation leaves, and on small programs with open ties another
        /// optimal basis (the presolver's, or an advanced initial basis)
        /// made it branch for minutes where it took 2 s (fuzz seed 1, cases
        /// 23406 and 46135; docs/linear-programs.md, "Solvers and presolve").
        public var presolvedRelaxationRows: Int

        /// Whether a linear program's first stage, solved from no basis,
        /// goes through GLPK's LP presolver (false by default; as for a
        /// large relaxation, an answer other than an optimum is asked again
        /// without it from the standard basis). Later stages and later
        /// solves in a session start from the previous basis without it.
        public var presolvesLinearPrograms = false

        /// The fewest rows of a program whose fixed columns and implied
        /// rows are left out before it is loaded (``ProgramReduction``;
        /// 2,000 by default, nil: never). Solutions are mapped back to
        /// every column. A smaller program is loaded as it is: there the
        /// reduction saves little, and the simplex's path through the
        /// program (its round-off in the last bits of an answer) stays
        /// what it was (docs/linear-programs.md, "Fixed columns out").
        public var reducedProgramRows: Int? = 2_000

        /// Whether linear programs (and relaxations) are solved by
        /// `glp_exact`, in rational arithmetic, instead of the floating-point
        /// simplex (false by default): exact to the last bit of the doubles
        /// it reads, free of tolerances, and slower.
        public var exactArithmetic = false

        /// Whether a relaxation the floating-point simplex finds infeasible
        /// (or singular) is solved again in exact arithmetic (true by
        /// default: layout programs are feasible by construction, and
        /// round-off can make them look otherwise); off for programs that
        /// are often infeasible by design (``GLPKSolver/acceptingInfeasibility()``).
        public var exactRetry = true

        /// The most iterations of each simplex run (`it_lim`; nil, the
        /// default, for none); a run that reaches it is a
        /// ``GLPKError/solverFailed(routine:code:name:meaning:)`` with
        /// `GLP_EITLIM`. Deterministic, unlike a time limit.
        public var iterationLimit: Int?

        /// The most work one solve may do, all objectives together: simplex
        /// iterations (branch-and-cut's included) plus branch-and-cut nodes;
        /// nil, the default, for no limit. Running out is
        /// ``GLPKError/workLimitReached(routine:objectiveIndex:)``. Unlike a
        /// time limit, whether a solve finishes within it does not depend on
        /// the machine or its load: the same program takes the same
        /// iterations and nodes with the same GLPK. A solve stops once its
        /// work reaches the limit, so one that takes W needs more than W.
        public var workLimit: Int?

        /// Options; the defaults are no time limit, gap 0, silence, no
        /// introspection, and the LP presolver for relaxations of 10,000 rows or more.
        public init(
            timeLimit: Duration? = nil, mipGap: Double = 0, verbose: Bool = false, introspection: Introspection = .none,
            presolvedRelaxationRows: Int = 10_000
        ) {
            self.timeLimit = timeLimit
            self.mipGap = mipGap
            self.verbose = verbose
            self.introspection = introspection
            self.presolvedRelaxationRows = presolvedRelaxationRows
        }

        /// These options with the time limit `limit` or their own, whichever
        /// is shorter, and at least one millisecond (GLPK's unit).
        func limitingTime(to limit: Duration) -> Options {
            var copy = self
            let floor = Swift.max(limit, .milliseconds(1))
            copy.timeLimit = Swift.min(timeLimit ?? floor, floor)
            return copy
        }

        /// These options with the work limit `limit` or their own, whichever is smaller (at least 1).
        func limitingWork(to limit: Int) -> Options {
            var copy = self
            let floor = Swift.max(limit, 1)
            copy.workLimit = Swift.min(workLimit ?? floor, floor)
            return copy
        }

        /// Checks the ranges: a positive time limit that fits GLPK's `int`
        /// milliseconds, and a finite, non-negative gap.
        ///
        /// - Throws: ``GLPKError/invalidOption(_:)``.
        func validate() throws(GLPKError) {
            if let timeLimit {
                guard timeLimit > .zero, timeLimit <= .milliseconds(Int64(Int32.max)) else {
                    throw .invalidOption("time limit \(timeLimit) must be positive and at most \(Int32.max) ms")
                }
            }
            guard mipGap.isFinite, mipGap >= 0 else {
                throw .invalidOption("MIP gap \(mipGap) must be finite and non-negative")
            }
            if let workLimit, workLimit <= 0 {
                throw .invalidOption("work limit \(workLimit) must be positive")
            }
            if let iterationLimit {
                guard iterationLimit > 0, iterationLimit <= Int(Int32.max) else {
                    throw .invalidOption("iteration limit \(iterationLimit) must be positive and at most \(Int32.max)")
                }
            }
        }

        /// `duration` in whole milliseconds for GLPK, at least 1, at most `Int32.max`.
        static func milliseconds(_ duration: Duration) -> Int32 {
            let (seconds, attoseconds) = duration.components
            let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
            return Int32(clamping: max(1, total))
        }
    }
}
