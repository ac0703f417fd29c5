// Guarded GLPK calls; see include/layoutlp_glpk_guard.h for the contract.
#include "layoutlp_glpk_guard.h"

#include <pthread.h>
#include <setjmp.h>
#include <string.h>
#include <time.h>

/// Where a fatal error jumps to: lives in the frame of the wrapper that
/// called setjmp, for exactly the duration of that wrapper.
typedef struct guard_context {
    jmp_buf jump;
    layoutlp_glpk_guard *guard;
} guard_context;

static pthread_mutex_t glpk_mutex = PTHREAD_MUTEX_INITIALIZER;

void layoutlp_glpk_lock(void) { pthread_mutex_lock(&glpk_mutex); }

void layoutlp_glpk_unlock(void) { pthread_mutex_unlock(&glpk_mutex); }

/// 1 when GLPK keeps one environment per thread, 0 when all threads share one.
static int per_thread_environment = 0;
static pthread_once_t environment_probe = PTHREAD_ONCE_INIT;

/// How many times this thread's environment (or, when GLPK shares one
/// environment between threads, the process's) was freed after a fatal error.
static __thread unsigned long thread_generation = 0;
static _Atomic unsigned long process_generation = 0;

static void *probe_second_thread(void *unused) {
    (void)unused;
    // 0: "initialised now", so this thread did not see the first thread's environment.
    int fresh = glp_init_env() == 0;
    if (fresh) glp_free_env();
    return fresh ? (void *)1 : NULL;
}

static void probe_environment(void) {
    glp_init_env();  // this thread's (or the process's) environment exists from here on
    pthread_t thread;
    void *fresh = NULL;
    if (pthread_create(&thread, NULL, probe_second_thread, NULL) == 0 && pthread_join(thread, &fresh) == 0) {
        per_thread_environment = fresh != NULL;
    }
}

int layoutlp_glpk_environment_is_per_thread(void) {
    pthread_once(&environment_probe, probe_environment);
    return per_thread_environment;
}

unsigned long layoutlp_glpk_environment_generation(void) {
    return thread_generation + process_generation;
}

const char *layoutlp_guard_message(const layoutlp_glpk_guard *guard) {
    return guard->message;
}

/// The wrapper running on this thread, while it runs (for the CPU deadline's jump).
static __thread guard_context *current_context = NULL;

static long long thread_cpu_ns(void) {
    struct timespec time;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
    return (long long)time.tv_sec * 1000000000LL + time.tv_nsec;
}

/// Keeps the tail of GLPK's terminal output in the guard, so that the error
/// message GLPK prints before a fatal error can be reported to Swift.
/// Returning non-zero suppresses GLPK's own printing. It is also where a
/// simplex call with a CPU deadline is stopped: GLPK's simplex reports
/// progress here, and past the deadline the call leaves GLPK the way a
/// fatal error does (the environment is freed afterwards).
static int capture_output(void *info, const char *text) {
    layoutlp_glpk_guard *guard = info;
    if (guard->cpu_deadline_ns > 0 && !guard->timed_out && current_context != NULL &&
        thread_cpu_ns() >= guard->cpu_deadline_ns) {
        guard->timed_out = 1;
        longjmp(current_context->jump, 1);
    }
    int capacity = LAYOUTLP_GUARD_MESSAGE_CAPACITY - 1;
    int length = (int)strlen(text);
    if (length >= capacity) {
        text += length - capacity;
        length = capacity;
    }
    int keep = guard->message_length;
    if (keep + length > capacity) {
        int drop = keep + length - capacity;
        memmove(guard->message, guard->message + drop, (size_t)(keep - drop));
        keep -= drop;
    }
    memcpy(guard->message + keep, text, (size_t)length);
    guard->message_length = keep + length;
    guard->message[guard->message_length] = '\0';
    return guard->verbose ? 0 : 1;
}

