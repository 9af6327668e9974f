// librsvg, Poppler's GLib interface and cairo, opened at run time by their stable sonames. Only the few
// functions used are declared here, as their headers declare them (librsvg ≥ 2.52, Poppler ≥ 0.82, cairo
// 1.x, GLib 2.x): a build needs none of their headers or pkg-config files.
#include "CVectorCodec.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

typedef struct { uint32_t domain; int code; char *message; } GError;
typedef struct { double x, y, width, height; } RsvgRectangle;
typedef struct { double length; int unit; } RsvgLength;
typedef int gboolean;

static struct {
    void *(*memory_input_stream_new_from_data)(const void *, ssize_t, void *);
    void (*object_unref)(void *);
    void (*error_free)(GError *);
    void *(*bytes_new)(const void *, size_t);
    void (*bytes_unref)(void *);
    void *(*rsvg_new_from_stream_sync)(void *, void *, int, void *, GError **);
    void (*rsvg_set_dpi)(void *, double);
    gboolean (*rsvg_intrinsic_size_in_pixels)(void *, double *, double *);
    void (*rsvg_intrinsic_dimensions)(void *, gboolean *, RsvgLength *, gboolean *, RsvgLength *, gboolean *, RsvgRectangle *);
    gboolean (*rsvg_render_document)(void *, void *, const RsvgRectangle *, GError **);
    void *(*pdf_new_from_bytes)(void *, const char *, GError **);
    int (*pdf_n_pages)(void *);
    void *(*pdf_get_page)(void *, int);
    void (*page_get_size)(void *, double *, double *);
    void (*page_render)(void *, void *);
    void *(*image_surface_create)(int, int, int);
    int (*surface_status)(void *);
    void *(*create)(void *);
    void (*scale)(void *, double, double);
    int (*status)(void *);
    const char *(*status_to_string)(int);
    void (*destroy)(void *);
    void (*surface_flush)(void *);
    unsigned char *(*image_surface_get_data)(void *);
    int (*image_surface_get_stride)(void *);
    void (*surface_destroy)(void *);
} lib;
static int svg_ready, pdf_ready;
static char svg_problem[256], pdf_problem[256];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *open_library(const char *soname, char *problem, size_t size) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle && problem[0] == 0) snprintf(problem, size, "%s is not installed", soname);
    return handle;
}

