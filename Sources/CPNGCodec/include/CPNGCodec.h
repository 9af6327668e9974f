// CPNGCodec: PNG encode and decode — Sheetshot's frame encoder and fast decoder, and libpng for everything
// else, with every libpng error (reported by longjmp) caught here and returned as a status and a message,
// because Swift cannot catch a longjmp.
#ifndef CPNGCODEC_H
#define CPNGCODEC_H

#include <stddef.h>
#include <stdint.h>

/// Bytes allocated by the codec; release with `sspng_free`.
typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} sspng_buffer;

/// Encoder settings. `filters` is a libpng PNG_FILTER_* mask (or PNG_ALL_FILTERS), `level` a zlib level
/// 0–9, `strategy` a zlib strategy (0 default, 1 filtered, 2 huffman only, 3 RLE).
typedef struct {
    int filters;
    int level;
    int strategy;
} sspng_encode_options;

/// The rows given to `sspng_encode` and the file written from them.
enum {
    SSPNG_RGB = 0,   ///< RGBA8 rows whose alpha is dropped: an RGB file (the caller checks every pixel is opaque)
    SSPNG_RGBA = 1,  ///< RGBA8 rows, straight alpha: an RGBA file
    SSPNG_GRAY = 2,  ///< one byte a pixel: a grayscale file (the caller checks R = G = B and opacity)
};

/// Encodes rows in `format` (SSPNG_RGB, SSPNG_RGBA or SSPNG_GRAY). Returns 0 on success.
int sspng_encode(const void *pixels, uint32_t width, uint32_t height, size_t stride, int format,
                 sspng_encode_options options, sspng_buffer *out, char *message, size_t message_size);

/// Decodes any PNG (1/2/4/8/16-bit, gray, gray+alpha, palette, RGB, RGBA, interlaced or not) to
/// straight-alpha RGBA8 into `pixels`, which the caller allocated for exactly `width`·`height`·4 bytes
/// after reading the size from IHDR (the decode fails if libpng reads another size). One buffer: the
/// caller's. 8-bit non-interlaced gray, gray+alpha, RGB and RGBA files go through Sheetshot's decoder
/// (PNGDecoder.h); every other file, and any file it declines, through libpng. Returns 0 on success.
int sspng_decode_into(const uint8_t *data, size_t count, uint32_t width, uint32_t height, uint8_t *pixels,
                      char *message, size_t message_size);

/// `sspng_decode_into` through libpng alone, for comparison (tests, benchmarks).
int sspng_decode_with_libpng_into(const uint8_t *data, size_t count, uint32_t width, uint32_t height,
                                  uint8_t *pixels, char *message, size_t message_size);

/// zlib's CRC-32 of `count` bytes, continuing from `crc` (0 to start): for chunks written by hand (APNG).
uint32_t sspng_crc32(uint32_t crc, const uint8_t *data, size_t count);

/// Releases a buffer filled by `sspng_encode`.
void sspng_free(sspng_buffer *buffer);

/* Sheetshot's own frame encoder (FrameEncoder.c): part of this module. */
#include "FrameEncoder.h"
/* ... and its fast decoder (PNGDecoder.c). */
#include "PNGDecoder.h"

#endif
