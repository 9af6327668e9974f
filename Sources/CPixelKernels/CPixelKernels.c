#include "CPixelKernels.h"

#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

/* ---- which vector paths may be taken (ss_use_vector_paths) ---- */

static int ss_vector_level = 1;

void ss_use_vector_paths(int level) { __atomic_store_n(&ss_vector_level, level, __ATOMIC_RELAXED); }

int ss_vector_avx2(void) {
#if defined(__x86_64__)
    return __atomic_load_n(&ss_vector_level, __ATOMIC_RELAXED) != 0 && __builtin_cpu_supports("avx2");
#else
    return 0;
#endif
}

#if defined(__x86_64__)
static int ss_vector_avx512vbmi(void) {
    return __atomic_load_n(&ss_vector_level, __ATOMIC_RELAXED) == 1 && __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512bw");
}
#endif

void ss_fill32(uint32_t *dst, size_t count, uint32_t value) {
    /* wchar_t is 32 bits on Linux; glibc's wmemset uses AVX2/AVX-512 stores where available. */
    _Static_assert(sizeof(wchar_t) == 4, "wchar_t must be 32 bits");
    wmemset((wchar_t *)dst, (wchar_t)value, count);
}

static inline uint32_t scale_pixel(uint32_t p, uint32_t k) {
    uint32_t rb = (p & 0x00FF00FFu) * k + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ga = ((p >> 8) & 0x00FF00FFu) * k + 0x00800080u;
    ga = (ga + ((ga >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ga;
}

static void add_scaled_scalar(uint32_t *dst, size_t count, uint32_t s, uint32_t k) {
    for (size_t i = 0; i < count; i++) dst[i] = s + scale_pixel(dst[i], k);
}

#if defined(__x86_64__)
/* AVX2: the even and odd bytes of each pixel sit in separate 16-bit lanes; x·k + 128 is divided by 255
   as ((v·257) >> 16), which equals scale_pixel's (v + (v >> 8)) >> 8 for every v ≤ 255·255 + 128. */
__attribute__((target("avx2")))
static void add_scaled_avx2(uint32_t *dst, size_t count, uint32_t s, uint32_t k) {
    const __m256i kv = _mm256_set1_epi16((short)k);
    const __m256i half = _mm256_set1_epi16(128);
    const __m256i m257 = _mm256_set1_epi16(257);
    const __m256i low = _mm256_set1_epi16(0xFF);
    const __m256i sv = _mm256_set1_epi32((int)s);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
        __m256i even = _mm256_and_si256(d, low), odd = _mm256_srli_epi16(d, 8);
        even = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(even, kv), half), m257);
        odd = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(odd, kv), half), m257);
        __m256i r = _mm256_or_si256(even, _mm256_slli_epi16(odd, 8));
        _mm256_storeu_si256((__m256i *)(dst + i), _mm256_add_epi8(r, sv));
    }
    add_scaled_scalar(dst + i, count - i, s, k);
}

/* AVX-512 VBMI: x·k/255 (rounded as scale_pixel) for every byte value is a 256-entry table, looked up
   64 bytes at a time with two 128-entry byte permutes chosen by each byte's top bit. */
__attribute__((target("avx512f,avx512bw,avx512vbmi")))
static void add_scaled_vbmi(uint32_t *dst, size_t count, uint32_t s, uint32_t k, const uint8_t *table) {
    const __m512i t0 = _mm512_loadu_si512(table), t1 = _mm512_loadu_si512(table + 64);
    const __m512i t2 = _mm512_loadu_si512(table + 128), t3 = _mm512_loadu_si512(table + 192);
    const __m512i sv = _mm512_set1_epi32((int)s);
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        __m512i d = _mm512_loadu_si512(dst + i);
        __m512i lo = _mm512_permutex2var_epi8(t0, d, t1), hi = _mm512_permutex2var_epi8(t2, d, t3);
        __m512i r = _mm512_mask_blend_epi8(_mm512_movepi8_mask(d), lo, hi);
        _mm512_storeu_si512(dst + i, _mm512_add_epi8(r, sv));
    }
    add_scaled_scalar(dst + i, count - i, s, k);
}

