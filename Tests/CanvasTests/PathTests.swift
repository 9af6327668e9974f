import Foundation
import Testing
@testable import Canvas

/// Whether two paths have the same instructions with points within 1e-9.
func pathsAlmostEqual(_ a: Path, _ b: Path) -> Bool {
    guard a.elements.count == b.elements.count else { return false }
    func pts(_ e: PathElement) -> [Point] {
        switch e {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }
    for (x, y) in zip(a.elements, b.elements) {
        let px = pts(x), py = pts(y)
        guard px.count == py.count, zip(px, py).allSatisfy({ $0.distance(to: $1) < 1e-9 }) else { return false }
    }
    return true
}

@Suite struct PathTests {
    /// The on-curve points of UIKit's top-right continuous corner (REFERENCE.md §2), in units of r.
    static let paintCodeOnCurve: [(Double, Double)] = [
        (1.52866471, 0), (0.66993427, 0.06549600), (0.63149399, 0.07491100), (0.07491176, 0.63149399), (0, 1.52866483),
    ]

    @Test func continuousCornerPassesThroughPaintCodePoints() {
        let rect = Rect(x: 10, y: 20, width: 200, height: 100)
        let r = 20.0
        let path = Path(roundedRect: rect, cornerRadius: r, curve: .continuous)
        var ends: [Point] = []
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): ends.append(p)
            case .close: break
            }
        }
        for (x, y) in Self.paintCodeOnCurve {
            let expected = Point(rect.maxX - x * r, rect.minY + y * r)
            #expect(ends.contains { $0.distance(to: expected) < 1e-9 }, "missing \(expected)")
        }
        // The mirrored bottom-left corner: BL(x, y) = (minX + x·r, maxY − y·r).
        for (x, y) in Self.paintCodeOnCurve {
            let expected = Point(rect.minX + x * r, rect.maxY - y * r)
            #expect(ends.contains { $0.distance(to: expected) < 1e-9 }, "missing \(expected)")
        }
    }

    @Test func continuousRadiusPastTheLimitBecomesACapsule() throws {
        let rect = Rect(x: 0, y: 0, width: 200, height: 40)
        // Limit: min(w, h) / 2 / 1.52866483 ≈ 13.08; 30 is past it.
        let clamped = Path(roundedRect: rect, cornerRadius: 30, curve: .continuous)
        #expect(pathsAlmostEqual(clamped, Path(capsuleIn: rect)))
        // Below the limit it stays continuous (and so differs from a circular corner).
        let below = Path(roundedRect: rect, cornerRadius: 13, curve: .continuous)
        #expect(below != Path(roundedRect: rect, cornerRadius: 13, curve: .circular))
        #expect(below.elements.count > Path(roundedRect: rect, cornerRadius: 13, curve: .circular).elements.count)
        // The capsule's ends are half circles: its bounds are the rect, its area w·h − (4 − π)·r².
        let c = try Canvas(width: 200, height: 40)
        c.fill(clamped, with: .solid(.white))
        let area = 200.0 * 40 - (4 - Double.pi) * 400
        #expect(abs(totalCoverage(c) - area) / area < 0.001)
    }

    @Test func circularRadiiAreReducedAsCSSDoes() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        // Top radii 60 + 60 = 120 > 100: all radii scale by 100/120; left side 60·(100/120) + 0 fits 50? 50 ≥ 50.
        let p = Path(roundedRect: rect, radii: CornerRadii(topLeft: 60, topRight: 60, bottomRight: 0, bottomLeft: 0))
        #expect(abs(p.bounds.width - 100) < 1e-9 && abs(p.bounds.height - 50) < 1e-9)
        guard case .move(let start) = p.elements[0] else { Issue.record("no move"); return }
        #expect(abs(start.x - 50) < 1e-9)  // the top-left radius became 50
    }

    @Test func boundsFollowCurveExtremaNotControlPoints() {
        var p = Path()
        p.move(to: Point(0, 0)); p.cubic(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100))
        let b = p.bounds
        #expect(abs(b.maxY - 75) < 1e-9)  // the curve's lowest point, not the control points' 100
        #expect(Path(ellipseIn: Rect(x: 10, y: 20, width: 60, height: 30)).bounds.width - 60 < 1e-6)
    }

    @Test func transformAppliesToEveryPoint() {
        let p = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)).applying(Transform.scale(2, 3).concatenating(.translation(5, 7)))
        #expect(p.bounds == Rect(x: 5, y: 7, width: 20, height: 30))
        let r = Transform.rotation(Double.pi / 2)
        let q = r.apply(Point(1, 0))
        #expect(abs(q.x) < 1e-12 && abs(q.y - 1) < 1e-12)
        #expect(Transform.scale(2, 4).inverted!.apply(Point(2, 4)) == Point(1, 1))
        #expect(Transform.scale(0, 1).inverted == nil)
    }

    @Test func arcsOfAFullCircleCloseOnThemselves() {
        var p = Path()
        p.arc(center: Point(50, 50), radius: 20, startAngle: 0, endAngle: 2 * Double.pi)
        #expect(p.currentPoint.distance(to: Point(70, 50)) < 1e-9)
        let b = p.bounds
        #expect(abs(b.minX - 30) < 1e-9 && abs(b.maxY - 70) < 1e-9)
    }

    // MARK: SVG path data

    @Test func svgAbsoluteAndRelativeCommandsAgree() throws {
        let abs = try Path(svgPathData: "M10 10 L100 10 H120 V50 C120 60 110 70 100 70 S80 80 70 70 Q60 60 50 70 T30 70 Z")
        let rel = try Path(svgPathData: "m10,10 l90,0 h20 v40 c0,10 -10,20 -20,20 s-20,10 -30,0 q-10-10-20,0 t-20,0 z")
        #expect(abs.elements.count == rel.elements.count)
        for (a, b) in zip(abs.elements, rel.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)): #expect(p.distance(to: q) < 1e-9)
            case (.cubic(let p1, let p2, let p3), .cubic(let q1, let q2, let q3)):
                #expect(p1.distance(to: q1) < 1e-9 && p2.distance(to: q2) < 1e-9 && p3.distance(to: q3) < 1e-9)
            case (.quad(let p1, let p2), .quad(let q1, let q2)):
                #expect(p1.distance(to: q1) < 1e-9 && p2.distance(to: q2) < 1e-9)
            case (.close, .close): break
            default: Issue.record("elements differ: \(a) vs \(b)")
            }
        }
        // S reflects the previous cubic's second control point: (110, 70) about (100, 70) → (90, 70).
        guard case .cubic(let c1, _, _) = abs.elements[5] else { Issue.record("no S cubic"); return }
        #expect(c1 == Point(90, 70))
    }

    @Test func svgPackedNumbersAndImplicitRepeats() throws {
        let p = try Path(svgPathData: "M.5.5l10-5 1e1,0 .5.5ZM0,0 1,1")
        // M, l, (implicit l), (implicit l), Z, M, implicit L
        #expect(p.elements.count == 7)
        guard case .line(let last) = p.elements[6] else { Issue.record("expected an implicit line"); return }
        #expect(last == Point(1, 1))
        guard case .line(let third) = p.elements[2] else { Issue.record("expected a line"); return }
        #expect(third == Point(20.5, -4.5))
    }

    @Test func svgArcMatchesACircle() throws {
        // Two half-circle arcs of radius 50: the bounds are the circle's.
        let p = try Path(svgPathData: "M 0 50 A 50 50 0 0 1 100 50 A 50 50 0 0 1 0 50 Z")
        let b = p.bounds
        #expect(abs(b.minY) < 1e-6 && abs(b.maxY - 100) < 1e-6 && abs(b.maxX - 100) < 1e-6)
        // Packed flags, and radii too small are scaled up (a half circle between the end points).
        let q = try Path(svgPathData: "M0,0a1,1 0 00 20,0")
        #expect(abs(q.bounds.height - 10) < 1e-6)
    }

    @Test func svgErrorsNameTheTokenAndOffset() {
        func err(_ d: String) -> SVGPathError? {
            do { _ = try Path(svgPathData: d); return nil } catch let e as SVGPathError { return e } catch { return nil }
        }
        #expect(err("M 10 10 L 20 x") == SVGPathError(token: "x", offset: 13, reason: "'L' expects a number"))
        #expect(err("L 10 10")?.offset == 0)
        #expect(err("M 10 10 K 5 5")?.token == "K")
        #expect(err("M 10 10 K 5 5")?.offset == 8)
        #expect(err("M 10")?.reason.contains("ends") == true)
        #expect(err("M0 0 A 5 5 0 2 0 10 10")?.token == "2")
        #expect(err("M0 0 Z 5")?.offset == 7)
        #expect(err("M 1e400 0")?.reason == "number out of range")
        #expect(err("") == nil)
    }

    @Test func colorsParseHexAndExplainErrors() throws {
        let c = try Color(hex: "#5856D6")
        #expect(c.rgba8 == (0x58, 0x56, 0xD6, 0xFF))
        // Literals in code: the same colours without a throwing parse.
        #expect(Color(rgb: 0x5856D6) == c && Color(rgba: 0x5856D6FF) == c)
        #expect(Color(rgb: 0x000000, alpha: 0.4) == Color.black.withAlpha(0.4))
        #expect(Color(rgba: 0x0A84FF99) == (try Color(hex: "#0A84FF99")))
        #expect(try Color(hex: "00000066").rgba8.a == 0x66)
        #expect(throws: ColorParseError.self) { try Color(hex: "#12345") }
        do { _ = try Color(hex: "#12G456") } catch let e as ColorParseError {
            #expect(e.description.contains("'G4' at offset 3"))
        }
        #expect(Color(r: 255, g: 0, b: 0, a: 128).premultiplied.r == 128)
        #expect(try Color(hex: "#FF000080").hexString == "#FF000080")
    }
}

