import Canvas

/// Small copies of pictures for a gallery page, so that a page of a hundred screens loads thumbnails, not
/// full-size frames.
public enum Thumbnail {
    /// `image` made at most `maxWidth` pixels wide, its aspect kept: each thumbnail pixel is the average
    /// of the source pixels it covers (weighted by their alpha, so a transparent pixel's colour does not
    /// bleed in). An image already that narrow is returned as it is.
    /// - Throws: `ImageError` only for a size past the image limits (not for a `maxWidth` ≥ 1).
    public static func make(from image: Image, maxWidth: Int) throws -> Image {
        guard maxWidth >= 1, image.width > maxWidth else { return image }
        let w = maxWidth
        let h = max(1, Int((Double(image.height) * Double(w) / Double(image.width)).rounded()))
        let sx = Double(image.width) / Double(w), sy = Double(image.height) / Double(h)
        let src = image.pixels, stride = image.width * 4
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for ty in 0..<h {
            let y0 = Int(Double(ty) * sy), y1 = max(y0 + 1, min(image.height, Int(Double(ty + 1) * sy)))
            for tx in 0..<w {
                let x0 = Int(Double(tx) * sx), x1 = max(x0 + 1, min(image.width, Int(Double(tx + 1) * sx)))
                var r = 0, g = 0, b = 0, a = 0, n = 0
                for y in y0..<y1 {
                    var i = y * stride + x0 * 4
                    for _ in x0..<x1 {
                        let alpha = Int(src[i + 3])
                        r += Int(src[i]) * alpha; g += Int(src[i + 1]) * alpha; b += Int(src[i + 2]) * alpha; a += alpha
                        n += 1
                        i += 4
                    }
                }
                let o = (ty * w + tx) * 4
                if a > 0 {
                    out[o] = UInt8((r + a / 2) / a); out[o + 1] = UInt8((g + a / 2) / a); out[o + 2] = UInt8((b + a / 2) / a)
                }
                out[o + 3] = UInt8((a + n / 2) / n)
            }
        }
        return try Image(width: w, height: h, pixels: out)
    }
}
