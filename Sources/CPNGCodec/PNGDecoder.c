#include "PNGDecoder.h"
#include "VectorPaths.h"

#include <immintrin.h>
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static uint32_t get32be(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int is_type(const uint8_t *p, const char *type) { return memcmp(p, type, 4) == 0; }

/* ---- scalar unfiltering (every colour type; the reference the vector loops must equal) ---- */

static inline uint8_t paeth_predict(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? (uint8_t)a : pb <= pc ? (uint8_t)b : (uint8_t)c;
}

/// Unfilters one row of `n` bytes (`bpp` bytes a pixel) in place against `prev` (zeros above the first row).
static void unfilter_scalar(uint8_t *row, const uint8_t *prev, size_t n, int bpp, int filter) {
    switch (filter) {
    case 0: break;
    case 1: for (size_t i = (size_t)bpp; i < n; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]); break;
    case 2: for (size_t i = 0; i < n; i++) row[i] = (uint8_t)(row[i] + prev[i]); break;
    case 3:
        for (size_t i = 0; i < n; i++)
            row[i] = (uint8_t)(row[i] + (((i >= (size_t)bpp ? row[i - bpp] : 0) + prev[i]) >> 1));
        break;
    default:
        for (size_t i = 0; i < n; i++)
            row[i] = (uint8_t)(row[i] + (i >= (size_t)bpp ? paeth_predict(row[i - bpp], prev[i], prev[i - bpp])
                                                           : paeth_predict(0, prev[i], 0)));
    }
}

/// Expands an unfiltered row to RGBA8.
static void expand_row(uint8_t *out, const uint8_t *row, uint32_t width, int bpp) {
    for (uint32_t x = 0; x < width; x++, out += 4) {
        switch (bpp) {
        case 1: out[0] = out[1] = out[2] = row[x]; out[3] = 255; break;
        case 2: out[0] = out[1] = out[2] = row[2 * x]; out[3] = row[2 * x + 1]; break;
        case 3: memcpy(out, row + 3 * x, 3); out[3] = 255; break;
        default: memcpy(out, row + 4 * x, 4);
        }
    }
}

/// Every row through the scalar loops: each is unfiltered in the inflated buffer itself (the previous row is
/// right before it), then expanded.
static void unfilter_all_scalar(uint8_t *raw, uint32_t width, uint32_t height, int bpp, uint8_t *pixels,
                                const uint8_t *zeros) {
    size_t n = (size_t)width * bpp;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = raw + y * (n + 1) + 1;
        unfilter_scalar(row, y ? row - n - 1 : zeros, n, bpp, row[-1]);
        expand_row(pixels + (size_t)y * width * 4, row, width, bpp);
    }
}

/* ---- vector unfiltering, RGB and RGBA, straight into RGBA8 rows ----
 * Each pixel is handled as four lanes (the fourth is alpha, or for RGB a byte of the next pixel, which is
 * computed and then overwritten by 255: lanes never mix). The row above is read from the output, already
 * RGBA. The inflated buffer has 16 spare bytes at its end, so four- and sixteen-byte loads stay inside it. */

__attribute__((target("avx2")))
static inline __m128i load_pixel(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return _mm_cvtsi32_si128((int)v);
}

__attribute__((target("avx2")))
static inline void store_pixel(uint8_t *p, __m128i v) {
    uint32_t u = (uint32_t)_mm_cvtsi128_si32(v);
    memcpy(p, &u, 4);
}

/// None and Up: sixteen bytes (four pixels) at a time.
__attribute__((target("avx2")))
static void row_none_up_avx2(uint8_t *out, const uint8_t *in, const uint8_t *up, uint32_t width, int bpp,
                             int add_up) {
    const __m128i spread = bpp == 3 ? _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1)
                                    : _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m128i alpha = _mm_set1_epi32(bpp == 3 ? (int)0xFF000000u : 0);
    uint32_t x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i f = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(in + (size_t)x * bpp)), spread);
        if (add_up) f = _mm_add_epi8(f, _mm_loadu_si128((const __m128i *)(up + 4 * (size_t)x)));
        _mm_storeu_si128((__m128i *)(out + 4 * (size_t)x), _mm_or_si128(f, alpha));
    }
    for (; x < width; x++) {
        __m128i f = load_pixel(in + (size_t)x * bpp);
        if (add_up) f = _mm_add_epi8(f, load_pixel(up + 4 * (size_t)x));
        store_pixel(out + 4 * (size_t)x, _mm_or_si128(f, alpha));
    }
}

