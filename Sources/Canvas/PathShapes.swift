/// The radii of a rounded rectangle's four corners, clockwise from the top left.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    /// Creates radii corner by corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }
    /// The same radius at every corner.
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
    /// Rounds only the top corners (a bottom sheet's panel).
    public static func top(_ r: Double) -> CornerRadii { CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0) }

    /// The radii multiplied by `f`.
    public func scaled(by f: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * f, topRight: topRight * f, bottomRight: bottomRight * f, bottomLeft: bottomLeft * f)
    }
    /// The radii grown by `d` (shrunk when negative), none below zero; zero radii stay zero.
    public func outset(by d: Double) -> CornerRadii {
        func o(_ r: Double) -> Double { r > 0 ? max(0, r + d) : 0 }
        return CornerRadii(topLeft: o(topLeft), topRight: o(topRight), bottomRight: o(bottomRight), bottomLeft: o(bottomLeft))
    }
    /// Whether every radius is zero.
    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
}

/// How a rounded corner bends.
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    /// A quarter circle of the radius.
    case circular
    /// UIKit's continuous ("squircle") corner: it starts 1.52866483·r from the corner and eases into the
    /// curve, with no jump in curvature where the straight edge meets it.
    case continuous
}

extension Path {
    /// How far along each edge a continuous corner of radius r reaches, in units of r.
    public static let continuousCornerExtent = 1.52866483

    /// A rectangle, clockwise from the top left.
    public init(rect r: Rect) {
        self.init()
        move(to: Point(r.minX, r.minY)); line(to: Point(r.maxX, r.minY))
        line(to: Point(r.maxX, r.maxY)); line(to: Point(r.minX, r.maxY)); close()
    }

    /// A rounded rectangle, clockwise from the top edge.
    ///
    /// Circular radii that do not fit are reduced as CSS does (all scaled by one factor so that adjacent
    /// corners meet). Continuous corners need 1.52866483·r of each edge; where they do not fit the shape
    /// becomes circular corners reduced the CSS way, which for equal radii is a capsule — what UIKit does.
    public init(roundedRect r: Rect, radii: CornerRadii, curve: CornerCurve = .circular) {
        self.init()
        var radii = radii
        var curve = curve
        let w = max(0, r.width), h = max(0, r.height)
        if curve == .continuous {
            let e = Path.continuousCornerExtent
            if Path.cssScale(radii.scaled(by: e), w, h) < 1 { curve = .circular }
        }
        let f = Path.cssScale(radii, w, h)
        if f < 1 { radii = radii.scaled(by: f) }
        if radii.isZero { self = Path(rect: r); return }
        let tl = Point(r.minX, r.minY), tr = Point(r.maxX, r.minY)
        let br = Point(r.maxX, r.maxY), bl = Point(r.minX, r.maxY)
        let right = Point(1, 0), down = Point(0, 1), left = Point(-1, 0), up = Point(0, -1)
        move(to: tl + right * (radii.topLeft * Path.extent(curve)))
        addCorner(tr, incoming: right, outgoing: down, radius: radii.topRight, curve: curve)
        addCorner(br, incoming: down, outgoing: left, radius: radii.bottomRight, curve: curve)
        addCorner(bl, incoming: left, outgoing: up, radius: radii.bottomLeft, curve: curve)
        addCorner(tl, incoming: up, outgoing: right, radius: radii.topLeft, curve: curve)
        close()
    }

    /// A rounded rectangle with the same radius at every corner.
    public init(roundedRect r: Rect, cornerRadius: Double, curve: CornerCurve = .circular) {
        self.init(roundedRect: r, radii: CornerRadii(all: cornerRadius), curve: curve)
    }

    /// A capsule: a rounded rectangle whose shorter sides are half circles.
    public init(capsuleIn r: Rect) {
        self.init(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, curve: .circular)
    }

