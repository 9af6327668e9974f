#ifndef SHEETSHOT_VECTOR_CODEC_H
#define SHEETSHOT_VECTOR_CODEC_H
// Vector pictures (SVG through librsvg, PDF's first page through Poppler) measured and rendered into
// straight RGBA bytes, every failure a return code and a message: Swift never sees GLib or cairo. The
// libraries are opened at run time, the first time a picture of their kind is drawn.
#include <stddef.h>
#include <stdint.h>

/// What kind of vector file the bytes hold.
typedef enum { SHEETSHOT_VECTOR_SVG = 0, SHEETSHOT_VECTOR_PDF = 1 } sheetshot_vector_kind;

/// Why pictures of `kind` cannot be drawn on this machine (a library not installed, or too old), or NULL.
const char *sheetshot_vector_unavailable(sheetshot_vector_kind kind);

/// An opened vector picture (opaque).
typedef struct sheetshot_vector sheetshot_vector;

/// Parses `length` bytes of `kind` (no file or network is ever read from it: an SVG's external references
/// are not loaded). Returns NULL and writes a message into `error` (of `error_size` bytes) on failure.
sheetshot_vector *sheetshot_vector_open(sheetshot_vector_kind kind, const uint8_t *bytes, size_t length,
                                        char *error, size_t error_size);

/// The picture's size in points (an SVG's CSS pixels, a PDF page's 1/72 in): 0 when it has none.
void sheetshot_vector_size(const sheetshot_vector *vector, double *width, double *height);

/// Draws the picture scaled to fill `width` × `height` pixels into `rgba` (width × height × 4 bytes,
/// straight alpha, top row first; the caller sized it). Returns 0, or -1 with a message in `error`.
int sheetshot_vector_render(sheetshot_vector *vector, int width, int height, uint8_t *rgba,
                            char *error, size_t error_size);

/// Frees the picture.
void sheetshot_vector_close(sheetshot_vector *vector);

#endif
