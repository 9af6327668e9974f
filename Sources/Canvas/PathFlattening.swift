// Flattening: a path's curves become polylines within a distance tolerance, streamed point by point to a
// sink (the rasteriser, or a collector for the stroker) so that no subpath is ever held whole.
//
// Curves are divided uniformly in t: a quadratic into ⌈√(|Δ²|/4tol)⌉ chords, a cubic into
// ⌈√(3/4·max|Δ²|/tol)⌉ (at most 4096). Given a window (the clip in device pixels), a curve whose control
// points all lie on one side outside it is replaced by its chord — the same coverage inside the window,
// since curve and chord enclose a region entirely outside it — and a large curve that straddles the
// window's edge is halved (de Casteljau) until each piece is inside, outside or small, so that a curve
// with control points a million pixels away costs what its visible part costs.

/// Receives flattened subpaths one point at a time.
protocol PolylineSink {
    /// Starts a subpath at `first`; `last` is where it will end (the end point of its last element).
    mutating func beginSubpath(at first: Point, endingAt last: Point)
    /// The next point of the current subpath.
    mutating func addPoint(_ p: Point)
    /// Ends the current subpath; `closed` when the path closed it explicitly.
    mutating func endSubpath(closed: Bool)
    /// False once the sink wants no more points (a work limit was reached): flattening stops.
    var wantsMore: Bool { get }
}

/// A device-space rectangle outside which a curve's exact shape does not matter (see the file header).
struct FlatteningWindow {
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// Whether all the points lie on one side outside the window (on its edge counts as outside).
    @inline(__always)
    func excludes(_ a: Point, _ b: Point, _ c: Point, _ d: Point? = nil) -> Bool {
        let d = d ?? c
        return max(a.x, b.x, c.x, d.x) <= minX || min(a.x, b.x, c.x, d.x) >= maxX
            || max(a.y, b.y, c.y, d.y) <= minY || min(a.y, b.y, c.y, d.y) >= maxY
    }

    /// The part of the segment a→b inside the window, as parameters 0 ≤ t0 < t1 ≤ 1 (Liang–Barsky), or
    /// nil when none of it is inside.
    func clip(_ a: Point, _ b: Point) -> (t0: Double, t1: Double)? {
        var t0 = 0.0, t1 = 1.0
        let d = b - a
        for (p, q) in [(-d.x, a.x - minX), (d.x, maxX - a.x), (-d.y, a.y - minY), (d.y, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            }
        }
        return t0 < t1 && t0.isFinite && t1.isFinite ? (t0, t1) : nil
    }

    /// The window grown by `d` on every side.
    func outset(by d: Double) -> FlatteningWindow {
        FlatteningWindow(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
    }

    /// Whether all the points lie inside the window.
    @inline(__always)
    func contains(_ a: Point, _ b: Point, _ c: Point, _ d: Point? = nil) -> Bool {
        let d = d ?? c
        return min(a.x, b.x, c.x, d.x) >= minX && max(a.x, b.x, c.x, d.x) <= maxX
            && min(a.y, b.y, c.y, d.y) >= minY && max(a.y, b.y, c.y, d.y) <= maxY
    }
}

/// Curves asking for more chords than this are halved when they straddle the window's edge.
private let subdivisionThreshold = 64.0
/// How many times a straddling curve may be halved (pieces of 2⁻³² of the curve).
private let maximumSubdivisionDepth = 32

extension Path {
    /// Streams every subpath, mapped by `transform` and flattened to within `tolerance`, into `sink`.
    /// With a `window`, curves outside it become chords and large curves across its edge are halved first.
    func flatten<S: PolylineSink>(transform: Transform, tolerance: Double, window: FlatteningWindow?, into sink: inout S) {
        let els = elements
        var cur = Point.zero
        var open = false
        let flattener = CurveFlattener(tolerance: tolerance, window: window)
        for i in els.indices {
            guard sink.wantsMore else { return }
            switch els[i] {
            case .move(let p):
                if open { sink.endSubpath(closed: false) }
                cur = transform.apply(p)
                sink.beginSubpath(at: cur, endingAt: lastPoint(ofSubpathAt: i, transform: transform) ?? cur)
                open = true
            case .line(let p):
                if !open { sink.beginSubpath(at: cur, endingAt: cur); open = true }
                cur = transform.apply(p)
                sink.addPoint(cur)
            case .quad(let c, let p):
                if !open { sink.beginSubpath(at: cur, endingAt: cur); open = true }
                let c = transform.apply(c), p = transform.apply(p)
                flattener.quad(cur, c, p, depth: 0, into: &sink)
                cur = p
            case .cubic(let c1, let c2, let p):
                if !open { sink.beginSubpath(at: cur, endingAt: cur); open = true }
                let c1 = transform.apply(c1), c2 = transform.apply(c2), p = transform.apply(p)
                flattener.cubic(cur, c1, c2, p, depth: 0, into: &sink)
                cur = p
            case .close:
                if open { sink.endSubpath(closed: true); open = false }
            }
        }
        if open { sink.endSubpath(closed: false) }
    }

