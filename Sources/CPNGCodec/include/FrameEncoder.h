// FrameEncoder: Sheetshot's own PNG writer for rendered frames. Rows are Paeth-filtered straight from the
// pixels (vectorised where the CPU allows, identical bytes on every path) and deflated with runs of a
// repeated byte (distance 1) and Huffman codes built from each band of rows' own histogram — the shape of
// fpnge, tuned for UI frames, where most filtered bytes are long runs of zeros.
#ifndef FRAMEENCODER_H
#define FRAMEENCODER_H

#include <stddef.h>
#include <stdint.h>
#include "CPNGCodec.h"

/// What `ssfe_encode` reads and writes.
enum {
    SSFE_RGB_IF_OPAQUE = 0,  ///< RGBA8 rows, alpha dropped: an RGB file; stops with SSFE_NOT_OPAQUE at a pixel whose alpha is not 255
    SSFE_RGBA = 1,           ///< RGBA8 rows, straight alpha: an RGBA file
    SSFE_GRAY = 2,           ///< one byte a pixel: a grayscale file
    SSFE_RGB = 3,            ///< RGBA8 rows, alpha dropped unread: an RGB file (the caller knows every pixel is opaque)
    SSFE_RGBA_PREMULTIPLIED = 4, ///< premultiplied RGBA8 rows: an RGBA file, each row un-premultiplied (as `ssfe_unpremultiply`) as it is encoded
};

/// `ssfe_encode`'s result when SSFE_RGB_IF_OPAQUE met a pixel that is not opaque (nothing is written).
enum { SSFE_NOT_OPAQUE = -2 };

/// Encodes `height` rows of `width` pixels (`stride` bytes apart) as a complete PNG file (signature, IHDR,
/// sRGB, one IDAT, IEND) into `out`. Bands of rows (about 256 KiB of samples each, one deflate block each)
/// are encoded by up to `threads` threads, the caller's included, and joined in order. Returns 0 on success,
/// SSFE_NOT_OPAQUE (see above), or 1 with a message (out of memory, a size PNG cannot hold). The bytes depend
/// only on the pixels, never on `threads`.
int ssfe_encode(const void *pixels, uint32_t width, uint32_t height, size_t stride, int format, int threads,
                sspng_buffer *out, char *message, size_t message_size);

/// As `ssfe_encode` into `out`, and also the image's top `top_rows` rows (0: none; at most `height`) as a file
/// of their own into `top` — the bytes `ssfe_encode` writes for those rows alone — sharing the bands both files
/// hold: an animation frame and the changed region an APNG stores for it, when that region is the frame's top.
int ssfe_encode_with_top(const void *pixels, uint32_t width, uint32_t height, size_t stride, int format, int threads,
                         sspng_buffer *out, uint32_t top_rows, sspng_buffer *top, char *message, size_t message_size);

/// Un-premultiplies `count` RGBA8 pixels from `src` into `dst` (which may be `src`): each colour channel
/// becomes min(255, (c·255 + a/2) / a), fully transparent pixels become 0 (opaque ones are unchanged).
void ssfe_unpremultiply(uint8_t *dst, const uint8_t *src, size_t count);

/// Whether the encoder and un-premultiplying may use vector instructions (1, the default: the widest the
/// CPU has; the CPU is asked too). 0: every loop runs its scalar form; 2: AVX2 at most, not AVX-512 — the
/// same bytes every way, which tests check.
void ssfe_use_vector_paths(int enabled);

#endif
