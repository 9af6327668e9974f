import Foundation
import Testing
@testable import Canvas

/// Coverage of pixel (x, y) on a canvas where white was painted over transparency: its alpha / 255.
func coverage(_ c: Canvas, _ x: Int, _ y: Int) -> Double { Double(c.pixel(x: x, y: y).a) / 255 }

/// The sum of all pixels' coverage: the painted area in square pixels.
func totalCoverage(_ c: Canvas) -> Double {
    var sum = 0.0
    for y in 0..<c.height { for x in 0..<c.width { sum += coverage(c, x, y) } }
    return sum
}

@Suite struct CoverageTests {
    @Test func rectEdgeAtQuarterPixelCoversThreeQuarters() throws {
        let c = try Canvas(width: 20, height: 4)
        // Through the general path rasteriser (a non-rect path) and through the rect fast path.
        var p = Path()
        p.move(to: Point(10.25, 0)); p.line(to: Point(16, 0)); p.line(to: Point(16, 4)); p.line(to: Point(10.25, 4)); p.close()
        p.line(to: Point(10.25, 0))  // an extra degenerate element keeps it off the rect fast path
        c.fill(p, with: .solid(.white))
        #expect(abs(coverage(c, 10, 1) - 0.75) <= 1.0 / 255)
        #expect(coverage(c, 9, 1) == 0)
        #expect(coverage(c, 11, 1) == 1)
        let r = try Canvas(width: 20, height: 4)
        r.fill(Rect(x: 10.25, y: 0, width: 5.75, height: 4), with: .solid(.white))
        #expect(abs(coverage(r, 10, 1) - 0.75) <= 1.0 / 255)
    }

    @Test func unitAreaTriangleSumsToItsArea() throws {
        let c = try Canvas(width: 8, height: 8)
        var p = Path()
        p.move(to: Point(2.3, 2.1)); p.line(to: Point(4.3, 2.1)); p.line(to: Point(3.1, 3.1)); p.close()
        c.fill(p, with: .solid(.white))
        // Area = ½·base·height = ½·2·1 = 1; 8-bit rounding of each of a few pixels stays well under 1 %.
        #expect(abs(totalCoverage(c) - 1.0) < 0.01)
    }

    @Test func circleCoversPiRSquared() throws {
        let c = try Canvas(width: 220, height: 220)
        c.fill(Path(circleAt: Point(110.3, 109.7), radius: 100), with: .solid(.white))
        let expected = Double.pi * 100 * 100
        // The target is 0.1 %; flattening to 1/50 px gives about 0.005 %, so hold it to 0.02 %.
        #expect(abs(totalCoverage(c) - expected) / expected < 0.0002)
    }

    @Test func interiorIsFullAndOutsideIsEmpty() throws {
        let c = try Canvas(width: 100, height: 100)
        c.fill(Path(roundedRect: Rect(x: 10.5, y: 10.5, width: 60, height: 40), cornerRadius: 12, curve: .circular),
               with: .solid(.white))
        #expect(c.pixel(x: 40, y: 30).a == 255)
        #expect(c.pixel(x: 5, y: 5).a == 0)
        #expect(c.pixel(x: 80, y: 30).a == 0)
        // A pixel the top-left arc (centre (22.5, 22.5), r = 12) cuts through: pixel (11, 18), where the arc
        // runs from x ≈ 11.38 (y = 18) to x ≈ 11.02 (y = 19). Its coverage is the area inside the circle,
        // integrated here on a 400 × 400 grid of sample points.
        var inside = 0
        for i in 0..<400 {
            for j in 0..<400 {
                let x = 11 + (Double(i) + 0.5) / 400, y = 18 + (Double(j) + 0.5) / 400
                if (x - 22.5) * (x - 22.5) + (y - 22.5) * (y - 22.5) <= 144 { inside += 1 }
            }
        }
        let exact = Double(inside) / 160_000
        let corner = Double(c.pixel(x: 11, y: 18).a) / 255
        #expect(exact > 0.7 && exact < 0.9)
        #expect(abs(corner - exact) < 2.0 / 255, "coverage \(corner) vs area \(exact)")
    }

