/// The drop shadow of drawn content: the alpha of an image (content rendered offscreen), moved, blurred
/// and painted in the shadow's colour — what SwiftUI's `shadow(color:radius:x:y:)` casts from a view of
/// any shape.
extension Canvas {
    /// Draws the drop shadow of `image`'s pixels (their alpha), the image covering `rect` in user space;
    /// the image itself is not drawn. Meant for content rendered at this canvas's scale, so that image
    /// pixels meet device pixels one to one (other sizes are sampled to the nearest pixel). Under a
    /// rotated or skewed transform nothing is drawn.
    public func drawShadow(ofImage image: Image, in rect: Rect, _ shadow: Shadow) {
        guard rect.isFinite, !rect.isEmpty, shadow.offset.isFinite, shadow.blur.isFinite else { return }
        let t = Transform.translation(shadow.offset.x, shadow.offset.y).concatenating(transform)
        guard t.isAxisAligned else { return }
        let scale = abs(t.determinant).squareRoot()
        let sigma = min(maximumBlurSigma, max(0, shadow.blur) / 2 * scale)
        guard sigma.isFinite, scale.isFinite else { return }
        let device = Rect(corners: t.apply(rect.origin), t.apply(Point(rect.maxX, rect.maxY)))
        guard device.isFinite, abs(device.minX) < 1e7, abs(device.minY) < 1e7, device.width < 1e5, device.height < 1e5 else { return }
        let margin = Int((3 * sigma).rounded(.up)) + 2
        let ox = Int(device.minX.rounded()), oy = Int(device.minY.rounded())
        let dw = max(1, Int(device.width.rounded())), dh = max(1, Int(device.height.rounded()))
        let region = PixelBounds(x0: ox - margin, y0: oy - margin, x1: ox + dw + margin, y1: oy + dh + margin)
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        guard blurRegionFits(width: w, height: h, "a shadow's blurred region") else { return }
        var mask = [UInt8](repeating: 0, count: w * h)
        image.pixels.withUnsafeBufferPointer { px in
            for y in 0..<dh {
                let sy = min(image.height - 1, y * image.height / dh)
                let row = (y + margin) * w + margin
                for x in 0..<dw {
                    let sx = min(image.width - 1, x * image.width / dw)
                    mask[row + x] = px[(sy * image.width + sx) * 4 + 3]
                }
            }
        }
        boxBlur(&mask, width: w, height: h, passes: boxBlurPasses(sigma: sigma))
        paintShadowMask(mask, region: region, color: shadow.color)
    }
}