static void add_scaled_sse2(uint32_t *dst, size_t count, uint32_t s, uint32_t k) {
    const __m128i kv = _mm_set1_epi16((short)k);
    const __m128i half = _mm_set1_epi16(128);
    const __m128i m257 = _mm_set1_epi16(257);
    const __m128i low = _mm_set1_epi16(0xFF);
    const __m128i sv = _mm_set1_epi32((int)s);
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i d = _mm_loadu_si128((const __m128i *)(dst + i));
        __m128i even = _mm_and_si128(d, low), odd = _mm_srli_epi16(d, 8);
        even = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(even, kv), half), m257);
        odd = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(odd, kv), half), m257);
        __m128i r = _mm_or_si128(even, _mm_slli_epi16(odd, 8));
        _mm_storeu_si128((__m128i *)(dst + i), _mm_add_epi8(r, sv));
    }
    add_scaled_scalar(dst + i, count - i, s, k);
}
#endif

void ss_make_scale_table(uint8_t *table, uint32_t k) {
    for (uint32_t x = 0; x < 256; x++) {
        uint32_t v = x * k + 128;
        table[x] = (uint8_t)((v + (v >> 8)) >> 8);
    }
}

void ss_add_scaled(uint32_t *dst, size_t count, uint32_t s, uint32_t k, const uint8_t *table) {
#if defined(__x86_64__)
    /* Building a table costs about as much as 256 pixels, so without one only long spans make it. */
    if ((table || count >= 256) && count >= 16 && ss_vector_avx512vbmi()) {
        uint8_t local[256];
        if (!table) { ss_make_scale_table(local, k); table = local; }
        add_scaled_vbmi(dst, count, s, k, table);
        return;
    }
    if (count >= 8 && ss_vector_avx2()) { add_scaled_avx2(dst, count, s, k); return; }
    add_scaled_sse2(dst, count, s, k);
#else
    add_scaled_scalar(dst, count, s, k);
#endif
}

static void blend_mask_scalar(uint32_t *dst, const uint8_t *mask, size_t count, uint32_t s) {
    for (size_t i = 0; i < count; i++) {
        uint32_t m = mask[i];
        if (m == 0) continue;
        uint32_t sc = scale_pixel(s, m);
        dst[i] = sc + scale_pixel(dst[i], 255 - (sc >> 24));
    }
}

#if defined(__x86_64__)
/* v·k/255 in each 16-bit lane (v, k ≤ 255), rounded as scale_pixel rounds: (v·k + 128)·257 >> 16. */
__attribute__((target("avx2"), always_inline))
static inline __m256i mul_div255_avx2(__m256i v, __m256i k) {
    /* (Vector constants, which even an unoptimised build loads in one step rather than building lane by lane.) */
    const __m256i half = (__m256i)(__v16hi){128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128};
    const __m256i m257 = (__m256i)(__v16hi){257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257};
    return _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(v, k), half), m257);
}

/* Source-over of eight premultiplied pixels given as their even (R, B) and odd (G, A) bytes in 16-bit lanes
   onto `dst`: each pixel's 255 − α copied into both lanes of its 32 bits scales the destination, v/255
   rounded as (v + 128)·257 >> 16, and the source is added. Shared by the mask and layer kernels. */