/// Whether a point is inside a path, as filling covers it (hit testing against clip shapes).
@Suite struct PathContainmentTests {
    @Test func circlesRingsAndRules() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(Point(50, 50)) && circle.contains(Point(5, 50)) && circle.contains(Point(85, 85)))
        #expect(!circle.contains(Point(3, 3)) && !circle.contains(Point(97, 97)) && !circle.contains(Point(150, 50)))
        // A ring: an outer circle and an inner one. Even-odd leaves the hole out; non-zero fills it when both
        // wind the same way.
        var ring = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        ring.addPath(Path(ellipseIn: Rect(x: 30, y: 30, width: 40, height: 40)))
        #expect(!ring.contains(Point(50, 50), rule: .evenOdd) && ring.contains(Point(10, 50), rule: .evenOdd))
        #expect(ring.contains(Point(50, 50), rule: .nonZero))
        // An open subpath is closed as filling closes it; what is not a number is inside nothing.
        var triangle = Path()
        triangle.move(to: Point(0, 0)); triangle.line(to: Point(100, 0)); triangle.line(to: Point(0, 100))
        #expect(triangle.contains(Point(20, 20)) && !triangle.contains(Point(80, 80)))
        #expect(!circle.contains(Point(.nan, 50)) && !Path().contains(Point(0, 0)))
    }
}
