import Canvas
import Foundation
import Testing

/// Where a path crosses itself, coverage against an exact reference: each pixel's share of the shape by the
/// non-zero rule, point-sampled from the winding number (32 × 32 samples a pixel — independent of the
/// rasteriser). Exact-area accumulation sums signed areas within a pixel, so where regions of opposite
/// winding (a bow-tie's crossing) or of winding 2 and 0 (overlapping contours) meet inside one pixel the sum
/// is wrong there. Measured here; the target is Cairo's ~45 levels (issue 15, item 6).
@Suite struct SelfCrossingCoverageTests {
    /// The non-zero winding number of the closed polygon `points` at `p`.
    static func winding(_ points: [Point], at p: Point) -> Int {
        var w = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            if a.y <= p.y {
                if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
            } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 { w -= 1 }
        }
        return w
    }

    /// The worst difference, in levels, between Sheetshot's fill of `points` and the exact coverage, over a
    /// `size` × `size` canvas, with where it is.
    static func worst(_ points: [Point], size: Int) throws -> (levels: Int, at: (Int, Int)) {
        let canvas = try Canvas(width: size, height: size)
        var path = Path()
        path.move(to: points[0])
        for p in points.dropFirst() { path.line(to: p) }
        path.close()
        canvas.fill(path, with: .solid(.black))
        let n = 32
        var worst = (levels: 0, at: (0, 0))
        for y in 0..<size {
            for x in 0..<size {
                var inside = 0
                for sy in 0..<n { for sx in 0..<n {
                    let p = Point(Double(x) + (Double(sx) + 0.5) / Double(n), Double(y) + (Double(sy) + 0.5) / Double(n))
                    if winding(points, at: p) != 0 { inside += 1 }
                } }
                let exact = Double(inside) / Double(n * n) * 255
                let d = Int(abs(Double(canvas.pixel(x: x, y: y).a) - exact).rounded())
                if d > worst.levels { worst = (d, (x, y)) }
            }
        }
        return worst
    }

    /// A bow-tie, a five-pointed star drawn in one stroke (its centre wound twice), and an outline whose
    /// edges cross inside pixels (an L of two squares drawn as one path).
    static let shapes: [(String, [Point])] = [
        ("bow-tie", [Point(4, 4), Point(36.5, 36.5), Point(36.5, 4), Point(4, 36.5)]),
        ("star", (0..<5).map { k in
            let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            return Point(20.3 + 16 * cos(angle), 20.6 + 16 * sin(angle))
        }),
        ("overlap", [Point(4, 4), Point(24.5, 4), Point(24.5, 24.5), Point(14.25, 24.5), Point(14.25, 36), Point(36, 36),
                     Point(36, 14.25), Point(4, 14.25)]),
    ]

    @Test func selfCrossingPixelsAgainstExactCoverage() throws {
        var report: [String] = []
        var worst = 0
        for (name, points) in Self.shapes {
            let w = try Self.worst(points, size: 40)
            report.append("\(name): \(w.levels) at \(w.at)")
            worst = max(worst, w.levels)
        }
        print("self-crossing paths: worst pixel against exact —", report.joined(separator: "; "))
        // Today: where opposite windings meet in one pixel the signed areas cancel.
        withKnownIssue("exact-area accumulation cancels opposite windings inside a pixel (issue 15, item 6)") {
            #expect(worst <= 45, "worst \(worst) levels: \(report.joined(separator: "; "))")
        }
        // And it is never worse than this (a regression would show here).
        #expect(worst <= 128, "\(report.joined(separator: "; "))")
    }
}
