#include "layoutlp_temporary_files.h"
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static _Atomic(char *) slots[LAYOUTLP_TEMPORARY_SLOTS];
static const int handled[] = {SIGINT, SIGTERM, SIGHUP};
static struct sigaction previous[3];
static pthread_once_t installed = PTHREAD_ONCE_INIT;

/// Removes every registered file (unlink is async-signal-safe), restores the
/// signal's previous action and raises it again.
static void interrupted(int signal_number) {
    int saved = errno;
    for (int index = 0; index < LAYOUTLP_TEMPORARY_SLOTS; index++) {
        char *path = atomic_exchange(&slots[index], NULL);
        if (path != NULL) unlink(path);
    }
    for (int index = 0; index < 3; index++) {
        if (handled[index] == signal_number) sigaction(signal_number, &previous[index], NULL);
    }
    errno = saved;
    raise(signal_number);
}

static void install(void) {
    for (int index = 0; index < 3; index++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        if (sigaction(handled[index], NULL, &previous[index]) != 0) continue;
        if (previous[index].sa_handler == SIG_IGN) continue;
        action.sa_handler = interrupted;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        sigaction(handled[index], &action, NULL);
    }
}

/// Fault injection for tests (docs/cli.md, "Output files"): with
/// LAYOUTLP_FAULT_SIGNAL_AFTER_TEMPORARY=INT, TERM or HUP, the process sends
/// itself that signal right after a temporary file is created.
static void injected_interruption(void) {
    const char *name = getenv("LAYOUTLP_FAULT_SIGNAL_AFTER_TEMPORARY");
    if (name == NULL) return;
    int signal_number = strcmp(name, "INT") == 0 ? SIGINT : strcmp(name, "TERM") == 0 ? SIGTERM : strcmp(name, "HUP") == 0 ? SIGHUP : 0;
    if (signal_number == 0) return;
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal_number);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    raise(signal_number);
}

int layoutlp_temporary_create(char *path_template, int *slot) {
    pthread_once(&installed, install);
    char *copy = NULL;
    sigset_t blocked, old;
    sigemptyset(&blocked);
    for (int index = 0; index < 3; index++) sigaddset(&blocked, handled[index]);
    pthread_sigmask(SIG_BLOCK, &blocked, &old);
    int descriptor = mkstemp(path_template);
    int saved = errno;
    if (descriptor >= 0) {
        copy = strdup(path_template);
        int chosen = -1;
        for (int index = 0; copy != NULL && index < LAYOUTLP_TEMPORARY_SLOTS && chosen < 0; index++) {
            char *expected = NULL;
            if (atomic_compare_exchange_strong(&slots[index], &expected, copy)) chosen = index;
        }
        if (chosen < 0) {
            unlink(path_template);
            close(descriptor);
            free(copy);
            descriptor = -1;
            saved = copy == NULL ? ENOMEM : EMFILE;
        } else {
            *slot = chosen;
        }
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (descriptor >= 0) injected_interruption();
    errno = saved;
    return descriptor;
}

void layoutlp_temporary_release(int slot, int remove_file) {
    if (slot < 0 || slot >= LAYOUTLP_TEMPORARY_SLOTS) return;
    char *path = atomic_exchange(&slots[slot], NULL);
    if (path == NULL) return;
    if (remove_file) unlink(path);
    free(path);
}