__attribute__((target("avx2"), always_inline))
static inline void over_avx2(uint32_t *dst, __m256i se, __m256i so) {
    const __m256i low = (__m256i)(__v8si){0x00FF00FF, 0x00FF00FF, 0x00FF00FF, 0x00FF00FF, 0x00FF00FF, 0x00FF00FF, 0x00FF00FF, 0x00FF00FF};
    const __m256i c255 = (__m256i)(__v8si){255, 255, 255, 255, 255, 255, 255, 255};
    __m256i k = _mm256_sub_epi32(c255, _mm256_srli_epi32(so, 16));
    k = _mm256_or_si256(k, _mm256_slli_epi32(k, 16));
    __m256i d = _mm256_loadu_si256((const __m256i *)dst);
    __m256i de = _mm256_and_si256(d, low), dd = _mm256_and_si256(_mm256_srli_epi32(d, 8), low);
    de = mul_div255_avx2(de, k);
    dd = mul_div255_avx2(dd, k);
    _mm256_storeu_si256((__m256i *)dst, _mm256_or_si256(_mm256_add_epi16(se, de), _mm256_slli_epi32(_mm256_add_epi16(so, dd), 8)));
}

/* Eight pixels at a time: even bytes (R, B) and odd bytes (G, A) in 16-bit lanes, each pixel's coverage
   and then its 255 − α copied into both lanes of its 32 bits; v/255 rounded as (v + 128)·257 >> 16. */
__attribute__((target("avx2")))
static void blend_mask_avx2(uint32_t *dst, const uint8_t *mask, size_t count, uint32_t s) {
    const __m256i seven = _mm256_set1_epi32((int)(s & 0x00FF00FFu)), sodd = _mm256_set1_epi32((int)((s >> 8) & 0x00FF00FFu));
    const __m256i solid = _mm256_set1_epi32((int)s);
    const int opaque = (s >> 24) == 255;
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t m8;
        __builtin_memcpy(&m8, mask + i, 8);
        if (m8 == 0) continue;
        /* Full coverage of an opaque colour is the colour (inside a clip mask, most of a fill). */
        if (m8 == UINT64_MAX && opaque) { _mm256_storeu_si256((__m256i *)(dst + i), solid); continue; }
        __m256i m = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)m8));
        m = _mm256_or_si256(m, _mm256_slli_epi32(m, 16));
        __m256i sce = mul_div255_avx2(seven, m);
        __m256i sco = mul_div255_avx2(sodd, m);
        over_avx2(dst + i, sce, sco);
    }
    blend_mask_scalar(dst + i, mask + i, count - i, s);
}
#endif

void ss_blend_mask(uint32_t *dst, const uint8_t *mask, size_t count, uint32_t s) {
#if defined(__x86_64__)
    if (count >= 8 && ss_vector_avx2()) { blend_mask_avx2(dst, mask, count, s); return; }
#endif
    blend_mask_scalar(dst, mask, count, s);
}

void ss_blend_mask_rows(uint32_t *dst, size_t dst_stride, const uint8_t *mask, size_t mask_stride,
                        size_t width, size_t height, uint32_t s) {
#if defined(__x86_64__)
    int wide = width >= 8 && ss_vector_avx2();
#endif
    for (size_t y = 0; y < height; y++) {
        uint32_t *d = dst + y * dst_stride;
        const uint8_t *m = mask + y * mask_stride;
#if defined(__x86_64__)
        if (wide) { blend_mask_avx2(d, m, width, s); continue; }
#endif
        blend_mask_scalar(d, m, width, s);
    }
}

static void composite_scalar(uint32_t *dst, const uint32_t *src, size_t count, uint32_t alpha) {
    for (size_t i = 0; i < count; i++) {
        uint32_t sp = src[i];
        if (sp == 0) continue;
        if (alpha != 255) sp = scale_pixel(sp, alpha);
        dst[i] = sp + scale_pixel(dst[i], 255 - (sp >> 24));
    }
}

#if defined(__x86_64__)
/* Eight pixels at a time, as blend_mask_avx2: the source scaled by the opacity, then each pixel's 255 − α
   copied into both 16-bit lanes of its 32 bits to scale the destination. A transparent source leaves the
   destination as it is (d·255/255 = d), so all-transparent runs are skipped without changing the result. */
