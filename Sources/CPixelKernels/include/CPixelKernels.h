// CPixelKernels: the innermost pixel loops of the compositor, in C so that they can be compiled for the
// widest vector unit the CPU offers (chosen at run time) while the package itself targets baseline
// x86-64. Every variant computes exactly the same integers, so output does not depend on the CPU.
#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Which vector paths the kernels may take: 1 every path the CPU has (the default), 2 AVX2 at most (no
/// AVX-512, as on most CI runners), 0 none (the scalar loops, as a CPU without AVX2 runs them). Results
/// are the same on every path; this is for measuring, and testing, the paths other CPUs take.
void ss_use_vector_paths(int level);

/// Whether the AVX2 paths may be taken: the CPU has AVX2 and the level allows it.
int ss_vector_avx2(void);

/// Stores `value` into `count` consecutive 32-bit pixels.
void ss_fill32(uint32_t *dst, size_t count, uint32_t value);

/// Fills `table[c]` (256 bytes) with c·k/255 rounded as ss_add_scaled rounds it, for every byte value c.
void ss_make_scale_table(uint8_t *table, uint32_t k);

/// For each of `count` premultiplied RGBA8 pixels: dst = s + dst·k/255, each channel rounded as
/// t = c·k + 128; (t + (t >> 8)) >> 8. With s premultiplied and k = 255 − alpha(s) this is source-over.
/// `table` is NULL or ss_make_scale_table's table for this k (then CPUs with AVX-512 VBMI look channels up
/// instead of multiplying, even on short spans).
void ss_add_scaled(uint32_t *dst, size_t count, uint32_t s, uint32_t k, const uint8_t *table);

/// For each of `count` premultiplied RGBA8 pixels: dst = s·m/255 + dst·(1 − α(s·m/255)), m = mask[i] —
/// source-over of the premultiplied colour `s` through an 8-bit coverage mask (glyphs, shadows), with
/// scale_pixel's rounding for both products. m = 0 leaves the pixel unchanged, m = 255 is plain source-over.
void ss_blend_mask(uint32_t *dst, const uint8_t *mask, size_t count, uint32_t s);

/// ss_blend_mask over `height` rows of `width` pixels: row y of the mask (mask + y·mask_stride bytes) onto
/// row y of the destination (dst + y·dst_stride pixels). One call per glyph instead of one per row.
void ss_blend_mask_rows(uint32_t *dst, size_t dst_stride, const uint8_t *mask, size_t mask_stride,
                        size_t width, size_t height, uint32_t s);

/// For each of `count` premultiplied RGBA8 pixels: dst = s' + dst·(1 − α(s')), s' = src[i]·alpha/255 (src[i]
/// itself when alpha is 255) — a layer composited source-over at an opacity, with scale_pixel's rounding for
/// both products. A transparent source pixel leaves the destination unchanged.
void ss_composite(uint32_t *dst, const uint32_t *src, size_t count, uint32_t alpha);

/// dst[i] = a[i]·b[i]/255 for `count` coverage bytes, rounded as t = a·b + 128; (t + (t >> 8)) >> 8 — a
/// coverage through a clip mask, or a clip of a clip. `dst` may be `a` or `b`.
void ss_coverage_product(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t count);

/// dst[i] = a[i]·k/255 for `count` coverage bytes, rounded as ss_coverage_product rounds. `dst` may be `a`.
void ss_coverage_scale(uint8_t *dst, const uint8_t *a, uint32_t k, size_t count);

/// Blurs a `width × height` byte mask in place with `pass_count` box passes (`before[k]`, `after[k]` pixels
/// around the centre), horizontally then vertically, zero outside: each output is the window's sum times
/// ⌊2³²/n⌋ + 1, plus 2³¹, shifted down 32 and capped at 255. Rows equal to the row above are copied, not
/// summed again. Returns 0, or −1 when memory for the work rows cannot be had (the mask is then unchanged).
int ss_box_blur(uint8_t *mask, size_t width, size_t height, const int *before, const int *after, size_t pass_count);

/// XXH64 of `count` bytes with `seed` (the published algorithm, little-endian word order on every
/// machine): recognises identical pixel buffers at memory speed. Not for security.
uint64_t ss_xxh64(const void *bytes, size_t count, uint64_t seed);

/// SipHash-2-4 of `count` bytes under the 16-byte `key` (Aumasson and Bernstein's keyed hash, with its
/// published test vectors): a file's name in a cache that an outsider, not knowing the key, cannot forge.
uint64_t ss_siphash24(const uint8_t key[16], const void *bytes, size_t count);

/// What `ss_perceptual_range` found: pixels whose CIEDE2000 difference is above the threshold, the largest
/// difference measured, their sum, and the first one's index (-1: none).
typedef struct { int64_t differing; double largest; double sum; int64_t first; } ss_perceptual_result;

/// Compares pixels [start, end) of two straight-alpha RGBA images as they show over white: ΔE00 per pixel,
/// in single precision eight at a time (within about 1e-4 of ss_delta_e2000; pixels surely within `threshold`
/// by their plain Lab distance are not counted). With `marks`, sets
/// marks[i] to 1 for each differing pixel i.
void ss_perceptual_range(const uint8_t *expected, const uint8_t *actual, size_t start, size_t end, double threshold,
                         ss_perceptual_result *result, uint8_t *marks);

/// The CIE L*a*b* (D65) of an 8-bit sRGB colour.
void ss_lab_of_rgb(uint8_t r, uint8_t g, uint8_t b, double *l, double *a, double *bb);

/// ΔE00 between two CIE L*a*b* colours (kL = kC = kH = 1).
double ss_delta_e2000(double l1, double a1, double b1, double l2, double a2, double b2);

/// ΔE00 of `count` (a multiple of 8) pairs of packed colours (r | g << 8 | b << 16) into `out`, in single
/// precision as ss_perceptual_range measures them: -1 where the plain L*a*b* distance is within `bound`, NaN
/// where the hues are (all but) opposite. `path` 0 picks the CPU's widest; 1 the baseline, 2 AVX2 (the
/// tests hold both to the same bits).
void ss_delta_e2000_batch(const uint32_t *xs, const uint32_t *ys, size_t count, float bound, float *out, int path);

/// How many of `count` 32-bit pixels differ between `a` and `b`.
size_t ss_count_differing_words(const uint8_t *a, const uint8_t *b, size_t count);

#endif
