import Foundation
import Testing
@testable import Canvas

/// Where a path crosses itself or its contours overlap, coverage against an exact reference (issue 15,
/// item 6). Exact-area accumulation sums signed areas inside a pixel, which is the pixel's share of the
/// shape only where the winding takes two neighbouring values in it; where a bow-tie's +1 meets its −1, or
/// 2 meets 0, the sum cancels or counts twice (33–74 levels off on these shapes before). Those pixels are now
/// found from the segments and computed from sub-scanlines (MixedWindings.swift).
@Suite struct SelfCrossingCoverageTests {
    /// The reference: each pixel's share of the polygons' inside under `rule`, from `n` × `n` point samples
    /// a pixel — scanline by scanline, independent of the rasteriser.
    static func reference(_ polygons: [[Point]], size: Int, rule: FillRule, n: Int = 32) -> [Double] {
        var inside = [Int](repeating: 0, count: size * size)
        for sy in 0..<(size * n) {
            let y = (Double(sy) + 0.5) / Double(n)
            var crossings: [(x: Double, w: Int)] = []
            for pts in polygons {
                for i in pts.indices {
                    let a = pts[i], b = pts[(i + 1) % pts.count]
                    guard (a.y <= y) != (b.y <= y) else { continue }
                    crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
                }
            }
            crossings.sort { $0.x < $1.x }
            var w = 0, k = 0
            for sx in 0..<(size * n) {
                let x = (Double(sx) + 0.5) / Double(n)
                while k < crossings.count && crossings[k].x < x { w += crossings[k].w; k += 1 }
                if rule == .nonZero ? w != 0 : w & 1 != 0 { inside[(sy / n) * size + sx / n] += 1 }
            }
        }
        return inside.map { Double($0) / Double(n * n) * 255 }
    }

    static func path(_ polygons: [[Point]]) -> Path {
        var p = Path()
        for pts in polygons {
            p.move(to: pts[0])
            for q in pts.dropFirst() { p.line(to: q) }
            p.close()
        }
        return p
    }

    /// The worst difference in levels between the rasteriser's mask and the reference, with where, and the
    /// rows the fill computed from sub-scanlines.
    static func worst(_ polygons: [[Point]], size: Int, rule: FillRule = .nonZero, banded: Bool = false)
        -> (levels: Int, at: (Int, Int), resolvedRows: Int) {
        let (mask, r) = coverageMask(path(polygons), width: size, height: size, rule: rule, banded: banded, bandCells: size * 8)
        let exact = reference(polygons, size: size, rule: rule)
        var worst = (levels: 0, at: (0, 0), resolvedRows: r.resolvedRowCount)
        for i in mask.indices {
            let d = Int(abs(Double(mask[i]) - exact[i]).rounded())
            if d > worst.levels { worst.levels = d; worst.at = (i % size, i / size) }
        }
        return worst
    }

