#include "FrameEncoder.h"
#include "VectorPaths.h"

#include <immintrin.h>
#include <libdeflate.h>
#include <zlib.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- vector paths ---- */

static int vector_paths = 1;

void ssfe_use_vector_paths(int enabled) { __atomic_store_n(&vector_paths, enabled, __ATOMIC_RELAXED); }

static int has_avx2(void) { return __atomic_load_n(&vector_paths, __ATOMIC_RELAXED) && __builtin_cpu_supports("avx2"); }
/* AVX-512BW, unless the vector paths are limited to AVX2 (level 2, which tests use to keep the AVX2 loops
   checked on machines that have both). */
static int has_avx512bw(void) {
    return __atomic_load_n(&vector_paths, __ATOMIC_RELAXED) == 1 && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512f");
}
static int has_avx512vbmi(void) { return has_avx512bw() && __builtin_cpu_supports("avx512vbmi"); }
int sspng_vector_avx2(void) { return has_avx2(); }
static int has_ssse3(void) { return __atomic_load_n(&vector_paths, __ATOMIC_RELAXED) && __builtin_cpu_supports("ssse3"); }

/* ---- growable output ---- */

static int reserve(sspng_buffer *out, size_t extra) {
    if (out->capacity - out->count >= extra) return 1;
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity - out->count < extra) {
        if (capacity > SIZE_MAX / 2) return 0;
        capacity *= 2;
    }
    uint8_t *grown = (uint8_t *)realloc(out->bytes, capacity);
    if (!grown) return 0;
    out->bytes = grown;
    out->capacity = capacity;
    return 1;
}

static void put32be(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/* Appends a chunk whose data is already in place after its 8-byte header at out->count. */
static void close_chunk(sspng_buffer *out, size_t start, const char *type) {
    size_t length = out->count - start - 8;
    put32be(out->bytes + start, (uint32_t)length);
    memcpy(out->bytes + start + 4, type, 4);
    uint32_t crc = libdeflate_crc32(0, out->bytes + start + 4, length + 4);
    put32be(out->bytes + out->count, crc);
    out->count += 4;
}

/* ---- rows: pixels to PNG samples, then the Paeth filter ---- */

/* RGBA8 → RGB8 for `n` pixels. `dst` has 4 bytes of slack after 3n. */
__attribute__((target("ssse3")))
static void rgba_to_rgb_ssse3(uint8_t *dst, const uint8_t *src, size_t n) {
    const __m128i shuffle = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(src + 4 * i));
        _mm_storeu_si128((__m128i *)(dst + 3 * i), _mm_shuffle_epi8(v, shuffle));
    }
    for (; i < n; i++) { dst[3 * i] = src[4 * i]; dst[3 * i + 1] = src[4 * i + 1]; dst[3 * i + 2] = src[4 * i + 2]; }
}

static void rgba_to_rgb_scalar(uint8_t *dst, const uint8_t *src, size_t n) {
    for (size_t i = 0; i < n; i++) { dst[3 * i] = src[4 * i]; dst[3 * i + 1] = src[4 * i + 1]; dst[3 * i + 2] = src[4 * i + 2]; }
}

/* rgba_to_rgb and all_opaque in one pass over the row (read from memory once): whether every alpha is 255.
   Writes up to 4 bytes past 3n (the rows have slack). */
__attribute__((target("avx2")))
static int rgba_to_rgb_if_opaque_avx2(uint8_t *dst, const uint8_t *src, size_t n) {
    const __m256i shuffle = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,
                                             0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000);
    __m256i acc = alpha;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(src + 4 * i));
        acc = _mm256_and_si256(acc, v);
        __m256i packed = _mm256_shuffle_epi8(v, shuffle);
        _mm_storeu_si128((__m128i *)(dst + 3 * i), _mm256_castsi256_si128(packed));
        _mm_storeu_si128((__m128i *)(dst + 3 * i + 12), _mm256_extracti128_si256(packed, 1));
    }
    int opaque = _mm256_testc_si256(acc, alpha);
    for (; i < n; i++) {
        dst[3 * i] = src[4 * i]; dst[3 * i + 1] = src[4 * i + 1]; dst[3 * i + 2] = src[4 * i + 2];
        opaque &= src[4 * i + 3] == 255;
    }
    return opaque;
}

/* The same on 16 pixels a step with AVX-512 VBMI: one byte permute packs 64 bytes into 48, stored under a
   mask (nothing written past 3n); the tail goes to the AVX2 loop. */
static const uint8_t rgb_from_rgba[64] = {
    0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 16, 17, 18, 20, 21, 22, 24, 25, 26, 28, 29, 30,
    32, 33, 34, 36, 37, 38, 40, 41, 42, 44, 45, 46, 48, 49, 50, 52, 53, 54, 56, 57, 58, 60, 61, 62,
};

__attribute__((target("avx512f,avx512bw,avx512vbmi")))
static int rgba_to_rgb_if_opaque_avx512(uint8_t *dst, const uint8_t *src, size_t n) {
    const __m512i index = _mm512_loadu_si512((const void *)rgb_from_rgba);
    const __m512i alpha = _mm512_set1_epi32((int)0xFF000000);
    __m512i acc = alpha;
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m512i v = _mm512_loadu_si512((const void *)(src + 4 * i));
        acc = _mm512_and_si512(acc, v);
        _mm512_mask_storeu_epi8(dst + 3 * i, (__mmask64)0xFFFFFFFFFFFFull, _mm512_permutexvar_epi8(index, v));
    }
    int opaque = _mm512_cmpeq_epi32_mask(acc, alpha) == 0xFFFF;
    return rgba_to_rgb_if_opaque_avx2(dst + 3 * i, src + 4 * i, n - i) && opaque;
}

/* Whether all `n` RGBA8 pixels have alpha 255. */
static int all_opaque_scalar(const uint8_t *src, size_t n) {
    for (size_t i = 0; i < n; i++) if (src[4 * i + 3] != 255) return 0;
    return 1;
}

__attribute__((target("avx2")))
static int all_opaque_avx2(const uint8_t *src, size_t n) {
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000);
    __m256i acc = alpha;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) acc = _mm256_and_si256(acc, _mm256_loadu_si256((const __m256i *)(src + 4 * i)));
    return _mm256_testc_si256(acc, alpha) && all_opaque_scalar(src + 4 * i, n - i);
}

