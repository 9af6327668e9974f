import Foundation

// Stroking turns a stroke into a filled outline that the same rasteriser fills with the non-zero rule.
//
// The outline is a union of simple pieces, each wound the same way: one quadrilateral per segment, one
// polygon per join (miter, bevel or round) and per cap. Under non-zero winding overlapping pieces union
// without seams: where two pieces share an edge the edge is crossed once each way and its coverage
// cancels exactly in the cell accumulation, so no hairline cracks appear between them.
//
// Known limit: where two pieces overlap and their edges pass through the same boundary pixel (the inner
// side of a join), their partial coverages add, so such pixels come out slightly too covered (a stroked
// circle's ring measures ~0.7 % over its area). The rasteriser's mixed-winding pass (MixedWindings.swift)
// would fix those pixels but is off for stroke outlines: nearly every join is such a pixel and round joins
// put hundreds of edges through a row (with it on for strokes the test suite took 95 s instead of 31 s, in
// an earlier form of the pass that checked every row). A single-outline stroker would remove it at the source.

/// Builds the outline of a stroke from polylines.
struct Stroker {
    let halfWidth: Double
    let style: StrokeStyle
    /// The largest distance allowed between a round join or cap and its true circle.
    let tolerance: Double
    private(set) var pieces: [[Point]] = []
    /// How many points the round joins and caps have taken so far.
    private var roundPoints = 0
    /// Past this many points of round joins and caps, each further one is an octagon: a stroke far wider
    /// than any canvas (a symbol drawn at a size of 1e9) costs bounded memory — it allocated gigabytes.
    static let roundPointBudget = 1 << 20

    init(style: StrokeStyle, width: Double, tolerance: Double) {
        self.style = style
        self.halfWidth = width / 2
        self.tolerance = tolerance
    }

    /// Adds pieces with positive (clockwise on a y-down canvas) winding.
    private mutating func addPiece(_ p: [Point]) {
        var area = 0.0
        for i in 0..<p.count { let a = p[i], b = p[(i + 1) % p.count]; area += a.x * b.y - b.x * a.y }
        if area == 0 || !area.isFinite { return }
        pieces.append(area > 0 ? p : p.reversed())
    }

    /// A polygon standing for the circle of the stroke's half width around `c`: enough sides to stay
    /// within the tolerance, with its vertices pushed out so that its area equals the circle's (an
    /// inscribed polygon would lose area on every round cap and join).
    private mutating func circle(_ c: Point) -> [Point] {
        let r = halfWidth
        let tol = min(tolerance, 0.05)
        let step = r > tol ? acos(1 - tol / r) * 2 : Double.pi / 2
        // (A radius so large against the tolerance that the step underflows to 0 wants the most sides.)
        let wanted = 2 * Double.pi / step
        let n = roundPoints > Self.roundPointBudget ? 8 : wanted.isFinite ? max(8, min(1024, Int(min(wanted, 1024).rounded(.up)))) : 1024
        roundPoints += n
        let angle = 2 * Double.pi / Double(n)
        let rv = r * (2 * Double.pi / (Double(n) * sin(angle))).squareRoot()
        return (0..<n).map { i in
            let a = angle * Double(i)
            return Point(c.x + rv * cos(a), c.y + rv * sin(a))
        }
    }

