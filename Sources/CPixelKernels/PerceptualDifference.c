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
    /* An sRGB grey is neutral: its a* and b* are 0 (the rounded matrix leaves about 1e-5, a noise hue). */
    if ((rgb & 0xFF) == ((rgb >> 8) & 0xFF) && (rgb & 0xFF) == ((rgb >> 16) & 0xFF)) { lab.a = 0; lab.b = 0; }
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

/* ---- The per-pixel loop: eight colour pairs at a time, in single precision. ----
 *
 * Written once with clang's vector extensions and compiled twice, for AVX2 and for the baseline (SSE2, two
 * halves), picked at run time. Both are the same IEEE operations lane by lane — +, −, ×, ÷, sqrt, floor,
 * comparisons, conversions; no fused multiply-add (contraction is off and neither target has FMA) and no
 * library calls — so every CPU gets the same bits (but see the pairs marked below).
 *
 * The formula is CIEDE2000 as ss_delta_e2000 computes it, rearranged to need no trigonometric call: the hue
 * difference from the dot and cross products of the two (a', b') vectors; the mean hue as the direction of
 * the sum of their unit vectors (the bisector of the shorter arc, which the formula's cases choose; for hues
 * more than 90° apart, the difference of the unit vectors turned a quarter), whose cosine and sine give T's
 * four cosines by multiple-angle identities; atan2 (for Δθ), exp and sin as polynomials (errors under 4e-8
 * rad, 8e-8 relative and 5e-8). A grey (r = g = b) is neutral, a* = b* = 0, with no hue.
 *
 * It agrees with ss_delta_e2000 to 6e-4 (5.3e-4 the worst of 13 million random pairs; a test holds 200,000 to
 * 2e-3). Hues within 0.006° of opposite, where the formula's mean hue jumps to the other side, are marked and
 * measured by ss_delta_e2000, in double precision with the C library's trigonometry: those rare pairs get
 * the C library's bits, not ours. */
#pragma STDC FP_CONTRACT OFF

typedef float ss_f8 __attribute__((vector_size(32)));
typedef int32_t ss_i8 __attribute__((vector_size(32)));
#define SS_F8(v) ((ss_f8){ (v), (v), (v), (v), (v), (v), (v), (v) })
#define SS_I8(v) ((ss_i8){ (v), (v), (v), (v), (v), (v), (v), (v) })
/* m ? a : b, lane by lane, for a comparison's mask m (all bits set or none). */
#define SS_SEL(m, a, b) ((ss_f8)((((ss_i8)(a)) & (m)) | (((ss_i8)(b)) & ~(m))))

static float ss_linear_f[256];
static pthread_once_t ss_linear_f_once = PTHREAD_ONCE_INIT;
static void ss_linear_f_fill(void) {
    ss_linear_init();
    for (int i = 0; i < 256; i++) ss_linear_f[i] = (float)ss_linear[i];
}

/* The L*a*b* of eight packed colours (r | g << 8 | b << 16). */
__attribute__((always_inline))
static inline void ss_lab8(const uint32_t *rgb, ss_f8 *l, ss_f8 *a, ss_f8 *b) {
    float r[8], g[8], bl[8];
    for (int k = 0; k < 8; k++) {
        r[k] = ss_linear_f[rgb[k] & 0xFF]; g[k] = ss_linear_f[(rgb[k] >> 8) & 0xFF]; bl[k] = ss_linear_f[(rgb[k] >> 16) & 0xFF];
    }
    ss_f8 rv, gv, bv;
    memcpy(&rv, r, 32); memcpy(&gv, g, 32); memcpy(&bv, bl, 32);
    ss_f8 t[3];
    t[0] = (SS_F8(0.4124564f) * rv + SS_F8(0.3575761f) * gv + SS_F8(0.1804375f) * bv) * SS_F8(1.0f / 0.95047f);
    t[1] = SS_F8(0.2126729f) * rv + SS_F8(0.7151522f) * gv + SS_F8(0.0721750f) * bv;
    t[2] = (SS_F8(0.0193339f) * rv + SS_F8(0.1191920f) * gv + SS_F8(0.9503041f) * bv) * SS_F8(1.0f / 1.08883f);
    ss_f8 f[3];
    for (int c = 0; c < 3; c++) {
        /* The cube root: a guess from the bits (a third of the exponent), then three Newton steps. */
        ss_f8 x = t[c];
        ss_i8 bits = (ss_i8)x;
        ss_i8 guess = __builtin_convertvector(__builtin_convertvector(bits, ss_f8) * SS_F8(1.0f / 3), ss_i8) + SS_I8(709921077);
        ss_f8 y = (ss_f8)guess;
        for (int k = 0; k < 3; k++) y = (y + y + x / (y * y)) * SS_F8(1.0f / 3);
        ss_f8 linear = (SS_F8(24389.0f / 27.0f) * x + SS_F8(16)) * SS_F8(1.0f / 116);
        f[c] = SS_SEL(x > SS_F8(216.0f / 24389.0f), y, linear);
    }
    *l = SS_F8(116) * f[1] - SS_F8(16);
    ss_i8 grey = (rv == gv) & (gv == bv);   /* neutral: a* = b* = 0, as ss_to_lab gives */
    *a = SS_SEL(grey, SS_F8(0), SS_F8(500) * (f[0] - f[1]));
    *b = SS_SEL(grey, SS_F8(0), SS_F8(200) * (f[1] - f[2]));
}

