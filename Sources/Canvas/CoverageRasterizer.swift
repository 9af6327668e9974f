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
}

/// Accumulates line segments into cells within integer clip bounds, then sweeps them into spans.
extension Double {
    /// `self`, or the smallest normal magnitude with its sign when it is zero (never divides by zero).
    fileprivate var nonZeroReciprocalGuard: Double { self == 0 ? .leastNormalMagnitude : self }
}

struct CoverageRasterizer {
    /// The clip bounds in device pixels: columns [left, right), rows [top, bottom).
    private(set) var left: Int, top: Int, right: Int, bottom: Int
    private(set) var cells: [Cell] = []
    private var sorted: [Cell] = []
    private var rowStarts: [Int32] = []
    /// Set when a segment had a NaN or infinite coordinate: the shape is then not drawn at all.
    private(set) var hasInvalidGeometry = false

    init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left; self.top = top; self.right = max(left, right); self.bottom = max(top, bottom)
    }

    /// Forgets all accumulated segments and sets new clip bounds, keeping the cell storage (a canvas
    /// reuses one rasteriser for every fill, so steady-state drawing does not allocate).
    mutating func reset(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left; self.top = top; self.right = max(left, right); self.bottom = max(top, bottom)
        cells.removeAll(keepingCapacity: true)
        hasInvalidGeometry = false
    }

    /// Adds a closed polygon (the last point joins the first).
    mutating func addPolygon(_ pts: [Point]) {
        guard pts.count > 1 else { return }
        var prev = pts[pts.count - 1]
        for p in pts {
            addLine(prev.x, prev.y, p.x, p.y)
            prev = p
        }
    }

    /// Adds every subpath of `path`, mapped by `transform`, flattened to within `tolerance` px, closed.
    mutating func addPath(_ path: Path, transform: Transform, tolerance: Double = Path.flatteningTolerance) {
        path.flattened(transform: transform, tolerance: tolerance) { pts, _ in addPolygon(pts) }
    }

    /// Adds one directed line segment in device pixels.
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
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
        addClippedX(ax, ay, bx, by, l, r, dxdy)
    }

    private mutating func addClippedX(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double,
                                      _ l: Double, _ r: Double, _ dxdy: Double) {
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
    private mutating func deposit(_ cx: Int, _ cy: Int, _ cover: Double, _ area: Double) {
        let x = Int32(truncatingIfNeeded: cx), y = Int32(truncatingIfNeeded: cy)
        if let last = cells.last, last.x == x, last.y == y {
            cells[cells.count - 1].cover += Float(cover)
            cells[cells.count - 1].area += Float(area)
        } else {
            cells.append(Cell(x: x, y: y, cover: Float(cover), area: Float(area)))
        }
    }

    /// Walks a segment already inside the clip bounds, row by row and cell by cell.
    private mutating func renderLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 == y1 { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        let goingDown = y1 > y0
        var y = y0, x = x0
        var row = goingDown ? Int(y0.rounded(.down)) : Int(y0.rounded(.up)) - 1
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
    private mutating func renderRowPiece(_ row: Int, _ xa: Double, _ fya: Double, _ xb: Double, _ fyb: Double) {
        let dy = fyb - fya
        if dy == 0 { return }
        let ca = Int(xa.rounded(.down)), cb = Int(xb.rounded(.down))
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

    /// Sorts the cells by row then column and calls `blitter` for every covered span, in row order.
    mutating func sweep<B: SpanBlitter>(rule: FillRule, into blitter: inout B) {
        guard !hasInvalidGeometry, !cells.isEmpty else { return }
        // Counting sort by row.
        var minY = Int32.max, maxY = Int32.min
        for c in cells { minY = min(minY, c.y); maxY = max(maxY, c.y) }
        let rows = Int(maxY - minY) + 1
        rowStarts.removeAll(keepingCapacity: true)
        rowStarts.append(contentsOf: repeatElement(0, count: rows + 1))
        for c in cells { rowStarts[Int(c.y - minY) + 1] += 1 }
        for r in 0..<rows { rowStarts[r + 1] += rowStarts[r] }
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: repeatElement(Cell(x: 0, y: 0, cover: 0, area: 0), count: cells.count))
        var fill = rowStarts
        for c in cells {
            let r = Int(c.y - minY)
            sorted[Int(fill[r])] = c
            fill[r] += 1
        }
        let evenOdd = rule == .evenOdd
        let right = self.right
        sorted.withUnsafeMutableBufferPointer { buf in
            for r in 0..<rows {
                let start = Int(rowStarts[r]), end = Int(rowStarts[r + 1])
                if start == end { continue }
                let y = Int(minY) + r
                // Insertion sort by x: rows hold few cells, mostly already in order.
                if end - start > 1 {
                    for i in (start + 1)..<end {
                        let c = buf[i]
                        var j = i - 1
                        while j >= start && buf[j].x > c.x { buf[j + 1] = buf[j]; j -= 1 }
                        buf[j + 1] = c
                    }
                }
                var acc: Float = 0
                var i = start
                var nextX = Int(buf[start].x)  // first column not yet emitted
                while i < end {
                    let x = Int(buf[i].x)
                    var cover: Float = 0, area: Float = 0
                    while i < end && Int(buf[i].x) == x { cover += buf[i].cover; area += buf[i].area; i += 1 }
                    if x >= right { break }
                    if x > nextX {
                        let a = Self.alpha(acc, evenOdd)
                        if a > 0 { blitter.blit(y: y, x: nextX, count: x - nextX, coverage: a) }
                    }
                    let a = Self.alpha(acc + cover - area, evenOdd)
                    if a > 0 { blitter.blit(y: y, x: x, count: 1, coverage: a) }
                    acc += cover
                    nextX = x + 1
                }
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
        let ix0 = Int(x0.rounded(.down)), ix1 = Int(x1.rounded(.up))
        let iy0 = Int(y0.rounded(.down)), iy1 = Int(y1.rounded(.up))
        func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
            min(hi, Double(i + 1)) - max(lo, Double(i))
        }
        let leftCov = overlap(ix0, x0, x1), rightCov = overlap(ix1 - 1, x0, x1)
        for y in iy0..<iy1 {
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
