import Testing
@testable import Canvas

/// Blurring the backdrop under a shape: inside it the drawn pixels are blurred, outside untouched.
@Suite struct BackdropBlurTests {
    func stripes() throws -> Canvas {
        let canvas = try Canvas(width: 80, height: 40, background: .white)
        for x in stride(from: 0, to: 80, by: 8) { canvas.fill(Rect(x: Double(x), y: 0, width: 4, height: 40), with: .solid(.black)) }
        return canvas
    }

    @Test func insideIsBlurredOutsideIsNot() throws {
        let canvas = try stripes()
        let before = canvas.makeImage()
        canvas.blurBackdrop(under: Path(rect: Rect(x: 20, y: 10, width: 40, height: 20)), blur: 8)
        let after = canvas.makeImage()
        func gray(_ image: Image, _ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * 80 + x) * 4] }
        // Inside, stripes of 0 and 255 become greys near their average.
        for x in 24..<56 { #expect((90...170).contains(gray(after, x, 20)), "x \(x): \(gray(after, x, 20))") }
        // Outside, every pixel is as it was.
        for y in [0, 5, 35, 39] { for x in 0..<80 { #expect(gray(after, x, y) == gray(before, x, y)) } }
        for y in 10..<30 { for x in [0, 10, 70, 79] { #expect(gray(after, x, y) == gray(before, x, y)) } }
        #expect(after.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })  // still opaque
    }

    /// Past the canvas's edges the edge pixels continue: a uniform colour blurred against the edge stays
    /// that colour (it would fade towards clear if the blur read nothing there).
    @Test func theEdgesContinue() throws {
        let canvas = try Canvas(width: 40, height: 40, background: Color(red: 0.2, green: 0.6, blue: 0.4))
        let before = canvas.makeImage()
        canvas.blurBackdrop(under: Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), blur: 12)
        #expect(canvas.makeImage().pixels == before.pixels)
    }

    @Test func hostileInputChangesNothing() throws {
        let canvas = try stripes()
        let before = canvas.makeImage()
        canvas.blurBackdrop(under: Path(rect: Rect(x: .nan, y: 0, width: 10, height: 10)), blur: 8)
        canvas.blurBackdrop(under: Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), blur: .infinity)
        canvas.blurBackdrop(under: Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), blur: -3)
        canvas.blurBackdrop(under: Path(rect: Rect(x: -1e308, y: -1e308, width: 1e308, height: 1e308)), blur: 1)
        #expect(canvas.makeImage() == before)
    }
}