__attribute__((target("avx2")))
static void composite_avx2(uint32_t *dst, const uint32_t *src, size_t count, uint32_t alpha) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF);
    const __m256i av = _mm256_set1_epi16((short)alpha);
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i sp = _mm256_loadu_si256((const __m256i *)(src + i));
        if (_mm256_testz_si256(sp, sp)) continue;
        __m256i se = _mm256_and_si256(sp, low), so = _mm256_and_si256(_mm256_srli_epi32(sp, 8), low);
        if (alpha != 255) {
            se = mul_div255_avx2(se, av);
            so = mul_div255_avx2(so, av);
        }
        over_avx2(dst + i, se, so);
    }
    composite_scalar(dst + i, src + i, count - i, alpha);
}
#endif

void ss_composite(uint32_t *dst, const uint32_t *src, size_t count, uint32_t alpha) {
#if defined(__x86_64__)
    if (count >= 8 && ss_vector_avx2()) { composite_avx2(dst, src, count, alpha); return; }
#endif
    composite_scalar(dst, src, count, alpha);
}

static inline uint8_t coverage_mul(uint32_t x, uint32_t y) {
    uint32_t t = x * y + 128;
    return (uint8_t)((t + (t >> 8)) >> 8);
}

#if defined(__x86_64__)
/* 32 bytes a step: each half widened to 16-bit lanes, multiplied and divided by 255 as the pixel kernels
   divide (x·y + 128 is at most 65153, where (v·257) >> 16 equals (v + (v >> 8)) >> 8), and packed back. */
__attribute__((target("avx2"), always_inline))
static inline __m256i coverage_mul_avx2(__m256i a, __m256i b) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i lo = mul_div255_avx2(_mm256_unpacklo_epi8(a, zero), _mm256_unpacklo_epi8(b, zero));
    __m256i hi = mul_div255_avx2(_mm256_unpackhi_epi8(a, zero), _mm256_unpackhi_epi8(b, zero));
    return _mm256_packus_epi16(lo, hi);
}

__attribute__((target("avx2")))
static void coverage_product_avx2(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t count) {
    size_t i = 0;
    for (; i + 32 <= count; i += 32) {
        __m256i r = coverage_mul_avx2(_mm256_loadu_si256((const __m256i *)(a + i)), _mm256_loadu_si256((const __m256i *)(b + i)));
        _mm256_storeu_si256((__m256i *)(dst + i), r);
    }
    for (; i < count; i++) dst[i] = coverage_mul(a[i], b[i]);
}

__attribute__((target("avx2")))
static void coverage_scale_avx2(uint8_t *dst, const uint8_t *a, uint32_t k, size_t count) {
    const __m256i kv = _mm256_set1_epi8((char)k);
    size_t i = 0;
    for (; i + 32 <= count; i += 32) {
        _mm256_storeu_si256((__m256i *)(dst + i), coverage_mul_avx2(_mm256_loadu_si256((const __m256i *)(a + i)), kv));
    }
    for (; i < count; i++) dst[i] = coverage_mul(a[i], k);
}
#endif

void ss_coverage_product(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t count) {
#if defined(__x86_64__)
    if (count >= 32 && ss_vector_avx2()) { coverage_product_avx2(dst, a, b, count); return; }
#endif
    for (size_t i = 0; i < count; i++) dst[i] = coverage_mul(a[i], b[i]);
}

void ss_coverage_scale(uint8_t *dst, const uint8_t *a, uint32_t k, size_t count) {
#if defined(__x86_64__)
    if (count >= 32 && ss_vector_avx2()) { coverage_scale_avx2(dst, a, k, count); return; }
#endif
    for (size_t i = 0; i < count; i++) dst[i] = coverage_mul(a[i], k);
}

/* The box blur of Shadow.swift's `boxBlurPasses`, as it was written in Swift: the same sums and the same
   reciprocal rounding, so the bytes are the same; in C so that a debug build does not run it unoptimised. */
static inline uint8_t box_average(uint64_t sum, uint64_t recip) {
    uint64_t v = (sum * recip + ((uint64_t)1 << 31)) >> 32;
    return (uint8_t)(v > 255 ? 255 : v);
}

