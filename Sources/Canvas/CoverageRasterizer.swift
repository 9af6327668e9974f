// The rasteriser: exact-area coverage accumulated in sparse cells, in the FreeType "smooth" / AGG /
// Blend2D family (see ../../../shared/DESIGN.md for why not supersampling).
//
// Every line segment of a shape deposits, into each pixel cell it crosses, two numbers:
//   cover — the signed height it spans inside the cell (+ going down, − going up), and
//   area  — cover × the mean x of the crossing within the cell (0…1 from the cell's left edge).
// Sweeping a row left to right with a running sum `acc` of the covers seen so far, a cell's signed
// coverage is acc + cover − area, and every pixel between two cells has coverage acc. So the work is
// proportional to the cells the outline touches plus one call per covered span: interior runs come out
// as single spans whose coverage is computed once (and is usually 255, which the blitter fills as a
// plain store). Coverage is exact area to within float rounding, quantised to 0…255.

/// One pixel the outline passes through, with its accumulated signed cover and area.
struct Cell {
    var x: Int32
    var y: Int32
    var cover: Float
    var area: Float
}

/// Receives the coverage of a shape as horizontal spans.
protocol SpanBlitter {
    /// Paints `count` pixels of row `y` from column `x`, all with coverage `coverage` (1…255).
    mutating func blit(y: Int, x: Int, count: Int, coverage: UInt8)
    /// Paints `count` pixels of row `y` from column `x`, pixel i with coverage `coverages[i]` (0…255).
    mutating func blit(y: Int, x: Int, coverages: UnsafePointer<UInt8>, count: Int)
    /// Paints the same span on `rows` consecutive rows from row `y` (an axis-aligned rectangle's body).
    mutating func blitRows(y: Int, rows: Int, x: Int, count: Int, coverage: UInt8)
}

extension SpanBlitter {
    mutating func blitRows(y: Int, rows: Int, x: Int, count: Int, coverage: UInt8) {
        for r in y..<(y + rows) { blit(y: r, x: x, count: count, coverage: coverage) }
    }
}

/// ⌊x⌋ for coordinates already clipped to the canvas. Inline arithmetic: the package is built for the
/// baseline x86-64, where `rounded(.down)` is a call into libm, and the rasteriser does this per cell.
@inline(__always)
func floorInt(_ x: Double) -> Int {
    let i = Int(x)
    return Double(i) > x ? i - 1 : i
}

/// ⌈x⌉ for coordinates already clipped to the canvas (see `floorInt`).
@inline(__always)
func ceilInt(_ x: Double) -> Int {
    let i = Int(x)
    return Double(i) < x ? i + 1 : i
}

extension Double {
    /// `self`, or the smallest normal magnitude with its sign when it is zero (never divides by zero).
    fileprivate var nonZeroReciprocalGuard: Double { self == 0 ? .leastNormalMagnitude : self }
}

/// Accumulates line segments into cells within integer clip bounds, then sweeps them into spans.
///
/// A class holding manually managed buffers: a canvas keeps one for every fill, so steady-state drawing
/// neither allocates nor pays for copy-on-write checks in the per-cell loop.
final class CoverageRasterizer {
    /// The clip bounds in device pixels: columns [left, right), rows [top, bottom).
    private(set) var left: Int, top: Int, right: Int, bottom: Int
    /// Set when a segment had a NaN or infinite coordinate: the shape is then not drawn at all.
    private(set) var hasInvalidGeometry = false

    private var cells: UnsafeMutablePointer<Cell>
    private(set) var cellCount = 0
    private var cellCapacity: Int
    private var sorted: UnsafeMutablePointer<Cell>
    private var sortedCapacity: Int
    private var rowStarts: [Int32] = []
    /// One row of per-pixel coverage for runs of edge cells.
    private var runCoverage: UnsafeMutablePointer<UInt8>
    private var runCapacity: Int