    /// Strokes one polyline (consecutive duplicate points already removed).
    mutating func add(polyline raw: [Point], closed: Bool) {
        guard halfWidth > 0, halfWidth.isFinite, !raw.isEmpty else { return }
        var pts: [Point] = []
        pts.reserveCapacity(raw.count)
        for p in raw where pts.last != p { pts.append(p) }
        if pts.count == 1 || (pts.count == 2 && closed && pts[0] == pts[1]) {
            // A zero-length subpath: round and square caps draw a dot (SVG), butt draws nothing.
            let p = pts[0], h = halfWidth
            switch style.cap {
            case .round: addPiece(circle(p))
            case .square: addPiece([Point(p.x - h, p.y - h), Point(p.x + h, p.y - h), Point(p.x + h, p.y + h), Point(p.x - h, p.y + h)])
            case .butt: break
            }
            return
        }
        var points = pts
        if closed, points.count > 2, points.first == points.last { points.removeLast() }
        let n = points.count
        let segmentCount = closed ? n : n - 1
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % n]
            let d = (b - a).normalized
            let nrm = Point(-d.y, d.x) * halfWidth
            var a2 = a, b2 = b
            if !closed && style.cap == .square {
                if i == 0 { a2 = a - d * halfWidth }
                if i == segmentCount - 1 { b2 = b + d * halfWidth }
            }
            addPiece([a2 + nrm, b2 + nrm, b2 - nrm, a2 - nrm])
        }
        // Joins at interior vertices (every vertex of a closed polyline).
        let joinRange = closed ? 0..<n : 1..<(n - 1)
        for i in joinRange {
            let prev = points[(i - 1 + n) % n], v = points[i], next = points[(i + 1) % n]
            addJoin(prev, v, next)
        }
        if !closed && style.cap == .round {
            addPiece(circle(points[0]))
            addPiece(circle(points[n - 1]))
        }
    }

    private mutating func addJoin(_ p0: Point, _ v: Point, _ p1: Point) {
        let d0 = (v - p0).normalized, d1 = (p1 - v).normalized
        let turn = d0.cross(d1)
        let dot = min(1, max(-1, d0.dot(d1)))
        if abs(turn) < 1e-12 && dot > 0 { return }  // straight on: the segments already meet
        let n0 = Point(-d0.y, d0.x) * halfWidth, n1 = Point(-d1.y, d1.x) * halfWidth
        // The outer side is opposite to the turn direction.
        let s: Double = turn > 0 ? -1 : 1
        let a = v + n0 * s, b = v + n1 * s
        let theta = acos(dot)  // the turning angle
        var join = style.join
        // A tiny turn (as between the segments of a flattened curve) looks the same with any join: use the
        // miter, which is exact there and cheap.
        if halfWidth * (1 / cos(theta / 2) - 1) < max(tolerance, 0.0625) { join = .miter }
        switch join {
        case .round:
            addPiece(circle(v))
        case .bevel:
            addPiece([v, a, b])
        case .miter:
            let miterRatio = 1 / max(cos(theta / 2), 1e-12)  // miter length / stroke width (SVG's ratio)
            if miterRatio > style.miterLimit || !miterRatio.isFinite {
                addPiece([v, a, b])
            } else {
                let mid = (a + b) * 0.5 - v
                let tip = v + mid.normalized * (halfWidth * miterRatio)
                addPiece([v, a, tip, b])
            }
        }
    }
}

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill with the non-zero rule.
    /// Curves are flattened to within `tolerance` (in this path's units).
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double = Path.flatteningTolerance) -> Path {
        strokeOutline(style, width: style.width, transform: .identity, tolerance: tolerance)
    }

    /// The outline in the path's units after `transform`. With a `visible` window (same units), only what
    /// can reach it is built: curves outside it are flattened as chords, and dashes whose segments lie
    /// outside it (grown by the stroke's reach: half the width × the miter limit) are skipped, the dash
    /// phase advanced arithmetically — so a stroke costs what its visible part costs.
    func strokeOutline(_ style: StrokeStyle, width: Double, transform: Transform, tolerance: Double, visible: FlatteningWindow? = nil) -> Path {
        var stroker = Stroker(style: style, width: width, tolerance: tolerance)
        let pattern = DashPattern(style.dash, phase: style.dashPhase)
        let reach = width / 2 * max(1.5, style.miterLimit) + 1
        let window = visible.map { $0.outset(by: reach) }
        flattened(transform: transform, tolerance: tolerance, window: window) { pts, closed in
            var clean: [Point] = []
            clean.reserveCapacity(pts.count)
            for p in pts where clean.last != p { clean.append(p) }
            if let pattern {
                var closedPts = clean
                if closed, let first = clean.first, clean.count > 1 { closedPts.append(first) }
                for dash in pattern.split(closedPts, visible: window) { stroker.add(polyline: dash, closed: false) }
            } else {
                stroker.add(polyline: clean, closed: closed && clean.count > 1)
            }
        }
        var out = Path()
        for piece in stroker.pieces {
            out.move(to: piece[0])
            for p in piece.dropFirst() { out.line(to: p) }
            out.close()
        }
        return out
    }
}

