import Foundation
import Samples
import Testing
@testable import Canvas

/// The kernels' paths give the same bytes: a drawing with text, translucent fills, shadows and a blur, its
/// PNG and its perceptual comparison are identical with every path this CPU has, with AVX2 at most, and
/// with the scalar loops (what `sheetshotui-bench --vector-paths` measures).
@Suite(.serialized) struct VectorPathsTests {
    func drawing() throws -> (pixels: [UInt8], png: [UInt8], difference: String) {
        let canvas = try Canvas(width: 320, height: 240)
        canvas.fill(Path(roundedRect: Rect(x: 10, y: 10, width: 300, height: 200), radii: CornerRadii(all: 24)), with: .solid(Color(r: 40, g: 120, b: 220, a: 200)))
        canvas.drawShadow(of: Path(ellipseIn: Rect(x: 60, y: 40, width: 120, height: 90)), Shadow(color: .black, offset: Point(3, 4), blur: 6))
        canvas.fill(Path(ellipseIn: Rect(x: 60, y: 40, width: 120, height: 90)), with: .solid(Color(r: 250, g: 200, b: 30, a: 180)))
        _ = try canvas.drawText("Vector paths", font: Font.inter(size: 22), at: Point(30, 190), paint: .solid(.white))
        let text = try TextSample.render().makeImage()
        let image = canvas.makeImage()
        let other = try Image(width: image.width, height: image.height, pixels: image.pixels.map { $0 ^ 0x11 })
        return (image.pixels + text.pixels, try image.pngData(), "\(try image.perceptualDifference(from: other, maximumDeltaE: 2))")
    }

    @Test func everyPathGivesTheSameBytes() throws {
        defer { VectorPaths.use(.all) }
        VectorPaths.use(.all)
        let all = try drawing()
        for paths in [VectorPaths.avx2, .scalar] {
            VectorPaths.use(paths)
            let limited = try drawing()
            #expect(limited.pixels == all.pixels, "\(paths) drew other pixels")
            #expect(limited.png == all.png, "\(paths) encoded other bytes")
            #expect(limited.difference == all.difference, "\(paths) measured another difference")
        }
    }
}
