#ifndef LAYOUTLP_TEMPORARY_FILES_H
#define LAYOUTLP_TEMPORARY_FILES_H

/// Temporary files that an interruption must not leave behind (docs/cli.md,
/// "Output files"). The first creation installs a handler for SIGINT,
/// SIGTERM and SIGHUP (not for a signal the process ignores) that removes
/// every file still registered, then lets the signal do what it did before
/// (the default: the process ends by that signal).

/// The number of files that can be registered at once.
#define LAYOUTLP_TEMPORARY_SLOTS 64

/// Creates a file from `path_template` (ending in `XXXXXX`, rewritten with
/// the name chosen, as `mkstemp` does) with the signals blocked until it is
/// registered, so no interruption falls between the two. Returns the open
/// descriptor and sets `*slot`; on failure returns -1 with `errno` set
/// (`EMFILE` when every slot is taken) and creates nothing.
int layoutlp_temporary_create(char *path_template, int *slot);

/// Forgets the file in `slot`; removes it first when `remove_file` is
/// nonzero (a file renamed into place is forgotten without removing).
void layoutlp_temporary_release(int slot, int remove_file);

#endif
