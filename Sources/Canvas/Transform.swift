import Foundation

/// An affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y).
    public static func translation(_ x: Double, _ y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    /// A scale about the origin.
    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// A rotation about the origin by `radians` (clockwise on a y-down canvas).
    public static func rotation(_ radians: Double) -> Transform {
        let cs = cos(radians), sn = sin(radians)
        return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied first, then `t`.
    public func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// A translation applied before `self`.
    public func translatedBy(_ x: Double, _ y: Double) -> Transform { Transform.translation(x, y).concatenating(self) }
    /// A scale applied before `self`.
    public func scaledBy(_ sx: Double, _ sy: Double) -> Transform { Transform.scale(sx, sy).concatenating(self) }
    /// A rotation applied before `self`.
    public func rotatedBy(_ radians: Double) -> Transform { Transform.rotation(radians).concatenating(self) }

    /// The point mapped by this transform.
    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
    /// The vector mapped without translation.
    public func applyToVector(_ p: Point) -> Point { Point(a * p.x + c * p.y, b * p.x + d * p.y) }

    /// The determinant (zero when the transform flattens the plane to a line).
    public var determinant: Double { a * d - b * c }
    /// The inverse, or nil when the transform is not invertible.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
    /// Whether it only translates and scales (so axis-aligned rectangles stay axis-aligned).
    public var isAxisAligned: Bool { b == 0 && c == 0 }
    /// The largest factor by which it can stretch a length (used to pick curve flattening density).
    public var maxScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return Swift.max(sx, sy)
    }
}
