// Guarded GLPK calls: each wrapper catches GLPK's fatal errors (which would
// otherwise abort the process) and reports them in a `layoutlp_glpk_guard`.
//
// How it works: GLPK calls the hook installed with glp_error_hook before it
// calls abort(). Each wrapper below calls setjmp, installs a hook that
// longjmps back into the same wrapper, calls GLPK, and uninstalls the hook.
// After a fatal error the wrapper frees the calling thread's GLPK environment
// (glp_free_env), because GLPK leaves it in an error state; that invalidates
// every problem object of this thread, including the one passed in, which the
// caller must then forget without deleting it. Only C frames (the wrapper's
// and GLPK's own) lie between setjmp and longjmp, never Swift frames.
//
// The wrappers are a last resort: the Swift backend validates its input so
// that GLPK's checks never fire. A problem object must be created, used and
// deleted on one thread (GLPK allocates it from that thread's environment);
// when GLPK shares one environment between threads
// (layoutlp_glpk_environment_is_per_thread() == 0), every wrapper must also
// be called while holding the process-wide lock (layoutlp_glpk_lock).
#ifndef LAYOUTLP_GLPK_GUARD_H
#define LAYOUTLP_GLPK_GUARD_H

#include <glpk.h>

#define LAYOUTLP_GUARD_MESSAGE_CAPACITY 1024

/// State shared between a guarded call and its caller.
typedef struct layoutlp_glpk_guard {
    /// In: non-zero lets GLPK print to the terminal as usual; zero keeps
    /// all of GLPK's output from the terminal (it is only captured below).
    int verbose;
    /// Out: non-zero when GLPK hit a fatal error during the call. The
    /// thread's GLPK environment has then been freed and every problem
    /// object of this thread is invalid.
    int fatal;
    /// Out: the tail of GLPK's terminal output during the call (after a
    /// fatal error: GLPK's error message). NUL-terminated.
    char message[LAYOUTLP_GUARD_MESSAGE_CAPACITY];
    /// Internal: number of bytes used in `message`.
    int message_length;
    /// In: when positive, a simplex call (layoutlp_guarded_simplex,
    /// layoutlp_guarded_exact) is stopped once the calling thread's CPU time
    /// (CLOCK_THREAD_CPUTIME_ID, in nanoseconds) reaches it. GLPK's simplex
    /// has no callback and its own limit counts wall-clock time; the check
    /// runs where GLPK reports progress (glp_simplex at least every
    /// LAYOUTLP_GUARD_PROGRESS_MS of wall-clock time, glp_exact every 5 s,
    /// which GLPK fixes), and stopping frees the
    /// thread's GLPK environment as a fatal error does (`fatal` is set too).
    long long cpu_deadline_ns;
    /// Out: non-zero when the CPU deadline stopped the call.
    int timed_out;
} layoutlp_glpk_guard;

/// How often, in wall-clock milliseconds, a simplex call with a CPU deadline
/// reports progress (and so checks the deadline).
#define LAYOUTLP_GUARD_PROGRESS_MS 100

/// Column (variable) data in GLPK's 1-based layout: element 0 is unused.
typedef struct layoutlp_glpk_columns {
    int count;
    const int *types;       // GLP_FR, GLP_LO, GLP_UP, GLP_DB, GLP_FX
    const double *lower;
    const double *upper;
    const int *kinds;       // GLP_CV, GLP_IV, GLP_BV
    const char *names;      // NUL-separated names; an empty name sets none
    const int *name_offsets; // byte offset of each name in `names`
} layoutlp_glpk_columns;

/// Row (constraint) data in GLPK's 1-based layout: element 0 is unused.
typedef struct layoutlp_glpk_rows {
    int count;
    const int *types;
    const double *lower;
    const double *upper;
    const char *names;
    const int *name_offsets;
} layoutlp_glpk_rows;

/// The constraint matrix as 1-based triplets (ia[k], ja[k], ar[k]), k = 1...count.
typedef struct layoutlp_glpk_matrix {
    int count;
    const int *rows;
    const int *columns;
    const double *values;
} layoutlp_glpk_matrix;

/// Serialises all GLPK use in the process, for a GLPK whose environment is
/// shared between threads (see docs/linear-programs.md).
void layoutlp_glpk_lock(void);
/// Releases the lock taken by layoutlp_glpk_lock.
void layoutlp_glpk_unlock(void);

/// 1 when this GLPK keeps one environment per thread (GLPK built with
/// thread-local storage): a second thread's glp_init_env finds no
/// environment. Probed once per process, on a short-lived thread.
int layoutlp_glpk_environment_is_per_thread(void);

/// A number that changes whenever a fatal error frees the environment the
/// calling thread uses (its own, or the process's when GLPK shares one): a
/// problem object created at another generation no longer exists.
unsigned long layoutlp_glpk_environment_generation(void);