/* ΔE00 of eight colour pairs into out; -1 where the plain Lab distance is within `bound` (surely within the
 * threshold), NaN where the hues are (all but) opposite. */
__attribute__((always_inline))
static inline void ss_delta_e8(const uint32_t *xs, const uint32_t *ys, float bound, float *out) {
    ss_f8 l1, a1_, b1, l2, a2_, b2;
    ss_lab8(xs, &l1, &a1_, &b1);
    ss_lab8(ys, &l2, &a2_, &b2);
    ss_f8 dl = l2 - l1, da = a2_ - a1_, db = b2 - b1;
    ss_i8 within = dl * dl + da * da + db * db <= SS_F8(bound * bound);

    ss_f8 cab1 = __builtin_elementwise_sqrt(a1_ * a1_ + b1 * b1), cab2 = __builtin_elementwise_sqrt(a2_ * a2_ + b2 * b2);
    ss_f8 cm = (cab1 + cab2) * SS_F8(0.5f), cm2 = cm * cm, cm7 = cm2 * cm2 * cm2 * cm;
    ss_f8 g = SS_F8(0.5f) * (SS_F8(1) - __builtin_elementwise_sqrt(cm7 / (cm7 + SS_F8(6103515625.0f))));
    ss_f8 a1 = (SS_F8(1) + g) * a1_, a2 = (SS_F8(1) + g) * a2_;
    ss_f8 cp1 = __builtin_elementwise_sqrt(a1 * a1 + b1 * b1), cp2 = __builtin_elementwise_sqrt(a2 * a2 + b2 * b2);
    ss_f8 dot = a1 * a2 + b1 * b2, cross = a1 * b2 - a2 * b1;
    /* ΔH' = 2 √(C1'C2') sin(Δh'/2) without an angle. With P = C1'C2' = |v1||v2|, sin Δh' = cross / P and
     * cos Δh' = dot / P, so ΔH' = √2 · cross / √(P + dot): well conditioned while the hues are within 90°
     * (dot ≥ 0), small changes included. Further apart, ΔH'² = 2 (P − dot) with cross's sign, where nothing
     * cancels. */
    ss_f8 dcp = cp2 - cp1, pp = cp1 * cp2;
    ss_f8 near = SS_F8(1.4142135623730951f) * cross / __builtin_elementwise_sqrt(pp + dot);
    ss_f8 far = __builtin_elementwise_sqrt(SS_F8(2) * (pp - dot));
    far = SS_SEL(cross < SS_F8(0), -far, far);
    ss_f8 d_h = SS_SEL(dot < SS_F8(0), far, near);

    /* The mean hue's direction (cosine ch, sine sh_), from the two hues' unit vectors v1 and v2: their sum when
     * the hues are within 90° (|v1 + v2| ≥ √2), else the difference turned a quarter towards the shorter arc,
     * sign(v1 × v2) (dy, −dx) for d = v2 − v1, which is the same direction and well conditioned there. A grey's
     * hue is noise and counts as none (the formula sums the hues when one chroma is 0). Hues within 0.006° of
     * opposite, where the formula's choice of side flips, are marked for ss_delta_e2000. */
    ss_i8 chromatic1 = cp1 > SS_F8(1e-3f), chromatic2 = cp2 > SS_F8(1e-3f);
    ss_f8 inv1 = SS_SEL(chromatic1, SS_F8(1) / cp1, SS_F8(0)), inv2 = SS_SEL(chromatic2, SS_F8(1) / cp2, SS_F8(0));
    ss_f8 v1x = a1 * inv1, v1y = b1 * inv1, v2x = a2 * inv2, v2y = b2 * inv2;
    ss_i8 apart = chromatic1 & chromatic2 & (dot < SS_F8(0));
    ss_f8 side = SS_SEL(cross < SS_F8(0), SS_F8(-1), SS_F8(1));
    ss_f8 ux = SS_SEL(apart, side * (v2y - v1y), v1x + v2x), uy = SS_SEL(apart, -(side * (v2x - v1x)), v1y + v2y);
    ss_f8 un = __builtin_elementwise_sqrt(ux * ux + uy * uy);
    ss_i8 has = un > SS_F8(0);
    ss_i8 opposite = apart & (__builtin_elementwise_abs(cross) < SS_F8(1e-4f) * cp1 * cp2);
    ss_f8 ch = SS_SEL(has, ux / un, SS_F8(1)), sh_ = SS_SEL(has, uy / un, SS_F8(0));
    d_h = SS_SEL(chromatic1 & chromatic2, d_h, SS_F8(0));   /* and a grey has no hue difference to another */

    /* Its angle in degrees, [0, 360): atan of the smaller over the larger side, then the octant (and 360, which
     * rounding can give just below the positive a' axis, is 0). */
    ss_f8 ax = __builtin_elementwise_abs(ux), ay = __builtin_elementwise_abs(uy);
    ss_f8 mx = __builtin_elementwise_max(ax, ay), mn = __builtin_elementwise_min(ax, ay);
    ss_f8 r = SS_SEL(mx > SS_F8(0), mn / mx, SS_F8(0)), z = r * r;
    ss_f8 at = r * (SS_F8(0.9999993443489075f) + z * (SS_F8(-0.33329862356185913f) + z * (SS_F8(0.19946570694446564f)
        + z * (SS_F8(-0.13908642530441284f) + z * (SS_F8(0.09642215818166733f) + z * (SS_F8(-0.05591243505477905f)
        + z * (SS_F8(0.02186295948922634f) + z * SS_F8(-0.004054552875459194f))))))));
    ss_f8 h = at * SS_F8(57.29577951308232f);
    h = SS_SEL(ay > ax, SS_F8(90) - h, h);
    h = SS_SEL(ux < SS_F8(0), SS_F8(180) - h, h);
    h = SS_SEL(uy < SS_F8(0), SS_F8(360) - h, h);
    h = SS_SEL(h >= SS_F8(360), h - SS_F8(360), h);

    ss_f8 c2h = SS_F8(2) * ch * ch - SS_F8(1), s2h = SS_F8(2) * sh_ * ch;
    ss_f8 c3h = ch * (SS_F8(4) * ch * ch - SS_F8(3)), s3h = sh_ * (SS_F8(3) - SS_F8(4) * sh_ * sh_);
    ss_f8 c4h = SS_F8(2) * c2h * c2h - SS_F8(1), s4h = SS_F8(2) * s2h * c2h;
    ss_f8 t = SS_F8(1) - SS_F8(0.17f) * (ch * SS_F8(0.8660254037844386f) + sh_ * SS_F8(0.5f)) + SS_F8(0.24f) * c2h
        + SS_F8(0.32f) * (c3h * SS_F8(0.9945218953682733f) - s3h * SS_F8(0.10452846326765347f))
        - SS_F8(0.20f) * (c4h * SS_F8(0.45399049973954675f) + s4h * SS_F8(0.8910065241883679f));

    /* Δθ = 30 exp(−((h − 275) / 25)²), as 2^w: 2^floor(w) from the exponent bits times a polynomial for the
     * rest (w clamped at −28: exp(−19.4) × 30 leaves Δθ under 2e-7°). */
    ss_f8 e = (h - SS_F8(275)) * SS_F8(0.04f);
    ss_f8 w = __builtin_elementwise_max(-(e * e) * SS_F8(1.4426950408889634f), SS_F8(-28));
    ss_f8 n = __builtin_elementwise_floor(w), fr = w - n;
    ss_f8 p2 = SS_F8(0.9999999403953552f) + fr * (SS_F8(0.6931530833244324f) + fr * (SS_F8(0.24015355110168457f)
        + fr * (SS_F8(0.05582651495933533f) + fr * (SS_F8(0.008989100344479084f) + fr * SS_F8(0.0018776770448312163f)))));
    ss_f8 scale = (ss_f8)((__builtin_convertvector(n, ss_i8) + SS_I8(127)) << 23);
    ss_f8 d_theta = SS_F8(30) * p2 * scale;

    ss_f8 cpm = (cp1 + cp2) * SS_F8(0.5f), cq2 = cpm * cpm, cp7 = cq2 * cq2 * cq2 * cpm;
    ss_f8 rc = SS_F8(2) * __builtin_elementwise_sqrt(cp7 / (cp7 + SS_F8(6103515625.0f)));
    /* sin(2Δθ) with 2Δθ in [0°, 60°]: its Taylor series to x⁹. */
    ss_f8 x = d_theta * SS_F8(2 * 0.017453292519943295f), x2 = x * x;
    ss_f8 sn = x * (SS_F8(1) + x2 * (SS_F8(-1.0f / 6) + x2 * (SS_F8(1.0f / 120) + x2 * (SS_F8(-1.0f / 5040) + x2 * SS_F8(1.0f / 362880)))));
    ss_f8 rt = -sn * rc;
    ss_f8 lm = (l1 + l2) * SS_F8(0.5f), l50 = (lm - SS_F8(50)) * (lm - SS_F8(50));
    ss_f8 sl = SS_F8(1) + SS_F8(0.015f) * l50 / __builtin_elementwise_sqrt(SS_F8(20) + l50);
    ss_f8 sc = SS_F8(1) + SS_F8(0.045f) * cpm;
    ss_f8 sh = SS_F8(1) + SS_F8(0.015f) * cpm * t;
    ss_f8 q = dl / sl, rr = dcp / sc, s = d_h / sh;
    ss_f8 d = __builtin_elementwise_sqrt(q * q + rr * rr + s * s + rt * rr * s);
    d = SS_SEL(opposite, SS_F8(__builtin_nanf("")), d);
    d = SS_SEL(within, SS_F8(-1), d);
    memcpy(out, &d, 32);
}