/// Sub, Average and Paeth along one row: a pixel at a time, each depending on the one before it.
__attribute__((target("avx2")))
static void row_serial_avx2(uint8_t *out, const uint8_t *in, const uint8_t *up, uint32_t width, int bpp,
                            int filter) {
    const __m128i alpha = _mm_cvtsi32_si128(bpp == 3 ? (int)0xFF000000u : 0);
    const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1);
    __m128i a = zero, c = zero;  // a: the pixel to the left (bytes, or 16-bit lanes for Paeth); c: above-left
    for (uint32_t x = 0; x < width; x++) {
        __m128i f = load_pixel(in + (size_t)x * bpp), o;
        if (filter == 1) {
            o = _mm_add_epi8(f, a);
            a = o;
        } else if (filter == 3) {
            __m128i b = load_pixel(up + 4 * (size_t)x);
            // floor((a + b) / 2): the rounded-up average less the carry of an odd sum
            __m128i mean = _mm_sub_epi8(_mm_avg_epu8(a, b), _mm_and_si128(_mm_xor_si128(a, b), one));
            o = _mm_add_epi8(f, mean);
            a = o;
        } else {
            __m128i b = _mm_cvtepu8_epi16(load_pixel(up + 4 * (size_t)x));
            __m128i bc = _mm_sub_epi16(b, c), ac = _mm_sub_epi16(a, c);
            __m128i pa = _mm_abs_epi16(bc), pb = _mm_abs_epi16(ac), pc = _mm_abs_epi16(_mm_add_epi16(ac, bc));
            __m128i not_a = _mm_cmpgt_epi16(pa, _mm_min_epi16(pb, pc));
            __m128i pred = _mm_blendv_epi8(a, _mm_blendv_epi8(b, c, _mm_cmpgt_epi16(pb, pc)), not_a);
            o = _mm_add_epi8(_mm_packus_epi16(pred, pred), f);
            a = _mm_cvtepu8_epi16(o);
            c = b;
        }
        store_pixel(out + 4 * (size_t)x, _mm_or_si128(o, alpha));
    }
}

/// One step of `rows_paeth4_avx2`: row r's pixel t − r for the four rows. `edge`: some row has not
/// started or has finished (checked lane by lane); otherwise all four work, with no checks.
__attribute__((target("avx2"), always_inline))
static inline void paeth4_step(uint8_t *const out[4], const uint8_t *const in[4], const uint8_t *up, uint32_t width,
                               int bpp, int64_t t, int edge, __m256i *a, __m256i *b_last) {
    const uint32_t alpha = bpp == 3 ? 0xFF000000u : 0;
    uint32_t f[4] = {0, 0, 0, 0}, above = 0;
    int live[4] = {1, 1, 1, 1};
    for (int r = 0; r < 4; r++) {
        int64_t x = t - r;
        if (edge) live[r] = x >= 0 && x < (int64_t)width;
        if (live[r]) memcpy(&f[r], in[r] + (size_t)x * bpp, 4);
    }
    if (!edge || t < (int64_t)width) memcpy(&above, up + 4 * (size_t)t, 4);
    __m256i fw = _mm256_cvtepu8_epi16(_mm_setr_epi32((int)f[0], (int)f[1], (int)f[2], (int)f[3]));
    // b: row 0's from the row above the four, row r's from row r − 1's result of the step before
    __m256i b = _mm256_blend_epi32(_mm256_permute4x64_epi64(*a, 0x90),
                                   _mm256_cvtepu8_epi16(_mm_cvtsi32_si128((int)above)), 0x03);
    __m256i c = *b_last;
    __m256i bc = _mm256_sub_epi16(b, c), ac = _mm256_sub_epi16(*a, c);
    __m256i pa = _mm256_abs_epi16(bc), pb = _mm256_abs_epi16(ac);
    __m256i pc = _mm256_abs_epi16(_mm256_add_epi16(ac, bc));
    __m256i not_a = _mm256_cmpgt_epi16(pa, _mm256_min_epi16(pb, pc));
    __m256i pred = _mm256_blendv_epi8(*a, _mm256_blendv_epi8(b, c, _mm256_cmpgt_epi16(pb, pc)), not_a);
    __m256i o = _mm256_and_si256(_mm256_add_epi16(pred, fw), _mm256_set1_epi16(0x00FF));
    if (edge && t < 3) {  // rows not started yet keep zero: their left and above-left when they start
        const __m256i started = _mm256_cmpgt_epi64(_mm256_set1_epi64x(t + 1), _mm256_setr_epi64x(0, 1, 2, 3));
        o = _mm256_and_si256(o, started);
    }
    __m256i bytes = _mm256_packus_epi16(o, o);
    __m128i lo = _mm256_castsi256_si128(bytes), hi = _mm256_extracti128_si256(bytes, 1);
    uint32_t px[4] = {(uint32_t)_mm_cvtsi128_si32(lo), (uint32_t)_mm_extract_epi32(lo, 1),
                      (uint32_t)_mm_cvtsi128_si32(hi), (uint32_t)_mm_extract_epi32(hi, 1)};
    for (int r = 0; r < 4; r++) {
        if (!live[r]) continue;
        uint32_t v = px[r] | alpha;
        memcpy(out[r] + 4 * (size_t)(t - r), &v, 4);
    }
    *a = o;
    *b_last = b;
}