/* A look at every 16th row and the last before encoding an opaque-only file: a translucent pixel there
   declines at once instead of after the bands above it were encoded for nothing (a sixteenth of the frame
   read; rows in between are still checked as they are encoded). */
static int sampled_rows_opaque(const uint8_t *src, uint32_t width, uint32_t height, size_t stride, int wide) {
    for (size_t y = height - 1;; y = y >= 16 ? y - 16 : 0) {
        const uint8_t *row = src + y * stride;
        if (!(wide ? all_opaque_avx2(row, width) : all_opaque_scalar(row, width))) return 0;
        if (y == 0) return 1;
    }
}

static inline uint8_t paeth_predict(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    return (uint8_t)((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
}

/* out[i] = cur[i] − Paeth(cur[i − bpp], prev[i], prev[i − bpp]) for i < n; cur and prev have `bpp` zero
   bytes before index 0 (the left edge), prev is all zeros for the first row. */
static void paeth_scalar(uint8_t *out, const uint8_t *cur, const uint8_t *prev, size_t n, int bpp) {
    for (size_t i = 0; i < n; i++) out[i] = (uint8_t)(cur[i] - paeth_predict(cur[i - bpp], prev[i], prev[i - bpp]));
}

/* One step of `paeth_avx2` (below): the 32 output bytes from `i`. */
__attribute__((target("avx2"), always_inline))
static inline void paeth_avx2_step(uint8_t *out, const uint8_t *cur, const uint8_t *prev, size_t i, int bpp) {
    __m256i x = _mm256_loadu_si256((const __m256i *)(cur + i));
    __m256i a = _mm256_loadu_si256((const __m256i *)(cur + i - bpp));
    __m256i b = _mm256_loadu_si256((const __m256i *)(prev + i));
    __m256i c = _mm256_loadu_si256((const __m256i *)(prev + i - bpp));
    __m256i max_bc = _mm256_max_epu8(b, c), max_ac = _mm256_max_epu8(a, c);
    __m256i pa = _mm256_sub_epi8(max_bc, _mm256_min_epu8(b, c));
    __m256i pb = _mm256_sub_epi8(max_ac, _mm256_min_epu8(a, c));
    /* b ≥ c and a ≥ c: the signs agree when both or neither hold (an equal pair makes pa or pb 0,
       where both formulas agree) */
    __m256i differ = _mm256_xor_si256(_mm256_cmpeq_epi8(max_bc, b), _mm256_cmpeq_epi8(max_ac, a));
    __m256i sum = _mm256_adds_epu8(pa, pb);
    __m256i gap = _mm256_sub_epi8(_mm256_max_epu8(pa, pb), _mm256_min_epu8(pa, pb));
    __m256i pc = _mm256_blendv_epi8(sum, gap, differ);
    /* a when pa ≤ pb and pa ≤ pc, else b when pb ≤ pc, else c */
    __m256i use_a = _mm256_cmpeq_epi8(_mm256_min_epu8(pa, _mm256_min_epu8(pb, pc)), pa);
    __m256i use_b = _mm256_cmpeq_epi8(_mm256_min_epu8(pb, pc), pb);
    __m256i pred = _mm256_blendv_epi8(c, b, use_b);
    pred = _mm256_blendv_epi8(pred, a, use_a);
    _mm256_storeu_si256((__m256i *)(out + i), _mm256_sub_epi8(x, pred));
}

/* Paeth on 32 bytes a step, in bytes (fpnge's formulation): pa = |b − c| and pb = |a − c| as max − min;
   pc = |(b − c) + (a − c)| is pa + pb (saturated: past 255 it loses every comparison either way) when b − c
   and a − c have the same sign, else |pa − pb|; comparisons unsigned through min. The same bytes as
   `paeth_scalar` (checked for every a, b, c). A row's last partial step overlaps the one before: each output
   byte depends only on the rows' samples. */
__attribute__((target("avx2")))
static void paeth_avx2(uint8_t *out, const uint8_t *cur, const uint8_t *prev, size_t n, int bpp) {
    if (n < 32) { paeth_scalar(out, cur, prev, n, bpp); return; }
    size_t i = 0;
    for (; i + 32 <= n; i += 32) paeth_avx2_step(out, cur, prev, i, bpp);
    if (i < n) paeth_avx2_step(out, cur, prev, n - 32, bpp);
}

/* The same step on 64 bytes with AVX-512BW (comparisons into mask registers): half the steps of the AVX2
   loop, which matters most where this file is built without optimisation (a debug build runs each
   intrinsic through memory). The same bytes as `paeth_scalar`. */
__attribute__((target("avx512f,avx512bw"), always_inline))
static inline void paeth_avx512_step(uint8_t *out, const uint8_t *cur, const uint8_t *prev, size_t i, int bpp) {
    __m512i x = _mm512_loadu_si512((const void *)(cur + i));
    __m512i a = _mm512_loadu_si512((const void *)(cur + i - bpp));
    __m512i b = _mm512_loadu_si512((const void *)(prev + i));
    __m512i c = _mm512_loadu_si512((const void *)(prev + i - bpp));
    __m512i max_bc = _mm512_max_epu8(b, c), max_ac = _mm512_max_epu8(a, c);
    __m512i pa = _mm512_sub_epi8(max_bc, _mm512_min_epu8(b, c));
    __m512i pb = _mm512_sub_epi8(max_ac, _mm512_min_epu8(a, c));
    __mmask64 differ = _mm512_cmpeq_epi8_mask(max_bc, b) ^ _mm512_cmpeq_epi8_mask(max_ac, a);
    __m512i sum = _mm512_adds_epu8(pa, pb);
    __m512i gap = _mm512_sub_epi8(_mm512_max_epu8(pa, pb), _mm512_min_epu8(pa, pb));
    __m512i pc = _mm512_mask_blend_epi8(differ, sum, gap);
    __mmask64 use_a = _mm512_cmpeq_epi8_mask(_mm512_min_epu8(pa, _mm512_min_epu8(pb, pc)), pa);
    __mmask64 use_b = _mm512_cmpeq_epi8_mask(_mm512_min_epu8(pb, pc), pb);
    __m512i pred = _mm512_mask_blend_epi8(use_a, _mm512_mask_blend_epi8(use_b, c, b), a);
    _mm512_storeu_si512((void *)(out + i), _mm512_sub_epi8(x, pred));
}

__attribute__((target("avx512f,avx512bw")))
static void paeth_avx512(uint8_t *out, const uint8_t *cur, const uint8_t *prev, size_t n, int bpp) {
    if (n < 64) { paeth_avx2(out, cur, prev, n, bpp); return; }
    size_t i = 0;
    for (; i + 64 <= n; i += 64) paeth_avx512_step(out, cur, prev, i, bpp);
    if (i < n) paeth_avx512_step(out, cur, prev, n - 64, bpp);
}

/* ---- un-premultiplying ---- */

static inline void unpremultiply_pixel(uint8_t *d, const uint8_t *s) {
    uint32_t a = s[3];
    if (a == 255) { memmove(d, s, 4); return; }
    if (a == 0) { d[0] = d[1] = d[2] = d[3] = 0; return; }
    for (int k = 0; k < 3; k++) {
        uint32_t v = (s[k] * 255u + a / 2) / a;
        d[k] = (uint8_t)(v > 255 ? 255 : v);
    }
    d[3] = (uint8_t)a;
}

/* Eight pixels at a time: the quotient from a float reciprocal, then corrected by one step each way
   with integer products, so that it is exactly floor((c·255 + a/2) / a). */
__attribute__((target("avx2")))
static void unpremultiply_avx2(uint8_t *dst, const uint8_t *src, size_t count) {
    size_t i = 0;
    const __m256i byte = _mm256_set1_epi32(0xFF), ones = _mm256_set1_epi32(1), c255 = _mm256_set1_epi32(255);
    for (; i + 8 <= count; i += 8) {
        __m256i p = _mm256_loadu_si256((const __m256i *)(src + 4 * i));
        __m256i a = _mm256_srli_epi32(p, 24);
        __m256i opaque = _mm256_cmpeq_epi32(a, c255), clear = _mm256_cmpeq_epi32(a, _mm256_setzero_si256());
        if (_mm256_movemask_epi8(_mm256_or_si256(opaque, clear)) == -1) {
            _mm256_storeu_si256((__m256i *)(dst + 4 * i), _mm256_andnot_si256(clear, p));
            continue;
        }
        __m256i safe_a = _mm256_max_epi32(a, ones);
        __m256 reciprocal = _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_cvtepi32_ps(safe_a));
        __m256i half = _mm256_srli_epi32(safe_a, 1);
        __m256i result = _mm256_and_si256(p, _mm256_set1_epi32((int)0xFF000000));
        for (int k = 0; k < 3; k++) {
            __m256i c = _mm256_and_si256(_mm256_srli_epi32(p, 8 * k), byte);
            __m256i n = _mm256_add_epi32(_mm256_mullo_epi32(c, c255), half);
            __m256i q = _mm256_cvttps_epi32(_mm256_mul_ps(_mm256_cvtepi32_ps(n), reciprocal));
            /* q·a > n: one too many; (q + 1)·a ≤ n: one too few */
            __m256i over = _mm256_cmpgt_epi32(_mm256_mullo_epi32(q, safe_a), n);
            q = _mm256_add_epi32(q, over);
            __m256i under = _mm256_cmpgt_epi32(_mm256_add_epi32(n, ones), _mm256_mullo_epi32(_mm256_add_epi32(q, ones), safe_a));
            q = _mm256_sub_epi32(q, under);
            q = _mm256_min_epi32(q, c255);
            result = _mm256_or_si256(result, _mm256_slli_epi32(q, 8 * k));
        }
        /* opaque pixels unchanged, clear ones all zero */
        result = _mm256_blendv_epi8(result, p, opaque);
        result = _mm256_andnot_si256(clear, result);
        _mm256_storeu_si256((__m256i *)(dst + 4 * i), result);
    }
    for (; i < count; i++) unpremultiply_pixel(dst + 4 * i, src + 4 * i);
}

void ssfe_unpremultiply(uint8_t *dst, const uint8_t *src, size_t count) {
    if (has_avx2()) { unpremultiply_avx2(dst, src, count); return; }
    for (size_t i = 0; i < count; i++) unpremultiply_pixel(dst + 4 * i, src + 4 * i);
}

/* ---- deflate: runs at distance 1, Huffman codes per band ---- */

enum { LITLEN_SYMBOLS = 286, MAX_BITS = 15, CODELEN_SYMBOLS = 19 };

/* Length 3…258 → its symbol (257…285), extra bit count and extra value; made once (make_tables). */
static uint16_t length_symbol[259];
static uint8_t length_extra_bits[259];
static uint16_t length_extra_value[259];
static uint8_t reversed_byte[256];   /* each byte with its bits in the opposite order */

static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void make_tables(void) {
    static const uint16_t base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                      67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const uint8_t extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    for (int s = 0; s < 29; s++) {
        int span = s == 28 ? 1 : (1 << extra[s]);
        for (int k = 0; k < span; k++) {
            int length = base[s] + k;
            if (length > 258 || (s == 27 && length == 258)) break;   /* 258 has its own symbol */
            length_symbol[length] = (uint16_t)(257 + s);
            length_extra_bits[length] = extra[s];
            length_extra_value[length] = (uint16_t)k;
        }
    }
    length_symbol[258] = 285; length_extra_bits[258] = 0; length_extra_value[258] = 0;
    for (int v = 0; v < 256; v++) {
        int r = 0;
        for (int b = 0; b < 8; b++) r |= ((v >> b) & 1) << (7 - b);
        reversed_byte[v] = (uint8_t)r;
    }
}

/* Code lengths (≤ max_bits) for `n` symbols from their frequencies: a Huffman tree from two queues, its
   over-long codes folded back as in JPEG's Annex K.3, lengths handed out by frequency. Symbols with
   frequency 0 get length 0; a lone symbol gets length 1. */
static void build_lengths(const uint32_t *freq, int n, int max_bits, uint8_t *lengths) {
    int symbols[LITLEN_SYMBOLS], spare[LITLEN_SYMBOLS];
    int m = 0;
    uint32_t most = 0;
    for (int i = 0; i < n; i++) {
        lengths[i] = 0;
        if (freq[i]) { symbols[m++] = i; if (freq[i] > most) most = freq[i]; }
    }
    if (m == 0) return;
    if (m == 1) { lengths[symbols[0]] = 1; return; }
    /* by frequency, then symbol: a stable radix sort of the symbols (in symbol order) by frequency, 8 bits a
       pass, as many passes as the largest frequency needs */
    for (int shift = 0; shift < 32 && (most >> shift) != 0; shift += 8) {
        int start[257] = {0};
        for (int i = 0; i < m; i++) start[((freq[symbols[i]] >> shift) & 255) + 1]++;
        for (int d = 0; d < 256; d++) start[d + 1] += start[d];
        for (int i = 0; i < m; i++) spare[start[(freq[symbols[i]] >> shift) & 255]++] = symbols[i];
        memcpy(symbols, spare, sizeof(int) * (size_t)m);
    }
    uint64_t weight[2 * LITLEN_SYMBOLS];
    int parent[2 * LITLEN_SYMBOLS];
    for (int i = 0; i < m; i++) weight[i] = freq[symbols[i]];
    int leaf = 0, inner = m;
    for (int next = m; next < 2 * m - 1; next++) {
        int pick[2];
        for (int k = 0; k < 2; k++) {
            if (leaf < m && (inner >= next || weight[leaf] <= weight[inner])) pick[k] = leaf++;
            else pick[k] = inner++;
        }
        weight[next] = weight[pick[0]] + weight[pick[1]];
        parent[pick[0]] = parent[pick[1]] = next;
    }
    int depth[2 * LITLEN_SYMBOLS];
    depth[2 * m - 2] = 0;
    for (int k = 2 * m - 3; k >= 0; k--) depth[k] = depth[parent[k]] + 1;
    int count[2 * LITLEN_SYMBOLS + 1];
    memset(count, 0, sizeof count);
    int longest = 0;
    for (int i = 0; i < m; i++) { count[depth[i]]++; if (depth[i] > longest) longest = depth[i]; }
    for (int i = longest; i > max_bits; i--) {
        while (count[i] > 0) {
            int j = i - 2;
            while (count[j] == 0) j--;
            count[i] -= 2; count[i - 1]++; count[j + 1] += 2; count[j]--;
        }
    }
    /* the least frequent symbols get the longest codes */
    int k = 0;
    for (int bits = max_bits; bits >= 1; bits--)
        for (int c = 0; c < count[bits]; c++) lengths[symbols[k++]] = (uint8_t)bits;
}

/* Canonical codes (RFC 1951 3.2.2), bit-reversed for an LSB-first writer. */
static void make_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[MAX_BITS + 1] = {0}, next[MAX_BITS + 2] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    int code = 0;
    for (int bits = 1; bits <= MAX_BITS; bits++) { code = (code + count[bits - 1]) << 1; next[bits] = code; }
    for (int i = 0; i < n; i++) {
        int len = lengths[i];
        if (!len) { codes[i] = 0; continue; }
        uint32_t c = (uint32_t)next[len]++;
        /* reverse 16 bits by bytes, then drop the 16 − len low ones */
        uint32_t reversed = (uint32_t)reversed_byte[c & 255] << 8 | reversed_byte[(c >> 8) & 255];
        codes[i] = (uint16_t)(reversed >> (16 - len));
    }
}