#if defined(__x86_64__)
__attribute__((target("avx2")))
static void ss_delta_e_batch_avx2(const uint32_t *xs, const uint32_t *ys, size_t count, float bound, float *out) {
    for (size_t k = 0; k < count; k += 8) ss_delta_e8(xs + k, ys + k, bound, out + k);
}

#endif

static void ss_delta_e_batch_base(const uint32_t *xs, const uint32_t *ys, size_t count, float bound, float *out) {
    for (size_t k = 0; k < count; k += 8) ss_delta_e8(xs + k, ys + k, bound, out + k);
}

/* `count` (a multiple of 8) colour pairs' ΔE00, as ss_delta_e8 gives them; `path` 0 picks by the CPU, 1 forces
 * the baseline, 2 AVX2 (for the tests that hold the two to the same bits). */
void ss_delta_e2000_batch(const uint32_t *xs, const uint32_t *ys, size_t count, float bound, float *out, int path) {
    pthread_once(&ss_linear_f_once, ss_linear_f_fill);
#if defined(__x86_64__)
    if (path != 1 && ss_vector_avx2()) { ss_delta_e_batch_avx2(xs, ys, count, bound, out); return; }   /* (2 without AVX2: the baseline) */
#else
    (void)path;   /* other CPUs: their own vector width, the same operations */
#endif
    ss_delta_e_batch_base(xs, ys, count, bound, out);
}