/// GLPK calls this before abort(); jumping out is what keeps the process alive.
static void jump_out_of_fatal_error(void *info) {
    guard_context *context = info;
    longjmp(context->jump, 1);
}

static void enter(guard_context *context) {
    layoutlp_glpk_guard *guard = context->guard;
    guard->fatal = 0;
    guard->message_length = 0;
    guard->message[0] = '\0';
    // The environment (and with it these settings) is per thread and is
    // freed after a fatal error, so every guarded call sets them again.
    // Output stays on so that the hook sees GLPK's messages (a file reader's
    // "line 2: missing variable name"); the hook keeps them from the terminal
    // unless the caller asked for verbose output.
    glp_term_out(GLP_ON);
    glp_term_hook(capture_output, guard);
    glp_error_hook(jump_out_of_fatal_error, context);
    current_context = context;
}

static void leave(void) {
    current_context = NULL;
    glp_error_hook(NULL, NULL);
    glp_term_hook(NULL, NULL);
}

/// After a fatal error GLPK's environment is in an error state; the manual's
/// remedy is glp_free_env, which frees it (and every problem object of this
/// thread). The next GLPK call creates a fresh environment.
static void recover(guard_context *context) {
    current_context = NULL;
    context->guard->fatal = 1;
    glp_free_env();
    if (per_thread_environment) {
        thread_generation++;
    } else {
        process_generation++;
    }
}

// setjmp must be called in the frame that stays active while GLPK runs, so
// each wrapper expands this macro instead of calling a helper.
#define GUARDED(guard_pointer, ...)                         \
    do {                                                    \
        guard_context context_;                             \
        context_.guard = (guard_pointer);                   \
        if (setjmp(context_.jump) == 0) {                   \
            enter(&context_);                               \
            __VA_ARGS__;                                    \
            leave();                                        \
        } else {                                            \
            recover(&context_);                             \
        }                                                   \
    } while (0)

void layoutlp_guarded_create(layoutlp_glpk_guard *guard, glp_prob **problem) {
    *problem = NULL;
    GUARDED(guard, *problem = glp_create_prob());
}

void layoutlp_guarded_delete(layoutlp_glpk_guard *guard, glp_prob *problem) {
    GUARDED(guard, glp_delete_prob(problem));
}

static void load(glp_prob *problem, const layoutlp_glpk_columns *columns,
                 const layoutlp_glpk_rows *rows, const layoutlp_glpk_matrix *matrix) {
    if (columns->count > 0) glp_add_cols(problem, columns->count);
    for (int j = 1; j <= columns->count; j++) {
        const char *name = columns->names + columns->name_offsets[j];
        if (name[0] != '\0') glp_set_col_name(problem, j, name);
        glp_set_col_bnds(problem, j, columns->types[j], columns->lower[j], columns->upper[j]);
        glp_set_col_kind(problem, j, columns->kinds[j]);
    }
    if (rows->count > 0) glp_add_rows(problem, rows->count);
    for (int i = 1; i <= rows->count; i++) {
        const char *name = rows->names + rows->name_offsets[i];
        if (name[0] != '\0') glp_set_row_name(problem, i, name);
        glp_set_row_bnds(problem, i, rows->types[i], rows->lower[i], rows->upper[i]);
    }
    if (matrix->count > 0) {
        glp_load_matrix(problem, matrix->count, matrix->rows, matrix->columns, matrix->values);
    }
}

void layoutlp_guarded_load(layoutlp_glpk_guard *guard, glp_prob *problem,
                           const layoutlp_glpk_columns *columns, const layoutlp_glpk_rows *rows,
                           const layoutlp_glpk_matrix *matrix) {
    GUARDED(guard, load(problem, columns, rows, matrix));
}

static void set_objective(glp_prob *problem, int direction, int column_count,
                          const double *coefficients, double constant) {
    glp_set_obj_dir(problem, direction);
    glp_set_obj_coef(problem, 0, constant);
    for (int j = 1; j <= column_count; j++) glp_set_obj_coef(problem, j, coefficients[j]);
}

