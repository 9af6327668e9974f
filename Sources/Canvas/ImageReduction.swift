/// Smaller copies of pictures: each new pixel the average of the source pixels its box covers, weighted by
/// their alpha (so a transparent pixel's colour does not bleed into its neighbours). For thumbnails and for
/// failure composites too large to show at full size.
extension Image {
    /// This image `width` × `height` pixels (a side larger than this image's stays this image's): the source
    /// is cut into that many boxes as evenly as whole pixels allow.
    /// - Throws: `CanvasError` for a side below 1.
    public func reduced(width: Int, height: Int) throws -> Image {
        try CanvasError.checkSize(width, height)
        let w = Swift.min(width, self.width), h = Swift.min(height, self.height)
        let width = self.width, height = self.height
        return try reduced(w, h, columns: { ($0 * width / w, ($0 + 1) * width / w) }, rows: { ($0 * height / h, ($0 + 1) * height / h) })
    }

    /// This image with each `factor` × `factor` box of pixels made one (the last boxes of a side that does
    /// not divide are smaller; a factor below 1 counts as 1).
    public func reduced(by factor: Int) throws -> Image {
        let factor = Swift.max(1, factor)
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        return try reduced(w, h, columns: { ($0 * factor, Swift.min(width, ($0 + 1) * factor)) },
                           rows: { ($0 * factor, Swift.min(height, ($0 + 1) * factor)) })
    }

    /// The image of `w` × `h` boxes, box k spanning `columns(k)` and `rows(k)` (start, end).
    private func reduced(_ w: Int, _ h: Int, columns: (Int) -> (Int, Int), rows: (Int) -> (Int, Int)) throws -> Image {
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let spans = (0..<w).map(columns)
        for ty in 0..<h {
            let (y0, y1) = rows(ty)
            for tx in 0..<w {
                let (x0, x1) = spans[tx]
                var r = 0, g = 0, b = 0, a = 0, n = 0
                for y in y0..<Swift.max(y0 + 1, y1) {
                    var i = (y * width + x0) * 4
                    for _ in x0..<Swift.max(x0 + 1, x1) {
                        let alpha = Int(pixels[i + 3])
                        r += Int(pixels[i]) * alpha; g += Int(pixels[i + 1]) * alpha; b += Int(pixels[i + 2]) * alpha; a += alpha
                        n += 1
                        i += 4
                    }
                }
                let o = (ty * w + tx) * 4
                if a > 0 { out[o] = UInt8((r + a / 2) / a); out[o + 1] = UInt8((g + a / 2) / a); out[o + 2] = UInt8((b + a / 2) / a) }
                out[o + 3] = UInt8((a + n / 2) / n)
            }
        }
        return try Image(width: w, height: h, pixels: out)
    }
}
