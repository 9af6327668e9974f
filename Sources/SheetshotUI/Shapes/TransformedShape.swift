import Canvas
import Widgets

extension Path {
    /// The path moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { Path(path.applying(transform.canvas)) }
    /// Adds `other` moved by `transform`.
    public mutating func addPath(_ other: Path, transform: CGAffineTransform) { path.addPath(other.path.applying(transform.canvas)) }
}

extension Shape {
    /// The shape turned by `angle` about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { rect in
            let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
            return CGAffineTransform(translationX: -ax, y: -ay).concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
        }
    }
    /// The shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { rect in
            let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
            return CGAffineTransform(translationX: -ax, y: -ay).concatenating(CGAffineTransform(scaleX: x, y: y))
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
        }
    }
    /// The shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> { self.scale(x: scale, y: scale, anchor: anchor) }
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> _TransformedShape<Self> {
        _TransformedShape(base: self) { _ in CGAffineTransform(translationX: offset.width, y: offset.height) }
    }
    /// The shape moved by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _TransformedShape<Self> { offset(CGSize(width: x, height: y)) }
    /// The shape moved by `transform`.
    public func transform(_ transform: CGAffineTransform) -> _TransformedShape<Self> { _TransformedShape(base: self) { _ in transform } }
}

/// A shape drawn through a transform of its frame (what `rotation`, `scale`, `offset` and `transform` make).
public struct _TransformedShape<Base: Shape>: Shape {
    let base: Base
    let transform: @Sendable (CGRect) -> CGAffineTransform
    /// The base's outline in `rect`, transformed.
    public func path(in rect: CGRect) -> Path { base.path(in: rect).applying(transform(rect)) }
}
extension _TransformedShape: PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}
