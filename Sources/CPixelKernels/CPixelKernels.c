#include "CPixelKernels.h"

#include <wchar.h>
#if defined(__x86_64__)
#include <immintrin.h>
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
__attribute__((target("avx2")))
static void add_scaled_avx2(uint32_t *dst, size_t count, uint32_t s, uint32_t k) {
    const __m256i kv = _mm256_set1_epi16((short)k);
    const __m256i half = _mm256_set1_epi16(128);
    const __m256i sv = _mm256_set1_epi32((int)s);
    const __m256i zero = _mm256_setzero_si256();
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
        __m256i lo = _mm256_unpacklo_epi8(d, zero), hi = _mm256_unpackhi_epi8(d, zero);
        lo = _mm256_add_epi16(_mm256_mullo_epi16(lo, kv), half);
        hi = _mm256_add_epi16(_mm256_mullo_epi16(hi, kv), half);
        lo = _mm256_srli_epi16(_mm256_add_epi16(lo, _mm256_srli_epi16(lo, 8)), 8);
        hi = _mm256_srli_epi16(_mm256_add_epi16(hi, _mm256_srli_epi16(hi, 8)), 8);
        __m256i r = _mm256_add_epi8(_mm256_packus_epi16(lo, hi), sv);
        _mm256_storeu_si256((__m256i *)(dst + i), r);
    }
    add_scaled_scalar(dst + i, count - i, s, k);
}

static void add_scaled_sse2(uint32_t *dst, size_t count, uint32_t s, uint32_t k) {
    const __m128i kv = _mm_set1_epi16((short)k);
    const __m128i half = _mm_set1_epi16(128);
    const __m128i sv = _mm_set1_epi32((int)s);
    const __m128i zero = _mm_setzero_si128();
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i d = _mm_loadu_si128((const __m128i *)(dst + i));
        __m128i lo = _mm_unpacklo_epi8(d, zero), hi = _mm_unpackhi_epi8(d, zero);
        lo = _mm_add_epi16(_mm_mullo_epi16(lo, kv), half);
        hi = _mm_add_epi16(_mm_mullo_epi16(hi, kv), half);
        lo = _mm_srli_epi16(_mm_add_epi16(lo, _mm_srli_epi16(lo, 8)), 8);
        hi = _mm_srli_epi16(_mm_add_epi16(hi, _mm_srli_epi16(hi, 8)), 8);
        __m128i r = _mm_add_epi8(_mm_packus_epi16(lo, hi), sv);
        _mm_storeu_si128((__m128i *)(dst + i), r);
    }
    add_scaled_scalar(dst + i, count - i, s, k);
}
#endif

void ss_add_scaled(uint32_t *dst, size_t count, uint32_t s, uint32_t k) {
#if defined(__x86_64__)
    if (count >= 8 && __builtin_cpu_supports("avx2")) { add_scaled_avx2(dst, count, s, k); return; }
    add_scaled_sse2(dst, count, s, k);
#else
    add_scaled_scalar(dst, count, s, k);
#endif
}