/// The guard's message as a C string.
const char *layoutlp_guard_message(const layoutlp_glpk_guard *guard);

/// Creates an empty problem object; NULL in `*problem` after a fatal error.
void layoutlp_guarded_create(layoutlp_glpk_guard *guard, glp_prob **problem);
/// Deletes a problem object that is still valid.
void layoutlp_guarded_delete(layoutlp_glpk_guard *guard, glp_prob *problem);

/// Adds the columns, rows and matrix to an empty problem object.
void layoutlp_guarded_load(layoutlp_glpk_guard *guard, glp_prob *problem,
    const layoutlp_glpk_columns *columns, const layoutlp_glpk_rows *rows,
    const layoutlp_glpk_matrix *matrix);

/// Sets the direction (GLP_MIN/GLP_MAX), the 1-based column coefficients
/// coefficients[1...column_count] and the constant term of the objective.
void layoutlp_guarded_set_objective(layoutlp_glpk_guard *guard, glp_prob *problem,
    int direction, int column_count, const double *coefficients, double constant);

/// Appends one row with the given bounds and 1-based terms
/// (columns[k], values[k]), k = 1...length.
void layoutlp_guarded_add_row(layoutlp_glpk_guard *guard, glp_prob *problem,
    const char *name, int type, double lower, double upper,
    int length, const int *columns, const double *values);

/// Runs glp_exact (the simplex in exact rational arithmetic); its return
/// code goes to `*result`. Stopped at the guard's `cpu_deadline_ns`, if any.
void layoutlp_guarded_exact(layoutlp_glpk_guard *guard, glp_prob *problem,
                            const glp_smcp *parameters, int *result);

/// Runs glp_simplex; its return code goes to `*result`. Stopped at the
/// guard's `cpu_deadline_ns`, if any (`timed_out` is then set and the
/// problem object, like every one of this thread, no longer exists).
void layoutlp_guarded_simplex(layoutlp_glpk_guard *guard, glp_prob *problem,
    const glp_smcp *parameters, int *result);

/// Runs glp_intopt; its return code goes to `*result`, and the number of
/// branch-and-cut nodes it created (glp_ios_tree_size's total count, read by
/// a callback that replaces `parameters->cb_func`) to `*nodes`. When `start`
/// is not NULL (1-based, one value per column, integer columns integral), the
/// callback offers it once, at the first heuristic call, as an integer
/// feasible point (glp_ios_heur_sol), which GLPK takes without checking rows.
/// When `cpu_deadline_ns` is positive, the callback stops the search
/// (glp_ios_terminate) once the calling thread's CPU time
/// (CLOCK_THREAD_CPUTIME_ID) reaches it, and `*result` is then GLP_ETMLIM:
/// the time limit counts CPU time, whatever the machine's load. The guard's
/// own `cpu_deadline_ns`, when positive, also stops a node's simplex that
/// stalls (checked where it reports progress, every 5 s of wall clock). When
/// `work_limit` is positive, the callback stops the search once the simplex
/// iterations made during this call plus the nodes created reach it, and
/// `*result` is then LAYOUTLP_EWORKLIM: a limit that does not depend on the
/// machine at all.
void layoutlp_guarded_intopt(layoutlp_glpk_guard *guard, glp_prob *problem,
    const glp_iocp *parameters, const double *start, long long cpu_deadline_ns, long long work_limit, int *result,
    int *nodes);

/// The code `layoutlp_guarded_intopt` returns when its work limit stopped the search.
#define LAYOUTLP_EWORKLIM 0x7001

/// The problem object's simplex iteration count (glp_get_it_cnt): every
/// simplex iteration made on it so far, branch-and-cut's included.
void layoutlp_guarded_iteration_count(layoutlp_glpk_guard *guard, glp_prob *problem,
    int *count);

/// Reads the basic solution (mip == 0) or the MIP solution (mip != 0):
/// column values into values[1...column_count] and the solution status
/// (glp_get_status or glp_mip_status) into `*status`; for the basic solution
/// also glp_get_prim_stat and glp_get_dual_stat.
/// Row activities (glp_get_row_prim, or glp_mip_row_val when `mip`), and for
/// a basic solution row duals, column reduced costs and basis statuses,
/// 1-based like GLPK (element 0 unused). Arrays the caller does not need for
/// a MIP are left untouched.
void layoutlp_guarded_read_details(layoutlp_glpk_guard *guard, glp_prob *problem, int mip,
                                   int row_count, int column_count, double *row_activity,
                                   double *row_dual, double *column_dual, int *row_status,
                                   int *column_status);

