import Canvas

/// Draws a child rotated and scaled about an anchor without changing its layout (SwiftUI's
/// `rotationEffect` and `scaleEffect`): the child keeps its frame, and what is drawn turns and grows
/// around the anchor point of that frame. Hit testing uses the unturned frame.
public final class TransformEffect: SingleChildModifier {
    /// The turn, in radians, clockwise on screen.
    public var rotation: Double { didSet { invalidateAppearance() } }
    /// The horizontal and vertical scale factors.
    public var scale: (x: Double, y: Double) { didSet { invalidateAppearance() } }
    /// The point of the child's frame that stays put, in unit coordinates (0.5, 0.5 is the centre).
    public var anchor: (x: Double, y: Double) { didSet { invalidateAppearance() } }
    /// A further linear map about the anchor, applied to the child's drawing before the scale and turn
    /// (its translation is ignored): the flat projection of a turn in depth.
    public var projection: Transform = .identity { didSet { invalidateAppearance() } }

    /// `child` turned by `rotation` radians and scaled by `scale`, about `anchor` (unit coordinates of its
    /// frame). Values that are not finite are treated as no turn and no scaling.
    public init(rotation: Double = 0, scale: (x: Double, y: Double) = (1, 1), anchor: (x: Double, y: Double) = (0.5, 0.5), _ child: Node) {
        self.rotation = rotation.isFinite ? rotation : 0
        self.scale = (scale.x.isFinite ? scale.x : 1, scale.y.isFinite ? scale.y : 1)
        self.anchor = (anchor.x.isFinite ? anchor.x : 0.5, anchor.y.isFinite ? anchor.y : 0.5)
        super.init(child: child)
    }

    override public func draw(on canvas: Canvas, environment: Environment) {
        guard rotation != 0 || scale.x != 1 || scale.y != 1 || projection != .identity else {
            super.draw(on: canvas, environment: environment); return
        }
        // A zero scale draws nothing (and would make the transform singular); so does a projection seen edge on.
        guard scale.x != 0, scale.y != 0 else { return }
        let p = projection
        guard [p.a, p.b, p.c, p.d].allSatisfy(\.isFinite), abs(p.a * p.d - p.b * p.c) > 1e-9 else { return }
        let f = children[0].frame
        let ax = f.minX + anchor.x * f.width, ay = f.minY + anchor.y * f.height
        canvas.withSavedState {
            canvas.translate(ax, ay)
            canvas.rotate(rotation)
            canvas.scale(scale.x, scale.y)
            if p != .identity { canvas.concatenate(Transform(a: p.a, b: p.b, c: p.c, d: p.d, tx: 0, ty: 0)) }
            canvas.translate(-ax, -ay)
            super.draw(on: canvas, environment: environment)
        }
    }

    override public var dumpDetails: String {
        var parts: [String] = []
        if rotation != 0 { parts.append("rotation \(format2(rotation * 180 / .pi))°") }
        if scale.x != 1 || scale.y != 1 { parts.append("scale \(format2(scale.x)) \(format2(scale.y))") }
        if projection != .identity {
            parts.append("projection \(format2(projection.a)) \(format2(projection.b)) \(format2(projection.c)) \(format2(projection.d))")
        }
        return parts.joined(separator: " ")
    }
}
