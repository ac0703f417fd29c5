#ifndef LAYOUTLP_STANDARD_OUTPUT_H
#define LAYOUTLP_STANDARD_OUTPUT_H

/// Makes C's standard output stream line-buffered (Swift cannot name the
/// `stdout` global under strict concurrency checking), and SIGPIPE ignored,
/// so that a closed pipe is a write error the finish reports.
void layoutlp_standard_output_buffer_lines(void);

/// Flushes standard output; returns 0 when the flush and every earlier write
/// succeeded, else the errno of the failed flush, or -1 when an earlier write
/// failed and the flush itself did not.
int layoutlp_standard_output_finish(void);

#endif