#define FIND(handle, field, name, problem) \
    do { if (handle) { *(void **)&lib.field = dlsym(handle, name); \
         if (!lib.field && problem[0] == 0) snprintf(problem, sizeof problem, "the installed %s has no %s (it is too old)", handle##_soname, name); } } while (0)

static const char *glib_soname = "libglib-2.0.so.0", *gobject_soname = "libgobject-2.0.so.0", *gio_soname = "libgio-2.0.so.0",
                  *cairo_soname = "libcairo.so.2", *rsvg_soname = "librsvg-2.so.2", *poppler_soname = "libpoppler-glib.so.8";

static void load(void) {
    void *glib = open_library(glib_soname, svg_problem, sizeof svg_problem);
    void *gobject = open_library(gobject_soname, svg_problem, sizeof svg_problem);
    void *gio = open_library(gio_soname, svg_problem, sizeof svg_problem);
    void *cairo = open_library(cairo_soname, svg_problem, sizeof svg_problem);
    memcpy(pdf_problem, svg_problem, sizeof pdf_problem);
    void *rsvg = open_library(rsvg_soname, svg_problem, sizeof svg_problem);
    void *poppler = open_library(poppler_soname, pdf_problem, sizeof pdf_problem);
    char common[256] = "";
    FIND(glib, error_free, "g_error_free", common);
    FIND(glib, bytes_new, "g_bytes_new", common);
    FIND(glib, bytes_unref, "g_bytes_unref", common);
    FIND(gobject, object_unref, "g_object_unref", common);
    FIND(gio, memory_input_stream_new_from_data, "g_memory_input_stream_new_from_data", common);
    FIND(cairo, image_surface_create, "cairo_image_surface_create", common);
    FIND(cairo, surface_status, "cairo_surface_status", common);
    FIND(cairo, create, "cairo_create", common);
    FIND(cairo, scale, "cairo_scale", common);
    FIND(cairo, status, "cairo_status", common);
    FIND(cairo, status_to_string, "cairo_status_to_string", common);
    FIND(cairo, destroy, "cairo_destroy", common);
    FIND(cairo, surface_flush, "cairo_surface_flush", common);
    FIND(cairo, image_surface_get_data, "cairo_image_surface_get_data", common);
    FIND(cairo, image_surface_get_stride, "cairo_image_surface_get_stride", common);
    FIND(cairo, surface_destroy, "cairo_surface_destroy", common);
    if (common[0] && !svg_problem[0]) memcpy(svg_problem, common, sizeof svg_problem);
    if (common[0] && !pdf_problem[0]) memcpy(pdf_problem, common, sizeof pdf_problem);
    FIND(rsvg, rsvg_new_from_stream_sync, "rsvg_handle_new_from_stream_sync", svg_problem);
    FIND(rsvg, rsvg_set_dpi, "rsvg_handle_set_dpi", svg_problem);
    FIND(rsvg, rsvg_intrinsic_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels", svg_problem);
    FIND(rsvg, rsvg_intrinsic_dimensions, "rsvg_handle_get_intrinsic_dimensions", svg_problem);
    FIND(rsvg, rsvg_render_document, "rsvg_handle_render_document", svg_problem);
    FIND(poppler, pdf_new_from_bytes, "poppler_document_new_from_bytes", pdf_problem);
    FIND(poppler, pdf_n_pages, "poppler_document_get_n_pages", pdf_problem);
    FIND(poppler, pdf_get_page, "poppler_document_get_page", pdf_problem);
    FIND(poppler, page_get_size, "poppler_page_get_size", pdf_problem);
    FIND(poppler, page_render, "poppler_page_render", pdf_problem);
    svg_ready = svg_problem[0] == 0;
    pdf_ready = pdf_problem[0] == 0;
}

struct sheetshot_vector {
    sheetshot_vector_kind kind;
    void *svg, *pdf, *page, *bytes;
    double width, height;
};

static void set_error(char *error, size_t size, const char *what, GError *gerror) {
    if (error && size) snprintf(error, size, "%s%s%s", what, gerror ? ": " : "", gerror && gerror->message ? gerror->message : "");
    if (gerror) lib.error_free(gerror);
}

const char *sheetshot_vector_unavailable(sheetshot_vector_kind kind) {
    pthread_once(&once, load);
    if (kind == SHEETSHOT_VECTOR_SVG) return svg_ready ? NULL : svg_problem;
    return pdf_ready ? NULL : pdf_problem;
}

sheetshot_vector *sheetshot_vector_open(sheetshot_vector_kind kind, const uint8_t *bytes, size_t length,
                                        char *error, size_t error_size) {
    const char *missing = sheetshot_vector_unavailable(kind);
    if (missing) { set_error(error, error_size, missing, NULL); return NULL; }
    sheetshot_vector *v = calloc(1, sizeof *v);
    if (!v) { set_error(error, error_size, "out of memory", NULL); return NULL; }
    v->kind = kind;
    GError *gerror = NULL;
    if (kind == SHEETSHOT_VECTOR_SVG) {
        // No base file: nothing the SVG names outside itself (images, stylesheets) is ever read.
        void *stream = lib.memory_input_stream_new_from_data(bytes, (ssize_t)length, NULL);
        v->svg = lib.rsvg_new_from_stream_sync(stream, NULL, 0, NULL, &gerror);
        lib.object_unref(stream);
        if (!v->svg) { set_error(error, error_size, "not a readable SVG", gerror); free(v); return NULL; }
        lib.rsvg_set_dpi(v->svg, 96);
        double w = 0, h = 0;
        if (lib.rsvg_intrinsic_size_in_pixels(v->svg, &w, &h)) {
            v->width = w; v->height = h;
        } else {
            // Only a viewBox (or percentages): its size in user units, as Xcode takes it.
            gboolean has_w = 0, has_h = 0, has_box = 0;
            RsvgLength lw, lh;
            RsvgRectangle box = { 0, 0, 0, 0 };
            lib.rsvg_intrinsic_dimensions(v->svg, &has_w, &lw, &has_h, &lh, &has_box, &box);
            if (has_box) { v->width = box.width; v->height = box.height; }
        }
    } else {
        v->bytes = lib.bytes_new(bytes, length);
        v->pdf = lib.pdf_new_from_bytes(v->bytes, NULL, &gerror);
        if (!v->pdf) { set_error(error, error_size, "not a readable PDF", gerror); lib.bytes_unref(v->bytes); free(v); return NULL; }
        if (lib.pdf_n_pages(v->pdf) < 1 || !(v->page = lib.pdf_get_page(v->pdf, 0))) {
            set_error(error, error_size, "the PDF has no page", NULL);
            sheetshot_vector_close(v);
            return NULL;
        }
        lib.page_get_size(v->page, &v->width, &v->height);
    }
    return v;
}

void sheetshot_vector_size(const sheetshot_vector *v, double *width, double *height) {
    *width = v->width; *height = v->height;
}

int sheetshot_vector_render(sheetshot_vector *v, int width, int height, uint8_t *rgba, char *error, size_t error_size) {
    if (width < 1 || height < 1 || !(v->width > 0) || !(v->height > 0)) {
        set_error(error, error_size, "the picture has no size", NULL);
        return -1;
    }
    void *surface = lib.image_surface_create(0 /* CAIRO_FORMAT_ARGB32 */, width, height);
    if (lib.surface_status(surface) != 0) {
        set_error(error, error_size, lib.status_to_string(lib.surface_status(surface)), NULL);
        lib.surface_destroy(surface);
        return -1;
    }
    void *cr = lib.create(surface);
    int status = 0;
    if (v->kind == SHEETSHOT_VECTOR_SVG) {
        RsvgRectangle viewport = { 0, 0, width, height };
        GError *gerror = NULL;
        if (!lib.rsvg_render_document(v->svg, cr, &viewport, &gerror)) {
            set_error(error, error_size, "the SVG could not be drawn", gerror);
            status = -1;
        }
    } else {
        lib.scale(cr, width / v->width, height / v->height);
        lib.page_render(v->page, cr);
    }
    if (status == 0 && lib.status(cr) != 0) {
        set_error(error, error_size, lib.status_to_string(lib.status(cr)), NULL);
        status = -1;
    }
    lib.destroy(cr);
    lib.surface_flush(surface);
    if (status == 0) {
        // cairo's ARGB32 is premultiplied, one native-endian 32-bit word a pixel: made straight RGBA bytes.
        const unsigned char *data = lib.image_surface_get_data(surface);
        int stride = lib.image_surface_get_stride(surface);
        for (int y = 0; y < height; y++) {
            const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
            uint8_t *out = rgba + (size_t)y * width * 4;
            for (int x = 0; x < width; x++) {
                uint32_t p = row[x];
                uint32_t a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
                if (a != 0 && a != 255) { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a; }
                if (r > 255) r = 255;
                if (g > 255) g = 255;
                if (b > 255) b = 255;
                out[4 * x] = (uint8_t)r; out[4 * x + 1] = (uint8_t)g; out[4 * x + 2] = (uint8_t)b; out[4 * x + 3] = (uint8_t)a;
            }
        }
    }
    lib.surface_destroy(surface);
    return status;
}

void sheetshot_vector_close(sheetshot_vector *v) {
    if (!v) return;
    if (v->svg) lib.object_unref(v->svg);
    if (v->page) lib.object_unref(v->page);
    if (v->pdf) lib.object_unref(v->pdf);
    if (v->bytes) lib.bytes_unref(v->bytes);
    free(v);
}