    /// The end point, mapped by `transform`, of the last drawing element of the subpath that starts with
    /// the move at `index`; nil when it has none.
    private func lastPoint(ofSubpathAt index: Int, transform: Transform) -> Point? {
        var last: Point? = nil
        var j = index + 1
        while j < elements.count {
            switch elements[j] {
            case .move, .close: return last.map(transform.apply)
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): last = p
            }
            j += 1
        }
        return last.map(transform.apply)
    }

    /// Calls `body` with each subpath flattened to a polyline in device space (after `transform`), with
    /// curves split finely enough that no point of the polyline is more than `tolerance` from the curve.
    /// The Bool says whether the subpath was closed explicitly.
    public func flattened(transform: Transform = .identity, tolerance: Double = Path.flatteningTolerance,
                          _ body: (_ points: [Point], _ closed: Bool) -> Void) {
        flattened(transform: transform, tolerance: tolerance, window: nil, body)
    }

    /// `flattened` with curves outside `window` as chords and large curves across its edge halved first.
    func flattened(transform: Transform, tolerance: Double, window: FlatteningWindow?, _ body: (_ points: [Point], _ closed: Bool) -> Void) {
        withoutActuallyEscaping(body) { body in
            var collector = PolylineCollector(body: body)
            flatten(transform: transform, tolerance: tolerance, window: window, into: &collector)
        }
    }
}

/// Collects each subpath into an array for `Path.flattened` (a subpath of one point is only reported
/// when it was closed).
private struct PolylineCollector: PolylineSink {
    let body: ([Point], Bool) -> Void
    var points: [Point] = []
    var wantsMore: Bool { true }

    mutating func beginSubpath(at first: Point, endingAt last: Point) {
        points.removeAll(keepingCapacity: true)
        points.append(first)
    }
    mutating func addPoint(_ p: Point) { points.append(p) }
    mutating func endSubpath(closed: Bool) {
        if points.count > 1 || (closed && !points.isEmpty) { body(points, closed) }
        points.removeAll(keepingCapacity: true)
    }
}

/// The curve half of flattening: uniform chords, or halving first where the window says so.
private struct CurveFlattener {
    let tolerance: Double
    let window: FlatteningWindow?

    func quad<S: PolylineSink>(_ a: Point, _ c: Point, _ p: Point, depth: Int, into sink: inout S) {
        let dd = (a - c * 2 + p).length
        let wanted = (dd / (4 * tolerance)).squareRoot()  // a chord of a quad deviates by ≤ |Δ²|/4
        if let w = window {
            if w.excludes(a, c, p) { sink.addPoint(p); return }
            if wanted > subdivisionThreshold, depth < maximumSubdivisionDepth, !w.contains(a, c, p) {
                let m1 = a.lerp(c, 0.5), m2 = c.lerp(p, 0.5), mid = m1.lerp(m2, 0.5)
                quad(a, m1, mid, depth: depth + 1, into: &sink)
                quad(mid, m2, p, depth: depth + 1, into: &sink)
                return
            }
        }
        let n = segmentCount(wanted)
        for i in 1..<n {
            let t = Double(i) / Double(n)
            sink.addPoint(a.lerp(c, t).lerp(c.lerp(p, t), t))
        }
        sink.addPoint(p)
    }

    func cubic<S: PolylineSink>(_ a: Point, _ c1: Point, _ c2: Point, _ p: Point, depth: Int, into sink: inout S) {
        let dd = max((a - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
        let wanted = (0.75 * dd / tolerance).squareRoot()
        if let w = window {
            if w.excludes(a, c1, c2, p) { sink.addPoint(p); return }
            if wanted > subdivisionThreshold, depth < maximumSubdivisionDepth, !w.contains(a, c1, c2, p) {
                let ab = a.lerp(c1, 0.5), bc = c1.lerp(c2, 0.5), cd = c2.lerp(p, 0.5)
                let abc = ab.lerp(bc, 0.5), bcd = bc.lerp(cd, 0.5), mid = abc.lerp(bcd, 0.5)
                cubic(a, ab, abc, mid, depth: depth + 1, into: &sink)
                cubic(mid, bcd, cd, p, depth: depth + 1, into: &sink)
                return
            }
        }
        let n = segmentCount(wanted)
        for i in 1..<n { sink.addPoint(cubicPoint(a, c1, c2, p, Double(i) / Double(n))) }
        sink.addPoint(p)
    }
}

/// The number of line segments for a curve, given the (fractional) count the error bound asks for.
/// Non-finite or huge counts (degenerate input) are capped so bad geometry cannot exhaust memory.
@inline(__always)
private func segmentCount(_ n: Double) -> Int {
    guard n.isFinite else { return 1 }
    return Int(min(max(n.rounded(.up), 1), 4096))
}
