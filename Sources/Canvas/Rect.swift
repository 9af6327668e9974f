/// An axis-aligned rectangle given by its top-left corner (`origin`) and its `size`.
///
/// A rectangle with a negative width or height is treated as empty by every operation that asks.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its left, top, width and height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// The smallest rectangle containing both corners.
    public init(corners a: Point, _ b: Point) {
        origin = Point(Swift.min(a.x, b.x), Swift.min(a.y, b.y))
        size = Size(abs(a.x - b.x), abs(a.y - b.y))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(midX, midY) }

    /// Whether the rectangle encloses no area.
    public var isEmpty: Bool { size.isEmpty }
    /// Whether every coordinate is finite.
    public var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    /// Whether `p` lies inside (left and top edges included, right and bottom excluded).
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// The overlap of two rectangles, `.zero`-sized at the nearer corner when they do not overlap.
    public func intersection(_ o: Rect) -> Rect {
        let x0 = Swift.max(minX, o.minX), y0 = Swift.max(minY, o.minY)
        let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    /// The smallest rectangle containing both (an empty one contributes nothing).
    public func union(_ o: Rect) -> Rect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return Rect(corners: Point(Swift.min(minX, o.minX), Swift.min(minY, o.minY)),
                    Point(Swift.max(maxX, o.maxX), Swift.max(maxY, o.maxY)))
    }

    /// The rectangle grown by `d` on every side (shrunk when `d` is negative).
    public func insetBy(_ d: Double) -> Rect {
        Rect(x: minX + d, y: minY + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// The rectangle shrunk by the given insets.
    public func inset(by e: EdgeInsets) -> Rect {
        Rect(x: minX + e.left, y: minY + e.top, width: width - e.left - e.right, height: height - e.top - e.bottom)
    }

    /// The rectangle moved by (dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
