import CPixelKernels
import Foundation
import Testing
@testable import Canvas

@Suite struct CompositingTests {
    @Test func sourceOverOfHalfBlackOnWhite() throws {
        let c = try Canvas(width: 4, height: 4, background: .white)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(Color(rgba: 0x00000080)))
        let p = c.pixel(x: 1, y: 1)
        #expect(p.a == 255 && p.r == 127 && p.g == 127 && p.b == 127)  // 255·(1 − 128/255) = 127
    }

    @Test func copyAndClearModes() throws {
        let c = try Canvas(width: 10, height: 4, background: .white)
        c.fill(Rect(x: 0, y: 0, width: 5, height: 4), with: .solid(Color(rgba: 0xFF000080)), blendMode: .copy)
        #expect(c.pixel(x: 1, y: 1) == (Color(rgba: 0xFF000080)).premultiplied)
        c.fill(Rect(x: 5, y: 0, width: 5, height: 4), with: .solid(.black), blendMode: .clear)
        #expect(c.pixel(x: 7, y: 1) == .transparent)
        // Half coverage of clear halves what is there.
        let d = try Canvas(width: 4, height: 1, background: .white)
        d.fill(Rect(x: 0, y: 0, width: 1.5, height: 1), with: .solid(.black), blendMode: .clear)
        #expect(d.pixel(x: 1, y: 0).a == 127 || d.pixel(x: 1, y: 0).a == 128)
    }

    @Test func vectorAndScalarBlendsAgreeExactly() throws {
        // Long spans take the vector kernel, single pixels the scalar one: every (d, k) must agree.
        let c = try Canvas(width: 256, height: 256)
        for y in 0..<256 {
            c.fill(Rect(x: 0, y: Double(y), width: 256, height: 1), with: .solid(Color(r: UInt8(y), g: UInt8(255 - y), b: UInt8(y / 2), a: 255)))
        }
        let long = c.makeImage()
        let overlay = Color(r: 10, g: 200, b: 90, a: 77)
        c.fill(Rect(x: 0, y: 0, width: 256, height: 256), with: .solid(overlay))
        let single = try Canvas(width: 256, height: 256)
        for y in 0..<256 {
            single.fill(Rect(x: 0, y: Double(y), width: 256, height: 1), with: .solid(Color(r: UInt8(y), g: UInt8(255 - y), b: UInt8(y / 2), a: 255)))
            for x in 0..<256 { single.fill(Rect(x: Double(x), y: Double(y), width: 1, height: 1), with: .solid(overlay)) }
        }
        #expect(c.makeImage() == single.makeImage())
        #expect(c.makeImage() != long)
    }

    @Test func clipOfAClipIsTheIntersection() throws {
        let c = try Canvas(width: 100, height: 100)
        c.clip(to: Path(circleAt: Point(40, 50), radius: 30))
        c.clip(to: Path(circleAt: Point(60, 50), radius: 30))
        c.fill(Rect(x: 0, y: 0, width: 100, height: 100), with: .solid(.white))
        #expect(c.pixel(x: 50, y: 50).a == 255)   // in both
        #expect(c.pixel(x: 15, y: 50).a == 0)     // only in the first
        #expect(c.pixel(x: 85, y: 50).a == 0)     // only in the second
        // The lens area of two r = 30 circles 20 apart: 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let r = 30.0, d = 20.0
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        #expect(abs(totalCoverage(c) - lens) / lens < 0.005)
    }

    @Test func restoreUndoesClipAndTransform() throws {
        let c = try Canvas(width: 20, height: 20)
        c.save()
        c.translate(5, 5)
        c.clip(to: Rect(x: 0, y: 0, width: 5, height: 5))
        c.restore()
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .solid(.white))
        #expect(totalCoverage(c) == 400)
        #expect(c.transform == .identity)
    }

    @Test func layerOpacityDiffersFromShapeOpacityWhereShapesOverlap() throws {
        let group = try Canvas(width: 60, height: 20), each = try Canvas(width: 60, height: 20)
        let a = Rect(x: 0, y: 0, width: 40, height: 20), b = Rect(x: 20, y: 0, width: 40, height: 20)
        group.withLayer(opacity: 0.5) {
            group.fill(a, with: .solid(.white))
            group.fill(b, with: .solid(.white))
        }
        each.fill(a, with: .solid(Color.white.withAlpha(0.5)))
        each.fill(b, with: .solid(Color.white.withAlpha(0.5)))
        // Outside the overlap both are half transparent; inside, the group stays at one half.
        #expect(group.pixel(x: 10, y: 10).a == each.pixel(x: 10, y: 10).a)
        #expect(group.pixel(x: 30, y: 10).a == 128)
        #expect(each.pixel(x: 30, y: 10).a == 192)  // 0.5 + 0.5·0.5
        #expect(throws: CanvasError.self) { try each.endLayer() }
    }

    /// A layer begun inside a clip composites only the clip's pixels — all it can hold — and the picture is
    /// the one a whole-canvas composite gives: the same layer drawn with no clip but the same shapes.
    @Test func aClippedLayerCompositesOnlyItsClip() throws {
        let clipped = try Canvas(width: 40, height: 30, background: .white), whole = try Canvas(width: 40, height: 30, background: .white)
        let shape = Rect(x: 5, y: 4, width: 20, height: 12)
        clipped.withSavedState {
            clipped.clip(to: Rect(x: 3, y: 2, width: 30, height: 20))
            clipped.withLayer(opacity: 0.6) { clipped.fill(shape, with: .solid(Color(rgba: 0x3366CCFF))) }
        }
        whole.withLayer(opacity: 0.6) { whole.fill(shape, with: .solid(Color(rgba: 0x3366CCFF))) }
        #expect(clipped.makeImage().pixels == whole.makeImage().pixels)
        #expect(clipped.pixel(x: 10, y: 10) != Color.white.premultiplied)
    }

    /// A layer within a rectangle gives the picture a whole-canvas layer gives when the body keeps inside
    /// it (a straight line's zero-width bounds included), and clips away what it draws outside.
    @Test func aLayerWithinARectangleMatchesAWholeLayer() throws {
        func draw(_ c: Canvas, within: Rect?) {
            c.translate(2, 3)
            func body() {
                var line = Path(); line.move(to: Point(10, 4)); line.line(to: Point(10, 20))
                c.stroke(line, with: .solid(.black), style: StrokeStyle(width: 2))
                c.fill(Rect(x: 6, y: 8, width: 8, height: 3), with: .solid(.black), blendMode: .clear)
            }
            if let within { c.withLayer(opacity: 0.7, within: within) { body() } } else { c.withLayer(opacity: 0.7) { body() } }
        }
        let bounded = try Canvas(width: 30, height: 30, background: .white), whole = try Canvas(width: 30, height: 30, background: .white)
        draw(bounded, within: Rect(x: 6, y: 1, width: 9, height: 22))
        draw(whole, within: nil)
        #expect(bounded.makeImage().pixels == whole.makeImage().pixels)
        let clipped = try Canvas(width: 30, height: 30, background: .white)
        clipped.withLayer(opacity: 1, within: Rect(x: 0, y: 0, width: 10, height: 10)) {
            clipped.fill(Rect(x: 0, y: 0, width: 30, height: 30), with: .solid(.black))
        }
        #expect(clipped.pixel(x: 5, y: 5) == Color.black.premultiplied)
        #expect(clipped.pixel(x: 20, y: 20) == Color.white.premultiplied)
    }

    /// A body that throws leaves no layer open and no state changed, and draws nothing of its group; a
    /// layer the body opened and left open is closed with its own.
    @Test func aLayerClosesWhenItsBodyThrows() throws {
        struct Stop: Error {}
        let c = try Canvas(width: 10, height: 10, background: .white)
        #expect(throws: Stop.self) {
            try c.withLayer(opacity: 0.5) {
                c.translate(3, 3)
                c.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(.black))
                c.beginLayer(opacity: 1)
                throw Stop()
            }
        }
        #expect(c.transform == .identity)
        #expect(throws: CanvasError.self) { try c.endLayer() }          // nothing left open
        #expect(c.pixel(x: 4, y: 4) == Color.white.premultiplied)      // nothing of the group drawn
        c.withLayer(opacity: 1) {
            c.beginLayer(opacity: 1)                                      // left open by the body
            c.fill(Rect(x: 0, y: 0, width: 2, height: 2), with: .solid(.black))
        }
        #expect(throws: CanvasError.self) { try c.endLayer() }
        #expect(c.pixel(x: 1, y: 1) == Color.black.premultiplied)
    }

    /// A radial gradient: the first colour within the start radius, the last beyond the end radius, the
    /// interpolation by distance between; a conic one by angle, clockwise from its start, padded outside.
    @Test func radialAndConicGradientsHitTheirStops() throws {
        let c = try Canvas(width: 101, height: 101)
        let g = RadialGradient(center: Point(50.5, 50.5), startRadius: 10, endRadius: 50, stops: [GradientStop(0, .black), GradientStop(1, .white)])
        c.fill(Rect(x: 0, y: 0, width: 101, height: 101), with: .radialGradient(g))
        #expect(c.pixel(x: 50, y: 50).r == 0 && c.pixel(x: 55, y: 50).r == 0)
        #expect(abs(Int(c.pixel(x: 80, y: 50).r) - 128) <= 2)           // 30 out: half way from 10 to 50
        #expect(c.pixel(x: 100, y: 50).r == 255 && c.pixel(x: 0, y: 0).r == 255)
        // The same distance in every direction, the same colour.
        #expect(c.pixel(x: 80, y: 50) == c.pixel(x: 50, y: 80) && c.pixel(x: 20, y: 50) == c.pixel(x: 50, y: 20))
        let d = try Canvas(width: 101, height: 101)
        let h = ConicGradient(center: Point(50.5, 50.5), startAngle: 0, endAngle: .pi, stops: [GradientStop(0, .black), GradientStop(1, .white)])
        d.fill(Rect(x: 0, y: 0, width: 101, height: 101), with: .conicGradient(h))
        #expect(d.pixel(x: 90, y: 51).r <= 8)                                // just past 0
        #expect(abs(Int(d.pixel(x: 50, y: 90).r) - 128) <= 4)               // a quarter turn: half way
        #expect(d.pixel(x: 10, y: 49).r == 255 && d.pixel(x: 50, y: 10).r == 255)   // past π: padded
        // A flattening transform and hostile numbers paint without trapping.
        let e = try Canvas(width: 8, height: 8)
        e.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .radialGradient(RadialGradient(center: Point(.nan, 0), startRadius: .infinity, endRadius: -1, stops: [GradientStop(0, .red)])))
        e.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .conicGradient(ConicGradient(center: Point(4, 4), startAngle: 1, endAngle: 1, stops: [])))
    }

    @Test func linearGradientHitsItsStops() throws {
        let c = try Canvas(width: 256, height: 1)
        let g = LinearGradient(start: Point(0, 0), end: Point(256, 0), stops: [GradientStop(0, .black), GradientStop(1, .white)])
        c.fill(Rect(x: 0, y: 0, width: 256, height: 1), with: .linearGradient(g))
        #expect(c.pixel(x: 0, y: 0).r <= 1)
        #expect(c.pixel(x: 255, y: 0).r >= 254)
        #expect(abs(Int(c.pixel(x: 128, y: 0).r) - 128) <= 1)
        // Monotonic.
        for x in 1..<256 { #expect(c.pixel(x: x, y: 0).r >= c.pixel(x: x - 1, y: 0).r) }
        // Three stops, and padding beyond the ends.
        let d = try Canvas(width: 300, height: 1)
        let h = LinearGradient(start: Point(100, 0), end: Point(200, 0),
                               stops: [GradientStop(0, .red), GradientStop(0.5, Color(red: 0, green: 1, blue: 0)), GradientStop(1, Color(red: 0, green: 0, blue: 1))])
        d.fill(Rect(x: 0, y: 0, width: 300, height: 1), with: .linearGradient(h))
        #expect(d.pixel(x: 10, y: 0) == Color.red.premultiplied)
        #expect(d.pixel(x: 150, y: 0).g >= 250)
        #expect(d.pixel(x: 290, y: 0).b == 255)
    }

    @Test func gradientToTransparentIsPremultipliedInterpolation() throws {
        let c = try Canvas(width: 101, height: 1)
        let g = LinearGradient(start: Point(0, 0), end: Point(101, 0), stops: [GradientStop(0, .white), GradientStop(1, Color.black.withAlpha(0))])
        c.fill(Rect(x: 0, y: 0, width: 101, height: 1), with: .linearGradient(g))
        let mid = c.makeImage()[50, 0]
        #expect(mid.r >= 253)  // no darkening toward the transparent end
    }

    @Test func shadowIsBlurredOffsetAndSymmetric() throws {
        let c = try Canvas(width: 120, height: 120)
        let rect = Rect(x: 40, y: 40, width: 40, height: 40)
        c.drawShadow(ofRoundedRect: rect, radii: CornerRadii(all: 0), Shadow(color: .black, offset: Point(0, 10), blur: 16))
        // Blur spreads it out, the offset moves it down, and it is left–right symmetric.
        #expect(c.pixel(x: 60, y: 70).a == 255)
        // σ = 8; the moved shape spans y 50…90. Half a pixel inside an edge the shadow is near ½; 2.5 px
        // outside it Φ(−2.5/8) ≈ 0.38; 11.5 px above the top edge Φ(−11.5/8) ≈ 0.075.
        #expect(abs(Int(c.pixel(x: 60, y: 89).a) - 134) <= 6)
        #expect(abs(Int(c.pixel(x: 60, y: 92).a) - 96) <= 6)
        #expect(abs(Int(c.pixel(x: 60, y: 38).a) - 19) <= 6)
        for y in stride(from: 30, to: 110, by: 7) {
            for x in 30..<60 { #expect(c.pixel(x: x, y: y).a == c.pixel(x: 119 - x, y: y).a) }
        }
        // The blur keeps the shadow's total alpha (the shape's area) up to rounding.
        #expect(abs(totalCoverage(c) - 1600) < 16)
    }

    @Test func boxBlurWidthsFollowTheReference() {
        // σ = 8: d = ⌊15.04 + 0.5⌋ = 15, odd: three centred boxes of 15.
        #expect(boxBlurPasses(sigma: 8).map { $0.0 + $0.1 + 1 } == [15, 15, 15])
        // σ = 5: d = ⌊9.9⌋ = 9.  σ = 5.5: d = ⌊10.84⌋ = 10, even: 10, 10, 11.
        #expect(boxBlurPasses(sigma: 5).map { $0.0 + $0.1 + 1 } == [9, 9, 9])
        #expect(boxBlurPasses(sigma: 5.5).map { $0.0 + $0.1 + 1 } == [10, 10, 11])
        #expect(boxBlurPasses(sigma: 0.2).isEmpty)
    }

    @Test func boxBlurOfRepeatedRowsIsTheBlurComputedPixelByPixel() {
        // Masks made of runs of equal rows (what the row-copy shortcuts act on), random rows and runs as
        // short as one, against every box sum computed directly with the same rounding.
        func reference(_ mask: [UInt8], _ w: Int, _ h: Int, _ passes: [(Int, Int)]) -> [UInt8] {
            func rounded(_ sum: Int, _ n: Int) -> UInt8 {
                let recip = (UInt64(1) << 32) / UInt64(n) + 1
                return UInt8(min((UInt64(sum) * recip + (UInt64(1) << 31)) >> 32, 255))
            }
            var m = mask
            for y in 0..<h { for (b, a) in passes {
                let row = Array(m[(y * w)..<(y * w + w)])
                for x in 0..<w { m[y * w + x] = rounded((max(0, x - b)...min(w - 1, x + a)).reduce(0) { $0 + Int(row[$1]) }, b + a + 1) }
            } }
            for (b, a) in passes {
                let src = m
                for y in 0..<h { for x in 0..<w {
                    m[y * w + x] = rounded((max(0, y - b)...min(h - 1, y + a)).reduce(0) { $0 + Int(src[$1 * w + x]) }, b + a + 1)
                } }
            }
            return m
        }
        var rng = SplitMix(seed: 7)
        for trial in 0..<60 {
            let w = 1 + Int(rng.next() % 30), h = 1 + Int(rng.next() % 60)
            // Rows from a pool of three, so equal rows also come back after others.
            let pool = (0..<3).map { _ in (0..<w).map { _ in rng.next() % 4 == 0 ? 255 : UInt8(truncatingIfNeeded: rng.next()) } }
            var mask: [UInt8] = []
            var row: [UInt8] = []
            while mask.count < w * h {
                if row.isEmpty || rng.next() % 3 == 0 { row = pool[Int(rng.next() % 3)] }
                for _ in 0..<(1 + Int(rng.next() % 12)) where mask.count < w * h { mask += row }
            }
            let passes = boxBlurPasses(sigma: [0.0, 1.3, 2.5, 5.5, 9][trial % 5] + 1.1)
            var blurred = mask
            boxBlur(&blurred, width: w, height: h, passes: passes)
            #expect(blurred == reference(mask, w, h, passes), "trial \(trial): \(w)×\(h), \(passes)")
        }
    }

    @Test func shadowSpreadGrowsTheShape() throws {
        let plain = try Canvas(width: 100, height: 100), spread = try Canvas(width: 100, height: 100)
        let circle = Path(circleAt: Point(50, 50), radius: 20)
        plain.drawShadow(of: circle, Shadow(color: .black, blur: 0))
        spread.drawShadow(of: circle, Shadow(color: .black, blur: 0, spread: 5))
        // Flattening keeps chords inside the circle (≤ 1/16 px), so areas come out a little small.
        #expect(abs(totalCoverage(plain) - Double.pi * 400) / (Double.pi * 400) < 0.005)
        #expect(abs(totalCoverage(spread) - Double.pi * 625) / (Double.pi * 625) < 0.005)
        let shrunk = try Canvas(width: 100, height: 100)
        shrunk.drawShadow(of: circle, Shadow(color: .black, blur: 0, spread: -5))
        // Erosion subtracts a stroked ring whose overlapping pieces over-cover its inner edge a little
        // (see Stroker.swift): the shrunk shape is up to 2 % small.
        #expect(abs(totalCoverage(shrunk) - Double.pi * 225) / (Double.pi * 225) < 0.025)
    }

    @Test func imagesDrawScaledWithBilinearFiltering() throws {
        let image = try Image(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255])
        let c = try Canvas(width: 20, height: 10)
        c.drawImage(image, in: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(c.pixel(x: 0, y: 5).r == 0)       // clamped at the edge
        #expect(c.pixel(x: 19, y: 5).r == 255)
        let mid = Int(c.pixel(x: 10, y: 5).r)
        #expect(mid > 100 && mid < 155)            // blended between the two texels
        for x in 1..<20 { #expect(c.pixel(x: x, y: 5).r >= c.pixel(x: x - 1, y: 5).r) }
    }

    @Test func renderingIsDeterministicAcrossThreads() throws {
        @Sendable func render() throws -> [UInt8] {
            let c = try Canvas(width: 200, height: 200, background: .white)
            c.drawShadow(ofRoundedRect: Rect(x: 20, y: 20, width: 160, height: 120), radii: CornerRadii(all: 16), Shadow(color: .black, offset: Point(0, 8), blur: 20))
            c.fill(Path(roundedRect: Rect(x: 20, y: 20, width: 160, height: 120), cornerRadius: 16, curve: .continuous),
                   with: .linearGradient(LinearGradient(start: .zero, end: Point(200, 200), stops: [GradientStop(0, .red), GradientStop(1, .white)])))
            c.stroke(Path(circleAt: Point(100, 100), radius: 50), with: .solid(.black), style: StrokeStyle(width: 3, dash: [8, 4]))
            return try c.makeImage().pngData()
        }
        let reference = try render()
        let results = ResultBox(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { i in results.set(i, try? render()) }
        for r in results.values { #expect(r == reference) }
    }
}

/// Results written from concurrent iterations, each to its own slot.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [[UInt8]?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: [UInt8]?) { lock.lock(); values[i] = v; lock.unlock() }
}

/// The vector blend kernels (SSE2, AVX2 and, on long spans, AVX-512 VBMI) must give the same integers as
/// the scalar `scalePixel` for every coverage factor, or output would depend on the machine.
@Suite struct BlendKernelTests {
    @Test func vectorKernelsMatchScalarForEveryFactorAndSpanLength() {
        var rng = SystemRandomNumberGenerator()
        let source = (0..<1030).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
        for k in UInt32(0)...255 {
            // A valid premultiplied source whose alpha is 255 − k, so channels never overflow.
            let a = 255 - k
            let s = (a << 24) | ((a / 2) << 16) | ((a / 3) << 8) | (a / 5)
            for count in [3, 8, 13, 255, 256, 1030] {
                var row = Array(source[0..<count])
                row.withUnsafeMutableBufferPointer { PixelBlitter.addScaled($0.baseAddress!, count, s, k) }
                for i in 0..<count where row[i] != s &+ scalePixel(source[i], k) {
                    Issue.record("k=\(k) count=\(count) pixel \(i): \(row[i]) vs \(s &+ scalePixel(source[i], k))")
                    return
                }
            }
        }
    }

    /// Coverage-mask runs (glyphs, shadows) of a solid colour: the vector kernel against scalar source-over.
    @Test func maskBlendMatchesScalarSourceOver() {
        var rng = SystemRandomNumberGenerator()
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { scratch.deallocate() }
        for _ in 0..<400 {
            let alpha = UInt32.random(in: 0...255, using: &rng)
            let s = (alpha << 24) | (UInt32.random(in: 0...alpha, using: &rng) << 16) | (UInt32.random(in: 0...alpha, using: &rng) << 8)
                | UInt32.random(in: 0...alpha, using: &rng)
            let count = Int.random(in: 1...40, using: &rng)
            // Valid premultiplied destinations, and masks with 0, 255 and everything between.
            let dst: [UInt32] = (0..<count).map { _ in
                let a = UInt32.random(in: 0...255, using: &rng)
                return (a << 24) | (UInt32.random(in: 0...a, using: &rng) << 16) | (UInt32.random(in: 0...a, using: &rng) << 8) | UInt32.random(in: 0...a, using: &rng)
            }
            let mask: [UInt8] = (0..<count).map { _ in [0, 255, UInt8.random(in: 0...255, using: &rng)][Int.random(in: 0...2, using: &rng)] }
            var row = dst
            row.withUnsafeMutableBufferPointer { buffer in
                mask.withUnsafeBufferPointer { m in
                    var blitter = PixelBlitter(pixels: buffer.baseAddress!, stride: count, source: .solid(s), mode: .sourceOver,
                                               mask: nil, scratch: scratch)
                    blitter.blit(y: 0, x: 0, coverages: m.baseAddress!, count: count)
                }
            }
            for i in 0..<count {
                let expected = mask[i] == 0 ? dst[i] : sourceOver(scalePixel(s, UInt32(mask[i])), dst[i])
                if row[i] != expected { Issue.record("s=\(s) m=\(mask[i]) d=\(dst[i]): \(row[i]) vs \(expected)"); return }
            }
        }
    }

    /// A layer composited at an opacity (the kernel `closeLayer` calls) against scalar source-over, for
    /// every opacity and span lengths on both sides of the vector width, with transparent runs skipped.
    @Test func layerCompositeMatchesScalarSourceOver() {
        var rng = SystemRandomNumberGenerator()
        func premultiplied() -> UInt32 {
            let a = UInt32.random(in: 0...255, using: &rng)
            return (a << 24) | (UInt32.random(in: 0...a, using: &rng) << 16) | (UInt32.random(in: 0...a, using: &rng) << 8) | UInt32.random(in: 0...a, using: &rng)
        }
        for alpha in UInt32(0)...255 {
            for count in [1, 7, 8, 9, 31, 64] {
                // A third of the source transparent, in runs, as a layer's untouched pixels are.
                let src: [UInt32] = (0..<count).map { i in (i / 8) % 3 == 1 ? 0 : premultiplied() }
                let dst: [UInt32] = (0..<count).map { _ in premultiplied() }
                var row = dst
                row.withUnsafeMutableBufferPointer { d in src.withUnsafeBufferPointer { ss_composite(d.baseAddress!, $0.baseAddress!, count, alpha) } }
                for i in 0..<count {
                    let expected = src[i] == 0 ? dst[i] : sourceOver(alpha == 255 ? src[i] : scalePixel(src[i], alpha), dst[i])
                    if row[i] != expected { Issue.record("alpha=\(alpha) s=\(src[i]) d=\(dst[i]): \(row[i]) vs \(expected)"); return }
                }
            }
        }
    }

    /// Coverage through a clip mask (and a clip of a clip) against `mul255`, for every pair of bytes and for
    /// spans on both sides of the vector width.
    @Test func coverageKernelsMatchMul255() {
        let all = (0..<256).map(UInt8.init)
        for k in UInt32(0)...255 {
            var product = [UInt8](repeating: 0, count: 256), scaled = [UInt8](repeating: 0, count: 256)
            let b = [UInt8](repeating: UInt8(k), count: 256)
            ss_coverage_product(&product, all, b, 256)
            ss_coverage_scale(&scaled, all, k, 256)
            for x in 0..<256 where product[x] != UInt8(mul255(UInt32(x), k)) || scaled[x] != product[x] {
                Issue.record("x=\(x) k=\(k): \(product[x]), \(scaled[x]) vs \(mul255(UInt32(x), k))"); return
            }
            for count in [1, 31, 33, 70] {
                var short = [UInt8](repeating: 0, count: count)
                ss_coverage_scale(&short, Array(all[100..<(100 + count)]), k, count)
                for i in 0..<count where short[i] != UInt8(mul255(UInt32(100 + i), k)) { Issue.record("count=\(count) i=\(i) k=\(k)"); return }
            }
        }
    }

    /// The runs a clip mask notes as fully covered (where drawing skips the mask) hold 255 and nothing else,
    /// for random curved, self-crossing paths under both fill rules, and for a clip of such a clip; and a
    /// rounded rectangle notes its straight middle rows whole.
    @Test func fullRunsOfAClipMaskAreFullyCovered() {
        var rng = SystemRandomNumberGenerator()
        let w = 96, h = 80
        func rasterize(_ path: Path, rule: FillRule, previous: ([UInt8], [Int32])?) -> ([UInt8], [Int32]) {
            var bytes = [UInt8](repeating: 0, count: w * h), full = [Int32](repeating: 0, count: 2 * h)
            let r = CoverageRasterizer(left: 0, top: 0, right: w, bottom: h)
            bytes.withUnsafeMutableBufferPointer { b in
                full.withUnsafeMutableBufferPointer { f in
                    if let previous {
                        previous.0.withUnsafeBufferPointer { p in
                            previous.1.withUnsafeBufferPointer { pf in
                                var blitter = MaskBlitter(bytes: b.baseAddress!, stride: w, originX: 0, originY: 0, previous: p.baseAddress!,
                                                          full: f.baseAddress!, previousFull: pf.baseAddress!)
                                r.fill(path, transform: .identity, rule: rule, into: &blitter)
                            }
                        }
                    } else {
                        var blitter = MaskBlitter(bytes: b.baseAddress!, stride: w, originX: 0, originY: 0, previous: nil, full: f.baseAddress!)
                        r.fill(path, transform: .identity, rule: rule, into: &blitter)
                    }
                }
            }
            return (bytes, full)
        }
        func check(_ mask: ([UInt8], [Int32]), _ what: String) -> Bool {
            for y in 0..<h where mask.1[2 * y] < mask.1[2 * y + 1] {
                for x in Int(mask.1[2 * y])..<Int(mask.1[2 * y + 1]) where mask.0[y * w + x] != 255 {
                    Issue.record("\(what): row \(y) column \(x) is noted full but holds \(mask.0[y * w + x])"); return false
                }
            }
            return true
        }
        for round in 0..<60 {
            var path = Path()
            path.move(to: Point(Double.random(in: -10...106, using: &rng), Double.random(in: -10...90, using: &rng)))
            for _ in 0..<Int.random(in: 3...9, using: &rng) {
                let p = Point(Double.random(in: -10...106, using: &rng), Double.random(in: -10...90, using: &rng))
                if Bool.random(using: &rng) { path.line(to: p) } else {
                    path.quad(to: p, control: Point(Double.random(in: -10...106, using: &rng), Double.random(in: -10...90, using: &rng)))
                }
            }
            path.close()
            let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
            let first = rasterize(path, rule: rule, previous: nil)
            guard check(first, "path \(round)") else { return }
            guard check(rasterize(Path(roundedRect: Rect(x: 10.3, y: 5.6, width: 70.2, height: 60.1), cornerRadius: 12), rule: .nonZero, previous: first),
                        "clip of path \(round)") else { return }
        }
        let card = rasterize(Path(roundedRect: Rect(x: 10.3, y: 5.6, width: 70.2, height: 60.1), cornerRadius: 12), rule: .nonZero, previous: nil)
        #expect(card.1[2 * 40] == 11 && card.1[2 * 40 + 1] == 80, "\(card.1[80]) \(card.1[81])")
    }

    /// A translucent solid fill at full coverage goes through the per-fill lookup table.
    @Test func tableLookupSourceOverMatchesScalar() {
        var rng = SystemRandomNumberGenerator()
        let source = (0..<300).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 300)
        defer { table.deallocate(); scratch.deallocate() }
        for alpha in UInt32(1)...254 {
            let s = (alpha << 24) | ((alpha / 3) << 16) | ((alpha / 2) << 8) | alpha
            for count in [1, 15, 16, 17, 300] {
                var row = Array(source[0..<count])
                row.withUnsafeMutableBufferPointer { buffer in
                    var blitter = PixelBlitter(pixels: buffer.baseAddress!, stride: count, source: .solid(s), mode: .sourceOver,
                                               mask: nil, scratch: scratch, tableStorage: table)
                    blitter.blit(y: 0, x: 0, count: count, coverage: 255)
                }
                for i in 0..<count where row[i] != sourceOver(s, source[i]) {
                    Issue.record("alpha=\(alpha) count=\(count) pixel \(i): \(row[i]) vs \(sourceOver(s, source[i]))")
                    return
                }
            }
        }
    }
}

/// A clear and an opaque whole-canvas fill are only recorded until something reads or blends (see
/// `Canvas.pendingFill`); every path must see the same pixels as if they had been written at once.
@Suite struct DeferredFillTests {
    let red = Color(red: 1, green: 0, blue: 0), half = Color(red: 0, green: 0, blue: 1, alpha: 0.5)

    @Test func resetThenReadAndDraw() throws {
        let c = try Canvas(width: 8, height: 8, background: .white)
        c.reset(to: red)
        #expect(c.pixel(x: 3, y: 3) == red.premultiplied)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 8), with: .solid(half))
        #expect(c.pixel(x: 1, y: 1) == PremultipliedPixel(packed: sourceOver(half.premultiplied.packed, red.premultiplied.packed)))
        #expect(c.pixel(x: 6, y: 1) == red.premultiplied)
        let image = c.makeImage()
        #expect(image.pixels[4 * (8 * 7 + 7)] == 255 && image.pixels[4 * (8 * 7 + 7) + 2] == 0)
    }

    @Test func onlyOpaqueUnclippedWholeCanvasFillsReplace() throws {
        let c = try Canvas(width: 8, height: 8, background: .white)
        // Translucent: blends with what is there.
        c.fill(Rect(x: -1, y: -1, width: 10, height: 10), with: .solid(half))
        let blended = sourceOver(half.premultiplied.packed, Color.white.premultiplied.packed)
        #expect(c.pixel(x: 0, y: 0).packed == blended)
        // Clipped: only the clip changes.
        c.save()
        c.clip(to: Rect(x: 0, y: 0, width: 4, height: 8))
        c.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .solid(red))
        c.restore()
        #expect(c.pixel(x: 1, y: 1) == red.premultiplied && c.pixel(x: 6, y: 1).packed == blended)
        // Inside a layer: the base keeps its pixels until the layer is composited.
        c.beginLayer(opacity: 1)
        c.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .solid(red))
        #expect(c.pixel(x: 6, y: 1).packed == blended)
        try c.endLayer()
        #expect(c.pixel(x: 6, y: 1) == red.premultiplied)
        // An opaque whole-canvas fill after a reset, then partial drawing on top of it.
        c.reset()
        c.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .solid(.white))
        c.fill(Rect(x: 2, y: 2, width: 2, height: 2), with: .solid(red))
        #expect(c.pixel(x: 0, y: 0) == Color.white.premultiplied && c.pixel(x: 2, y: 2) == red.premultiplied)
        // A non-finite rectangle draws nothing, as everywhere else.
        c.fill(Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity), with: .solid(.black))
        #expect(c.pixel(x: 0, y: 0) == Color.white.premultiplied)
    }
}

