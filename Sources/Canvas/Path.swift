import Foundation

/// One drawing instruction of a `Path`.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(Point)
    /// A straight line from the current point.
    case line(Point)
    /// A quadratic Bézier curve: control point, end point.
    case quad(Point, Point)
    /// A cubic Bézier curve: two control points, end point.
    case cubic(Point, Point, Point)
    /// Closes the current subpath with a line back to its start.
    case close
}

/// The rule that decides which points a self-overlapping path covers.
public enum FillRule: String, Sendable, CaseIterable {
    /// Covered where the winding number is not zero.
    case nonZero = "nonzero"
    /// Covered where the winding number is odd.
    case evenOdd = "evenodd"
}

/// A shape made of subpaths of lines and Bézier curves, in user space (points or pixels).
///
/// Build one with the `move`/`line`/`quad`/`cubic`/`arc`/`close` methods or a builder (`Path(rect:)`,
/// `Path(roundedRect:radii:curve:)`, `Path(capsuleIn:)`, `Path(ellipseIn:)`, `Path(svgPathData:)`).
/// Drawing a curve with no current point starts it at the origin, as SVG and Core Graphics do.
public struct Path: Hashable, Sendable {
    /// The instructions in order.
    public private(set) var elements: [PathElement] = []
    private var current = Point.zero
    private var subpathStart = Point.zero
    private var hasCurrentPoint = false

    /// An empty path.
    public init() {}

    /// Whether the path has no drawing instruction.
    public var isEmpty: Bool { elements.isEmpty }
    /// How far (in device pixels) a flattened curve may stray from the true curve: 1/50 px.
    ///
    /// The polyline's chords all lie inside a convex curve, so flattening loses area and shades edge
    /// pixels a little light. At 0.25 px (the usual anti-aliasing bound) a circle of radius 100 loses
    /// 0.29 % of its area; at 1/16 px 0.044 %, and the shared bench scene then differs from a near-exact
    /// reference by more than 2 levels in 0.108 % of its pixels (max 14). At 1/50 px the circle is within
    /// 0.005 % (coverage rounding included; `CoverageTests.circleCoversPiRSquared`) and the scene within
    /// 0.010 % (max 6), at no measurable cost in render time (BENCHMARKS.md).
    public static let flatteningTolerance = 0.02