typedef struct {
    uint8_t *at;          /* next byte to store */
    uint64_t bits;        /* pending bits, LSB first */
    int count;            /* how many */
} bit_writer;

/* Adds `n` bits (the writer holds at most 7 between calls; up to 56 may be added before `store_bits`). */
static inline void add_bits(bit_writer *w, uint64_t value, int n) {
    w->bits |= value << w->count;
    w->count += n;
}

/* Stores the whole bytes pending: eight bytes are written (little-endian: the first bits in the first
   byte), the pointer moves past the whole ones, at most 7 bits stay. The output has 8 bytes of slack. */
static inline void store_bits(bit_writer *w) {
    memcpy(w->at, &w->bits, 8);
    int bytes = w->count >> 3;
    w->at += bytes;
    w->bits = bytes == 8 ? 0 : w->bits >> (8 * bytes);
    w->count &= 7;
}

static inline void put_bits(bit_writer *w, uint32_t value, int n) {
    add_bits(w, value, n);
    store_bits(w);
}

static void flush_bits(bit_writer *w) {
    while (w->count > 0) { *w->at++ = (uint8_t)w->bits; w->bits >>= 8; w->count -= 8; }
    w->count = 0; w->bits = 0;
}

/* One band's parse: every byte a literal except the runs, each repeating the byte before it (distance 1)
   for 3 or more bytes — as long as the repetition goes, split into lengths of 3…258 when written. */
