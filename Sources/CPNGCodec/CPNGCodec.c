#include "CPNGCodec.h"

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The error state shared with libpng's callbacks: where to jump and the message to report. */
typedef struct {
    jmp_buf jump;
    char *message;
    size_t message_size;
} codec_errors;

static void on_error(png_structp png, png_const_charp text) {
    codec_errors *errors = (codec_errors *)png_get_error_ptr(png);
    snprintf(errors->message, errors->message_size, "%s", text);
    longjmp(errors->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; /* warnings (e.g. unknown chunks, sRGB profile notes) do not change the pixels */
}

/* ---- encoding ---- */

static void write_bytes(png_structp png, png_bytep data, size_t count) {
    sspng_buffer *out = (sspng_buffer *)png_get_io_ptr(png);
    if (out->count + count > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->count + count) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(out->bytes, capacity);
        if (!grown) png_error(png, "out of memory while encoding");
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, data, count);
    out->count += count;
}

static void flush_bytes(png_structp png) { (void)png; }

int sspng_encode(const void *pixels, uint32_t width, uint32_t height, size_t stride, int format,
                 sspng_encode_options options, sspng_buffer *out, char *message, size_t message_size) {
    const uint8_t *rgba = pixels;   // any pixel memory, read as bytes (C's char access)
    codec_errors errors = {.message = message, .message_size = message_size};
    volatile png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors, on_error, on_warning);
    if (!png) { snprintf(message, message_size, "libpng could not start an encoder"); return 1; }
    volatile png_infop info = png_create_info_struct(png);
    png_bytep *volatile rows = NULL;
    if (!info) {
        png_structp p = png;
        png_destroy_write_struct(&p, NULL);
        snprintf(message, message_size, "libpng could not start an encoder");
        return 1;
    }
    if (setjmp(errors.jump)) {
        png_structp p = png; png_infop i = info;
        png_destroy_write_struct(&p, &i);
        free(rows);
        sspng_free(out);
        return 1;
    }
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory while encoding");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * stride);

    png_set_write_fn(png, out, write_bytes, flush_bytes);
    int color = format == SSPNG_GRAY ? PNG_COLOR_TYPE_GRAY : format == SSPNG_RGBA ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB;
    png_set_IHDR(png, info, width, height, 8, color,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    png_set_compression_level(png, options.level);
    png_set_compression_strategy(png, options.strategy);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    if (format == SSPNG_RGB) png_set_filler(png, 0, PNG_FILLER_AFTER); /* input rows are RGBX; X is dropped */
    png_write_image(png, rows);
    png_write_end(png, NULL);

    png_structp p = png; png_infop i = info;
    png_destroy_write_struct(&p, &i);
    free(rows);
    return 0;
}

/* ---- decoding ---- */

typedef struct {
    const uint8_t *data;
    size_t count;
    size_t offset;
} read_cursor;

static void read_bytes(png_structp png, png_bytep into, size_t count) {
    read_cursor *cursor = (read_cursor *)png_get_io_ptr(png);
    if (cursor->count - cursor->offset < count) png_error(png, "file is truncated");
    memcpy(into, cursor->data + cursor->offset, count);
    cursor->offset += count;
}

int sspng_decode_into(const uint8_t *data, size_t count, uint32_t width, uint32_t height, uint8_t *pixels,
                      char *message, size_t message_size) {
    if (count >= 8 && png_sig_cmp((png_const_bytep)data, 0, 8) == 0) {
        switch (sspd_decode(data, count, width, height, pixels)) {
        case SSPD_DECODED: return 0;
        case SSPD_NO_MEMORY: snprintf(message, message_size, "out of memory while decoding"); return 1;
        default: break;  /* declined: libpng reads it, and says what is wrong with it */
        }
    }
    return sspng_decode_with_libpng_into(data, count, width, height, pixels, message, message_size);
}

int sspng_decode_with_libpng_into(const uint8_t *data, size_t count, uint32_t width, uint32_t height,
                                  uint8_t *pixels, char *message, size_t message_size) {
    if (count < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        snprintf(message, message_size, "not a PNG file (bad signature)");
        return 1;
    }
    codec_errors errors = {.message = message, .message_size = message_size};
    volatile png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &errors, on_error, on_warning);
    if (!png) { snprintf(message, message_size, "libpng could not start a decoder"); return 1; }
    volatile png_infop info = png_create_info_struct(png);
    png_bytep *volatile rows = NULL;
    if (!info) {
        png_structp p = png;
        png_destroy_read_struct(&p, NULL, NULL);
        snprintf(message, message_size, "libpng could not start a decoder");
        return 1;
    }
    if (setjmp(errors.jump)) {
        png_structp p = png; png_infop i = info;
        png_destroy_read_struct(&p, &i, NULL);
        free(rows);
        return 1;
    }
    read_cursor cursor = {.data = data, .count = count, .offset = 0};
    png_set_read_fn(png, &cursor, read_bytes);
    png_set_user_limits(png, width, height);
    png_read_info(png, info);

    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if (w != width || h != height) png_error(png, "the image size differs from the size read before decoding");
    int depth = png_get_bit_depth(png, info), type = png_get_color_type(png, info);
    if (type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (type == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_scale_16(png);
    if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row layout after conversion");

    rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
    if (!rows) png_error(png, "out of memory while decoding");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);

    png_structp p = png; png_infop i = info;
    png_destroy_read_struct(&p, &i, NULL);
    free(rows);
    return 0;
}

void sspng_free(sspng_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}


uint32_t sspng_crc32(uint32_t crc, const uint8_t *data, size_t count) {
    return (uint32_t)crc32((uLong)crc, data, (uInt)count);
}