void layoutlp_guarded_set_objective(layoutlp_glpk_guard *guard, glp_prob *problem,
                                    int direction, int column_count,
                                    const double *coefficients, double constant) {
    GUARDED(guard, set_objective(problem, direction, column_count, coefficients, constant));
}

static void set_last_row_bounds(glp_prob *problem, int type, double lower, double upper) {
    int i = glp_get_num_rows(problem);
    if (i > 0) glp_set_row_bnds(problem, i, type, lower, upper);
}

void layoutlp_guarded_set_last_row_bounds(layoutlp_glpk_guard *guard, glp_prob *problem, int type,
                                          double lower, double upper) {
    GUARDED(guard, set_last_row_bounds(problem, type, lower, upper));
}

static void add_row(glp_prob *problem, const char *name, int type, double lower, double upper,
                    int length, const int *columns, const double *values) {
    int i = glp_add_rows(problem, 1);
    if (name != NULL && name[0] != '\0') glp_set_row_name(problem, i, name);
    glp_set_row_bnds(problem, i, type, lower, upper);
    glp_set_mat_row(problem, i, length, columns, values);
}

void layoutlp_guarded_add_row(layoutlp_glpk_guard *guard, glp_prob *problem,
                              const char *name, int type, double lower, double upper,
                              int length, const int *columns, const double *values) {
    GUARDED(guard, add_row(problem, name, type, lower, upper, length, columns, values));
}

/// `parameters` with progress reports often enough for the guard's CPU
/// deadline to be checked (the terminal hook keeps them off the terminal
/// unless the caller asked for verbose output).
static glp_smcp reporting(const layoutlp_glpk_guard *guard, const glp_smcp *parameters) {
    glp_smcp copy = *parameters;
    if (guard->cpu_deadline_ns > 0) {
        if (copy.msg_lev < GLP_MSG_ON) copy.msg_lev = GLP_MSG_ON;
        if (copy.out_frq > LAYOUTLP_GUARD_PROGRESS_MS) copy.out_frq = LAYOUTLP_GUARD_PROGRESS_MS;
        copy.out_dly = 0;
    }
    return copy;
}

void layoutlp_guarded_simplex(layoutlp_glpk_guard *guard, glp_prob *problem,
                              const glp_smcp *parameters, int *result) {
    glp_smcp copy = reporting(guard, parameters);
    GUARDED(guard, *result = glp_simplex(problem, &copy));
}

void layoutlp_guarded_exact(layoutlp_glpk_guard *guard, glp_prob *problem,
                            const glp_smcp *parameters, int *result) {
    glp_smcp copy = reporting(guard, parameters);
    GUARDED(guard, *result = glp_exact(problem, &copy));
}

/* What the branch-and-cut callback keeps: the largest total node count
   branch-and-cut reports (the tree only grows, so the last call's count is
   the search's), an integer point to offer once as the first incumbent, and
   the thread CPU time at which to stop (0: none). */
typedef struct intopt_state {
    int *nodes;
    const double *start;
    int offered;
    long long cpu_deadline_ns;
    int stopped;
    long long work_limit;
    int iterations_before;
} intopt_state;

static void intopt_callback(glp_tree *tree, void *info) {
    intopt_state *state = info;
    int active = 0, current = 0, total = 0;
    glp_ios_tree_size(tree, &active, &current, &total);
    if (total > *state->nodes) *state->nodes = total;
    if (state->cpu_deadline_ns > 0 && !state->stopped && thread_cpu_ns() >= state->cpu_deadline_ns) {
        state->stopped = 1;
        glp_ios_terminate(tree);
        return;
    }
    if (state->work_limit > 0 && !state->stopped) {
        long long work = (long long)(glp_get_it_cnt(glp_ios_get_prob(tree)) - state->iterations_before) + total;
        if (work >= state->work_limit) {
            state->stopped = 2;
            glp_ios_terminate(tree);
            return;
        }
    }
    if (state->start != NULL && !state->offered && glp_ios_reason(tree) == GLP_IHEUR) {
        state->offered = 1;
        glp_ios_heur_sol(tree, state->start);
    }
}