typedef struct { uint32_t start, length; } run_span;

typedef struct {
    run_span *runs;
    size_t count;
    size_t literals, lengths;   /* how many literal and length symbols the block holds */
    uint32_t freq[LITLEN_SYMBOLS];
} band_parse;

/* The next length to write of a run of `run` ≥ 3 bytes: at most 258, never leaving 1 or 2 bytes. */
static inline size_t run_take(size_t run) {
    size_t take = run > 258 ? 258 : run;
    if (run - take > 0 && run - take < 3) take = run - 3;
    return take;
}

/* How many bytes from `at` (up to `end`) equal `value`. */
__attribute__((target("avx2")))
static size_t run_avx2(const uint8_t *at, const uint8_t *end, uint8_t value) {
    const uint8_t *p = at;
    __m256i v = _mm256_set1_epi8((char)value);
    while (end - p >= 64) {   /* two vectors a step: runs are mostly long */
        __m256i x = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)p), v);
        __m256i y = _mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(p + 32)), v);
        if (!_mm256_testc_si256(_mm256_and_si256(x, y), _mm256_set1_epi8(-1))) break;
        p += 64;
    }
    while (end - p >= 32) {
        uint32_t same = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)p), v));
        if (same != 0xFFFFFFFFu) return (size_t)(p - at) + (size_t)__builtin_ctz(~same);
        p += 32;
    }
    while (p < end && *p == value) p++;
    return (size_t)(p - at);
}

