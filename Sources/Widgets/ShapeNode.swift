import Canvas

/// The outline a shape node draws in its frame.
public enum ShapeKind: Sendable {
    case rectangle
    /// A rounded rectangle (radius in points).
    case roundedRect(radius: Double, curve: CornerCurve)
    /// Rounded rectangle with a radius per corner.
    case roundedCorners(CornerRadii, curve: CornerCurve)
    case capsule
    /// The largest circle centred in the frame.
    case circle
    case ellipse
    /// Any path, in the frame's coordinates (its origin at the frame's top-left corner).
    case path(Path)

    /// The outline in `rect`.
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle: return Path(rect: rect)
        case .roundedRect(let r, let curve): return Path(roundedRect: rect, cornerRadius: r, curve: curve)
        case .roundedCorners(let radii, let curve): return Path(roundedRect: rect, radii: radii, curve: curve)
        case .capsule: return Path(capsuleIn: rect)
        case .circle:
            let d = min(rect.width, rect.height)
            return Path(circleAt: Point(rect.midX, rect.midY), radius: d / 2)
        case .ellipse: return Path(ellipseIn: rect)
        case .path(let p): return p.applying(.translation(rect.minX, rect.minY))
        }
    }
}

/// A shape filling whatever it is offered (10 × 10 points when asked for its ideal size), filled and/or
/// stroked.
public final class Shape: Node {
    /// The outline drawn in the frame.
    public var shape: ShapeKind { didSet { invalidateAppearance() } }
    /// The fill, if any.
    public var fillStyle: Fill? { didSet { invalidateAppearance() } }
    /// The stroke's colour, if the outline is stroked.
    public var strokeFill: Fill? { didSet { invalidateAppearance() } }
    /// The stroke's width, caps and joins.
    public var strokeStyle: StrokeStyle { didSet { invalidateAppearance() } }
    /// Whether the stroke is drawn inside the frame: on the outline of the frame inset by half the
    /// stroke's width (SwiftUI's `strokeBorder`), so none of it falls outside.
    public var strokesInside = false { didSet { invalidateAppearance() } }

    /// A shape node, optionally filled.
    public init(_ shape: ShapeKind, fill: Fill? = nil) {
        self.shape = shape
        self.fillStyle = fill
        self.strokeStyle = StrokeStyle(width: 1)
        super.init()
    }

    /// A rectangle filling its frame (give it a fill or stroke).
    public static func rectangle() -> Shape { Shape(.rectangle) }
    /// A rounded rectangle (continuous corners by default).
    public static func roundedRect(_ radius: Double, curve: CornerCurve = .continuous) -> Shape { Shape(.roundedRect(radius: radius, curve: curve)) }
    /// A capsule: fully rounded ends.
    public static func capsule() -> Shape { Shape(.capsule) }
    /// The largest circle centred in the frame.
    public static func circle() -> Shape { Shape(.circle) }

    /// Fills the shape.
    public func fill(_ fill: Fill) -> Shape { fillStyle = fill; return self }
    /// Strokes the outline (on top of any fill); width 0 is a one-pixel hairline.
    public func stroke(_ fill: Fill, lineWidth: Double = 1) -> Shape {
        strokeFill = fill; strokeStyle = StrokeStyle(width: lineWidth); return self
    }
    /// Strokes the outline with `style` (on top of any fill); `inside`: within the frame.
    public func stroke(_ fill: Fill, style: StrokeStyle, inside: Bool = false) -> Shape {
        strokeFill = fill; strokeStyle = style; strokesInside = inside; return self
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        proposal.replacingUnspecified(with: Size(10, 10))
    }

    override public func drawContent(on canvas: Canvas, environment: Environment) {
        guard frame.width.isFinite, frame.height.isFinite else { return }
        let outline = shape.path(in: frame)
        if let fillStyle { canvas.fill(outline, with: fillStyle.paint(in: environment, frame: frame)) }
        if let strokeFill {
            let half = strokesInside && strokeStyle.width.isFinite ? min(max(strokeStyle.width / 2, 0), min(frame.width, frame.height) / 2) : 0
            let path = half > 0 ? shape.path(in: frame.insetBy(half)) : outline
            canvas.stroke(path, with: strokeFill.paint(in: environment, frame: frame), style: strokeStyle)
        }
    }

    override public var kind: String {
        switch shape {
        case .rectangle: return "Rectangle"
        case .roundedRect, .roundedCorners: return "RoundedRectangle"
        case .capsule: return "Capsule"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .path: return "Path"
        }
    }
}

/// Draws with a closure given the canvas and the node's frame (points), sized like a shape.
public final class CustomDrawing: Node {
    /// The drawing closure: the canvas (in points), the node's frame and the environment.
    public let body: @Sendable (Canvas, Rect, Environment) -> Void
    /// The size taken along an axis the proposal leaves unspecified (its aspect ratio is what
    /// `aspectRatio(nil, …)` keeps): 10 × 10 points unless given.
    public let idealSize: Size

    /// A node drawn by `body`, `idealSize` where the proposal leaves a side open.
    public init(idealSize: Size = Size(10, 10), _ body: @escaping @Sendable (Canvas, Rect, Environment) -> Void) {
        self.body = body
        self.idealSize = idealSize
        super.init()
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        proposal.replacingUnspecified(with: idealSize)
    }

    override public func drawContent(on canvas: Canvas, environment: Environment) {
        canvas.withSavedState { body(canvas, frame, environment) }
    }
}
