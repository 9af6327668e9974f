/// Blurring what is already drawn under a shape — the backdrop of a translucent material (iOS's
/// `.regularMaterial` and the like): the pixels under the shape are replaced by a blur of themselves.
extension Canvas {
    /// Replaces the pixels under `path` with a blur of the pixels drawn so far (σ = `blur` / 2, as a
    /// shadow's, in user units), the shape's edge antialiased. Beyond the canvas's edges the edge pixels
    /// are taken to continue (as a screen's blur does), so a material at the edge does not fade to clear. It reads the canvas's base surface: content
    /// drawn inside a still open layer is not blurred, and with a layer open nothing is done.
    public func blurBackdrop(under path: Path, blur: Double) {
        guard layers.isEmpty, path.isFinite, blur.isFinite, blur > 0 else { return }
        let t = transform
        let scale = abs(t.determinant).squareRoot()
        let sigma = min(maximumBlurSigma, blur / 2 * scale)
        guard sigma.isFinite, scale.isFinite else { return }
        let passes = boxBlurPasses(sigma: sigma)
        guard !passes.isEmpty else { return }
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let bounds = path.applying(t).bounds
        // The region read: the shape's bounds plus the blur's reach, within the blur's reach of the canvas.
        let reach = PixelBounds(x0: -margin, y0: -margin, x1: width + margin, y1: height + margin)
        let region = PixelBounds(covering: bounds.insetBy(-Double(margin)), limit: reach)
        guard !region.isEmpty else { return }
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        guard blurRegionFits(width: w, height: h, "a backdrop blur") else { return }
        materializeBase()
        // Premultiplied channels blurred one at a time (a premultiplied blur keeps colours right at edges).
        var channels = [[UInt8]](repeating: [UInt8](repeating: 0, count: w * h), count: 4)
        base.withUnsafeBufferPointer { px in
            for y in 0..<h {
                let row = min(max(region.y0 + y, 0), height - 1) * width
                for x in 0..<w {
                    let p = px[row + min(max(region.x0 + x, 0), width - 1)]
                    for c in 0..<4 { channels[c][y * w + x] = UInt8((p >> (8 * UInt32(c))) & 0xFF) }
                }
            }
        }
        for c in 0..<4 { boxBlur(&channels[c], width: w, height: h, passes: passes) }
        var blurred = [UInt32](repeating: 0, count: w * h)
        for i in 0..<(w * h) {
            // Rounding can leave a colour channel a step above alpha; keep the pixel valid premultiplied.
            let a = UInt32(channels[3][i])
            blurred[i] = min(UInt32(channels[0][i]), a) | min(UInt32(channels[1][i]), a) << 8 | min(UInt32(channels[2][i]), a) << 16 | a << 24
        }
        let sampler = ImageSampler(pixels: blurred, width: w, height: h,
                                   inverse: .translation(-Double(region.x0), -Double(region.y0)), opacity: 255)
        fillDevice(path, transform: t, source: .image(sampler), rule: .nonZero, mode: .copy)
    }
}
