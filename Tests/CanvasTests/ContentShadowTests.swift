import Testing
@testable import Canvas

/// The shadow of drawn content (an image's alpha) is the shadow of the shape that drew it.
@Suite struct ContentShadowTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func anImagesShadowIsItsShapesShadow(scale: Double) throws {
        let shape = Path(roundedRect: Rect(x: 20, y: 30, width: 60, height: 40), cornerRadius: 12, curve: .continuous)
        let shadow = Shadow(color: Color.black.withAlpha(0.4), offset: Point(3, 6), blur: 10)
        let size = Int(120 * scale)

        // The shape drawn offscreen over its frame, as a view with a shadow is.
        let frame = Rect(x: 20, y: 30, width: 60, height: 40)
        let offscreen = try Canvas(width: Int(60 * scale), height: Int(40 * scale))
        offscreen.scale(scale, scale)
        offscreen.translate(-frame.minX, -frame.minY)
        offscreen.fill(shape, with: .solid(.white))

        let fromImage = try Canvas(width: size, height: size, background: .white)
        fromImage.scale(scale, scale)
        fromImage.drawShadow(ofImage: offscreen.makeImage(), in: frame, shadow)

        let fromPath = try Canvas(width: size, height: size, background: .white)
        fromPath.scale(scale, scale)
        fromPath.drawShadow(of: shape, shadow)
        #expect(fromImage.makeImage() == fromPath.makeImage())
    }

    @Test func hostileInputDrawsNothing() throws {
        let canvas = try Canvas(width: 10, height: 10)
        let image = try Image(width: 2, height: 2, color: .black)
        canvas.drawShadow(ofImage: image, in: Rect(x: .nan, y: 0, width: 1, height: 1), Shadow(color: .black, blur: 4))
        canvas.drawShadow(ofImage: image, in: Rect(x: 0, y: 0, width: 1e308, height: 1), Shadow(color: .black, blur: 4))
        canvas.drawShadow(ofImage: image, in: Rect(x: 0, y: 0, width: 5, height: 5), Shadow(color: .black, blur: .infinity))
        #expect(canvas.makeImage() == (try Canvas(width: 10, height: 10).makeImage()))
        // A blur too large to bound is reported, not drawn.
        canvas.drawShadow(ofImage: image, in: Rect(x: 0, y: 0, width: 5, height: 5), Shadow(color: .black, blur: 1e6))
        #expect(canvas.drawingError != nil)
    }
}