    init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left; self.top = top; self.right = max(left, right); self.bottom = max(top, bottom)
        cellCapacity = 256
        cells = .allocate(capacity: cellCapacity)
        sortedCapacity = 256
        sorted = .allocate(capacity: sortedCapacity)
        runCapacity = max(16, self.right - self.left + 1)
        runCoverage = .allocate(capacity: runCapacity)
    }

    deinit {
        cells.deallocate(); sorted.deallocate(); runCoverage.deallocate()
    }

    /// All cells deposited so far, in deposit order (for tests).
    var depositedCells: [Cell] { Array(UnsafeBufferPointer(start: cells, count: cellCount)) }

    /// Forgets all accumulated segments and sets new clip bounds, keeping the storage.
    func reset(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left; self.top = top; self.right = max(left, right); self.bottom = max(top, bottom)
        cellCount = 0
        hasInvalidGeometry = false
        if self.right - self.left + 1 > runCapacity {
            runCoverage.deallocate()
            runCapacity = self.right - self.left + 1
            runCoverage = .allocate(capacity: runCapacity)
        }
    }

    /// Adds a closed polygon (the last point joins the first).
    func addPolygon(_ pts: [Point]) {
        guard pts.count > 1 else { return }
        pts.withUnsafeBufferPointer { p in
            var prev = p[p.count - 1]
            for q in p {
                addLine(prev.x, prev.y, q.x, q.y)
                prev = q
            }
        }
    }

    /// Adds every subpath of `path`, mapped by `transform`, flattened to within `tolerance` px, closed.
    func addPath(_ path: Path, transform: Transform, tolerance: Double = Path.flatteningTolerance) {
        path.flattened(transform: transform, tolerance: tolerance) { pts, _ in addPolygon(pts) }
    }

    /// Adds one directed line segment in device pixels.
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { hasInvalidGeometry = true; return }
        if y0 == y1 { return }
        let t = Double(top), b = Double(bottom)
        // Clip vertically: only the part within [top, bottom) can cover visible pixels.
        var ax = x0, ay = y0, bx = x1, by = y1
        if (ay < t && by < t) || (ay >= b && by >= b) { return }
        let dxdy = (bx - ax) / (by - ay)
        if ay < t { ax += (t - ay) * dxdy; ay = t } else if ay > b { ax += (b - ay) * dxdy; ay = b }
        if by < t { bx += (t - by) * dxdy; by = t } else if by > b { bx += (b - by) * dxdy; by = b }
        if ay == by { return }
        // Clip horizontally: the part left of `left` becomes a vertical edge at `left` (it still covers
        // everything to its right); the part right of `right` becomes a vertical edge at `right`.
        let l = Double(left), r = Double(right)
        if min(ax, bx) >= l && max(ax, bx) <= r {
            renderLine(ax, ay, bx, by)
            return
        }
        // Split where the segment crosses x = l and x = r, and clamp each piece's x into [l, r].
        var px = ax, py = ay
        let crossings = ax < bx ? (l, r) : (r, l)
        for edge in [crossings.0, crossings.1] where (px < edge) != (bx < edge) && px != edge {
            let ey = ay + (edge - ax) / dxdy.nonZeroReciprocalGuard
            renderLine(min(max(px, l), r), py, edge, ey)
            px = edge; py = ey
        }
        renderLine(min(max(px, l), r), py, min(max(bx, l), r), by)
    }

    @inline(__always)
    private func deposit(_ cx: Int, _ cy: Int, _ cover: Double, _ area: Double) {
        let x = Int32(truncatingIfNeeded: cx), y = Int32(truncatingIfNeeded: cy)
        if cellCount > 0 {
            let last = cells + (cellCount - 1)
            if last.pointee.x == x && last.pointee.y == y {
                last.pointee.cover += Float(cover)
                last.pointee.area += Float(area)
                return
            }
        }
        if cellCount == cellCapacity { growCells() }
        (cells + cellCount).initialize(to: Cell(x: x, y: y, cover: Float(cover), area: Float(area)))
        cellCount += 1
    }

    @inline(never)
    private func growCells() {
        let bigger = UnsafeMutablePointer<Cell>.allocate(capacity: cellCapacity * 2)
        bigger.moveInitialize(from: cells, count: cellCount)
        cells.deallocate()
        cells = bigger
        cellCapacity *= 2
    }

    /// Walks a segment already inside the clip bounds, row by row and cell by cell.
    private func renderLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 == y1 { return }
        let goingDown = y1 > y0
        var row = goingDown ? floorInt(y0) : ceilInt(y0) - 1
        if x0 == x1 {
            // A vertical edge (the sides of rectangles and rounded rectangles): one cell a row, all with
            // the same horizontal position inside the cell.
            let cx = floorInt(x0)
            let fx = x0 - Double(cx)
            var y = y0
            while true {
                let rowEdge = goingDown ? Double(row + 1) : Double(row)
                let last = goingDown ? y1 <= rowEdge : y1 >= rowEdge
                let ny = last ? y1 : rowEdge
                let dy = ny - y
                deposit(cx, row, dy, dy * fx)
                if last { break }
                y = ny
                row += goingDown ? 1 : -1
            }
            return
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        var y = y0, x = x0
        while true {
            // The end of this row's piece.
            let rowEdge = goingDown ? Double(row + 1) : Double(row)
            let last = goingDown ? y1 <= rowEdge : y1 >= rowEdge
            let ny = last ? y1 : rowEdge
            let nx = last ? x1 : x0 + (ny - y0) * dxdy
            renderRowPiece(row, x, y - Double(row), nx, ny - Double(row))
            if last { break }
            x = nx; y = ny
            row += goingDown ? 1 : -1
        }
    }

    /// Deposits a piece of a segment lying within one row: from (xa, fya) to (xb, fyb), with y given as
    /// fractions 0…1 of the row.
    @inline(__always)
    private func renderRowPiece(_ row: Int, _ xa: Double, _ fya: Double, _ xb: Double, _ fyb: Double) {
        let dy = fyb - fya
        if dy == 0 { return }
        let ca = floorInt(xa), cb = floorInt(xb)
        if ca == cb {
            let fx = (xa + xb) * 0.5 - Double(ca)
            deposit(ca, row, dy, dy * fx)
            return
        }
        // Crosses cell boundaries: step through the columns.
        let dydx = dy / (xb - xa)
        if xb > xa {
            var cx = ca, px = xa, py = fya
            while cx < cb {
                let bx = Double(cx + 1)
                let by = fya + (bx - xa) * dydx
                let d = by - py
                deposit(cx, row, d, d * ((px + bx) * 0.5 - Double(cx)))
                px = bx; py = by; cx += 1
            }
            let d = fyb - py
            deposit(cb, row, d, d * ((px + xb) * 0.5 - Double(cb)))
        } else {
            var cx = ca, px = xa, py = fya
            while cx > cb {
                let bx = Double(cx)
                let by = fya + (bx - xa) * dydx
                let d = by - py
                deposit(cx, row, d, d * ((px + bx) * 0.5 - Double(cx)))
                px = bx; py = by; cx -= 1
            }
            let d = fyb - py
            deposit(cb, row, d, d * ((px + xb) * 0.5 - Double(cb)))
        }
    }

    /// Sorts the cells by row then column and calls `blitter` for every covered span, in row order:
    /// runs of adjacent edge cells go out as one per-pixel coverage run, the pixels between them as
    /// uniform spans (interior spans of coverage 255 become plain stores in the blitter).
    func sweep<B: SpanBlitter>(rule: FillRule, into blitter: inout B) {
        guard !hasInvalidGeometry, cellCount > 0 else { return }
        let n = cellCount
        // Counting sort by row.
        var minY = Int32.max, maxY = Int32.min
        for i in 0..<n { let y = cells[i].y; minY = min(minY, y); maxY = max(maxY, y) }
        let rows = Int(maxY - minY) + 1
        if sortedCapacity < n {
            sorted.deallocate()
            sortedCapacity = max(n, sortedCapacity * 2)
            sorted = .allocate(capacity: sortedCapacity)
        }
        rowStarts.removeAll(keepingCapacity: true)
        rowStarts.append(contentsOf: repeatElement(0, count: rows + 1))
        let evenOdd = rule == .evenOdd
        let right = self.right
        let run = runCoverage
        let cells = self.cells, sorted = self.sorted
        @inline(__always) func flush(_ blitter: inout B, _ y: Int, _ x: Int, _ count: Int) {
            if count == 1 {
                if run[0] > 0 { blitter.blit(y: y, x: x, count: 1, coverage: run[0]) }
            } else if count > 1 {
                blitter.blit(y: y, x: x, coverages: run, count: count)
            }
        }
        rowStarts.withUnsafeMutableBufferPointer { starts in
            for i in 0..<n { starts[Int(cells[i].y - minY) + 1] += 1 }
            for r in 0..<rows { starts[r + 1] += starts[r] }
            // Place each cell at its row's next free slot; the slot counters end one row later, so
            // afterwards starts[r] holds the start of row r + 1 and row r begins at starts[r - 1].
            for i in 0..<n {
                let r = Int(cells[i].y - minY)
                sorted[Int(starts[r])] = cells[i]
                starts[r] += 1
            }
            var start = 0
            for r in 0..<rows {
                let end = Int(starts[r])
                defer { start = end }
                if start == end { continue }
                let y = Int(minY) + r
                // Insertion sort by x: rows hold few cells, mostly already in order.
                var i = start + 1
                while i < end {
                    if sorted[i].x < sorted[i - 1].x {
                        let c = sorted[i]
                        var j = i - 1
                        while j >= start && sorted[j].x > c.x { sorted[j + 1] = sorted[j]; j -= 1 }
                        sorted[j + 1] = c
                    }
                    i += 1
                }
                var acc: Float = 0
                var runX = 0, runCount = 0   // a pending run of per-pixel coverage starting at runX
                var nextX = Int(sorted[start].x)  // first column not yet emitted
                i = start
                while i < end {
                    let x = Int(sorted[i].x)
                    if x >= right { break }
                    var cover: Float = 0, area: Float = 0
                    while i < end && Int(sorted[i].x) == x { cover += sorted[i].cover; area += sorted[i].area; i += 1 }
                    if x > nextX {
                        // Pixels between cells share the coverage of the covers seen so far.
                        let a = Self.alpha(acc, evenOdd)
                        let gap = x - nextX
                        if gap <= 2 {
                            for k in 0..<gap { run[runCount + k] = a }
                            runCount += gap
                        } else {
                            flush(&blitter, y, runX, runCount); runCount = 0
                            if a > 0 { blitter.blit(y: y, x: nextX, count: gap, coverage: a) }
                        }
                    }
                    if runCount == 0 { runX = x }
                    run[runCount] = Self.alpha(acc + cover - area, evenOdd)
                    runCount += 1
                    acc += cover
                    nextX = x + 1
                }
                flush(&blitter, y, runX, runCount)
                if nextX < right {
                    let a = Self.alpha(acc, evenOdd)
                    if a > 0 { blitter.blit(y: y, x: nextX, count: right - nextX, coverage: a) }
                }
            }
        }
    }

    /// Signed winding-weighted area → 0…255 coverage under the fill rule.
    @inline(__always)
    static func alpha(_ v: Float, _ evenOdd: Bool) -> UInt8 {
        var a = abs(v)
        if evenOdd {
            a = a.truncatingRemainder(dividingBy: 2)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return UInt8(a * 255 + 0.5)
    }

    /// Emits the spans of an axis-aligned rectangle directly (no cells): a pixel's coverage is the
    /// product of its horizontal and vertical overlaps with the rectangle, which is its exact area.
    static func sweepRect<B: SpanBlitter>(_ rect: Rect, clipLeft: Int, clipTop: Int, clipRight: Int, clipBottom: Int,
                                          into blitter: inout B) {
        guard rect.isFinite else { return }
        let x0 = max(rect.minX, Double(clipLeft)), x1 = min(rect.maxX, Double(clipRight))
        let y0 = max(rect.minY, Double(clipTop)), y1 = min(rect.maxY, Double(clipBottom))
        guard x1 > x0, y1 > y0 else { return }
        let ix0 = floorInt(x0), ix1 = ceilInt(x1)
        let iy0 = floorInt(y0), iy1 = ceilInt(y1)
        func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
            min(hi, Double(i + 1)) - max(lo, Double(i))
        }
        let leftCov = overlap(ix0, x0, x1), rightCov = overlap(ix1 - 1, x0, x1)
        // With pixel-aligned sides, every fully covered row is one span: hand them over together.
        var bodyRows = 0..<0
        if leftCov == 1 && rightCov == 1 {
            let first = y0 == Double(iy0) ? iy0 : iy0 + 1, end = y1 == Double(iy1) ? iy1 : iy1 - 1
            if end > first {
                bodyRows = first..<end
                blitter.blitRows(y: first, rows: end - first, x: ix0, count: ix1 - ix0, coverage: 255)
            }
        }
        for y in iy0..<iy1 where !bodyRows.contains(y) {
            let vy = overlap(y, y0, y1)
            if ix1 - ix0 == 1 {
                let a = UInt8(vy * leftCov * 255 + 0.5)
                if a > 0 { blitter.blit(y: y, x: ix0, count: 1, coverage: a) }
                continue
            }
            let la = UInt8(vy * leftCov * 255 + 0.5)
            if la > 0 { blitter.blit(y: y, x: ix0, count: 1, coverage: la) }
            if ix1 - ix0 > 2 {
                let ma = UInt8(vy * 255 + 0.5)
                if ma > 0 { blitter.blit(y: y, x: ix0 + 1, count: ix1 - ix0 - 2, coverage: ma) }
            }
            let ra = UInt8(vy * rightCov * 255 + 0.5)
            if ra > 0 { blitter.blit(y: y, x: ix1 - 1, count: 1, coverage: ra) }
        }
    }
}
