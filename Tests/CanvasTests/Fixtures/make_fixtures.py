#!/usr/bin/env python3
"""Writes the small PNG fixtures the decoder tests read: one per colour type and bit depth libpng can
give us, each 8×8 with pixels the tests know (see PNGTests.swift). Run from this folder; it needs only
the standard library, so the fixtures can be remade anywhere."""
import struct, zlib

ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def pack_row(samples, depth):
    if depth == 8: return bytes(samples)
    if depth == 16: return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, n = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s; n += depth
        if n == 8: out.append(acc); acc, n = 0, 0
    if n: out.append(acc << (8 - n))
    return bytes(out)

def write(name, w, h, depth, ctype, pixel, extra=b"", interlace=False):
    """pixel(x, y) -> list of samples for that pixel."""
    def rows(coords):
        raw = b""
        for ys in coords:
            raw += b"\x00" + pack_row([s for (x, y) in ys for s in pixel(x, y)], depth)
        return raw
    if interlace:
        raw = b""
        for x0, y0, dx, dy in ADAM7:
            coords = [[(x, y) for x in range(x0, w, dx)] for y in range(y0, h, dy)]
            coords = [r for r in coords if r]
            raw += rows(coords)
    else:
        raw = rows([[(x, y) for x in range(w)] for y in range(h)])
    ihdr = struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, 1 if interlace else 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(name, "wb").write(data)

W = H = 8
write("gray8.png", W, H, 8, 0, lambda x, y: [x * 32 + y])
write("gray1.png", W, H, 1, 0, lambda x, y: [(x + y) % 2])
write("gray-alpha8.png", W, H, 8, 4, lambda x, y: [x * 32, y * 32])
write("rgb16.png", W, H, 16, 2, lambda x, y: [x * 8224, y * 8224, 65535])
write("rgba16.png", W, H, 16, 6, lambda x, y: [65535, 32896, 0, y * 8224])
palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
plte = chunk(b"PLTE", bytes(c for p in palette for c in p)) + chunk(b"tRNS", bytes([255, 128, 0]))
write("palette4-trns.png", W, H, 4, 3, lambda x, y: [(x + 2 * y) % 4], extra=plte)
write("rgb8-interlaced.png", W, H, 8, 2, lambda x, y: [x * 32, y * 32, 7], interlace=True)