    /// An ellipse inscribed in `r`, clockwise from its rightmost point.
    public init(ellipseIn r: Rect) {
        self.init()
        ellipticalArc(center: r.center, radii: Size(r.width / 2, r.height / 2), rotation: 0,
                      startAngle: 0, sweep: 2 * Double.pi)
        close()
    }

    /// A circle around `center`.
    public init(circleAt center: Point, radius: Double) {
        self.init(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    static func extent(_ curve: CornerCurve) -> Double { curve == .continuous ? continuousCornerExtent : 1 }

    /// The CSS factor (≤ 1) that makes the radii fit a w × h box, or 1 when they already fit.
    static func cssScale(_ r: CornerRadii, _ w: Double, _ h: Double) -> Double {
        var f = 1.0
        func fit(_ side: Double, _ a: Double, _ b: Double) { if a + b > side { f = min(f, side / (a + b)) } }
        fit(w, r.topLeft, r.topRight); fit(w, r.bottomLeft, r.bottomRight)
        fit(h, r.topLeft, r.bottomLeft); fit(h, r.topRight, r.bottomRight)
        return f
    }

    /// The UIKit continuous corner of the top-right corner in units of r, as (back along the incoming
    /// edge, forward along the outgoing edge) pairs: (line end), then three cubics of (c1, c2, end) with a
    /// line between the first and second (PaintCode's reverse engineering, REFERENCE.md §2).
    static let continuousCorner: (lineEnd: (Double, Double), curves: [[(Double, Double)]], bridge: (Double, Double)) = (
        (1.52866471, 0),
        [[(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
         [(0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)],
         [(0, 0.86840701), (0, 1.08849299), (0, 1.52866483)]],
        (0.63149399, 0.07491100)
    )

    /// Draws a line along the incoming edge, then the corner at `c`, ending on the outgoing edge.
    /// Points are `c − x·r·incoming + y·r·outgoing` for the (x, y) pairs of the corner's table.
    mutating func addCorner(_ c: Point, incoming: Point, outgoing: Point, radius r: Double, curve: CornerCurve) {
        func at(_ xy: (Double, Double)) -> Point { c - incoming * (xy.0 * r) + outgoing * (xy.1 * r) }
        guard r > 0 else { line(to: c); return }
        switch curve {
        case .circular:
            let k = 0.5522847498307936  // 4/3·(√2 − 1): a cubic's best fit to a quarter circle
            line(to: at((1, 0)))
            cubic(to: at((0, 1)), control1: at((1 - k, 0)), control2: at((0, 1 - k)))
        case .continuous:
            let table = Path.continuousCorner
            line(to: at(table.lineEnd))
            let first = table.curves[0]
            cubic(to: at(first[2]), control1: at(first[0]), control2: at(first[1]))
            line(to: at(table.bridge))
            for seg in table.curves.dropFirst() {
                cubic(to: at(seg[2]), control1: at(seg[0]), control2: at(seg[1]))
            }
        }
    }
}

extension Rect {
    /// The parts of this rectangle that its outline rounded by `radii` with `curve` covers entirely: the
    /// band between the corners' rows across the whole width, and the band between their columns down the
    /// whole height (empty bands left out). A continuous corner starts 1.53 radii from the corner, so its
    /// margin is taken as 1.6 radii. Drawing that skips what an opaque shape covers (a display list's
    /// occlusion, a sheet's panel over its host) starts from these.
    public func fullyCoveredParts(radii: CornerRadii, curve: CornerCurve) -> [Rect] {
        let k = curve == .continuous ? 1.6 : 1.0
        let top = max(radii.topLeft, radii.topRight) * k, bottom = max(radii.bottomLeft, radii.bottomRight) * k
        let left = max(radii.topLeft, radii.bottomLeft) * k, right = max(radii.topRight, radii.bottomRight) * k
        return [Rect(x: minX, y: minY + top, width: width, height: height - top - bottom),
                Rect(x: minX + left, y: minY, width: width - left - right, height: height)]
            .filter { $0.width > 0 && $0.height > 0 && $0.minX.isFinite && $0.minY.isFinite }
    }
}
