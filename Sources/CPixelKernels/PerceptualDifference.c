/* CIEDE2000 colour differences over a range of pixels, for perceptual snapshot comparison (Canvas's
 * PerceptualDifference.swift documents it and exposes the formula as ColorDifference; the tests hold it to
 * Sharma, Wu and Dalal's published pairs, and the loop to the formula pixel by pixel). In C so that an
 * unoptimised build — where `swift test` runs users' suites — still compares a frame quickly. */
#include "CPixelKernels.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct { double l, a, b; } ss_lab;

static double ss_linear[256];
static pthread_once_t ss_linear_once = PTHREAD_ONCE_INIT;

static void ss_linear_fill(void) {
    for (int i = 0; i < 256; i++) {
        double c = i / 255.0;
        ss_linear[i] = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
    }
}

static void ss_linear_init(void) { pthread_once(&ss_linear_once, ss_linear_fill); }

static inline double ss_cube_root(double t) {
    uint64_t bits;
    memcpy(&bits, &t, 8);
    bits = bits / 3 + 0x2A9F7893782DA1CEull;
    double y;
    memcpy(&y, &bits, 8);
    y = (2 * y + t / (y * y)) / 3;
    y = (2 * y + t / (y * y)) / 3;
    y = (2 * y + t / (y * y)) / 3;
    return y;
}

static inline double ss_f(double t) { return t > 216.0 / 24389.0 ? ss_cube_root(t) : (24389.0 / 27.0 * t + 16) / 116; }

static ss_lab ss_to_lab(uint32_t rgb) {
    double rl = ss_linear[rgb & 0xFF], gl = ss_linear[(rgb >> 8) & 0xFF], bl = ss_linear[(rgb >> 16) & 0xFF];
    double x = (0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / 0.95047;
    double y = 0.2126729 * rl + 0.7151522 * gl + 0.0721750 * bl;
    double z = (0.0193339 * rl + 0.1191920 * gl + 0.9503041 * bl) / 1.08883;
    double fx = ss_f(x), fy = ss_f(y), fz = ss_f(z);
    ss_lab lab = { 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz) };
    return lab;
}

double ss_delta_e2000(double l1, double a1_, double b1, double l2, double a2_, double b2) {
    const double deg = 3.14159265358979323846 / 180;
    double cab1 = sqrt(a1_ * a1_ + b1 * b1), cab2 = sqrt(a2_ * a2_ + b2 * b2);
    double c_mean = (cab1 + cab2) / 2;
    double c7 = pow(c_mean, 7);
    double g = 0.5 * (1 - sqrt(c7 / (c7 + 6103515625.0)));
    double a1 = (1 + g) * a1_, a2 = (1 + g) * a2_;
    double cp1 = sqrt(a1 * a1 + b1 * b1), cp2 = sqrt(a2 * a2 + b2 * b2);
    double hp1 = (a1 == 0 && b1 == 0) ? 0 : atan2(b1, a1) / deg;
    if (hp1 < 0) hp1 += 360;
    double hp2 = (a2 == 0 && b2 == 0) ? 0 : atan2(b2, a2) / deg;
    if (hp2 < 0) hp2 += 360;
    double dl = l2 - l1, dc = cp2 - cp1, dh = 0;
    if (cp1 * cp2 != 0) {
        dh = hp2 - hp1;
        if (dh > 180) dh -= 360; else if (dh < -180) dh += 360;
    }
    double d_h = 2 * sqrt(cp1 * cp2) * sin(dh / 2 * deg);
    double l_mean = (l1 + l2) / 2, cp_mean = (cp1 + cp2) / 2;
    double h_mean = hp1 + hp2;
    if (cp1 * cp2 != 0) {
        if (fabs(hp1 - hp2) <= 180) h_mean /= 2; else if (hp1 + hp2 < 360) h_mean = (h_mean + 360) / 2; else h_mean = (h_mean - 360) / 2;
    }
    double t = 1 - 0.17 * cos((h_mean - 30) * deg) + 0.24 * cos(2 * h_mean * deg) + 0.32 * cos((3 * h_mean + 6) * deg)
        - 0.20 * cos((4 * h_mean - 63) * deg);
    double d_theta = 30 * exp(-pow((h_mean - 275) / 25, 2));
    double cp7 = pow(cp_mean, 7);
    double rc = 2 * sqrt(cp7 / (cp7 + 6103515625.0));
    double l50 = (l_mean - 50) * (l_mean - 50);
    double sl = 1 + 0.015 * l50 / sqrt(20 + l50);
    double sc = 1 + 0.045 * cp_mean;
    double sh = 1 + 0.015 * cp_mean * t;
    double rt = -sin(2 * d_theta * deg) * rc;
    double q = dl / sl, r = dc / sc, s = d_h / sh;
    return sqrt(q * q + r * r + s * s + rt * r * s);
}

