#ifndef LAYOUTLP_DIGEST_H
#define LAYOUTLP_DIGEST_H

#include <stddef.h>
#include <stdint.h>

/// Writes the 32-byte SHA-256 digest (FIPS 180-4) of `count` bytes at `bytes`
/// into `digest`. In C so that hashing an executable of tens of megabytes
/// (a manifest's `binarySHA256`) takes a fraction of a second in a debug
/// build, where the same loop in unoptimised Swift takes seconds.
void layoutlp_sha256(const uint8_t *bytes, size_t count, uint8_t digest[32]);

#endif