/// Four consecutive Paeth rows at once, as a wavefront: row r works on pixel t − r while row 0 works on
/// pixel t, so each row's pixel above (the row before's, one step earlier) is already known. The four
/// rows' pixels share one register (a row per 64-bit lane, a channel per 16-bit lane), so the chain from a
/// pixel to the next — the cost of Paeth — is paid once for four pixels. `in[r]`: row r's filtered bytes;
/// `up`: the RGBA row above the four (zeros above the first).
__attribute__((target("avx2")))
static void rows_paeth4_avx2(uint8_t *const out[4], const uint8_t *const in[4], const uint8_t *up,
                             uint32_t width, int bpp) {
    __m256i a = _mm256_setzero_si256();      // each row's last result (zero where a row has not started)
    __m256i b_last = _mm256_setzero_si256(); // the pixels above used last step: this step's above-left
    const int64_t w = width, steps = w + 3, middle = w > 3 ? w : 3;
    int64_t t = 0;
    for (; t < 3; t++) paeth4_step(out, in, up, width, bpp, t, 1, &a, &b_last);
    if (bpp == 3) for (; t < middle; t++) paeth4_step(out, in, up, width, 3, t, 0, &a, &b_last);
    else for (; t < middle; t++) paeth4_step(out, in, up, width, 4, t, 0, &a, &b_last);
    for (; t < steps; t++) paeth4_step(out, in, up, width, bpp, t, 1, &a, &b_last);
}

/// Every row of an RGB or RGBA image through the vector loops.
__attribute__((target("avx2")))
static void unfilter_all_avx2(const uint8_t *raw, uint32_t width, uint32_t height, int bpp, uint8_t *pixels,
                              const uint8_t *zeros) {
    size_t n = (size_t)width * bpp, out_row = (size_t)width * 4;
    for (uint32_t y = 0; y < height;) {
        const uint8_t *row = raw + y * (n + 1);
        uint8_t *out = pixels + y * out_row;
        const uint8_t *up = y ? out - out_row : zeros;
        if (y + 4 <= height && row[0] == 4 && row[n + 1] == 4 && row[2 * (n + 1)] == 4 && row[3 * (n + 1)] == 4) {
            const uint8_t *in[4] = {row + 1, row + n + 2, row + 2 * (n + 1) + 1, row + 3 * (n + 1) + 1};
            uint8_t *const outs[4] = {out, out + out_row, out + 2 * out_row, out + 3 * out_row};
            rows_paeth4_avx2(outs, in, up, width, bpp);
            y += 4;
            continue;
        }
        if (row[0] == 0 || row[0] == 2) row_none_up_avx2(out, row + 1, up, width, bpp, row[0] == 2);
        else row_serial_avx2(out, row + 1, up, width, bpp, row[0]);
        y++;
    }
}

/* ---- the file ---- */