static int intopt_counting(glp_prob *problem, const glp_iocp *parameters, const double *start, long long cpu_deadline_ns,
                           long long work_limit, int *nodes) {
    glp_iocp counting = *parameters;
    *nodes = 0;
    intopt_state state = { nodes, start, 0, cpu_deadline_ns, 0, work_limit, glp_get_it_cnt(problem) };
    counting.cb_func = intopt_callback;
    counting.cb_info = &state;
    int result = glp_intopt(problem, &counting);
    if (result == GLP_ESTOP && state.stopped == 1) return GLP_ETMLIM;
    if (result == GLP_ESTOP && state.stopped == 2) return LAYOUTLP_EWORKLIM;
    return result;
}

void layoutlp_guarded_intopt(layoutlp_glpk_guard *guard, glp_prob *problem,
                             const glp_iocp *parameters, const double *start, long long cpu_deadline_ns, long long work_limit,
                             int *result, int *nodes) {
    // The callback stops the search between nodes; the guard's deadline
    // stops a node's simplex that stalls (it reports progress every 5 s of
    // wall clock, GLPK's default for the node's own parameters).
    glp_iocp copy = *parameters;
    if (guard->cpu_deadline_ns > 0) {
        if (copy.msg_lev < GLP_MSG_ON) copy.msg_lev = GLP_MSG_ON;
        if (copy.out_frq > LAYOUTLP_GUARD_PROGRESS_MS) copy.out_frq = LAYOUTLP_GUARD_PROGRESS_MS;
        copy.out_dly = 0;
    }
    GUARDED(guard, *result = intopt_counting(problem, &copy, start, cpu_deadline_ns, work_limit, nodes));
}

void layoutlp_guarded_iteration_count(layoutlp_glpk_guard *guard, glp_prob *problem,
                                      int *count) {
    GUARDED(guard, *count = glp_get_it_cnt(problem));
}

static void read_solution(glp_prob *problem, int mip, int column_count, double *values,
                          int *status, int *primal_status, int *dual_status) {
    if (mip) {
        *status = glp_mip_status(problem);
        *primal_status = *status;
        *dual_status = GLP_UNDEF;
        for (int j = 1; j <= column_count; j++) values[j] = glp_mip_col_val(problem, j);
    } else {
        *status = glp_get_status(problem);
        *primal_status = glp_get_prim_stat(problem);
        *dual_status = glp_get_dual_stat(problem);
        for (int j = 1; j <= column_count; j++) values[j] = glp_get_col_prim(problem, j);
    }
}

void layoutlp_guarded_read_solution(layoutlp_glpk_guard *guard, glp_prob *problem,
                                    int mip, int column_count, double *values, int *status,
                                    int *primal_status, int *dual_status) {
    GUARDED(guard, read_solution(problem, mip, column_count, values, status, primal_status,
                                 dual_status));
}

static void read_details(glp_prob *problem, int mip, int row_count, int column_count,
                         double *row_activity, double *row_dual, double *column_dual,
                         int *row_status, int *column_status) {
    for (int i = 1; i <= row_count; i++) {
        row_activity[i] = mip ? glp_mip_row_val(problem, i) : glp_get_row_prim(problem, i);
        if (!mip) {
            row_dual[i] = glp_get_row_dual(problem, i);
            row_status[i] = glp_get_row_stat(problem, i);
        }
    }
    if (!mip) {
        for (int j = 1; j <= column_count; j++) {
            column_dual[j] = glp_get_col_dual(problem, j);
            column_status[j] = glp_get_col_stat(problem, j);
        }
    }
}