int ss_box_blur(uint8_t *mask, size_t width, size_t height, const int *before, const int *after, size_t pass_count) {
    if (pass_count == 0 || width == 0 || height == 0) return 0;
    uint8_t *tmp = malloc(width), *prev = malloc(width), *src = malloc(width * height);
    uint32_t *col = malloc(width * sizeof(uint32_t));
    size_t *run = malloc(height * sizeof(size_t));
    if (!tmp || !prev || !src || !col || !run) { free(tmp); free(prev); free(src); free(col); free(run); return -1; }
    /* Horizontal: each row through a window [i - before, i + after]; a row equal to the one above (before
       blurring) blurs to the row above's result. */
    for (size_t y = 0; y < height; y++) {
        uint8_t *row = mask + y * width;
        if (y > 0 && memcmp(row, prev, width) == 0) { memcpy(row, row - width, width); continue; }
        memcpy(prev, row, width);
        for (size_t p = 0; p < pass_count; p++) {
            size_t b = (size_t)before[p], a = (size_t)after[p];
            uint64_t recip = ((uint64_t)1 << 32) / (uint64_t)(b + a + 1) + 1;
            memcpy(tmp, row, width);
            uint32_t sum = 0;
            for (size_t k = 0; k < a && k < width; k++) sum += tmp[k];
            for (size_t i = 0; i < width; i++) {
                if (i + a < width) sum += tmp[i + a];
                row[i] = box_average(sum, recip);
                if (i >= b) sum -= tmp[i - b];
            }
        }
    }
    /* Vertical: a running sum per column, whole rows at a time; where the row added equals the row dropped
       (same run of equal rows), the sums do not change and the output row is the one before. */
    for (size_t p = 0; p < pass_count; p++) {
        size_t b = (size_t)before[p], a = (size_t)after[p];
        uint64_t recip = ((uint64_t)1 << 32) / (uint64_t)(b + a + 1) + 1;
        memcpy(src, mask, width * height);
        for (size_t y = 0; y < height; y++) {
            run[y] = y > 0 && memcmp(src + y * width, src + (y - 1) * width, width) == 0 ? run[y - 1] : y;
        }
        memset(col, 0, width * sizeof(uint32_t));
        for (size_t k = 0; k < a && k < height; k++) {
            const uint8_t *r = src + k * width;
            for (size_t x = 0; x < width; x++) col[x] += r[x];
        }
        for (size_t i = 0; i < height; i++) {
            uint8_t *out = mask + i * width;
            int has_added = i + a < height, has_dropped = i >= b + 1;
            size_t added = i + a, dropped = i - 1 - b;
            if (i > 0 && has_added && has_dropped && run[added] == run[dropped]) { memcpy(out, out - width, width); continue; }
            if (i > 0 && has_dropped) {
                const uint8_t *r = src + dropped * width;
                for (size_t x = 0; x < width; x++) col[x] -= r[x];
            }
            if (has_added) {
                const uint8_t *r = src + added * width;
                for (size_t x = 0; x < width; x++) col[x] += r[x];
            }
            for (size_t x = 0; x < width; x++) out[x] = box_average(col[x], recip);
        }
    }
    free(tmp); free(prev); free(src); free(col); free(run);
    return 0;
}

/* XXH64 (Yann Collet's published algorithm): four accumulator lanes over 32-byte stripes, then the
   tail in 8-, 4- and 1-byte steps, then an avalanche. Words are read little-endian on any machine. */
static const uint64_t XP1 = 0x9E3779B185EBCA87ull, XP2 = 0xC2B2AE3D27D4EB4Full, XP3 = 0x165667B19E3779F9ull,
                      XP4 = 0x85EBCA77C2B2AE63ull, XP5 = 0x27D4EB2F165667C5ull;

static inline uint64_t xrotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static inline uint64_t xread64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    return v;
}

static inline uint32_t xread32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap32(v);
#endif
    return v;
}

static inline uint64_t xround(uint64_t acc, uint64_t input) {
    acc += input * XP2;
    acc = xrotl(acc, 31);
    return acc * XP1;
}