    static func star(_ cx: Double, _ cy: Double, _ r: Double, points: Int = 5, step: Int = 2) -> [Point] {
        (0..<points).map { k in
            let angle = -Double.pi / 2 + Double(k * step) * 2 * Double.pi / Double(points)
            return Point(cx + r * cos(angle), cy + r * sin(angle))
        }
    }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double, clockwise: Bool = true) -> [Point] {
        let pts = (0..<96).map { k in Point(cx + r * cos(Double(k) * Double.pi / 48), cy + r * sin(Double(k) * Double.pi / 48)) }
        return clockwise ? pts : pts.reversed()
    }

    /// A bow-tie, a five-pointed star drawn in one stroke (its centre wound twice), an outline whose edges
    /// cross inside pixels (an L of two squares drawn as one path), a seven-pointed star {7/3}, two
    /// overlapping discs wound the same way (a glyph's overlapping contours: 2 beside 0 where they cross), and
    /// a disc crossed by a bar wound the other way (+1 beside −1).
    static let shapes: [(String, [[Point]])] = [
        ("bow-tie", [[Point(4, 4), Point(36.5, 36.5), Point(36.5, 4), Point(4, 36.5)]]),
        ("star", [star(20.3, 20.6, 16)]),
        ("overlap", [[Point(4, 4), Point(24.5, 4), Point(24.5, 24.5), Point(14.25, 24.5), Point(14.25, 36), Point(36, 36),
                      Point(36, 14.25), Point(4, 14.25)]]),
        ("star 7/3", [star(20.1, 19.7, 17, points: 7, step: 3)]),
        ("overlapping discs", [circle(15.3, 18.2, 11), circle(24.6, 21.7, 11.5)]),
        ("disc and reversed bar", [circle(20.2, 20.4, 14), [Point(3.3, 17.6), Point(3.3, 23.1), Point(37.4, 23.1), Point(37.4, 17.6)]]),
    ]

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func selfCrossingPixelsAgainstExactCoverage(rule: FillRule) throws {
        var report: [String] = []
        var worst = 0
        for (name, polygons) in Self.shapes {
            let w = Self.worst(polygons, size: 40, rule: rule)
            report.append("\(name): \(w.levels) at \(w.at), \(w.resolvedRows) rows resolved")
            worst = max(worst, w.levels)
        }
        print("self-crossing paths (\(rule)): worst pixel against exact —", report.joined(separator: "; "))
        // Within a sub-scanline's share of a pixel (16 levels) plus the reference's own sampling.
        #expect(worst <= 20, "\(report.joined(separator: "; "))")
    }

    /// Random polygons of 5–12 vertices, most of them crossing themselves many times.
    @Test func randomSelfCrossingPolygons() throws {
        var rng = SplitMix(seed: 15_06)
        var worst = (levels: 0, shape: 0)
        for shape in 0..<24 {
            let pts = (0..<(5 + Int(rng.next() % 8))).map { _ in Point(2 + rng.unit() * 28, 2 + rng.unit() * 28) }
            for rule in [FillRule.nonZero, .evenOdd] {
                let w = Self.worst([pts], size: 32, rule: rule)
                if w.levels > worst.levels { worst = (w.levels, shape) }
            }
        }
        print("random self-crossing polygons: worst pixel against exact —", worst.levels, "levels (shape \(worst.shape))")
        #expect(worst.levels <= 24)
    }

    /// Shapes whose windings never mix are drawn by area accumulation alone — not one row is computed again
    /// (so their pixels are what they were, and they cost what they did).
    @Test func simpleShapesAreLeftToAreaAccumulation() throws {
        let shapes: [(String, Path)] = [
            ("rounded rectangle", Path(roundedRect: Rect(x: 3.3, y: 4.7, width: 30.2, height: 20.6), cornerRadius: 6.5, curve: .continuous)),
            ("circle", Path(ellipseIn: Rect(x: 4.3, y: 3.6, width: 28.8, height: 28.8))),
            ("ring", Self.path([Self.circle(18.2, 18.7, 13), Self.circle(18.2, 18.7, 7, clockwise: false)])),
            ("triangle", Self.path([[Point(3.2, 30.1), Point(18.7, 2.6), Point(34.9, 30.1)]])),
            ("thin sliver", Self.path([[Point(3.1, 3.2), Point(35.3, 20.4), Point(3.1, 3.9)]])),
        ]
        for (name, p) in shapes {
            let (_, r) = coverageMask(p, width: 40, height: 40)
            #expect(r.resolvedRowCount == 0, "\(name): \(r.resolvedRowCount) rows resolved")
        }
        // The thin sliver's two edges share pixels: its windings are still 0 and 1, and it stays exact.
        let sliver = Self.worst([[Point(3.1, 3.2), Point(35.3, 20.4), Point(3.1, 3.9)]], size: 40)
        #expect(sliver.levels <= 8, "\(sliver)")
    }

    /// Dense bands (shapes past the sparse cell limit) resolve the same pixels.
    @Test func denseBandsAgree() throws {
        for (name, polygons) in Self.shapes {
            let sparse = coverageMask(Self.path(polygons), width: 40, height: 40).mask
            let dense = coverageMask(Self.path(polygons), width: 40, height: 40, banded: true, bandCells: 40 * 7).mask
            let d = zip(sparse, dense).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(d <= 1, "\(name): dense bands differ by \(d)")
        }
    }

    /// Hostile coordinates in a self-crossing path: drawn or refused, never a trap or a hang.
    @Test func hostileSelfCrossingPaths() throws {
        let m = Double.greatestFiniteMagnitude
        let c = try Canvas(width: 20, height: 20)
        c.fill(Self.path([[Point(-m, -m), Point(m, m), Point(m, -m), Point(-m, m)]]), with: .solid(.black))
        c.fill(Self.path([[Point(-1e300, 5.5), Point(1e300, 14.5), Point(1e300, 5.5), Point(-1e300, 14.5)]]), with: .solid(.black), rule: .evenOdd)
        c.fill(Self.path([[Point(1, 1), Point(.nan, 5), Point(19, 1), Point(1, 19)]]), with: .solid(.black))
        #expect(c.drawingError == nil)
        // A bow-tie across the whole canvas from far outside: both halves covered, the centre too.
        let (mask, _) = coverageMask(Self.path([[Point(-1e300, -1e300), Point(1e300, 1e300), Point(1e300, -1e300), Point(-1e300, 1e300)]]),
                                     width: 20, height: 20)
        #expect(mask[10 * 20 + 10] == 255 && mask[10 * 20 + 2] == 255)
    }
}

/// A small deterministic generator for test shapes.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