static size_t run_scalar(const uint8_t *at, const uint8_t *end, uint8_t value) {
    const uint8_t *p = at;
    while (p < end && *p == value) p++;
    return (size_t)(p - at);
}

/* The same on 128 then 64 bytes a step with AVX-512BW (comparisons into mask registers), the tail to the
   AVX2 loop. */
__attribute__((target("avx512f,avx512bw")))
static size_t run_avx512(const uint8_t *at, const uint8_t *end, uint8_t value) {
    const uint8_t *p = at;
    const __m512i v = _mm512_set1_epi8((char)value);
    while (end - p >= 128) {
        __mmask64 same = _mm512_cmpeq_epi8_mask(_mm512_loadu_si512((const void *)p), v)
                       & _mm512_cmpeq_epi8_mask(_mm512_loadu_si512((const void *)(p + 64)), v);
        if (same != ~(__mmask64)0) break;
        p += 128;
    }
    while (end - p >= 64) {
        uint64_t same = (uint64_t)_mm512_cmpeq_epi8_mask(_mm512_loadu_si512((const void *)p), v);
        if (same != ~(uint64_t)0) return (size_t)(p - at) + (size_t)__builtin_ctzll(~same);
        p += 64;
    }
    return (size_t)(p - at) + run_avx2(p, end, value);
}

/* The first j in [from, limit) where data[j − 1] = data[j] = data[j + 1] = data[j + 2] (a run may start at j),
   or `limit`; from ≥ 1, limit + 2 ≤ the data's length. */
__attribute__((target("avx2")))
static size_t next_run_avx2(const uint8_t *data, size_t from, size_t limit) {
    size_t j = from;
    for (; j + 32 <= limit; j += 32) {
        __m256i p0 = _mm256_loadu_si256((const __m256i *)(data + j - 1)), p1 = _mm256_loadu_si256((const __m256i *)(data + j));
        __m256i p2 = _mm256_loadu_si256((const __m256i *)(data + j + 1)), p3 = _mm256_loadu_si256((const __m256i *)(data + j + 2));
        __m256i same = _mm256_and_si256(_mm256_and_si256(_mm256_cmpeq_epi8(p0, p1), _mm256_cmpeq_epi8(p1, p2)), _mm256_cmpeq_epi8(p2, p3));
        uint32_t mask = (uint32_t)_mm256_movemask_epi8(same);
        if (mask) return j + (size_t)__builtin_ctz(mask);
    }
    for (; j < limit; j++) if (data[j - 1] == data[j] && data[j] == data[j + 1] && data[j + 1] == data[j + 2]) return j;
    return limit;
}

static size_t next_run_scalar(const uint8_t *data, size_t from, size_t limit) {
    for (size_t j = from; j < limit; j++) if (data[j - 1] == data[j] && data[j] == data[j + 1] && data[j + 1] == data[j + 2]) return j;
    return limit;
}

/* Parses `n` bytes: from each literal, the literals up to where the next run starts, then that run (as long
   as the byte repeats). The same symbols as taking each byte as a literal and then, when the next three
   equal it, the whole repetition as a run. Literals are counted in four tables (fewer stalls on a repeated
   byte's counter). `wide`: 0 scalar, 1 AVX2, 2 AVX-512 for runs. */
static void parse_band(const uint8_t *data, size_t n, band_parse *p, int wide) {
    uint32_t counts[4][256];
    memset(counts, 0, sizeof counts);
    memset(p->freq, 0, sizeof p->freq);
    p->count = 0; p->lengths = 0;
    size_t literals = 0;
    size_t limit = n >= 3 ? n - 2 : 0;
    size_t i = 0;
    while (i < n) {
        /* i is a literal */
        size_t j = i + 1 >= limit ? n : wide ? next_run_avx2(data, i + 1, limit) : next_run_scalar(data, i + 1, limit);
        if (j >= limit) j = n;
        literals += j - i;
        for (; i + 4 <= j; i += 4) { counts[0][data[i]]++; counts[1][data[i + 1]]++; counts[2][data[i + 2]]++; counts[3][data[i + 3]]++; }
        for (; i < j; i++) counts[0][data[i]]++;
        if (j == n) break;
        size_t run = 3 + (wide > 1 ? run_avx512(data + j + 3, data + n, data[j - 1])
                          : wide ? run_avx2(data + j + 3, data + n, data[j - 1]) : run_scalar(data + j + 3, data + n, data[j - 1]));
        p->runs[p->count++] = (run_span){(uint32_t)j, (uint32_t)run};
        for (size_t left = run; left > 0;) { size_t take = run_take(left); p->freq[length_symbol[take]]++; p->lengths++; left -= take; }
        i = j + run;
    }
    for (int v = 0; v < 256; v++) p->freq[v] = counts[0][v] + counts[1][v] + counts[2][v] + counts[3][v];
    p->literals = literals;
    p->freq[256] = 1;   /* end of block */
}

