import Canvas
import Widgets

extension Shape {
    /// The part of the shape's outline between `startFraction` and `endFraction` of its length (0…1;
    /// out of range values are clamped, an empty or invalid range gives nothing) — a progress ring's arc.
    /// The outline is measured along its curves (flattened to within 0.005 points).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: Double(startFraction), to: Double(endFraction))
    }
}

/// A shape's outline cut to a fraction of its length (what `Shape.trim(from:to:)` makes).
public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: Double, to: Double

    /// The part of the base's outline in `rect` between the fractions.
    public func path(in rect: CGRect) -> Path { Path(Self.trimmed(base.path(in: rect).path, from: from, to: to)) }

    /// The part of `path` between fractions `from` and `to` of its length, as polylines (one per subpath
    /// it crosses; a closed subpath's closing line counts).
    static func trimmed(_ path: CanvasPath, from: Double, to: Double) -> CanvasPath {
        guard from.isFinite, to.isFinite else { return CanvasPath() }
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard end > start else { return CanvasPath() }
        var polylines: [[Point]] = []
        path.flattened(tolerance: 0.005) { points, closed in
            var line = points
            if closed, let first = points.first, line.last != first { line.append(first) }
            if line.count > 1 { polylines.append(line) }
        }
        func length(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = polylines.reduce(0) { sum, line in sum + zip(line, line.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) } }
        guard total > 0, total.isFinite else { return CanvasPath() }
        let low = start * total, high = end * total
        var result = CanvasPath()
        var walked = 0.0
        for line in polylines {
            var drawing = false
            for (a, b) in zip(line, line.dropFirst()) {
                let l = length(a, b)
                defer { walked += l }
                guard l > 0, walked + l > low, walked < high else { continue }
                func point(at distance: Double) -> Point {
                    let t = min(max((distance - walked) / l, 0), 1)
                    return Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                }
                if !drawing { result.move(to: point(at: max(low, walked))); drawing = true }
                result.line(to: point(at: min(high, walked + l)))
            }
        }
        return result
    }
}

extension _TrimmedShape: PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}
