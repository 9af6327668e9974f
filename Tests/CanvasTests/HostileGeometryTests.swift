import Foundation
import Testing
import TestSupport
@testable import Canvas

/// The coverage mask of `path` in the bounds, through the rasteriser alone; with `banded`, the sparse
/// cell list is made to overflow at once and dense bands of `bandCells` cells do the work.
func coverageMask(_ path: Path, left: Int = 0, top: Int = 0, width: Int, height: Int, rule: FillRule = .nonZero,
                  banded: Bool = false, bandCells: Int = 1 << 22) -> (mask: [UInt8], rasterizer: CoverageRasterizer) {
    let r = CoverageRasterizer(left: left, top: top, right: left + width, bottom: top + height)
    if banded { r.sparseCellLimit = 1; r.denseCellLimit = bandCells }
    var bytes = [UInt8](repeating: 0, count: width * height)
    bytes.withUnsafeMutableBufferPointer { b in
        var blitter = MaskBlitter(bytes: b.baseAddress!, stride: width, originX: left, originY: top, previous: nil)
        r.fill(path, transform: .identity, rule: rule, into: &blitter)
    }
    return (bytes, r)
}

@Suite struct HostileGeometryTests {
    /// A crash once: a segment from −1e308 to +1e308 overflowed the clipping arithmetic.
    @Test func extremeFiniteCoordinatesDoNotTrap() throws {
        let c = try Canvas(width: 10, height: 10)
        c.fill(try Path(svgPathData: "M-1e308 -1e308 L1e308 1e308"), with: .solid(.black))
        #expect(c.drawingError == nil)
        // A triangle reaching ±1e308 covers the whole canvas, exactly.
        c.fill(try Path(svgPathData: "M-1e308 -1e308 L1e308 -1e308 L0 1e308 Z"), with: .solid(.white))
        for y in 0..<10 { for x in 0..<10 { #expect(c.pixel(x: x, y: y) == PremultipliedPixel(packed: 0xFFFF_FFFF)) } }
        // Largest magnitudes, in every direction.
        let m = Double.greatestFiniteMagnitude
        var p = Path()
        p.move(to: Point(-m, 5)); p.line(to: Point(m, 5.5)); p.line(to: Point(m, -m)); p.line(to: Point(-m, m)); p.close()
        c.fill(p, with: .solid(.black))
    }

    /// A crash once (found by the fuzzer): a horizontal edge inside the canvas's rows but reaching 1e154
    /// was converted to a column before being clamped, in the search for pixels the outline visits twice.
    @Test func horizontalEdgesReachingFarDoNotTrap() throws {
        let c = try Canvas(width: 10, height: 10)
        c.fill(try Path(svgPathData: "M-1e154 2.5 L1e154 2.5 L0 8 Z"), with: .solid(.black))
        c.fill(try Path(svgPathData: "M1e308 4.5 L-1e308 4.5 L5 9.5 Z M2 1 L8 1 L5 9 Z"), with: .solid(.black))
        #expect(c.drawingError == nil)
        // The first triangle's edges meet the canvas near-horizontally: every pixel from row 3 down is
        // covered by it.
        #expect(c.pixel(x: 5, y: 6) == PremultipliedPixel(packed: 0xFF00_0000))
    }

    /// A hang once: an arc with radii of 1e308 made points that kept an edge loop running.
    @Test func arcsWithHugeRadiiFinish() throws {
        let c = try Canvas(width: 10, height: 10)
        c.fill(try Path(svgPathData: "M1 1 A1e308 1e308 0 1 1 2 2"), with: .solid(.black))
        c.fill(try Path(svgPathData: "M1 1 A1e-308 1e308 0 1 1 9 9 Z"), with: .solid(.black))
        c.fill(try Path(svgPathData: "M5 5 A1e308 1e-308 45 1 0 5.000001 5 Z"), with: .solid(.black))
        #expect(c.drawingError == nil)
    }

    /// Vertical spans below the smallest normal number made the slope infinite.
    @Test func subnormalDifferencesDoNotTrap() throws {
        let (mask, _) = coverageMask({
            var p = Path()
            // Subnormal numbers: 1e-310 and the smallest one, 5e-324.
            let tiny = Double.leastNormalMagnitude / 22250, least = Double.leastNonzeroMagnitude
            p.move(to: Point(0, -tiny)); p.line(to: Point(5, tiny)); p.line(to: Point(-tiny, 3)); p.close()
            p.move(to: Point(-least, 2)); p.line(to: Point(least, 4)); p.line(to: Point(3, 3)); p.close()
            return p
        }(), left: -3, top: -2, width: 8, height: 8)
        #expect(mask.contains { $0 > 0 })
    }

    /// Banded rasterising (past the sparse cell limit) gives the sparse sweep's coverage to within one level
    /// (the sparse list adds a cell's consecutive deposits before the rest, a dense grid one by one: float
    /// sums grouped differently; 3 pixels in 3,000 such shapes differ), for random shapes of lines and
    /// curves, partly far outside, under both fill rules, with bounds off the origin.
    @Test func denseBandsReproduceTheSparseSweep() {
        var rng = SeededRandom(seed: 11)
        for trial in 0..<200 {
            let w = Int.random(in: 5...90, using: &rng), h = Int.random(in: 5...90, using: &rng)
            let left = Int.random(in: -40...40, using: &rng), top = Int.random(in: -40...40, using: &rng)
            func coordinate(_ lo: Int, _ span: Int) -> Double {
                Int.random(in: 0..<8, using: &rng) == 0 ? Double.random(in: -1e6...1e6, using: &rng)
                    : Double(lo) + Double.random(in: -20...(Double(span) + 20), using: &rng)
            }
            func point() -> Point { Point(coordinate(left, w), coordinate(top, h)) }
            var p = Path()
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                p.move(to: point())
                for _ in 0..<Int.random(in: 2...12, using: &rng) {
                    switch Int.random(in: 0..<3, using: &rng) {
                    case 0: p.line(to: point())
                    case 1: p.quad(to: point(), control: point())
                    default: p.cubic(to: point(), control1: point(), control2: point())
                    }
                }
                p.close()
            }
            for rule in FillRule.allCases {
                let sparse = coverageMask(p, left: left, top: top, width: w, height: h, rule: rule)
                let banded = coverageMask(p, left: left, top: top, width: w, height: h, rule: rule, banded: true,
                                          bandCells: Int.random(in: 1...(w * h), using: &rng))
                let worst = zip(sparse.mask, banded.mask).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(worst <= 1, "trial \(trial), \(rule): a pixel differs by \(worst)")
            }
        }
    }

    /// A row of cells that arrives as alternating runs (a zig-zag outline) is sorted in linear moves, and
    /// cells of one column keep their deposit order (their sums must add up the same way every time).
    @Test func rowSortStaysLinearAndStable() {
        let n = 64_000
        var cells: [Cell] = []
        for k in 0..<n {
            let run = k / 8000, i = k % 8000
            let x = Int32(run % 2 == 0 ? i : 7999 - i)
            cells.append(Cell(x: x, y: 0, cover: Float(k), area: 0))
        }
        var scratch = [Cell](repeating: Cell(x: 0, y: 0, cover: 0, area: 0), count: n)
        let moves = cells.withUnsafeMutableBufferPointer { row in
            scratch.withUnsafeMutableBufferPointer { s in
                CoverageRasterizer.sortRow(row.baseAddress!, count: n, left: 0, right: 8000, scratch: s.baseAddress!)
            }
        }
        #expect(moves <= 20 * n, "\(moves) moves for \(n) cells")
        for k in 1..<n {
            #expect(cells[k - 1].x < cells[k].x || (cells[k - 1].x == cells[k].x && cells[k - 1].cover < cells[k].cover))
            if !(cells[k - 1].x <= cells[k].x) { break }
        }
        // Nearly sorted rows stay on insertion sort (few moves).
        var nearly = (0..<1000).map { Cell(x: Int32($0), y: 0, cover: 0, area: 0) }
        nearly.swapAt(10, 11)
        let few = nearly.withUnsafeMutableBufferPointer { row in
            scratch.withUnsafeMutableBufferPointer { s in
                CoverageRasterizer.sortRow(row.baseAddress!, count: 1000, left: 0, right: 1000, scratch: s.baseAddress!)
            }
        }
        #expect(few == 1)
    }

    /// The quadratic case (8,000 long zig-zag segments on an 8001×1000 canvas), at a quarter of
    /// the size: its 4 million cells overflow the sparse list, so dense bands do the work, the cell list
    /// stays within its limit, and each row is covered as the geometry says.
    @Test func aZigZagOutlineStaysWithinTheCellLimit() throws {
        var p = Path()
        p.move(to: Point(0, 0))
        for i in 1...2000 { p.line(to: Point(i % 2 == 1 ? 2000 : 0, Double(i) * 500 / 2000)) }
        p.close()
        let (mask, r) = coverageMask(p, width: 2001, height: 500)
        #expect(r.cellCount <= r.sparseCellLimit)
        #expect(!r.exceededWorkLimit)
        // Between consecutive strokes lie thin triangles; a row is half covered in area.
        let row250 = mask[(250 * 2001)..<(251 * 2001)].reduce(0) { $0 + Int($1) }
        #expect(abs(Double(row250) / 255 - 1000) < 20, "\(Double(row250) / 255)")
    }

    /// Cubics with control points a million pixels away cost what their visible parts cost: curves outside
    /// the canvas become chords, curves across its edge are halved first (at most 4096 chords a curve).
    @Test func farAwayControlPointsAreCulled() throws {
        var rng = SeededRandom(seed: 5)
        var p = Path()
        p.move(to: Point(200, 200))
        for _ in 0..<2000 {
            let r = { Double.random(in: -1e6...1e6, using: &rng) }
            p.cubic(to: Point(Double.random(in: 0...400, using: &rng), Double.random(in: 0...400, using: &rng)),
                    control1: Point(r(), r()), control2: Point(r(), r()))
        }
        p.close()
        var counter = PointCounter()
        p.flatten(transform: .identity, tolerance: Path.flatteningTolerance,
                  window: FlatteningWindow(minX: 0, minY: 0, maxX: 400, maxY: 400), into: &counter)
        var uncapped = PointCounter()
        p.flatten(transform: .identity, tolerance: Path.flatteningTolerance, window: nil, into: &uncapped)
        #expect(uncapped.points > 2000 * 4000)       // every curve at the 4096-chord cap
        #expect(counter.points < uncapped.points / 20, "\(counter.points) points with culling")
    }

    /// A shape past the work limit is not drawn at all (no band of it), and the canvas says why.
    @Test func aShapePastTheWorkLimitIsReportedNotDrawn() throws {
        let c = try Canvas(width: 16384, height: 40)
        var p = Path()
        p.move(to: Point(0, 0))
        for i in 1...17_000 { p.line(to: Point(i % 2 == 1 ? 16384 : 0, Double(i) * 40 / 17_000)) }
        p.close()
        c.fill(p, with: .solid(.black))
        let error = try #require(c.drawingError)
        #expect("\(error)".contains("pixel cells"))
        #expect(c.pixel(x: 8000, y: 20).a == 0)
        c.reset()
        #expect(c.drawingError == nil)
    }
}

/// Counts the points a flattening produces.
struct PointCounter: PolylineSink {
    var points = 0
    var wantsMore: Bool { true }
    mutating func beginSubpath(at first: Point, endingAt last: Point) { points += 1 }
    mutating func addPoint(_ p: Point) { points += 1 }
    mutating func endSubpath(closed: Bool) {}
}
