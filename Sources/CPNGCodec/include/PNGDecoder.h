// PNGDecoder: the fast path for reading PNGs — 8-bit, non-interlaced gray, gray+alpha, RGB and RGBA files
// (every file Sheetshot writes, and most references) — inflated with libdeflate and unfiltered straight into
// RGBA8 rows (vectorised, four Paeth rows at a time as a wavefront). It decodes only what it is sure of: any
// other file, and any file with something wrong (a bad CRC, a broken stream, data before or after the image
// data, an unknown critical chunk), is declined, and libpng reads it — and reports what is wrong.
#ifndef PNGDECODER_H
#define PNGDECODER_H

#include <stddef.h>
#include <stdint.h>

/// `sspd_decode`'s results.
enum {
    SSPD_DECODED = 0,   ///< `pixels` holds the image
    SSPD_DECLINED = 1,  ///< not a file this decoder reads, or not a good one: read it with libpng
    SSPD_NO_MEMORY = 2, ///< a working buffer could not be allocated
};

/// Decodes `data` (a whole PNG file, its signature already checked) of `width`×`height` pixels to
/// straight-alpha RGBA8 into `pixels` (`width`·`height`·4 bytes). Chunk CRCs and the stream's Adler-32 are
/// checked. `pixels` may be partly written when the result is not SSPD_DECODED.
int sspd_decode(const uint8_t *data, size_t count, uint32_t width, uint32_t height, uint8_t *pixels);

#endif
