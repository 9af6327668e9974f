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
//
// Hostile geometry stays cheap and safe. Segments are clipped to the bounds with arithmetic that cannot
// overflow (any finite coordinates, ±1e308 included); curves are culled and halved against the bounds
// before flattening (PathFlattening.swift); rows whose cells arrive out of order fall back from insertion
// sort to a stable radix sort. Past `sparseCellLimit` cells the shape is rasterised again in horizontal
// bands into dense per-band cell grids, so memory stays bounded; the bands walk every segment with the
// sparse walk's arithmetic (a band starts where the row-by-row walk would be), so coverage agrees to within
// one level — float sums grouped differently — and which way a shape goes depends only on the shape, so
// output stays deterministic. Past `workLimit` cell crossings a fill draws nothing and reports it.
//
// Area sums are a pixel's exact coverage only where the winding takes at most two neighbouring values in
// it. A pixel the outline passes through in one visit always does (the visit cuts it in two parts whose
// windings differ by one), so rows where a column holds cells of two visits — or a horizontal edge, which
// leaves no cells, has cells between its ends — are checked exactly from the recorded segments, and the
// pixels where windings really mix are computed from sub-scanlines (MixedWindings.swift).

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

/// Where a segment from (a0, b0) to (a1, b1) has a = v, as its b coordinate — for v between a0 and a1
/// (a0 ≠ a1) — computed so that no intermediate overflows whatever the finite inputs.
@inline(__always)
func crossing(_ a0: Double, _ b0: Double, _ a1: Double, _ b1: Double, at v: Double) -> Double {
    let da = a1 - a0
    var s = da.isFinite ? (v - a0) / da : (v * 0.5 - a0 * 0.5) / (a1 * 0.5 - a0 * 0.5)
    s = s >= 0 ? (s <= 1 ? s : 1) : 0   // also maps NaN to 0
    let db = b1 - b0
    return db.isFinite ? b0 + s * db : b0 * (1 - s) + b1 * s
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
    /// Set when the shape crossed more than `workLimit` cells: it is then not drawn at all.
    private(set) var exceededWorkLimit = false

    /// The most cells kept in the sparse list before the shape is redone in dense bands (32 MiB of cells).
    var sparseCellLimit = 1 << 21
    /// The most cells a dense band holds (two 16 MiB grids of Float).
    var denseCellLimit = 1 << 22
    /// The most cell crossings one shape may make (about a second of work); past it the fill is abandoned.
    static let workLimit = 1 << 28

    private var cells: UnsafeMutablePointer<Cell>
    private(set) var cellCount = 0
    private var cellCapacity: Int
    private var sorted: UnsafeMutablePointer<Cell>
    private var sortedCapacity: Int
    private var rowStarts: [Int32] = []
    /// One row of per-pixel coverage for runs of edge cells.
    private var runCoverage: UnsafeMutablePointer<UInt8>
    private var runCapacity: Int

    /// The rows deposits go to: the whole clip, or one band of it. Segments outside are skipped.
    private var rowLo = 0, rowHi = 0
    /// Cells past the sparse limit were dropped: the shape must be redone in dense bands.
    private(set) var overflowed = false
    /// Cells crossed so far (an upper bound: each segment counts |Δx| + |Δy| + 2).
    private var work = 0
    /// Dense mode: per-cell cover and area of the current band, `denseWidth` cells a row from `left`.
    private var dense: (cover: UnsafeMutablePointer<Float>, area: UnsafeMutablePointer<Float>, capacity: Int)?
    private var denseMode = false
    /// Measuring: segments only count their work, depositing nothing.
    private var measuring = false
    private var denseWidth = 0
    /// The shape's segments after the vertical clip, kept to find the rows where windings mix
    /// (MixedWindingRows.swift); past `segmentLimit` they are dropped and those rows keep area accumulation.
    private var segments: UnsafeMutablePointer<RasterSegment>
    private var segmentCount = 0, segmentCapacity = 64
    private var segmentsDropped = false
    /// The most segments kept for finding mixed-winding rows (32 MiB).
    static let segmentLimit = 1 << 20
    /// Whether rows where windings mix are computed from sub-scanlines (MixedWindingRows.swift); off for
    /// stroke outlines, whose overlapping pieces keep area accumulation (the Stroker's documented limit).
    var resolvesMixedWindings = true
    /// Rows of the last fill computed from sub-scanlines (for tests).
    private(set) var resolvedRowCount = 0

    init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left; self.top = top; self.right = max(left, right); self.bottom = max(top, bottom)
        cellCapacity = 256
        cells = .allocate(capacity: cellCapacity)
        sortedCapacity = 256
        sorted = .allocate(capacity: sortedCapacity)
        runCapacity = max(16, self.right - self.left + 1)
        runCoverage = .allocate(capacity: runCapacity)
        segments = .allocate(capacity: segmentCapacity)
        rowLo = self.top; rowHi = self.bottom
    }

    deinit {
        cells.deallocate(); sorted.deallocate(); runCoverage.deallocate(); segments.deallocate()
        if let d = dense { d.cover.deallocate(); d.area.deallocate() }
    }

    /// All cells deposited so far, in deposit order (for tests).
    var depositedCells: [Cell] { Array(UnsafeBufferPointer(start: cells, count: cellCount)) }

    /// Forgets all accumulated segments and sets new clip bounds, keeping the storage.
    func reset(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left; self.top = top; self.right = max(left, right); self.bottom = max(top, bottom)
        rowLo = self.top; rowHi = self.bottom
        cellCount = 0
        segmentCount = 0
        segmentsDropped = false
        horizontals.removeAll(keepingCapacity: true)
        resolvedRowCount = 0
        work = 0
        hasInvalidGeometry = false
        exceededWorkLimit = false
        overflowed = false
        denseMode = false
        if self.right - self.left + 1 > runCapacity {
            runCoverage.deallocate()
            runCapacity = self.right - self.left + 1
            runCoverage = .allocate(capacity: runCapacity)
        }
    }

    // MARK: Filling a path

    /// Rasterises `path` (mapped by `transform`, flattened to within `tolerance` device pixels) inside the
    /// clip bounds and sends its coverage under `rule` to `blitter`, row by row. Draws nothing when the
    /// path has a non-finite coordinate or crosses more than `workLimit` cells (check the flags after).
    func fill<B: SpanBlitter>(_ path: Path, transform: Transform, tolerance: Double = Path.flatteningTolerance,
                              rule: FillRule, into blitter: inout B) {
        reset(left: left, top: top, right: right, bottom: bottom)
        let window = FlatteningWindow(minX: Double(left), minY: Double(top), maxX: Double(right), maxY: Double(bottom))
        var sink = RasterizerSink(rasterizer: self)
        path.flatten(transform: transform, tolerance: tolerance, window: window, into: &sink)
        if hasInvalidGeometry || exceededWorkLimit { return }
        if !overflowed {
            sweep(rule: rule, into: &blitter)
            return
        }
        // Too many cells for the sparse list: redo the shape band by band into dense grids — after
        // measuring its whole work, so that a shape past the limit draws no band at all.
        overflowed = false
        work = 0
        segmentCount = 0
        segmentsDropped = false
        measuring = true
        var measure = RasterizerSink(rasterizer: self)
        path.flatten(transform: transform, tolerance: tolerance, window: window, into: &measure)
        measuring = false
        if hasInvalidGeometry || exceededWorkLimit { return }
        var finder = mixedWindingFinder()
        denseWidth = right - left + 2
        let rowsPerBand = max(1, denseCellLimit / denseWidth)
        ensureDenseCapacity(rowsPerBand * denseWidth)
        denseMode = true
        defer { denseMode = false; rowLo = top; rowHi = bottom }
        var bandTop = top
        while bandTop < bottom {
            rowLo = bandTop; rowHi = min(bottom, bandTop + rowsPerBand)
            let count = (rowHi - rowLo) * denseWidth
            dense!.cover.initialize(repeating: 0, count: count)
            dense!.area.initialize(repeating: 0, count: count)
            var sink = RasterizerSink(rasterizer: self)
            path.flatten(transform: transform, tolerance: tolerance, window: window, into: &sink)
            if hasInvalidGeometry || exceededWorkLimit { return }
            sweepDense(rule: rule, finder: &finder, into: &blitter)
            bandTop = rowHi
        }
    }

    private func ensureDenseCapacity(_ n: Int) {
        if let d = dense, d.capacity >= n { return }
        if let d = dense { d.cover.deallocate(); d.area.deallocate() }
        dense = (UnsafeMutablePointer<Float>.allocate(capacity: n), UnsafeMutablePointer<Float>.allocate(capacity: n), n)
    }

    /// Adds a closed polygon (the last point joins the first) — for tests; shapes come through `fill`.
    func addPolygon(_ pts: [Point]) {
        guard pts.count > 1 else { return }
        var prev = pts[pts.count - 1]
        for q in pts {
            addLine(prev.x, prev.y, q.x, q.y)
            prev = q
        }
    }

    /// Adds one directed line segment in device pixels (any finite coordinates; NaN or ±inf mark the
    /// shape invalid).
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { hasInvalidGeometry = true; return }
        if y0 == y1 || exceededWorkLimit {
            if y0 == y1 && resolvesMixedWindings && !denseMode { noteHorizontal(x0, x1, y0) }
            return
        }
        let t = Double(top), b = Double(bottom)
        // Clip vertically: only the part within [top, bottom) can cover visible pixels.
        if (y0 <= t && y1 <= t) || (y0 >= b && y1 >= b) { return }
        var ax = x0, ay = y0, bx = x1, by = y1
        if ay < t { ax = crossing(y0, x0, y1, x1, at: t); ay = t } else if ay > b { ax = crossing(y0, x0, y1, x1, at: b); ay = b }
        if by < t { bx = crossing(y0, x0, y1, x1, at: t); by = t } else if by > b { bx = crossing(y0, x0, y1, x1, at: b); by = b }
        if ay == by { return }
        if !denseMode && resolvesMixedWindings { record(RasterSegment(x0: ax, y0: ay, x1: bx, y1: by)) }
        // In a dense band, only the band's rows matter.
        if denseMode && (max(ay, by) <= Double(rowLo) || min(ay, by) >= Double(rowHi)) { return }
        // Clip horizontally: the part left of `left` becomes a vertical edge at `left` (it still covers
        // everything to its right); the part right of `right` becomes a vertical edge at `right`.
        let l = Double(left), r = Double(right)
        if min(ax, bx) >= l && max(ax, bx) <= r {
            renderLine(ax, ay, bx, by)
            return
        }
        if max(ax, bx) <= l { renderLine(l, ay, l, by); return }
        if min(ax, bx) >= r { return }   // its cells would sit at column `right`, which no sweep reads
        // Split where the segment crosses x = l and x = r, and clamp each piece's x into [l, r].
        var px = ax, py = ay
        let edges = ax < bx ? (l, r) : (r, l)
        for edge in [edges.0, edges.1] where (px < edge) != (bx < edge) && px != edge {
            let ey = min(max(crossing(ax, ay, bx, by, at: edge), min(ay, by)), max(ay, by))
            renderLine(min(max(px, l), r), py, edge, ey)
            px = edge; py = ey
        }
        renderLine(min(max(px, l), r), py, min(max(bx, l), r), by)
    }

    /// Where the current subpath's cells begin (see `endSubpath`).
    private var subpathStart = 0

    func beginSubpath() { subpathStart = cellCount }

    /// A closed outline ends in the cell it began in (its closing edge starts where its last edge ends):
    /// that one visit is folded into the first cell, so it does not count as the pixel being visited twice.
    /// The sums are those the sweep would take (first + last, in deposit order).
    func endSubpath() {
        let f = subpathStart, l = cellCount - 1
        guard !denseMode, !overflowed, l > f, cells[f].x == cells[l].x, cells[f].y == cells[l].y else { return }
        cells[f].cover += cells[l].cover
        cells[f].area += cells[l].area
        cellCount -= 1
    }

    /// Horizontal edges inside rows, as (row, first, last) interior columns: they deposit no cells, so a
    /// pixel where another edge crosses one is visited twice without a second cell — such rows are checked.
    private var horizontals: [(row: Int32, from: Int32, to: Int32)] = []

    private func noteHorizontal(_ x0: Double, _ x1: Double, _ y: Double) {
        guard y.isFinite, x0.isFinite, x1.isFinite, y > Double(top), y < Double(bottom) else { return }
        let row = floorInt(y)
        if Double(row) == y { return }   // on a row boundary: no pixel is cut by it
        // x may be any finite number (±1e308): clamped just outside the clip before converting to Int.
        let lo = min(max(min(x0, x1), Double(left - 2)), Double(right + 2))
        let hi = min(max(max(x0, x1), Double(left - 2)), Double(right + 2))
        let from = max(left, floorInt(lo) + 1), to = min(right - 1, floorInt(hi) - 1)
        if to >= from { horizontals.append((Int32(row), Int32(from), Int32(to))) }
    }

    /// Keeps a segment for finding mixed-winding rows (up to `segmentLimit`).
    @inline(__always)
    private func record(_ s: RasterSegment) {
        if segmentCount == segmentCapacity {
            guard segmentCapacity < Self.segmentLimit else { segmentsDropped = true; return }
            let bigger = UnsafeMutablePointer<RasterSegment>.allocate(capacity: segmentCapacity * 2)
            bigger.moveInitialize(from: segments, count: segmentCount)
            segments.deallocate()
            segments = bigger
            segmentCapacity *= 2
        }
        (segments + segmentCount).initialize(to: s)
        segmentCount += 1
    }

    /// A finder of mixed-winding pixels over the segments recorded (nil when they were dropped or are not
    /// kept).
    private func mixedWindingFinder() -> MixedWindingFinder? {
        guard resolvesMixedWindings, !segmentsDropped, segmentCount > 1 else { return nil }
        return MixedWindingFinder(UnsafeBufferPointer(start: segments, count: segmentCount), left: left, right: right)
    }

    /// Emits a row holding pixels where windings mix: `coverage(x)` gives each column's (cover, area) from
    /// its cells, columns [from, to) hold cells; the pixels at risk are then overwritten from sub-scanlines.
    private func emitMixedRow<B: SpanBlitter>(y: Int, _ finder: MixedWindingFinder, from: Int, to: Int,
                                              resolver: inout MixedWindingFinder.Resolver?, evenOdd: Bool, into blitter: inout B,
                                              cells coverage: (Int) -> (cover: Float, area: Float)) {
        resolvedRowCount += 1
        let run = runCoverage
        var acc: Float = 0
        for x in from..<to {
            let (cover, area) = coverage(x)
            run[x - from] = Self.alpha(acc + cover - area, evenOdd)
            acc += cover
        }
        if resolver == nil { resolver = MixedWindingFinder.Resolver(left: left, right: right) }
        resolver!.resolve(row: y, finder, segments: UnsafeBufferPointer(start: segments, count: segmentCount), evenOdd: evenOdd,
                          into: run, outX: from, outCount: to - from)
        if to > from { blitter.blit(y: y, x: from, coverages: run, count: to - from) }
        if to < right {
            let a = Self.alpha(acc, evenOdd)
            if a > 0 { blitter.blit(y: y, x: to, count: right - to, coverage: a) }
        }
    }

    @inline(__always)
    private func deposit(_ cx: Int, _ cy: Int, _ cover: Double, _ area: Double) {
        assert(cx >= left && cx <= right && cy >= rowLo && cy < rowHi, "cell (\(cx), \(cy)) outside the bounds")
        if denseMode { depositDense(cx, cy, cover, area); return }
        let x = Int32(truncatingIfNeeded: cx), y = Int32(truncatingIfNeeded: cy)
        if cellCount > 0 {
            let last = cells + (cellCount - 1)
            if last.pointee.x == x && last.pointee.y == y {
                last.pointee.cover += Float(cover)
                last.pointee.area += Float(area)
                return
            }
        }
        // Nothing to add (a walk touching a column boundary): no cell, so that the outline's visit to the
        // previous cell goes on in one cell.
        if cover == 0 && area == 0 { return }
        if cellCount == cellCapacity && !makeRoom() { return }
        (cells + cellCount).initialize(to: Cell(x: x, y: y, cover: Float(cover), area: Float(area)))
        cellCount += 1
    }

    /// Grows the cell list, or — at the sparse limit — marks the shape for dense bands; false then.
    @inline(never)
    private func makeRoom() -> Bool {
        if cellCount >= sparseCellLimit { overflowed = true; return false }
        growCells()
        return true
    }

    /// A deposit into the current dense band (kept out of line: `deposit` is inlined everywhere).
    @inline(never)
    private func depositDense(_ cx: Int, _ cy: Int, _ cover: Double, _ area: Double) {
        let i = (cy - rowLo) * denseWidth + (cx - left)
        dense!.cover[i] += Float(cover)
        dense!.area[i] += Float(area)
    }

    @inline(never)
    private func growCells() {
        let bigger = UnsafeMutablePointer<Cell>.allocate(capacity: cellCapacity * 2)
        bigger.moveInitialize(from: cells, count: cellCount)
        cells.deallocate()
        cells = bigger
        cellCapacity *= 2
    }

    /// Walks a segment already inside the clip bounds, row by row and cell by cell, depositing only in
    /// the rows [rowLo, rowHi). A walk that starts above the band jumps to it with the same arithmetic
    /// the row-by-row walk would have used, so bands reproduce the whole-shape result exactly.
    private func renderLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 == y1 || overflowed { return }
        let lo = Double(rowLo), hi = Double(rowHi)
        if denseMode {
            // A piece of a segment split at the clip's sides may lie outside this band.
            if max(y0, y1) <= lo || min(y0, y1) >= hi { return }
        } else {
            // Work: the columns and rows this walk can visit (the whole shape is measured before any
            // dense band is drawn, so bands count nothing).
            work += Int(abs(x1 - x0) + abs(y1 - y0)) + 2
            if work > Self.workLimit { exceededWorkLimit = true; return }
            if measuring { return }
        }
        let goingDown = y1 > y0
        // The row that ends the walk early: one past the band in the walk's direction (never reached
        // outside dense bands, where segments are clipped to the rows already).
        let stopRow = goingDown ? rowHi : rowLo - 1
        var row = goingDown ? floorInt(y0) : ceilInt(y0) - 1
        var y = y0
        if goingDown && row < rowLo { row = rowLo; y = lo } else if !goingDown && row >= rowHi { row = rowHi - 1; y = hi }
        if x0 == x1 {
            // A vertical edge (the sides of rectangles and rounded rectangles): one cell a row, all with
            // the same horizontal position inside the cell.
            let cx = floorInt(x0)
            let fx = x0 - Double(cx)
            while true {
                let rowEdge = goingDown ? Double(row + 1) : Double(row)
                let last = goingDown ? y1 <= rowEdge : y1 >= rowEdge
                let ny = last ? y1 : rowEdge
                let dy = ny - y
                deposit(cx, row, dy, dy * fx)
                if last { break }
                y = ny
                row += goingDown ? 1 : -1
                if row == stopRow { break }
            }
            return
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        guard dxdy.isFinite else { return }   // spans under 1e-300 px vertically: no cover to speak of
        // Row crossings are kept within the segment's own columns: rounding must never put a cell
        // outside the clip bounds (the buffers are sized to them).
        let xLow = min(x0, x1), xHigh = max(x0, x1)
        var x = y == y0 ? x0 : min(max(x0 + (y - y0) * dxdy, xLow), xHigh)
        while true {
            // The end of this row's piece.
            let rowEdge = goingDown ? Double(row + 1) : Double(row)
            let last = goingDown ? y1 <= rowEdge : y1 >= rowEdge
            let ny = last ? y1 : rowEdge
            let nx = last ? x1 : min(max(x0 + (ny - y0) * dxdy, xLow), xHigh)
            // This row's piece, from (x, fya) to (nx, fyb) with y as fractions 0…1 of the row.
            let fya = y - Double(row), fyb = ny - Double(row)
            let dy = fyb - fya
            if dy != 0 {
                let ca = floorInt(x), cb = floorInt(nx)
                // Within one cell — or x differing by a subnormal, too little for the division: one deposit.
                let dydx = ca == cb ? 0 : dy / (nx - x)
                if ca == cb || !dydx.isFinite {
                    deposit(ca, row, dy, dy * ((x + nx) * 0.5 - Double(ca)))
                } else if nx > x {
                    // Crosses cell boundaries: step through the columns.
                    var cx = ca, px = x, py = fya
                    while cx < cb {
                        let bx = Double(cx + 1)
                        let by = fya + (bx - x) * dydx
                        let d = by - py
                        deposit(cx, row, d, d * ((px + bx) * 0.5 - Double(cx)))
                        px = bx; py = by; cx += 1
                    }
                    let d = fyb - py
                    deposit(cb, row, d, d * ((px + nx) * 0.5 - Double(cb)))
                } else {
                    var cx = ca, px = x, py = fya
                    while cx > cb {
                        let bx = Double(cx)
                        let by = fya + (bx - x) * dydx
                        let d = by - py
                        deposit(cx, row, d, d * ((px + bx) * 0.5 - Double(cx)))
                        px = bx; py = by; cx -= 1
                    }
                    let d = fyb - py
                    deposit(cb, row, d, d * ((px + nx) * 0.5 - Double(cb)))
                }
            }
            if last { break }
            x = nx; y = ny
            row += goingDown ? 1 : -1
            if row == stopRow { break }
        }
    }

    // MARK: Sweeping

    /// Sorts the cells by row then column and calls `blitter` for every covered span, in row order:
    /// runs of adjacent edge cells go out as one per-pixel coverage run, the pixels between them as
    /// uniform spans (interior spans of coverage 255 become plain stores in the blitter).
    func sweep<B: SpanBlitter>(rule: FillRule, into blitter: inout B) {
        guard !hasInvalidGeometry, !exceededWorkLimit, cellCount > 0 else { return }
        // Pixels where windings may mix are those the outline visits more than once: a column whose cells
        // came in separate visits. Only rows with one are analysed (MixedWindings.swift).
        let checksMixing = resolvesMixedWindings && !segmentsDropped
        if checksMixing && horizontals.count > 1 { horizontals.sort { $0.row < $1.row } }
        let horizontals = self.horizontals
        var horizontal = 0
        var finder: MixedWindingFinder?
        var resolver: MixedWindingFinder.Resolver?
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
        let right = self.right, left = self.left
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
            // From here on `cells` is free: it is the radix sort's scratch space.
            var start = 0
            for r in 0..<rows {
                let end = Int(starts[r])
                defer { start = end }
                if start == end { continue }
                let y = Int(minY) + r
                Self.sortRow(sorted + start, count: end - start, left: left, right: right, scratch: cells)
                var crossesHorizontal = false
                if checksMixing {
                    while horizontal < horizontals.count && Int(horizontals[horizontal].row) < y { horizontal += 1 }
                    var h = horizontal
                    while !crossesHorizontal && h < horizontals.count && Int(horizontals[h].row) == y {
                        let (from, to) = (horizontals[h].from, horizontals[h].to)
                        for k in start..<end where sorted[k].x >= from && sorted[k].x <= to { crossesHorizontal = true; break }
                        h += 1
                    }
                }
                if checksMixing && (crossesHorizontal || Self.revisitsAColumn(sorted + start, count: end - start)) {
                    if finder == nil { finder = mixedWindingFinder() }
                    if finder != nil && finder!.analyse(row: y) {
                        // Cells sorted by column: sum each column's in deposit order, as the sweep below does.
                        let from = Int(sorted[start].x)
                        var to = from
                        var k = start
                        while k < end && Int(sorted[k].x) < right { to = Int(sorted[k].x) + 1; k += 1 }
                        var i = start
                        emitMixedRow(y: y, finder!, from: from, to: to, resolver: &resolver, evenOdd: evenOdd,
                                     into: &blitter) { x in
                            var cover: Float = 0, area: Float = 0
                            while i < end && Int(sorted[i].x) == x { cover += sorted[i].cover; area += sorted[i].area; i += 1 }
                            return (cover, area)
                        }
                        continue
                    }
                }
                var acc: Float = 0
                var runX = 0, runCount = 0   // a pending run of per-pixel coverage starting at runX
                var nextX = Int(sorted[start].x)  // first column not yet emitted
                var i = start
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

    /// Whether a sorted row holds two cells of one column: the outline visited that pixel more than once
    /// (a single visit cuts a pixel in two parts whose windings differ by one — area accumulation is exact
    /// there).
    @inline(__always)
    static func revisitsAColumn(_ row: UnsafeMutablePointer<Cell>, count n: Int) -> Bool {
        var i = 1
        while i < n {
            if row[i].x == row[i - 1].x { return true }
            i += 1
        }
        return false
    }

    /// Sorts one row's cells by x, keeping cells of one column in deposit order (their sums must add up
    /// in the same order every time). Rows usually arrive almost sorted, so insertion sort; a row that
    /// needs too many moves (a zig-zag outline) is finished by a two-pass radix sort on x − left instead,
    /// so a row of n cells never costs more than O(n). Returns the number of cell moves it made.
    @discardableResult @inline(__always)
    static func sortRow(_ row: UnsafeMutablePointer<Cell>, count n: Int, left: Int, right: Int, scratch: UnsafeMutablePointer<Cell>) -> Int {
        var moves = 0
        var i = 1
        while i < n {
            if row[i].x < row[i - 1].x {
                let c = row[i]
                var j = i - 1
                while j >= 0 && row[j].x > c.x { row[j + 1] = row[j]; j -= 1 }
                row[j + 1] = c
                moves &+= i - 1 - j
                if moves > 8 * n + 64 { return moves + radixSortRow(row, count: n, left: left, right: right, scratch: scratch) }
            }
            i += 1
        }
        return moves
    }

    /// A stable LSD radix sort of a row's cells by x − left, 8 bits a pass (two passes for a canvas row:
    /// sides are at most 16384, and the clamped right edge makes 16385 columns).
    @inline(never)
    private static func radixSortRow(_ row: UnsafeMutablePointer<Cell>, count n: Int, left: Int, right: Int,
                                     scratch: UnsafeMutablePointer<Cell>) -> Int {
        var passes = 1
        while (right - left) >> (8 * passes) > 0 { passes += 1 }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
            var from = row, to = scratch
            for pass in 0..<passes {
                let shift = 8 * pass
                counts.initialize(repeating: 0)
                for k in 0..<n { counts[(Int(from[k].x) - left) >> shift & 0xFF] += 1 }
                var sum = 0
                for b in 0..<256 { let c = counts[b]; counts[b] = sum; sum += c }
                for k in 0..<n {
                    let key = (Int(from[k].x) - left) >> shift & 0xFF
                    to[counts[key]] = from[k]
                    counts[key] += 1
                }
                swap(&from, &to)
            }
            if from != row { row.update(from: from, count: n) }
        }
        return passes * n
    }

    /// The dense-band counterpart of `sweep`: the same spans, computed from per-cell grids of the band.
    private func sweepDense<B: SpanBlitter>(rule: FillRule, finder: inout MixedWindingFinder?, into blitter: inout B) {
        let evenOdd = rule == .evenOdd
        var resolver: MixedWindingFinder.Resolver?
        let run = runCoverage
        let (cover, area, _) = dense!
        let w = denseWidth
        @inline(__always) func flush(_ blitter: inout B, _ y: Int, _ x: Int, _ count: Int) {
            if count == 1 {
                if run[0] > 0 { blitter.blit(y: y, x: x, count: 1, coverage: run[0]) }
            } else if count > 1 {
                blitter.blit(y: y, x: x, coverages: run, count: count)
            }
        }
        for y in rowLo..<rowHi {
            let base = (y - rowLo) * w
            // Dense grids keep no visits: every row is analysed (the finder's common rows cost little).
            if finder != nil && finder!.analyse(row: y) {
                var from = right, to = left
                for k in 0..<(right - left) where cover[base + k] != 0 || area[base + k] != 0 {
                    from = min(from, left + k); to = left + k + 1
                }
                if to > from {
                    emitMixedRow(y: y, finder!, from: from, to: to, resolver: &resolver, evenOdd: evenOdd,
                                 into: &blitter) { x in (cover[base + x - left], area[base + x - left]) }
                }
                continue
            }
            var acc: Float = 0
            var runX = 0, runCount = 0
            var nextX = 0, started = false
            for k in 0..<(right - left) {
                let c = cover[base + k], a = area[base + k]
                if c == 0 && a == 0 { continue }
                let x = left + k
                if !started { nextX = x; started = true }
                if x > nextX {
                    let g = Self.alpha(acc, evenOdd)
                    let gap = x - nextX
                    if gap <= 2 {
                        for j in 0..<gap { run[runCount + j] = g }
                        runCount += gap
                    } else {
                        flush(&blitter, y, runX, runCount); runCount = 0
                        if g > 0 { blitter.blit(y: y, x: nextX, count: gap, coverage: g) }
                    }
                }
                if runCount == 0 { runX = x }
                run[runCount] = Self.alpha(acc + c - a, evenOdd)
                runCount += 1
                acc += c
                nextX = x + 1
            }
            guard started else { continue }
            flush(&blitter, y, runX, runCount)
            if nextX < right {
                let g = Self.alpha(acc, evenOdd)
                if g > 0 { blitter.blit(y: y, x: nextX, count: right - nextX, coverage: g) }
            }
        }
    }

    /// Signed winding-weighted area → 0…255 coverage under the fill rule.
    @inline(__always)
    static func alpha(_ v: Float, _ evenOdd: Bool) -> UInt8 {
        // Written so that a NaN (which finite input cannot produce) comes out as a number, never a trap.
        var a = abs(v)
        if evenOdd {
            a = a.truncatingRemainder(dividingBy: 2)
            if !(a <= 1) { a = a > 1 ? 2 - a : 0 }
        } else if !(a <= 1) {
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

/// Feeds flattened subpaths to a rasteriser as closed polygons: the closing edge (last point → first)
/// goes first, then the edges in order — the order in which the cells' sums are taken.
private struct RasterizerSink: PolylineSink {
    let rasterizer: CoverageRasterizer
    var previous = Point.zero

    var wantsMore: Bool { !rasterizer.hasInvalidGeometry && !rasterizer.exceededWorkLimit && !rasterizer.overflowed }

    mutating func beginSubpath(at first: Point, endingAt last: Point) {
        rasterizer.beginSubpath()
        rasterizer.addLine(last.x, last.y, first.x, first.y)
        previous = first
    }
    mutating func addPoint(_ p: Point) {
        rasterizer.addLine(previous.x, previous.y, p.x, p.y)
        previous = p
    }
    mutating func endSubpath(closed: Bool) { rasterizer.endSubpath() }
}