#define SS_BATCH 512
#define SS_PIXELS 8192
#define SS_KNOWN 4096
#define SS_FROM_KNOWN 0xFFFF

/* Pairs waiting to be measured, the pixels that wait for them (in order), and the pairs measured before in a
 * small direct-mapped table: a picture recoloured has few distinct pairs, each met many times. The table
 * is no longer asked once fewer than one look-up in eight finds its pair (noise has none to find). A pair's
 * value does not depend on how it was found, so neither does the result. */
typedef struct {
    uint32_t xs[SS_BATCH], ys[SS_BATCH];
    float out[SS_BATCH];
    size_t pairs;
    uint32_t index[SS_PIXELS];
    uint16_t slot[SS_PIXELS];
    float value[SS_PIXELS];
    size_t pixels;
    uint64_t known_keys[SS_KNOWN];
    float known_values[SS_KNOWN];
    size_t lookups, hits;
    int use_known;
} ss_perceptual_batch;

static inline size_t ss_known_slot(uint64_t key) { return (size_t)((key * 0x9E3779B97F4A7C15ull) >> 52); }

/* Measures the batch's pairs, then takes its pixels in order into the result. */
static void ss_perceptual_flush(ss_perceptual_batch *b, size_t start, double threshold, float bound,
                                ss_perceptual_result *result, uint8_t *marks) {
    size_t padded = (b->pairs + 7) & ~(size_t)7;
    for (size_t k = b->pairs; k < padded; k++) { b->xs[k] = 0; b->ys[k] = 0; }
    ss_delta_e2000_batch(b->xs, b->ys, padded, bound, b->out, 0);
    for (size_t k = 0; k < b->pairs; k++) {
        float f = b->out[k];
        if (f != f) {   /* hues (all but) opposite: the formula as written */
            ss_lab lx = ss_to_lab(b->xs[k]), ly = ss_to_lab(b->ys[k]);
            f = b->out[k] = (float)ss_delta_e2000(lx.l, lx.a, lx.b, ly.l, ly.a, ly.b);
        }
        if (b->use_known) {
            uint64_t key = (uint64_t)b->xs[k] << 24 | b->ys[k];
            size_t slot = ss_known_slot(key);
            b->known_keys[slot] = key;
            b->known_values[slot] = f;
        }
    }
    for (size_t k = 0; k < b->pixels; k++) {
        float f = b->slot[k] == SS_FROM_KNOWN ? b->value[k] : b->out[b->slot[k]];
        if (f < 0) continue;
        double d = f;
        size_t i = start + b->index[k];
        if (d > result->largest) result->largest = d;
        if (d > threshold) {
            if (marks) marks[i] = 1;
            result->differing += 1;
            result->sum += d;
            if (result->first < 0) result->first = (int64_t)i;
        }
    }
    b->pairs = 0;
    b->pixels = 0;
}

