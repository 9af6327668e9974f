// Whether a point is inside a path, as filling it would cover it: for hit testing against clip shapes.

extension Path {
    /// Whether `point` is inside the path under `rule`, as filling it would cover it (each subpath closed
    /// as filling closes it; curves flattened to within `tolerance`). A point on an edge may go either
    /// way; a path that is not finite contains nothing.
    public func contains(_ point: Point, rule: FillRule = .nonZero, tolerance: Double = 0.05) -> Bool {
        guard isFinite, point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        flattened(tolerance: tolerance) { points, _ in
            guard points.count > 1 else { return }
            // A ray from the point to the right: each edge crossing it upwards adds one, downwards takes one.
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .nonZero ? winding != 0 : winding % 2 != 0
    }
}

/// Which side of the line from `a` to `b` the point `p` is on (positive: left, in y-down coordinates the
/// side a counter-clockwise turn reaches).
private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}