void layoutlp_guarded_read_details(layoutlp_glpk_guard *guard, glp_prob *problem, int mip,
                                   int row_count, int column_count, double *row_activity,
                                   double *row_dual, double *column_dual, int *row_status,
                                   int *column_status) {
    GUARDED(guard, read_details(problem, mip, row_count, column_count, row_activity, row_dual,
                                column_dual, row_status, column_status));
}

static void analyze_bound(glp_prob *problem, int k, int *ready, double *value1, int *var1,
                          double *value2, int *var2) {
    /* glp_analyze_bound needs a valid basis factorization; build it when missing. */
    *ready = glp_bf_exists(problem) || glp_factorize(problem) == 0;
    if (*ready) glp_analyze_bound(problem, k, value1, var1, value2, var2);
}

void layoutlp_guarded_analyze_bound(layoutlp_glpk_guard *guard, glp_prob *problem, int k,
                                    int *ready, double *value1, int *var1, double *value2,
                                    int *var2) {
    GUARDED(guard, analyze_bound(problem, k, ready, value1, var1, value2, var2));
}

void layoutlp_guarded_write_lp(layoutlp_glpk_guard *guard, glp_prob *problem,
                               const char *path, int *result) {
    GUARDED(guard, *result = glp_write_lp(problem, NULL, path));
}

void layoutlp_guarded_write_mps(layoutlp_glpk_guard *guard, glp_prob *problem,
                                int format, const char *path, int *result) {
    GUARDED(guard, *result = glp_write_mps(problem, format, NULL, path));
}

static void read_dimensions(int mps_format, const char *path, int *result,
                            int *rows, int *columns, int *integers) {
    glp_prob *problem = glp_create_prob();
    *result = mps_format == 0 ? glp_read_lp(problem, NULL, path)
                              : glp_read_mps(problem, mps_format, NULL, path);
    if (*result == 0) {
        *rows = glp_get_num_rows(problem);
        *columns = glp_get_num_cols(problem);
        *integers = glp_get_num_int(problem);
    }
    glp_delete_prob(problem);
}

void layoutlp_guarded_read_dimensions(layoutlp_glpk_guard *guard, int mps_format,
                                      const char *path, int *result, int *rows, int *columns,
                                      int *integers) {
    GUARDED(guard, read_dimensions(mps_format, path, result, rows, columns, integers));
}

static void provoke_fatal_error(void) {
    glp_prob *problem = glp_create_prob();
    glp_add_cols(problem, -1);  // GLPK reports "invalid number of columns" as fatal
    glp_delete_prob(problem);   // not reached
}

void layoutlp_guarded_provoke_fatal_error(layoutlp_glpk_guard *guard) {
    GUARDED(guard, provoke_fatal_error());
}

static void set_column_bounds(glp_prob *problem, int count, const int *columns, const int *types,
                              const double *lower, const double *upper) {
    for (int k = 0; k < count; k++) glp_set_col_bnds(problem, columns[k], types[k], lower[k], upper[k]);
}

void layoutlp_guarded_set_column_bounds(layoutlp_glpk_guard *guard, glp_prob *problem, int count,
                                        const int *columns, const int *types, const double *lower,
                                        const double *upper) {
    GUARDED(guard, set_column_bounds(problem, count, columns, types, lower, upper));
}

static void set_row_bounds(glp_prob *problem, int count, const int *rows, const int *types,
                           const double *lower, const double *upper) {
    for (int k = 0; k < count; k++) glp_set_row_bnds(problem, rows[k], types[k], lower[k], upper[k]);
}

void layoutlp_guarded_set_row_bounds(layoutlp_glpk_guard *guard, glp_prob *problem, int count,
                                     const int *rows, const int *types, const double *lower,
                                     const double *upper) {
    GUARDED(guard, set_row_bounds(problem, count, rows, types, lower, upper));
}