void ss_perceptual_range(const uint8_t *expected, const uint8_t *actual, size_t start, size_t end, double threshold,
                         ss_perceptual_result *result, uint8_t *marks) {
    ss_linear_init();
    ss_perceptual_batch *b = malloc(sizeof(ss_perceptual_batch));
    b->pairs = 0; b->pixels = 0;
    memset(b->known_keys, 0xFF, sizeof b->known_keys);
    b->lookups = 0; b->hits = 0; b->use_known = 1;
    result->differing = 0; result->largest = 0; result->sum = 0; result->first = -1;
    /* ΔE00 ≤ 2.13 ΔE76: differences within threshold / 2.13 in plain L*a*b* are surely within the threshold. */
    const float bound = threshold > 0 ? (float)(threshold / 2.13) : 0;
    for (size_t i = start; i < end; i++) {
        uint32_t p, q;
        memcpy(&p, expected + 4 * i, 4);
        memcpy(&q, actual + 4 * i, 4);
        if (p == q) continue;
        uint32_t x = ss_on_white(p), y = ss_on_white(q);
        if (x == y) continue;
        if (b->pixels == SS_PIXELS) ss_perceptual_flush(b, start, threshold, bound, result, marks);
        /* A run of one change (a flat area recoloured) is measured once; a pair met before is not measured again. */
        if (b->pairs == 0 || b->xs[b->pairs - 1] != x || b->ys[b->pairs - 1] != y) {
            if (b->use_known) {
                uint64_t key = (uint64_t)x << 24 | y;
                size_t slot = ss_known_slot(key);
                int hit = b->known_keys[slot] == key;
                b->lookups += 1;
                b->hits += (size_t)hit;
                if (b->lookups == 8192) {
                    if (b->hits < b->lookups / 8) b->use_known = 0;
                    b->lookups = 0; b->hits = 0;
                }
                if (hit) {
                    b->index[b->pixels] = (uint32_t)(i - start);
                    b->slot[b->pixels] = SS_FROM_KNOWN;
                    b->value[b->pixels] = b->known_values[slot];
                    b->pixels += 1;
                    continue;
                }
            }
            if (b->pairs == SS_BATCH) ss_perceptual_flush(b, start, threshold, bound, result, marks);
            b->xs[b->pairs] = x; b->ys[b->pairs] = y; b->pairs += 1;
        }
        b->index[b->pixels] = (uint32_t)(i - start);
        b->slot[b->pixels] = (uint16_t)(b->pairs - 1);
        b->pixels += 1;
    }
    ss_perceptual_flush(b, start, threshold, bound, result, marks);
    free(b);
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