int sspd_decode(const uint8_t *data, size_t count, uint32_t width, uint32_t height, uint8_t *pixels) {
    // IHDR: the first chunk, 13 bytes, 8-bit, not interlaced, a colour type read here (not a palette)
    if (count < 8 + 25 || get32be(data + 8) != 13 || !is_type(data + 12, "IHDR")) return SSPD_DECLINED;
    const uint8_t *ihdr = data + 16;
    if (get32be(ihdr) != width || get32be(ihdr + 4) != height || width == 0 || height == 0) return SSPD_DECLINED;
    if (ihdr[8] != 8 || ihdr[10] != 0 || ihdr[11] != 0 || ihdr[12] != 0) return SSPD_DECLINED;
    int bpp;
    switch (ihdr[9]) {
    case 0: bpp = 1; break;
    case 2: bpp = 3; break;
    case 4: bpp = 2; break;
    case 6: bpp = 4; break;
    default: return SSPD_DECLINED;
    }
    // The chunks: every CRC right, IDATs in one run, IEND reached; no PLTE or tRNS (libpng's business).
    size_t at = 8, idat_first = 0, idat_bytes = 0, idat_chunks = 0;
    int idat_state = 0;  // 0 before the IDATs, 1 in them, 2 after
    for (;;) {
        if (count - at < 12) return SSPD_DECLINED;
        uint32_t length = get32be(data + at);
        if (length > 0x7FFFFFFFu || count - at - 12 < length) return SSPD_DECLINED;
        const uint8_t *type = data + at + 4;
        if (libdeflate_crc32(0, type, (size_t)length + 4) != get32be(type + 4 + length)) return SSPD_DECLINED;
        if (is_type(type, "IDAT")) {
            if (idat_state == 2) return SSPD_DECLINED;
            if (idat_state == 0) idat_first = at;
            idat_state = 1;
            idat_bytes += length;
            idat_chunks++;
        } else {
            if (idat_state == 1) idat_state = 2;
            if (is_type(type, "IEND")) break;
            if (at == 8) { /* IHDR, checked above */ }
            else if (!(type[0] & 0x20) || is_type(type, "tRNS") || is_type(type, "IHDR")) return SSPD_DECLINED;
        }
        at += 12 + (size_t)length;
    }
    if (idat_state == 0) return SSPD_DECLINED;

    // The image data, joined when it spans several chunks.
    uint8_t *joined = NULL;
    const uint8_t *stream = data + idat_first + 8;
    if (idat_chunks > 1) {
        joined = malloc(idat_bytes ? idat_bytes : 1);
        if (!joined) return SSPD_NO_MEMORY;
        size_t filled = 0;
        for (size_t c = idat_first; filled < idat_bytes;) {
            uint32_t length = get32be(data + c);
            memcpy(joined + filled, data + c + 8, length);
            filled += length;
            c += 12 + (size_t)length;
        }
        stream = joined;
    }
    size_t row_bytes = (size_t)width * bpp, raw_bytes = (size_t)height * (row_bytes + 1);
    uint8_t *raw = malloc(raw_bytes + 16);
    uint8_t *zeros = calloc((size_t)width * 4 + 16, 1);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    int result = SSPD_NO_MEMORY;
    if (raw && zeros && inflater) {
        size_t used = 0;
        // The whole stream must inflate to exactly the rows and end where the image data ends.
        enum libdeflate_result r = libdeflate_zlib_decompress_ex(inflater, stream, idat_bytes, raw, raw_bytes, &used, NULL);
        result = SSPD_DECLINED;
        if (r == LIBDEFLATE_SUCCESS && used == idat_bytes) {
            int filters_ok = 1;
            for (uint32_t y = 0; y < height; y++) filters_ok &= raw[y * (row_bytes + 1)] <= 4;
            if (filters_ok) {
                memset(raw + raw_bytes, 0, 16);
                if (bpp >= 3 && sspng_vector_avx2()) unfilter_all_avx2(raw, width, height, bpp, pixels, zeros);
                else unfilter_all_scalar(raw, width, height, bpp, pixels, zeros);
                result = SSPD_DECODED;
            }
        }
    }
    if (inflater) libdeflate_free_decompressor(inflater);
    free(zeros);
    free(raw);
    free(joined);
    return result;
}
