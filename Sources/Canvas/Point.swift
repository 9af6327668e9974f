/// A position in a 2-D space whose y axis grows downwards (points in layout, pixels on a canvas).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    /// Creates a point from its coordinates.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// Creates a point from labelled coordinates.
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The origin (0, 0).
    public static let zero = Point(0, 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }
    /// The distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    /// The dot product of two vectors.
    public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// The z component of the cross product (positive when `o` turns clockwise from `self` on a y-down canvas).
    public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
    /// The point at fraction `t` of the way from `self` to `o`.
    public func lerp(_ o: Point, _ t: Double) -> Point { Point(x + (o.x - x) * t, y + (o.y - y) * t) }
    /// The distance to another point.
    public func distance(to o: Point) -> Double { (self - o).length }
    /// This vector scaled to length 1, or zero when it has no length.
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }

    public var description: String { "(\(x), \(y))" }
}