void ss_lab_of_rgb(uint8_t r, uint8_t g, uint8_t b, double *l, double *a, double *bb) {
    ss_linear_init();
    ss_lab lab = ss_to_lab((uint32_t)r | (uint32_t)g << 8 | (uint32_t)b << 16);
    *l = lab.l; *a = lab.a; *bb = lab.b;
}

static inline uint32_t ss_on_white(uint32_t p) {
    uint32_t alpha = p >> 24;
    if (alpha == 255) return p & 0xFFFFFF;
    uint32_t r = ((p & 0xFF) * alpha + 255 * (255 - alpha) + 127) / 255;
    uint32_t g = (((p >> 8) & 0xFF) * alpha + 255 * (255 - alpha) + 127) / 255;
    uint32_t b = (((p >> 16) & 0xFF) * alpha + 255 * (255 - alpha) + 127) / 255;
    return r | g << 8 | b << 16;
}

#define SS_LAB_SLOTS 4096
#define SS_PAIR_SLOTS 65536

typedef struct {
    uint32_t lab_keys[SS_LAB_SLOTS];
    ss_lab lab_values[SS_LAB_SLOTS];
    uint64_t pair_keys[SS_PAIR_SLOTS];
    double pair_values[SS_PAIR_SLOTS];
} ss_color_cache;

static inline ss_lab ss_cached_lab(ss_color_cache *c, uint32_t rgb) {
    size_t slot = (size_t)((rgb * 0x9E3779B1u) >> 20);
    if (c->lab_keys[slot] == rgb) return c->lab_values[slot];
    ss_lab v = ss_to_lab(rgb);
    c->lab_keys[slot] = rgb;
    c->lab_values[slot] = v;
    return v;
}

void ss_perceptual_range(const uint8_t *expected, const uint8_t *actual, size_t start, size_t end, double threshold,
                         ss_perceptual_result *result, uint8_t *marks) {
    ss_linear_init();
    ss_color_cache *cache = malloc(sizeof(ss_color_cache));
    memset(cache->lab_keys, 0xFF, sizeof cache->lab_keys);
    memset(cache->pair_keys, 0xFF, sizeof cache->pair_keys);
    result->differing = 0; result->largest = 0; result->sum = 0; result->first = -1;
    const double bound = threshold / 2.13;
    /* The last pair seen and what it gave (-1: surely within the threshold): runs of one change repeat. */
    uint32_t last_p = 0, last_q = 0;
    double last_d = -2;
    for (size_t i = start; i < end; i++) {
        uint32_t p, q;
        memcpy(&p, expected + 4 * i, 4);
        memcpy(&q, actual + 4 * i, 4);
        if (p == q) continue;
        double d;
        if (p == last_p && q == last_q && last_d > -2) {
            if (last_d < 0) continue;
            d = last_d;
        } else {
            last_p = p; last_q = q; last_d = -1;
            uint32_t x = ss_on_white(p), y = ss_on_white(q);
            if (x == y) continue;
            ss_lab lx = ss_cached_lab(cache, x), ly = ss_cached_lab(cache, y);
            double dl = lx.l - ly.l, da = lx.a - ly.a, db = lx.b - ly.b;
            /* ΔE00 ≤ 2.13 ΔE76: most small differences are surely within the threshold. */
            if (threshold > 0 && dl * dl + da * da + db * db <= bound * bound) continue;
            uint64_t key = (uint64_t)x << 24 | y;
            size_t slot = (size_t)((key * 0x9E3779B97F4A7C15ull) >> 48);
            if (cache->pair_keys[slot] == key) {
                d = cache->pair_values[slot];
            } else {
                d = ss_delta_e2000(lx.l, lx.a, lx.b, ly.l, ly.a, ly.b);
                cache->pair_keys[slot] = key;
                cache->pair_values[slot] = d;
            }
            last_d = d;
        }
        if (d > result->largest) result->largest = d;
        if (d > threshold) {
            if (marks) marks[i] = 1;
            result->differing += 1;
            result->sum += d;
            if (result->first < 0) result->first = (int64_t)i;
        }
    }
    free(cache);
}

size_t ss_count_differing_words(const uint8_t *a, const uint8_t *b, size_t count) {
    size_t n = 0, i = 0;
    for (; i + 8 <= count; i += 8) {
        if (memcmp(a + 4 * i, b + 4 * i, 32) == 0) continue;
        for (size_t k = i; k < i + 8; k++) n += memcmp(a + 4 * k, b + 4 * k, 4) != 0;
    }
    for (; i < count; i++) n += memcmp(a + 4 * i, b + 4 * i, 4) != 0;
    return n;
}