    /// Whether every point of the path is finite (a path with NaN or infinite coordinates draws nothing).
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let c, let p): return c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }

    /// The end point of the last instruction (the origin for an empty path).
    public var currentPoint: Point { current }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        current = p; subpathStart = p; hasCurrentPoint = true
    }
    /// Adds a line to `p`.
    public mutating func line(to p: Point) {
        ensureStart()
        elements.append(.line(p)); current = p
    }
    /// Adds a quadratic curve to `p` with control point `c`.
    public mutating func quad(to p: Point, control c: Point) {
        ensureStart()
        elements.append(.quad(c, p)); current = p
    }
    /// Adds a cubic curve to `p` with control points `c1` and `c2`.
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureStart()
        elements.append(.cubic(c1, c2, p)); current = p
    }
    /// Closes the current subpath; the next instruction starts from the subpath's first point.
    public mutating func close() {
        guard hasCurrentPoint else { return }
        elements.append(.close)
        current = subpathStart
        hasCurrentPoint = false
    }

    private mutating func ensureStart() {
        if !hasCurrentPoint { move(to: current) }
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians, measured from +x
    /// towards +y, so increasing angles turn clockwise on a y-down canvas). `clockwise` picks which way
    /// round to go. A line joins the current point to the arc's start when there is a current point.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true) {
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        ellipticalArc(center: center, radii: Size(radius, radius), rotation: 0, startAngle: startAngle, sweep: sweep)
    }

    /// Adds an arc of the ellipse with `radii`, rotated by `rotation` radians, from parameter angle
    /// `startAngle` through `sweep` radians (positive = increasing angle), as cubic curves of ≤ 90° each.
    public mutating func ellipticalArc(center: Point, radii: Size, rotation: Double, startAngle: Double, sweep: Double) {
        let cr = cos(rotation), sr = sin(rotation)
        func point(_ angle: Double) -> Point {
            let x = radii.width * cos(angle), y = radii.height * sin(angle)
            return Point(center.x + x * cr - y * sr, center.y + x * sr + y * cr)
        }
        func derivative(_ angle: Double) -> Point {
            let x = -radii.width * sin(angle), y = radii.height * cos(angle)
            return Point(x * cr - y * sr, x * sr + y * cr)
        }
        let start = point(startAngle)
        if hasCurrentPoint { line(to: start) } else { move(to: start) }
        guard sweep != 0, sweep.isFinite else { return }
        // More than a turn draws the whole ellipse (further turns would draw it again over itself).
        let sweep = max(-2 * Double.pi, min(2 * Double.pi, sweep))
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            cubic(to: p1, control1: p0 + derivative(a0) * k, control2: p1 - derivative(a1) * k)
            a0 = a1
        }
    }

    /// Appends all of another path's subpaths. With `continuingSubpath`, a move that starts `other` is dropped
    /// when this path has a current point, so its first subpath goes on from there unbroken (an arc added to
    /// a path, as Core Graphics adds one).
    public mutating func addPath(_ other: Path, continuingSubpath: Bool = false) {
        var elements = other.elements[...]
        if continuingSubpath, !isEmpty, case .move? = elements.first { elements = elements.dropFirst() }
        for e in elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// The path with every point mapped by `t`.
    public func applying(_ t: Transform) -> Path {
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.line(to: t.apply(p))
            case .quad(let c, let p): out.quad(to: t.apply(p), control: t.apply(c))
            case .cubic(let c1, let c2, let p): out.cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.close()
            }
        }
        return out
    }

    /// The smallest rectangle containing the path's outline (curves by their true extrema, not their
    /// control points); `.zero` for an empty path.
    public var bounds: Rect {
        var minP = Point(Double.infinity, Double.infinity), maxP = Point(-Double.infinity, -Double.infinity)
        func add(_ p: Point) {
            minP = Point(min(minP.x, p.x), min(minP.y, p.y)); maxP = Point(max(maxP.x, p.x), max(maxP.y, p.y))
        }
        var cur = Point.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p); cur = p
            case .quad(let c, let p):
                add(p)
                for t in quadExtrema(cur.x, c.x, p.x) + quadExtrema(cur.y, c.y, p.y) {
                    add(cur.lerp(c, t).lerp(c.lerp(p, t), t))
                }
                cur = p
            case .cubic(let c1, let c2, let p):
                add(p)
                for t in cubicExtrema(cur.x, c1.x, c2.x, p.x) + cubicExtrema(cur.y, c1.y, c2.y, p.y) {
                    add(cubicPoint(cur, c1, c2, p, t))
                }
                cur = p
            case .close: break
            }
        }
        if minP.x > maxP.x { return .zero }
        return Rect(corners: minP, maxP)
    }
}

func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

private func quadExtrema(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let den = a - 2 * b + c
    guard den != 0 else { return [] }
    let t = (a - b) / den
    return t > 0 && t < 1 ? [t] : []
}

private func cubicExtrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
    // Roots of the derivative 3[(b−a)(1−t)² + 2(c−b)t(1−t) + (d−c)t²].
    let qa = (b - a) - 2 * (c - b) + (d - c), qb = 2 * ((c - b) - (b - a)), qc = b - a
    var roots: [Double] = []
    if abs(qa) < 1e-12 {
        if qb != 0 { roots.append(-qc / qb) }
    } else {
        let disc = qb * qb - 4 * qa * qc
        if disc >= 0 {
            let s = disc.squareRoot()
            roots.append((-qb + s) / (2 * qa)); roots.append((-qb - s) / (2 * qa))
        }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}