static void set_column_kinds(glp_prob *problem, int count, const int *columns, const int *kinds) {
    for (int k = 0; k < count; k++) {
        // glp_set_col_kind(GLP_BV) would also set the bounds 0 and 1; the
        // caller sets bounds afterwards, so an integer kind is enough.
        glp_set_col_kind(problem, columns[k], kinds[k] == GLP_BV ? GLP_IV : kinds[k]);
    }
}

void layoutlp_guarded_set_column_kinds(layoutlp_glpk_guard *guard, glp_prob *problem, int count,
                                       const int *columns, const int *kinds) {
    GUARDED(guard, set_column_kinds(problem, count, columns, kinds));
}

void layoutlp_guarded_set_matrix_row(layoutlp_glpk_guard *guard, glp_prob *problem, int row,
                                     int length, const int *columns, const double *values) {
    GUARDED(guard, glp_set_mat_row(problem, row, length, columns, values));
}

/// Whether the basis has as many basic variables as the problem has rows
/// (glp_simplex's condition for starting from it).
static int basis_is_complete(glp_prob *problem) {
    int m = glp_get_num_rows(problem), n = glp_get_num_cols(problem), basic = 0;
    for (int i = 1; i <= m; i++) basic += glp_get_row_stat(problem, i) == GLP_BS;
    for (int j = 1; j <= n; j++) basic += glp_get_col_stat(problem, j) == GLP_BS;
    return basic == m;
}

static void truncate_rows(glp_prob *problem, int row_count) {
    int m = glp_get_num_rows(problem);
    if (m <= row_count) return;
    int count = m - row_count;
    int *rows = glp_alloc(1 + count, sizeof(int));
    for (int k = 1; k <= count; k++) rows[k] = row_count + k;
    glp_del_rows(problem, count, rows);
    glp_free(rows);
    // A deleted row whose slack was non-basic leaves one basic variable too
    // many; the standard basis (all slacks basic) is always complete.
    if (!basis_is_complete(problem)) glp_std_basis(problem);
}

void layoutlp_guarded_truncate_rows(layoutlp_glpk_guard *guard, glp_prob *problem, int row_count) {
    GUARDED(guard, truncate_rows(problem, row_count));
}

static void read_basis(glp_prob *problem, int row_count, int column_count, int *row_status,
                       int *column_status) {
    for (int i = 1; i <= row_count; i++) row_status[i] = glp_get_row_stat(problem, i);
    for (int j = 1; j <= column_count; j++) column_status[j] = glp_get_col_stat(problem, j);
}

void layoutlp_guarded_read_basis(layoutlp_glpk_guard *guard, glp_prob *problem, int row_count,
                                 int column_count, int *row_status, int *column_status) {
    GUARDED(guard, read_basis(problem, row_count, column_count, row_status, column_status));
}

static void set_basis(glp_prob *problem, int row_count, int column_count, const int *row_status,
                      const int *column_status, int *complete) {
    int m = glp_get_num_rows(problem), n = glp_get_num_cols(problem);
    *complete = 0;
    if (m != row_count || n != column_count) {
        glp_std_basis(problem);
        return;
    }
    for (int i = 1; i <= m; i++) glp_set_row_stat(problem, i, row_status[i]);
    for (int j = 1; j <= n; j++) glp_set_col_stat(problem, j, column_status[j]);
    *complete = basis_is_complete(problem);
    if (!*complete) glp_std_basis(problem);
}

void layoutlp_guarded_set_basis(layoutlp_glpk_guard *guard, glp_prob *problem, int row_count,
                                int column_count, const int *row_status, const int *column_status,
                                int *complete) {
    GUARDED(guard, set_basis(problem, row_count, column_count, row_status, column_status, complete));
}

void layoutlp_guarded_scale(layoutlp_glpk_guard *guard, glp_prob *problem) {
    GUARDED(guard, glp_scale_prob(problem, GLP_SF_AUTO));
}

void layoutlp_guarded_standard_basis(layoutlp_glpk_guard *guard, glp_prob *problem) {
    GUARDED(guard, glp_std_basis(problem));
}
