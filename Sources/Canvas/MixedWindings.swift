// Where exact-area accumulation is not exact, and what the rasteriser draws there instead.
//
// Summing signed areas inside a pixel (CoverageRasterizer.swift) gives the pixel's share of the shape
// exactly when the winding number takes at most two neighbouring values inside it — {0, 1}, {−1, 0},
// {1, 2} … — under both fill rules. Where a path crosses itself (a bow-tie's +1 beside −1) or contours
// overlap (2 beside 0), the signed areas cancel or count twice and the pixel comes out wrong by up to its
// whole coverage. The sweep asks about a row only when the outline visits one of its pixels twice (see
// CoverageRasterizer.swift); this then decides from the path's segments, without sampling: the row's
// edges are cut into bands at their endpoints and crossings, and a column is at risk when the windings
// its bands show there span more than two neighbouring values. Those pixels — a few per crossing, none in
// the simple shapes a UI is made of — are computed from 16 sub-scanlines, each with exact horizontal
// coverage: within 1/16 of a pixel's area per vertex or crossing in it, exact along straight edges. The
// other pixels of the row keep their area sums.

/// A directed line segment in device pixels as the rasteriser received it (after the vertical clip, so
/// y0 ≠ y1 and both lie within the clip rows; x may be any finite value).
struct RasterSegment {
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// +1 going down, −1 going up (the sign of the covers it deposits).
    @inline(__always) var sign: Int { y1 > y0 ? 1 : -1 }
    @inline(__always) var minY: Double { min(y0, y1) }
    @inline(__always) var maxY: Double { max(y0, y1) }
    /// The segment's x where it meets the horizontal line at `y` (within its y range), overflow-safe.
    @inline(__always) func x(at y: Double) -> Double { crossing(y0, x0, y1, x1, at: y) }
}

/// Finds, row by row, the pixels of one shape where windings mix. Rows are asked for in ascending order
/// (the sweep's); each answer leaves the row's crossing segments in `rowEdges` and its columns at risk in
/// `runs`.
struct MixedWindingFinder {
    /// Rows crossed by more edges than this keep area accumulation: bounds the work on pathological paths
    /// (thousands of edges through every row).
    static let maximumEdgesPerRow = 256
    /// Sub-scanlines a resolved pixel is computed from.
    static let subRows = 16

    private let segments: UnsafeBufferPointer<RasterSegment>
    /// Segment indices by their top; `next` is the first not yet active.
    private var order: [Int32] = []
    private var next = 0
    private var active: [Int32] = []
    private var scratch: RowScratch
    /// The segments crossing the row last analysed.
    private(set) var rowEdges: [Int32] = []
    /// The row last analysed's columns at risk, each [from, to).
    private(set) var runs: [(from: Int, to: Int)] = []

    init(_ segments: UnsafeBufferPointer<RasterSegment>, left: Int, right: Int) {
        self.segments = segments
        scratch = RowScratch(left: left, right: right)
        let n = segments.count
        order = [Int32](unsafeUninitializedCapacity: n) { b, c in
            for i in 0..<n { b[i] = Int32(i) }
            c = n
        }
        order.sort { a, b in
            let ya = segments[Int(a)].minY, yb = segments[Int(b)].minY
            return ya < yb || (ya == yb && a < b)
        }
    }

    /// Whether row `y` (at or below the last row asked for) has pixels where area accumulation is wrong.
    mutating func analyse(row y: Int) -> Bool {
        let yt = Double(y), yb = yt + 1
        let s = segments
        while next < order.count && s[Int(order[next])].minY < yb { active.append(order[next]); next += 1 }
        active.removeAll { s[Int($0)].maxY <= yt }
        runs.removeAll(keepingCapacity: true)
        guard active.count > 1, active.count <= Self.maximumEdgesPerRow,
              scratch.riskyColumns(active, s, yt, yb, into: &runs) else { return false }
        rowEdges = active
        return true
    }

    /// The analysis of one row, with buffers reused across rows.
    struct RowScratch {
        let left: Int, right: Int
        /// Columns are clamped to [left − 1, right + 1] so far-away x stays finite and ordered.
        let lo: Double, hi: Double
        var events: [Double] = []
        var keys: [(top: Double, bottom: Double, sign: Int)] = []
        var lowest: [Int] = [], highest: [Int] = []

        init(left: Int, right: Int) {
            self.left = left; self.right = right
            lo = Double(left) - 1; hi = Double(right) + 1
        }

        @inline(__always) func clampX(_ x: Double) -> Double { min(max(x, lo), hi) }

