import Canvas
import Widgets

/// An outline made of lines and curves (SwiftUI's `Path`), for shapes of your own; shown as a view it is
/// filled with the foreground style.
public struct Path: Sendable {
    var path: CanvasPath

    init(_ path: CanvasPath) { self.path = path }
    /// An empty path.
    public init() { path = CanvasPath() }
    /// The path `build` makes.
    public init(_ build: (inout Path) -> Void) { var p = Path(); build(&p); self = p }
    /// The rectangle `rect`.
    public init(_ rect: CGRect) { path = CanvasPath(rect: Rect(rect)) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        path = CanvasPath(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), curve: style.curve)
    }
    /// The ellipse in `rect`.
    public init(ellipseIn rect: CGRect) { path = CanvasPath(ellipseIn: Rect(rect)) }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) { path.move(to: Point(p)) }
    /// A straight line from the current point to `p`.
    public mutating func addLine(to p: CGPoint) { path.line(to: Point(p)) }
    /// A quadratic Bézier curve to `p` bent toward `control`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { path.quad(to: Point(p), control: Point(control)) }
    /// A cubic Bézier curve to `p` with two control points.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.cubic(to: Point(p), control1: Point(control1), control2: Point(control2))
    }
    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { path.close() }
    /// Adds the rectangle `rect` as a closed subpath.
    public mutating func addRect(_ rect: CGRect) { path.addPath(CanvasPath(rect: Rect(rect))) }
    /// Adds the ellipse in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) { path.addPath(CanvasPath(ellipseIn: Rect(rect))) }
    /// Adds a rounded rectangle (its corners `cornerSize.width` in radius) as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        path.addPath(CanvasPath(roundedRect: Rect(rect), cornerRadius: Double(cornerSize.width), curve: style.curve))
    }
    /// Adds a rectangle with a radius of its own at each corner as a closed subpath (iOS 17), mapped by
    /// `transform`.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let radii = CornerRadii(topLeft: Double(cornerRadii.topLeading), topRight: Double(cornerRadii.topTrailing),
                                bottomRight: Double(cornerRadii.bottomTrailing), bottomLeft: Double(cornerRadii.bottomLeading))
        path.addPath(CanvasPath(roundedRect: Rect(rect), radii: radii, curve: style.curve).applying(transform.canvas))
    }
    /// The outline of this path stroked with `style`, as a path (filled, it draws the stroke).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var stroked = Path()
        stroked.path = path.strokeOutline(style.canvas(width: Double(style.lineWidth)))
        return stroked
    }
    /// Lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// A circular arc around `center` from `startAngle` to `endAngle`, joined to the current point by a
    /// line. As in SwiftUI, `clockwise` is meant in a y-up space: on the screen (y down) `clockwise: false`
    /// turns the way a clock's hands do.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        path.arc(center: Point(center), radius: Double(radius), startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: !clockwise)
    }
    /// A circular arc around `center` from `startAngle` through `delta` (positive: clockwise on the screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        let start = Point(Double(center.x) + Double(radius) * cos(startAngle.radians), Double(center.y) + Double(radius) * sin(startAngle.radians))
        if path.isEmpty { path.move(to: start) } else { path.line(to: start) }
        path.ellipticalArc(center: Point(center), radii: Size(Double(radius), Double(radius)), rotation: 0,
                           startAngle: startAngle.radians, sweep: delta.radians)
    }
    /// Adds each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    /// Adds another path's subpaths.
    public mutating func addPath(_ other: Path) { path.addPath(other.path) }
    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        let b = path.bounds
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height)
    }
    /// The last point added, if the path has one.
    public var currentPoint: CGPoint? {
        path.isEmpty ? nil : CGPoint(x: path.currentPoint.x, y: path.currentPoint.y)
    }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { Path(path.applying(.translation(Double(dx), Double(dy)))) }

    /// A path is drawn where it is, in its frame's coordinates.
    public func path(in rect: CGRect) -> Path { self }
}

extension Path: Shape, PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}

extension Point {
    /// A Foundation point as a Canvas one.
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
}