static inline uint64_t xmerge(uint64_t acc, uint64_t val) {
    acc ^= xround(0, val);
    return acc * XP1 + XP4;
}

uint64_t ss_xxh64(const void *bytes, size_t count, uint64_t seed) {
    const uint8_t *p = (const uint8_t *)bytes, *end = p + count;
    uint64_t h;
    if (count >= 32) {
        uint64_t v1 = seed + XP1 + XP2, v2 = seed + XP2, v3 = seed, v4 = seed - XP1;
        const uint8_t *limit = end - 32;
        do {
            v1 = xround(v1, xread64(p)); v2 = xround(v2, xread64(p + 8));
            v3 = xround(v3, xread64(p + 16)); v4 = xround(v4, xread64(p + 24));
            p += 32;
        } while (p <= limit);
        h = xrotl(v1, 1) + xrotl(v2, 7) + xrotl(v3, 12) + xrotl(v4, 18);
        h = xmerge(h, v1); h = xmerge(h, v2); h = xmerge(h, v3); h = xmerge(h, v4);
    } else {
        h = seed + XP5;
    }
    h += (uint64_t)count;
    while (p + 8 <= end) {
        h ^= xround(0, xread64(p));
        h = xrotl(h, 27) * XP1 + XP4;
        p += 8;
    }
    if (p + 4 <= end) {
        h ^= (uint64_t)xread32(p) * XP1;
        h = xrotl(h, 23) * XP2 + XP3;
        p += 4;
    }
    while (p < end) {
        h ^= (*p) * XP5;
        h = xrotl(h, 11) * XP1;
        p++;
    }
    h ^= h >> 33; h *= XP2;
    h ^= h >> 29; h *= XP3;
    h ^= h >> 32;
    return h;
}

/* SipHash-2-4 (https://www.aumasson.jp/siphash/siphash.pdf), little-endian words on every machine. */
static inline uint64_t ss_rotl64(uint64_t x, int b) { return (x << b) | (x >> (64 - b)); }
static inline uint64_t ss_le64(const uint8_t *p) {
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24
         | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
}
#define SS_SIPROUND do { \
    v0 += v1; v1 = ss_rotl64(v1, 13); v1 ^= v0; v0 = ss_rotl64(v0, 32); \
    v2 += v3; v3 = ss_rotl64(v3, 16); v3 ^= v2; \
    v0 += v3; v3 = ss_rotl64(v3, 21); v3 ^= v0; \
    v2 += v1; v1 = ss_rotl64(v1, 17); v1 ^= v2; v2 = ss_rotl64(v2, 32); } while (0)

uint64_t ss_siphash24(const uint8_t key[16], const void *bytes, size_t count) {
    const uint8_t *in = (const uint8_t *)bytes;
    uint64_t k0 = ss_le64(key), k1 = ss_le64(key + 8);
    uint64_t v0 = 0x736f6d6570736575ULL ^ k0, v1 = 0x646f72616e646f6dULL ^ k1;
    uint64_t v2 = 0x6c7967656e657261ULL ^ k0, v3 = 0x7465646279746573ULL ^ k1;
    size_t blocks = count / 8;
    for (size_t i = 0; i < blocks; i++) {
        uint64_t m = ss_le64(in + 8 * i);
        v3 ^= m; SS_SIPROUND; SS_SIPROUND; v0 ^= m;
    }
    uint64_t last = (uint64_t)(count & 0xff) << 56;
    const uint8_t *tail = in + 8 * blocks;
    for (size_t i = 0; i < (count & 7); i++) last |= (uint64_t)tail[i] << (8 * i);
    v3 ^= last; SS_SIPROUND; SS_SIPROUND; v0 ^= last;
    v2 ^= 0xff;
    SS_SIPROUND; SS_SIPROUND; SS_SIPROUND; SS_SIPROUND;
    return v0 ^ v1 ^ v2 ^ v3;
}
