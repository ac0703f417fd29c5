#include "layoutlp_standard_output.h"
#include <errno.h>
#include <stdio.h>

void layoutlp_standard_output_buffer_lines(void) {
    setvbuf(stdout, NULL, _IOLBF, 0);
}

int layoutlp_standard_output_finish(void) {
    errno = 0;
    if (fflush(stdout) != 0) return errno != 0 ? errno : -1;
    return ferror(stdout) ? -1 : 0;
}