/// glp_analyze_bound for the non-basic variable k (rows 1…m, then columns
/// m+1…m+n), after making sure a basis factorization exists; `ready` is 0
/// when none could be built (nothing is analysed then). The caller checks
/// that the basic solution is optimal and that k is non-basic.
void layoutlp_guarded_analyze_bound(layoutlp_glpk_guard *guard, glp_prob *problem, int k,
                                    int *ready, double *value1, int *var1, double *value2,
                                    int *var2);

/// glp_set_row_bnds on the last row (the caller checks the bounds' type and order).
void layoutlp_guarded_set_last_row_bounds(layoutlp_glpk_guard *guard, glp_prob *problem, int type,
                                          double lower, double upper);

void layoutlp_guarded_read_solution(layoutlp_glpk_guard *guard, glp_prob *problem,
    int mip, int column_count, double *values, int *status,
    int *primal_status, int *dual_status);

/// Writes the problem with glp_write_lp; its return code goes to `*result`.
void layoutlp_guarded_write_lp(layoutlp_glpk_guard *guard, glp_prob *problem,
    const char *path, int *result);

/// Writes the problem with glp_write_mps in `format` (GLP_MPS_DECK or
/// GLP_MPS_FILE); its return code goes to `*result`.
void layoutlp_guarded_write_mps(layoutlp_glpk_guard *guard, glp_prob *problem,
    int format, const char *path, int *result);

/// Reads a CPLEX LP file (mps_format == 0) or an MPS file in `mps_format`
/// into a temporary problem object and reports its numbers of rows, columns
/// and integer columns; the reader's return code goes to `*result`.
void layoutlp_guarded_read_dimensions(layoutlp_glpk_guard *guard, int mps_format,
    const char *path, int *result, int *rows, int *columns, int *integers);

/// glp_set_col_bnds for columns[k] (1-based GLPK indices), k = 0...count-1,
/// with types[k], lower[k], upper[k]. The caller checks indices and bounds.
void layoutlp_guarded_set_column_bounds(layoutlp_glpk_guard *guard, glp_prob *problem, int count,
    const int *columns, const int *types, const double *lower, const double *upper);

/// glp_set_row_bnds for rows[k], k = 0...count-1, like the columns' version.
void layoutlp_guarded_set_row_bounds(layoutlp_glpk_guard *guard, glp_prob *problem, int count,
    const int *rows, const int *types, const double *lower, const double *upper);

/// glp_set_col_kind for columns[k], k = 0...count-1 (GLP_BV is set as
/// GLP_IV: the caller sets the bounds afterwards).
void layoutlp_guarded_set_column_kinds(layoutlp_glpk_guard *guard, glp_prob *problem, int count,
    const int *columns, const int *kinds);

/// glp_set_mat_row: row `row`'s terms become (columns[k], values[k]),
/// k = 1...length (1-based like GLPK).
void layoutlp_guarded_set_matrix_row(layoutlp_glpk_guard *guard, glp_prob *problem, int row,
    int length, const int *columns, const double *values);

/// Deletes every row after the first `row_count`; when that leaves the basis
/// with too many basic variables, installs the standard basis.
void layoutlp_guarded_truncate_rows(layoutlp_glpk_guard *guard, glp_prob *problem, int row_count);

/// The basis statuses (GLP_BS, GLP_NL, ...) of the first `row_count` rows
/// and `column_count` columns, into `row_status[1...]` and `column_status[1...]`.
void layoutlp_guarded_read_basis(layoutlp_glpk_guard *guard, glp_prob *problem, int row_count,
                                 int column_count, int *row_status, int *column_status);

/// Sets every row's and column's basis status from `row_status[1...]` and
/// `column_status[1...]` (a non-basic status GLPK adjusts to the bounds'
/// type); `*complete` says whether as many are basic as there are rows,
/// and where not (or where the problem has other than `row_count` rows and
/// `column_count` columns), the standard basis is installed instead.
void layoutlp_guarded_set_basis(layoutlp_glpk_guard *guard, glp_prob *problem, int row_count,
                                int column_count, const int *row_status, const int *column_status,
                                int *complete);

/// glp_scale_prob with GLP_SF_AUTO: row and column scale factors that
/// GLPK's simplex and branch-and-cut apply to the problem from then on.
void layoutlp_guarded_scale(layoutlp_glpk_guard *guard, glp_prob *problem);

/// glp_std_basis: every row's slack basic, every column at a bound.
void layoutlp_guarded_standard_basis(layoutlp_glpk_guard *guard, glp_prob *problem);

/// Deliberately makes GLPK fail (glp_add_cols with a negative count) to
/// check that the guard turns the fatal error into `guard->fatal`.
void layoutlp_guarded_provoke_fatal_error(layoutlp_glpk_guard *guard);

#endif