@Suite struct RectangleBodyTests {
    /// A full-width, pixel-aligned rectangle hands its fully covered rows to the blitter as one span;
    /// partial rows above and below and the rows outside must come out as if painted row by row.
    @Test func fullWidthRowsAndPartialEdges() throws {
        let c = try Canvas(width: 7, height: 6, background: .white)
        let grey = Color(rgba: 0x00000080)
        c.fill(Rect(x: 0, y: 1.5, width: 7, height: 3), with: .solid(grey))
        let white = Color.white.premultiplied.packed
        let full = sourceOver(grey.premultiplied.packed, white)
        let half = sourceOver(scalePixel(grey.premultiplied.packed, 128), white)
        for x in 0..<7 {
            #expect(c.pixel(x: x, y: 0).packed == white && c.pixel(x: x, y: 5).packed == white)
            #expect(c.pixel(x: x, y: 1).packed == half && c.pixel(x: x, y: 4).packed == half)
            #expect(c.pixel(x: x, y: 2).packed == full && c.pixel(x: x, y: 3).packed == full)
        }
        // Narrower than the canvas: rows are not contiguous, each is painted on its own.
        let d = try Canvas(width: 7, height: 4, background: .white)
        d.fill(Rect(x: 2, y: 0, width: 3, height: 4), with: .solid(grey))
        for y in 0..<4 {
            #expect(d.pixel(x: 1, y: y).packed == white && d.pixel(x: 5, y: y).packed == white)
            #expect(d.pixel(x: 2, y: y).packed == full && d.pixel(x: 4, y: y).packed == full)
        }
    }
}