    /// A five-pointed star drawn in one stroke overlaps itself: its pentagon centre has winding 2.
    @Test func evenOddVersusNonZeroOnAStar() throws {
        var star = Path()
        for k in 0..<5 {
            let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            let p = Point(50 + 40 * cos(a), 50 + 40 * sin(a))
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        let nz = try Canvas(width: 100, height: 100), eo = try Canvas(width: 100, height: 100)
        nz.fill(star, with: .solid(.white), rule: .nonZero)
        eo.fill(star, with: .solid(.white), rule: .evenOdd)
        #expect(nz.pixel(x: 50, y: 52).a == 255)
        #expect(eo.pixel(x: 50, y: 52).a == 0)
        // A point inside one arm is covered by both rules.
        #expect(nz.pixel(x: 50, y: 16).a == 255)
        #expect(eo.pixel(x: 50, y: 16).a == 255)
    }

    @Test func evenOddTwoNestedSquaresMakeAHole() throws {
        let c = try Canvas(width: 40, height: 40)
        var p = Path(rect: Rect(x: 5, y: 5, width: 30, height: 30))
        p.addPath(Path(rect: Rect(x: 15, y: 15, width: 10, height: 10)))
        c.fill(p, with: .solid(.white), rule: .evenOdd)
        #expect(c.pixel(x: 20, y: 20).a == 0)
        #expect(c.pixel(x: 8, y: 8).a == 255)
    }

    @Test func shapesPartlyOutsideTheCanvasKeepTheirInsideCoverage() throws {
        let c = try Canvas(width: 50, height: 50)
        c.fill(Path(circleAt: Point(0, 25), radius: 20), with: .solid(.white))
        c.fill(Path(circleAt: Point(50, 25), radius: 10), with: .solid(.white))
        #expect(c.pixel(x: 0, y: 25).a == 255)
        #expect(c.pixel(x: 10, y: 25).a == 255)
        #expect(c.pixel(x: 49, y: 25).a == 255)
        #expect(c.pixel(x: 25, y: 25).a == 0)
        // Half of the left circle and half of the right one are visible (small radii lose up to ~0.5 % of
        // their area to flattening within 1/16 px).
        #expect(abs(totalCoverage(c) - Double.pi * (400 + 100) / 2) / (Double.pi * 250) < 0.006)
    }

    @Test func curvesAreFlattenedWithinAQuarterPixel() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.cubic(to: Point(300, 0), control1: Point(50, 300), control2: Point(250, -200))
        p.quad(to: Point(0, 0), control: Point(150, 400))
        var worst = 0.0
        p.flattened { pts, _ in
            // Compare each polyline point with the nearest sampled curve point: all points lie on the curve,
            // so check midpoints of polyline segments instead (the largest error of a chord).
            for i in 1..<pts.count {
                let mid = pts[i - 1].lerp(pts[i], 0.5)
                var best = Double.infinity
                for k in 0...4000 {
                    let t = Double(k) / 4000
                    let q1 = cubicPoint(Point(0, 0), Point(50, 300), Point(250, -200), Point(300, 0), t)
                    let a = Point(300, 0).lerp(Point(150, 400), t), b = Point(150, 400).lerp(Point(0, 0), t)
                    best = min(best, mid.distance(to: q1), mid.distance(to: a.lerp(b, t)))
                }
                worst = max(worst, best)
            }
        }
        #expect(worst <= 0.25)
        #expect(worst > 0.01)  // and not absurdly finer than asked
    }

    @Test func nanAndInfiniteCoordinatesDrawNothing() throws {
        let c = try Canvas(width: 20, height: 20)
        var p = Path()
        p.move(to: Point(1, 1)); p.line(to: Point(.nan, 5)); p.line(to: Point(10, 10)); p.close()
        c.fill(p, with: .solid(.white))
        var q = Path()
        q.move(to: Point(1, 1)); q.line(to: Point(.infinity, 5)); q.line(to: Point(10, 10)); q.close()
        c.fill(q, with: .solid(.white))
        c.fill(Rect(x: .nan, y: 0, width: 5, height: 5), with: .solid(.white))
        c.fill(Path(circleAt: Point(5, 5), radius: .infinity), with: .solid(.white))
        c.stroke(p, with: .solid(.white), style: StrokeStyle(width: 2))
        c.drawShadow(of: p, Shadow(color: .black, blur: 4))
        #expect(totalCoverage(c) == 0)
        // Huge but finite coordinates are clipped, not crashed on.
        var huge = Path()
        huge.move(to: Point(-1e300, -1e300)); huge.line(to: Point(1e300, -1e300)); huge.line(to: Point(1e300, 1e300)); huge.close()
        c.fill(huge, with: .solid(.white))
        #expect(c.pixel(x: 15, y: 5).a == 255)
    }

    @Test func canvasSizeLimits() {
        #expect(throws: CanvasError.invalidSize(width: 0, height: 0)) { try Canvas(width: 0, height: 0) }
        #expect(throws: CanvasError.invalidSize(width: 16385, height: 10)) { try Canvas(width: 16385, height: 10) }
        #expect(throws: CanvasError.invalidSize(width: 10, height: -1)) { try Canvas(width: 10, height: -1) }
        #expect(throws: Never.self) { try Canvas(width: 16384, height: 1) }
    }
}
