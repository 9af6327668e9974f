import Canvas

/// Draws a child blurred (SwiftUI's `blur(radius:)`): a Gaussian blur of standard deviation `radius`
/// points, reaching three times that beyond the child's frame. Layout and hit testing are the child's.
public final class Blur: SingleChildModifier {
    /// The blur's standard deviation, in points (0, negative or not finite: no blur).
    public var radius: Double { didSet { invalidateAppearance() } }

    /// `child` blurred by `radius` points.
    public init(radius: Double, _ child: Node) {
        self.radius = radius
        super.init(child: child)
    }

    override public func draw(on canvas: Canvas, environment: Environment) {
        let scale = environment.displayScale
        guard radius.isFinite, radius > 0, frame.isFinite, scale.isFinite, scale > 0 else {
            super.draw(on: canvas, environment: environment); return
        }
        // The child drawn offscreen over its frame and the blur's reach, blurred there, then drawn back.
        let area = frame.insetBy(-3 * radius)
        let width = Int((area.width * scale).rounded(.up)), height = Int((area.height * scale).rounded(.up))
        guard width > 0, height > 0, let layer = try? Canvas(width: width, height: height) else {
            super.draw(on: canvas, environment: environment); return
        }
        layer.scale(scale, scale)
        layer.translate(-area.minX, -area.minY)
        super.draw(on: layer, environment: environment)
        layer.blurBackdrop(under: Path(rect: area), blur: 2 * radius)
        canvas.drawImage(layer.makeImage(), in: Rect(x: area.minX, y: area.minY, width: Double(width) / scale, height: Double(height) / scale))
    }

    override public var dumpDetails: String { "blur \(format2(radius))" }
}