        /// The edges spanning the band [e0, e1], as x at its top and bottom, sorted left to right by their
        /// top (ties by their bottom). False when two of them cross inside the band.
        mutating func band(_ active: [Int32], _ s: UnsafeBufferPointer<RasterSegment>, _ e0: Double, _ e1: Double) -> Bool {
            keys.removeAll(keepingCapacity: true)
            for i in active {
                let g = s[Int(i)]
                if g.minY <= e0 && g.maxY >= e1 { keys.append((clampX(g.x(at: e0)), clampX(g.x(at: e1)), g.sign)) }
            }
            keys.sort { $0.top < $1.top || ($0.top == $1.top && $0.bottom < $1.bottom) }
            for j in keys.indices.dropFirst() where keys[j].bottom < keys[j - 1].bottom { return false }
            return true
        }

        /// Appends to `runs` the columns of the row [yt, yb) whose pixels see winding numbers more than one
        /// apart (or both sides of a crossing) — where area accumulation is wrong — and says whether any.
        mutating func riskyColumns(_ active: [Int32], _ s: UnsafeBufferPointer<RasterSegment>, _ yt: Double, _ yb: Double,
                                   into runs: inout [(from: Int, to: Int)]) -> Bool {
            // The common row: two edges of opposite direction through the whole row, not crossing — the
            // winding is 0 outside them and ±1 between.
            if active.count == 2 {
                let a = s[Int(active[0])], b = s[Int(active[1])]
                if a.sign != b.sign && a.minY <= yt && a.maxY >= yb && b.minY <= yt && b.maxY >= yb {
                    let dt = clampX(a.x(at: yt)) - clampX(b.x(at: yt)), db = clampX(a.x(at: yb)) - clampX(b.x(at: yb))
                    if (dt <= 0 && db <= 0) || (dt >= 0 && db >= 0) { return false }
                }
            }
            // Between consecutive endpoints the edges are straight and keep their order unless two cross.
            events.removeAll(keepingCapacity: true)
            events.append(yt); events.append(yb)
            for i in active {
                let g = s[Int(i)]
                if g.y0 > yt && g.y0 < yb { events.append(g.y0) }
                if g.y1 > yt && g.y1 < yb { events.append(g.y1) }
            }
            events.sort()
            // First the cheap test: no crossing and windings within two neighbouring values — exact.
            var low = 0, high = 0, crossed = false
            for k in 0..<(events.count - 1) where events[k + 1] > events[k] {
                if !band(active, s, events[k], events[k + 1]) { crossed = true; break }
                var w = 0
                for key in keys { w += key.sign; low = min(low, w); high = max(high, w) }
            }
            if !crossed && high - low <= 1 { return false }
            // Split the bands where edges cross, so that every band keeps one order.
            if crossed {
                var extra: [Double] = []
                for k in 0..<(events.count - 1) where events[k + 1] > events[k] {
                    let e0 = events[k], e1 = events[k + 1]
                    if band(active, s, e0, e1) { continue }
                    for i in keys.indices {
                        for j in keys.indices where j > i && keys[j].bottom < keys[i].bottom {
                            let d0 = keys[i].top - keys[j].top, d1 = keys[i].bottom - keys[j].bottom
                            let t = d0 == d1 ? 0.5 : min(max(d0 / (d0 - d1), 0), 1)
                            let y = e0 + t * (e1 - e0)
                            if y > e0 && y < e1 { extra.append(y) }
                        }
                    }
                }
                events.append(contentsOf: extra)
                events.sort()
            }
            // Per column, the lowest and highest winding any band shows in it.
            var cmin = right, cmax = left - 1
            for i in active {
                let g = s[Int(i)]
                let a = clampX(g.x(at: max(g.minY, yt))), b = clampX(g.x(at: min(g.maxY, yb)))
                cmin = min(cmin, max(left, floorInt(min(a, b)))); cmax = max(cmax, min(right - 1, floorInt(max(a, b))))
            }
            guard cmax >= cmin else { return false }
            let width = cmax - cmin + 1
            lowest.removeAll(keepingCapacity: true); lowest.append(contentsOf: repeatElement(Int.max, count: width))
            highest.removeAll(keepingCapacity: true); highest.append(contentsOf: repeatElement(Int.min, count: width))
            func mark(_ xa: Double, _ xb: Double, _ w: Int) {
                let c0 = max(cmin, floorInt(xa)), c1 = min(cmax, floorInt(xb))
                guard c1 >= c0 else { return }
                for c in (c0 - cmin)...(c1 - cmin) {
                    if w < lowest[c] { lowest[c] = w }
                    if w > highest[c] { highest[c] = w }
                }
            }
            for k in 0..<(events.count - 1) where events[k + 1] > events[k] {
                let e0 = events[k], e1 = events[k + 1]
                // Ordered by x in the band's middle: no two edges cross inside it now.
                keys.removeAll(keepingCapacity: true)
                for i in active {
                    let g = s[Int(i)]
                    if g.minY <= e0 && g.maxY >= e1 { keys.append((clampX(g.x(at: e0)), clampX(g.x(at: e1)), g.sign)) }
                }
                keys.sort { ($0.top + $0.bottom) * 0.5 < ($1.top + $1.bottom) * 0.5 }
                guard !keys.isEmpty else { continue }
                var w = 0
                mark(lo, max(keys[0].top, keys[0].bottom), 0)
                for j in keys.indices {
                    w += keys[j].sign
                    let from = min(keys[j].top, keys[j].bottom)
                    let to = j + 1 < keys.count ? max(keys[j + 1].top, keys[j + 1].bottom) : hi
                    mark(from, to, w)
                }
            }
            var found = false
            var c = 0
            while c < width {
                guard highest[c] - lowest[c] > 1 else { c += 1; continue }
                let from = c
                while c < width && highest[c] - lowest[c] > 1 { c += 1 }
                runs.append((from + cmin, c + cmin))
                found = true
            }
            return found
        }
    }

