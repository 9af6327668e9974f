// Drawing shaped text on a canvas: cached FreeType bitmaps at device size when the transform is a plain
// uniform scale and translation (the usual case: points × display scale), glyph outlines through the
// same coverage rasteriser as every other path otherwise (rotation, skew, mirroring, very large text).

extension Canvas {
    /// Above this many device pixels per em glyphs are filled as outlines rather than cached as bitmaps.
    public static let largestBitmapGlyphSize = 256.0

    /// Shapes `text` in `font` and draws it as one line whose baseline starts at `origin` (user space).
    /// - Returns: the shaped line (its `advance` is the width drawn).
    /// - Throws: `TextError.tooLong` beyond `TextShaper.maximumLength`.
    @discardableResult
    public func drawText(_ text: String, font: Font, at origin: Point, paint: Paint,
                         direction: TextDirection? = nil) throws -> ShapedLine {
        let line = try TextShaper.shape(text, font: font, direction: direction)
        draw(line, at: origin, paint: paint)
        return line
    }

    /// Draws a shaped line whose baseline starts at `origin` (user space), with source-over.
    ///
    /// Glyph origins are placed at a quarter of a device pixel horizontally (4 cached subpixel
    /// renderings per glyph) and the baseline on the nearest device pixel row, as most UI text
    /// renderers do; outlines (see above) are placed exactly.
    public func draw(_ line: ShapedLine, at origin: Point, paint: Paint) {
        guard origin.isFinite, !line.glyphs.isEmpty else { return }
        let t = transform
        let scale = t.a
        let usesBitmaps = t.b == 0 && t.c == 0 && t.a == t.d && t.a > 0 && line.size * scale <= Self.largestBitmapGlyphSize
        guard usesBitmaps else { drawOutlines(line, at: origin, paint: paint); return }
        let pixelSize = line.size * scale
        draw(source: resolve(paint), mode: .sourceOver) { blitter, clip in
            for g in line.glyphs {
                let device = t.apply(Point(origin.x + g.x, origin.y + g.y))
                guard device.isFinite, abs(device.x) < 1e9, abs(device.y) < 1e9 else { continue }
                let quarters = floorInt(device.x * 4 + 0.5)
                let penX = quarters >> 2, subpixel = quarters & 3
                let baseline = floorInt(device.y + 0.5)
                let bitmap = g.face.glyphBitmap(g.glyph, pixelSize: pixelSize, subpixel: subpixel)
                guard bitmap.width > 0 else { continue }
                let left = penX + bitmap.left, top = baseline - bitmap.top
                let x0 = max(left, clip.x0), x1 = min(left + bitmap.width, clip.x1)
                let y0 = max(top, clip.y0), y1 = min(top + bitmap.height, clip.y1)
                guard x0 < x1, y0 < y1 else { continue }
                bitmap.coverage.withUnsafeBufferPointer { coverage in
                    blitter.blitMask(x: x0, y: y0, width: x1 - x0, height: y1 - y0,
                                     mask: coverage.baseAddress! + (y0 - top) * bitmap.width + (x0 - left), maskStride: bitmap.width)
                }
            }
        }
    }

    private func drawOutlines(_ line: ShapedLine, at origin: Point, paint: Paint) {
        for g in line.glyphs {
            let s = line.size / g.face.unitsPerEm
            let placed = g.face.glyphOutline(g.glyph)
                .applying(Transform.scale(s, -s).concatenating(.translation(origin.x + g.x, origin.y + g.y)))
            fill(placed, with: paint)
        }
    }
}
