#include "layoutlp_standard_output.h"
#include <errno.h>
#include <signal.h>
#include <stdio.h>

void layoutlp_standard_output_buffer_lines(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    // A closed pipe makes a write fail with EPIPE, which
    // layoutlp_standard_output_finish reports, instead of killing the
    // process with SIGPIPE (docs/cli.md: exit 2). A SIGPIPE the process
    // was started ignoring stays ignored either way.
    signal(SIGPIPE, SIG_IGN);
}

int layoutlp_standard_output_finish(void) {
    errno = 0;
    if (fflush(stdout) != 0) return errno != 0 ? errno : -1;
    return ferror(stdout) ? -1 : 0;
}