/* Writes one dynamic block for the band's bytes as parsed. */
static void write_block(bit_writer *w, const uint8_t *data, size_t n, const band_parse *p, int final) {
    uint8_t litlen[LITLEN_SYMBOLS];
    build_lengths(p->freq, LITLEN_SYMBOLS, MAX_BITS, litlen);
    uint16_t codes[LITLEN_SYMBOLS];
    make_codes(litlen, LITLEN_SYMBOLS, codes);
    int hlit = LITLEN_SYMBOLS;
    while (hlit > 257 && litlen[hlit - 1] == 0) hlit--;
    /* distances: only distance 1 (code 0) is used; codes 0 and 1 of one bit make a complete code */
    const int hdist = 2;
    uint8_t all[LITLEN_SYMBOLS + 2];
    memcpy(all, litlen, (size_t)hlit);
    all[hlit] = 1; all[hlit + 1] = 1;
    int total = hlit + hdist;

    /* the code lengths, run-length coded with symbols 16 (repeat previous 3–6), 17 (zeros 3–10), 18 (zeros 11–138) */
    uint8_t cl_symbol[LITLEN_SYMBOLS + 2], cl_extra[LITLEN_SYMBOLS + 2];
    int cl_count = 0;
    uint32_t cl_freq[CODELEN_SYMBOLS] = {0};
    for (int i = 0; i < total;) {
        int len = all[i], run = 1;
        while (i + run < total && all[i + run] == len) run++;
        if (len == 0 && run >= 3) {
            int take = run > 138 ? 138 : run;
            if (take >= 11) { cl_symbol[cl_count] = 18; cl_extra[cl_count++] = (uint8_t)(take - 11); }
            else { cl_symbol[cl_count] = 17; cl_extra[cl_count++] = (uint8_t)(take - 3); }
            cl_freq[take >= 11 ? 18 : 17]++;
            i += take;
        } else if (len != 0 && run >= 4) {
            cl_symbol[cl_count] = (uint8_t)len; cl_extra[cl_count++] = 0; cl_freq[len]++;
            int left = run - 1;
            i += 1;
            while (left >= 3) {
                int take = left > 6 ? 6 : left;
                cl_symbol[cl_count] = 16; cl_extra[cl_count++] = (uint8_t)(take - 3); cl_freq[16]++;
                left -= take; i += take;
            }
        } else {
            cl_symbol[cl_count] = (uint8_t)len; cl_extra[cl_count++] = 0; cl_freq[len]++;
            i += 1;
        }
    }
    uint8_t cl_lengths[CODELEN_SYMBOLS];
    build_lengths(cl_freq, CODELEN_SYMBOLS, 7, cl_lengths);
    uint16_t cl_codes[CODELEN_SYMBOLS];
    make_codes(cl_lengths, CODELEN_SYMBOLS, cl_codes);
    static const uint8_t order[CODELEN_SYMBOLS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int hclen = CODELEN_SYMBOLS;
    while (hclen > 4 && cl_lengths[order[hclen - 1]] == 0) hclen--;

    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 2, 2);
    put_bits(w, (uint32_t)(hlit - 257), 5);
    put_bits(w, (uint32_t)(hdist - 1), 5);
    put_bits(w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(w, cl_lengths[order[i]], 3);
    for (int i = 0; i < cl_count; i++) {
        int s = cl_symbol[i];
        put_bits(w, cl_codes[s], cl_lengths[s]);
        if (s == 16) put_bits(w, cl_extra[i], 2);
        else if (s == 17) put_bits(w, cl_extra[i], 3);
        else if (s == 18) put_bits(w, cl_extra[i], 7);
    }
    /* the data: literals straight from the band's bytes between the runs; distance 1 is code 0 of one bit,
       a zero bit after each length's extra bits. Up to three literals (≤ 45 bits) between stores. */
    uint32_t literal[256];
    for (int v = 0; v < 256; v++) literal[v] = (uint32_t)codes[v] | (uint32_t)litlen[v] << 16;
    size_t at = 0;
    for (size_t r = 0; r <= p->count; r++) {
        size_t end = r < p->count ? p->runs[r].start : n;
        for (; at + 3 <= end; at += 3) {
            uint32_t x = literal[data[at]], y = literal[data[at + 1]], z = literal[data[at + 2]];
            add_bits(w, x & 0xFFFF, (int)(x >> 16));
            add_bits(w, y & 0xFFFF, (int)(y >> 16));
            add_bits(w, z & 0xFFFF, (int)(z >> 16));
            store_bits(w);
        }
        for (; at < end; at++) { uint32_t x = literal[data[at]]; add_bits(w, x & 0xFFFF, (int)(x >> 16)); }
        store_bits(w);
        if (r == p->count) break;
        size_t run = p->runs[r].length;
        at = end + run;
        while (run > 0) {
            size_t take = run_take(run);
            int s = length_symbol[take];
            add_bits(w, codes[s], litlen[s]);
            add_bits(w, length_extra_value[take], length_extra_bits[take] + 1);   /* extra bits, then distance code 0 */
            store_bits(w);
            run -= take;
        }
    }
    put_bits(w, codes[256], litlen[256]);
}

/* An upper bound on the bytes `write_block` writes for this parse. */
static size_t block_bound(const band_parse *p) {
    /* header ≤ 17 + 19·3 + 288·(7 + 7) bits; a literal ≤ 15 bits, a length ≤ 15 + 5 + 1 */
    return (17 + 57 + 288 * 14 + p->literals * 15 + p->lengths * 21 + 15 + 7) / 8 + 16;
}

/* ---- bands: each filtered, parsed and written as one block on its own, then joined bit by bit ---- */

typedef struct {
    const uint8_t *src;
    size_t stride, row_bytes, rows_per_band, bands;
    uint32_t width, height;
    size_t top_rows, top_bands;   /* the top rows' own file, when asked for (0 rows: none) */
    size_t jobs;         /* bands, and one more when the top file ends inside a band: its own last band */
    int format, channels, wide, wide512, vbmi, ssse3;
    int next;            /* the next band a worker takes (atomic) */
    int stop;            /* set when a band fails (atomic) */
    struct band_result {
        uint8_t *bytes;  /* the block's bits, LSB first; the last byte holds `bits % 8` of them */
        size_t bits;
        uint32_t adler;  /* Adler-32 of the band's filtered bytes, from 1 */
        size_t length;   /* how many filtered bytes */
        int status;      /* 0, SSFE_NOT_OPAQUE, or 1: out of memory */
    } *results;
} band_job;

static void encode_band(band_job *job, size_t k, uint8_t *rows, uint8_t *band, band_parse *parse) {
    struct band_result *r = &job->results[k];
    size_t y0, y1;
    int final;
    if (k < job->bands) {
        y0 = k * job->rows_per_band;
        y1 = y0 + job->rows_per_band < job->height ? y0 + job->rows_per_band : job->height;
        final = k + 1 == job->bands;
    } else {   /* the top file's last band: the first rows of the frame's band there */
        y0 = (job->top_bands - 1) * job->rows_per_band;
        y1 = job->top_rows;
        final = 1;
    }
    size_t row_bytes = job->row_bytes;
    uint8_t *prev = rows + 8, *cur = rows + 8 + row_bytes + 24;
    int rgb = job->format == SSFE_RGB_IF_OPAQUE || job->format == SSFE_RGB;
    /* the row above the band, as samples (zeros above the first row) */
    if (y0 == 0) {
        memset(prev, 0, row_bytes);
    } else {
        const uint8_t *row = job->src + (y0 - 1) * job->stride;
        if (rgb) { if (job->ssse3) rgba_to_rgb_ssse3(prev, row, job->width); else rgba_to_rgb_scalar(prev, row, job->width); }
        else if (job->format == SSFE_RGBA_PREMULTIPLIED) ssfe_unpremultiply(prev, row, job->width);
        else memcpy(prev, row, row_bytes);
    }
    uint8_t *f = band;
    for (size_t y = y0; y < y1; y++) {
        const uint8_t *row = job->src + y * job->stride;
        if (rgb) {
            if (job->format == SSFE_RGB_IF_OPAQUE && job->vbmi) {
                if (!rgba_to_rgb_if_opaque_avx512(cur, row, job->width)) { r->status = SSFE_NOT_OPAQUE; return; }
            } else if (job->format == SSFE_RGB_IF_OPAQUE && job->wide) {
                if (!rgba_to_rgb_if_opaque_avx2(cur, row, job->width)) { r->status = SSFE_NOT_OPAQUE; return; }
            } else {
                if (job->format == SSFE_RGB_IF_OPAQUE && !all_opaque_scalar(row, job->width)) { r->status = SSFE_NOT_OPAQUE; return; }
                if (job->ssse3) rgba_to_rgb_ssse3(cur, row, job->width); else rgba_to_rgb_scalar(cur, row, job->width);
            }
        } else if (job->format == SSFE_RGBA_PREMULTIPLIED) {
            ssfe_unpremultiply(cur, row, job->width);   /* a row at a time, while it is in cache */
        } else {
            memcpy(cur, row, row_bytes);
        }
        *f++ = 4;   /* Paeth */
        if (job->wide512) paeth_avx512(f, cur, prev, row_bytes, job->channels);
        else if (job->wide) paeth_avx2(f, cur, prev, row_bytes, job->channels);
        else paeth_scalar(f, cur, prev, row_bytes, job->channels);
        f += row_bytes;
        uint8_t *t = prev; prev = cur; cur = t;
    }
    r->length = (size_t)(f - band);
    r->adler = libdeflate_adler32(1, band, r->length);
    parse_band(band, r->length, parse, job->wide512 ? 2 : job->wide);
    r->bytes = (uint8_t *)malloc(block_bound(parse) + 16);
    if (!r->bytes) { r->status = 1; return; }
    bit_writer w = {.at = r->bytes};
    write_block(&w, band, r->length, parse, final);
    r->bits = (size_t)(w.at - r->bytes) * 8 + (size_t)w.count;
    flush_bits(&w);
}

static void *band_worker(void *context) {
    band_job *job = (band_job *)context;
    size_t band_capacity = job->rows_per_band * (job->row_bytes + 1);
    /* two rows of samples with 8 zero bytes before each (the left edge) and 16 after (vector slack) */
    uint8_t *rows = (uint8_t *)calloc(2 * (job->row_bytes + 24), 1);
    uint8_t *band = (uint8_t *)malloc(band_capacity + 32);
    band_parse parse;
    parse.runs = (run_span *)malloc(sizeof(run_span) * (band_capacity / 4 + 1));   /* a run takes 3 bytes and a literal before it */
    for (;;) {
        if (__atomic_load_n(&job->stop, __ATOMIC_RELAXED)) break;
        size_t k = (size_t)__atomic_fetch_add(&job->next, 1, __ATOMIC_RELAXED);
        if (k >= job->jobs) break;
        if (!rows || !band || !parse.runs) { job->results[k].status = 1; }
        else encode_band(job, k, rows, band, &parse);
        if (job->results[k].status) __atomic_store_n(&job->stop, 1, __ATOMIC_RELAXED);
    }
    free(rows); free(band); free(parse.runs);
    return NULL;
}

/* Appends `bits` bits from `bytes` (LSB first). */
static void append_bits(bit_writer *w, const uint8_t *bytes, size_t bits) {
    size_t whole = bits / 32;
    for (size_t i = 0; i < whole; i++) {
        uint32_t word;
        memcpy(&word, bytes + 4 * i, 4);
        put_bits(w, word, 32);
    }
    size_t left = bits - whole * 32;
    const uint8_t *tail = bytes + 4 * whole;
    for (size_t i = 0; left > 0; i++) {
        int n = left > 8 ? 8 : (int)left;
        put_bits(w, tail[i] & ((1u << n) - 1), n);
        left -= (size_t)n;
    }
}

/* Writes a PNG (signature, IHDR, sRGB, one IDAT, IEND) of `height` rows whose deflate blocks are `parts`, in
   order; the last is marked final here when `mark_final` (a band taken from a longer file). 0 or 1 with a
   message. */
static int write_file(sspng_buffer *out, uint32_t width, uint32_t height, int channels,
                      const struct band_result *const *parts, size_t count, int mark_final, char *message, size_t message_size) {
    size_t total = 0;
    for (size_t k = 0; k < count; k++) total += parts[k]->bits / 8 + 1;
    if (!reserve(out, 8 + 25 + 13 + 8 + 2 + total + 16 + 4 + 4 + 12)) { snprintf(message, message_size, "out of memory while encoding"); return 1; }
    size_t start = out->count;
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(out->bytes + out->count, signature, 8); out->count += 8;
    size_t chunk = out->count;
    out->count += 8;
    uint8_t *ihdr = out->bytes + out->count;
    put32be(ihdr, width); put32be(ihdr + 4, height);
    ihdr[8] = 8; ihdr[9] = (uint8_t)(channels == 1 ? 0 : channels == 3 ? 2 : 6); ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
    out->count += 13;
    close_chunk(out, chunk, "IHDR");
    chunk = out->count;
    out->count += 8;
    out->bytes[out->count++] = 0;   /* sRGB, perceptual intent */
    close_chunk(out, chunk, "sRGB");
    size_t idat = out->count;
    out->count += 8;
    out->bytes[out->count++] = 0x78; out->bytes[out->count++] = 0x01;   /* zlib: deflate, 32 KiB window, fastest */
    bit_writer w = {.at = out->bytes + out->count};
    uint32_t adler = 1;
    for (size_t k = 0; k < count; k++) {
        const struct band_result *r = parts[k];
        if (k + 1 == count && mark_final) {
            /* a block's first bit is BFINAL */
            put_bits(&w, 1, 1);
            size_t rest = r->bits - 1, at = 1;
            for (; rest > 0 && at % 8 != 0; at++, rest--) put_bits(&w, (r->bytes[at / 8] >> (at % 8)) & 1, 1);
            append_bits(&w, r->bytes + at / 8, rest);
        } else {
            append_bits(&w, r->bytes, r->bits);
        }
        adler = k == 0 ? r->adler : (uint32_t)adler32_combine(adler, r->adler, (z_off_t)r->length);
    }
    flush_bits(&w);
    out->count = (size_t)(w.at - out->bytes);
    put32be(out->bytes + out->count, adler); out->count += 4;
    if (out->count - idat - 8 > 0x7FFFFFFFu) { snprintf(message, message_size, "the image data is too large for one PNG chunk"); out->count = start; return 1; }
    close_chunk(out, idat, "IDAT");
    put32be(out->bytes + out->count, 0); memcpy(out->bytes + out->count + 4, "IEND", 4); out->count += 8;
    put32be(out->bytes + out->count, libdeflate_crc32(0, (const uint8_t *)"IEND", 4)); out->count += 4;
    return 0;
}

int ssfe_encode(const void *pixels, uint32_t width, uint32_t height, size_t stride, int format, int threads,
                sspng_buffer *out, char *message, size_t message_size) {
    return ssfe_encode_with_top(pixels, width, height, stride, format, threads, out, 0, NULL, message, message_size);
}

int ssfe_encode_with_top(const void *pixels, uint32_t width, uint32_t height, size_t stride, int format, int threads,
                         sspng_buffer *out, uint32_t top_rows, sspng_buffer *top, char *message, size_t message_size) {
    pthread_once(&tables_once, make_tables);
    if (format < SSFE_RGB_IF_OPAQUE || format > SSFE_RGBA_PREMULTIPLIED) { snprintf(message, message_size, "unknown format %d", format); return 1; }
    const int channels = format == SSFE_GRAY ? 1 : format == SSFE_RGBA || format == SSFE_RGBA_PREMULTIPLIED ? 4 : 3;
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu || height > 0x7FFFFFFFu) {
        snprintf(message, message_size, "a PNG cannot be %ux%u pixels", width, height);
        return 1;
    }
    if (top_rows > height || (top_rows > 0 && !top)) {
        snprintf(message, message_size, "the top %u rows of a %u-row image", top_rows, height);
        return 1;
    }
    if (format == SSFE_RGB_IF_OPAQUE && !sampled_rows_opaque((const uint8_t *)pixels, width, height, stride, has_avx2())) return SSFE_NOT_OPAQUE;
    band_job job = {.src = (const uint8_t *)pixels, .stride = stride, .width = width, .height = height, .format = format,
                    .channels = channels, .wide = has_avx2(), .wide512 = has_avx2() && has_avx512bw(), .vbmi = has_avx2() && has_avx512vbmi(), .ssse3 = has_ssse3(), .top_rows = top_rows};
    job.row_bytes = (size_t)width * (size_t)channels;   /* samples, without the filter byte */
    /* bands of about 256 KiB of filtered rows, each one dynamic block: the same bands for any thread count */
    job.rows_per_band = (262144 + job.row_bytes) / (job.row_bytes + 1);
    if (job.rows_per_band < 1) job.rows_per_band = 1;
    if (job.rows_per_band * (job.row_bytes + 1) > UINT32_MAX - 64) {   /* a band's positions are 32-bit */
        snprintf(message, message_size, "a row of %u pixels is too long for the frame encoder", width);
        return 1;
    }
    job.bands = (height + job.rows_per_band - 1) / job.rows_per_band;
    job.top_bands = (top_rows + job.rows_per_band - 1) / job.rows_per_band;
    /* the top file shares the frame's bands above its last; that one is the frame's own when the top rows end
       with a band (marked final when joined) and else a band of its own */
    int top_own_band = top_rows > 0 && top_rows < height && top_rows % job.rows_per_band != 0;
    job.jobs = job.bands + (top_own_band ? 1 : 0);
    job.results = (struct band_result *)calloc(job.jobs, sizeof *job.results);
    const struct band_result **parts = (const struct band_result **)malloc(sizeof *parts * (job.bands + 1));
    if (!job.results || !parts) { free(job.results); free(parts); snprintf(message, message_size, "out of memory while encoding"); return 1; }

    /* the caller's thread works too; helpers only for more than one band */
    if (threads < 1) threads = 1;
    if ((size_t)threads > job.jobs) threads = (int)job.jobs;
    if (threads > 64) threads = 64;
    pthread_t helpers[64];
    int started = 0;
    for (int t = 1; t < threads; t++) {
        if (pthread_create(&helpers[started], NULL, band_worker, &job) != 0) break;   /* fewer helpers: same bytes */
        started++;
    }
    band_worker(&job);
    for (int t = 0; t < started; t++) pthread_join(helpers[t], NULL);

    int status = 0;
    for (size_t k = 0; k < job.jobs; k++) {
        if (job.results[k].status == SSFE_NOT_OPAQUE) { status = SSFE_NOT_OPAQUE; goto done; }
        if (job.results[k].status || !job.results[k].bytes) { snprintf(message, message_size, "out of memory while encoding"); status = 1; goto done; }
    }
    size_t start = out->count;
    for (size_t k = 0; k < job.bands; k++) parts[k] = &job.results[k];
    status = write_file(out, width, height, channels, parts, job.bands, 0, message, message_size);
    if (status || top_rows == 0) goto done;
    if (top_rows == height) {
        /* the top rows are the frame */
        if (!reserve(top, out->count - start)) { snprintf(message, message_size, "out of memory while encoding"); status = 1; goto done; }
        memcpy(top->bytes + top->count, out->bytes + start, out->count - start);
        top->count += out->count - start;
        goto done;
    }
    for (size_t k = 0; k + 1 < job.top_bands; k++) parts[k] = &job.results[k];
    parts[job.top_bands - 1] = top_own_band ? &job.results[job.bands] : &job.results[job.top_bands - 1];
    status = write_file(top, width, top_rows, channels, parts, job.top_bands, !top_own_band, message, message_size);
done:
    for (size_t k = 0; k < job.jobs; k++) free(job.results[k].bytes);
    free(job.results);
    free(parts);
    return status;
}