/// A validated dash pattern that splits polylines into dashes.
struct DashPattern {
    let lengths: [Double]
    let total: Double
    let phase: Double

    init?(_ dash: [Double], phase: Double) {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let l = dash.count % 2 == 1 ? dash + dash : dash
        let total = l.reduce(0, +)
        guard total > 0, phase.isFinite else { return nil }
        lengths = l; self.total = total
        var p = phase.truncatingRemainder(dividingBy: total)
        if p < 0 { p += total }
        self.phase = p
    }

    /// The "on" pieces of a polyline. With a `visible` window, the parts of segments outside it produce
    /// no pieces: the pattern is advanced over them in O(pattern) steps, whatever their length.
    func split(_ pts: [Point], visible: FlatteningWindow? = nil) -> [[Point]] {
        guard pts.count > 1 else { return [] }
        var out: [[Point]] = []
        // Find where the phase falls in the pattern.
        var index = 0, remaining = lengths[0], skip = phase
        while skip > 0 {
            if skip >= remaining { skip -= remaining; index = (index + 1) % lengths.count; remaining = lengths[index] }
            else { remaining -= skip; skip = 0 }
        }
        var current: [Point] = index % 2 == 0 ? [pts[0]] : []
        var dashCount = 0
        /// Moves along `length` of invisible line ending at `end`: the pattern advances, nothing is drawn
        /// (a dash in progress ends where it left the window; the next starts where it comes back).
        func advance(_ length: Double, to end: Point) {
            if current.count > 1 { out.append(current) }
            var left = length.isFinite ? length : 0   // (beyond ±1.8e308 apart: the phase is lost, nothing hangs)
            if left >= remaining {
                left -= remaining
                index = (index + 1) % lengths.count; remaining = lengths[index]
                left = left.truncatingRemainder(dividingBy: total)
                while left >= remaining && remaining > 0 || remaining == 0 && left > 0 {
                    left -= remaining
                    index = (index + 1) % lengths.count; remaining = lengths[index]
                }
            }
            remaining -= left
            current = index % 2 == 0 ? [end] : []
        }
        // Segments are cut where they enter and leave the window; the outside parts only advance.
        var pieces: [(a: Point, b: Point, visible: Bool)] = []
        for i in 0..<(pts.count - 1) {
            let a = pts[i], b = pts[i + 1]
            guard let w = visible else { pieces.append((a, b, true)); continue }
            guard let (t0, t1) = w.clip(a, b) else { pieces.append((a, b, false)); continue }
            let p0 = t0 > 0 ? a.lerp(b, t0) : a, p1 = t1 < 1 ? a.lerp(b, t1) : b
            if t0 > 0 { pieces.append((a, p0, false)) }
            pieces.append((p0, p1, true))
            if t1 < 1 { pieces.append((p1, b, false)) }
        }
        for piece in pieces {
            if !piece.visible {
                advance(piece.a.distance(to: piece.b), to: piece.b)
                continue
            }
            var a = piece.a
            let b = piece.b
            var segLeft = a.distance(to: b)
            while segLeft > 0 {
                if remaining >= segLeft {
                    remaining -= segLeft
                    if index % 2 == 0 { current.append(b) }
                    segLeft = 0
                } else {
                    let p = a.lerp(b, remaining / segLeft)
                    segLeft -= remaining
                    a = p
                    if index % 2 == 0 {
                        current.append(p); out.append(current); current = []
                    } else {
                        current = [p]
                    }
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                    dashCount += 1
                    if dashCount > 1_000_000 { return out }  // a bound for absurd patterns
                }
            }
        }
        if current.count > 1 || (current.count == 1 && index % 2 == 0) { out.append(current) }
        return out
    }
}