    /// Computes pixels at risk from sub-scanlines, with buffers reused across rows.
    struct Resolver {
        private var fullFrom: [Double], partial: [Double]
        private var crossings: [(x: Double, sign: Int)] = []
        let left: Int, right: Int

        init(left: Int, right: Int) {
            self.left = left; self.right = right
            fullFrom = Array(repeating: 0, count: right - left + 2)
            partial = Array(repeating: 0, count: right - left + 2)
        }

        /// Overwrites, in `out` (pixel x at `out[x - outX]`, `outCount` pixels), the pixels at risk in row `y`
        /// (as `finder` last analysed it) with their coverage (0…255) from sub-scanlines through `segments`.
        mutating func resolve(row y: Int, _ finder: MixedWindingFinder, segments s: UnsafeBufferPointer<RasterSegment>,
                              evenOdd: Bool, into out: UnsafeMutablePointer<UInt8>, outX: Int, outCount: Int) {
            let k = MixedWindingFinder.subRows
            let weight = 1 / Double(k)
            let runs = finder.runs
            guard let firstRun = runs.first, let lastRun = runs.last else { return }
            // Only intervals over the risky columns' span are added up.
            let l = Double(max(left, firstRun.from)), r = Double(min(right, lastRun.to))
            let edges = finder.rowEdges
            for sub in 0..<k {
                let ys = Double(y) + (Double(sub) + 0.5) * weight
                crossings.removeAll(keepingCapacity: true)
                for i in edges {
                    let g = s[Int(i)]
                    if g.minY <= ys && ys < g.maxY { crossings.append((min(max(g.x(at: ys), l - 1), r + 1), g.sign)) }
                }
                crossings.sort { $0.x < $1.x || ($0.x == $1.x && $0.sign < $1.sign) }
                var w = 0
                for j in 0..<max(0, crossings.count - 1) {
                    w += crossings[j].sign
                    guard evenOdd ? w & 1 != 0 : w != 0 else { continue }
                    let a = max(crossings[j].x, l), b = min(crossings[j + 1].x, r)
                    guard b > a else { continue }
                    let ia = floorInt(a) - left, ib = floorInt(b) - left
                    if ib == ia {
                        partial[ia] += (b - a) * weight
                    } else {
                        partial[ia] += (Double(ia + left + 1) - a) * weight
                        fullFrom[ia + 1] += weight
                        fullFrom[ib] -= weight
                        partial[ib] += (b - Double(ib + left)) * weight
                    }
                }
            }
            let c0 = floorInt(l) - left, c1 = ceilInt(r) - left   // [c0, c1] holds every entry written
            var full = 0.0
            var next = runs.startIndex
            for c in c0...c1 {
                full += fullFrom[c]
                let x = c + left
                while next < runs.endIndex && runs[next].to <= x { next += 1 }
                if next < runs.endIndex && runs[next].from <= x && x - outX >= 0 && x - outX < outCount {
                    let v = min(max(full + partial[c], 0), 1)
                    out[x - outX] = UInt8(v * 255 + 0.5)
                }
                fullFrom[c] = 0; partial[c] = 0
            }
        }
    }
}
