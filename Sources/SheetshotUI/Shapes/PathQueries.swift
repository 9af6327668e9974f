import Canvas
import Widgets

// The rest of SwiftUI's `Path` a shape library uses: the tangent arc, transformed additions, walking the
// elements, trimming, hit testing, and the Core Graphics bridge.
extension Path {
    /// One element of a path, as `forEach(_:)` hands them out.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        func point(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
        for element in path.elements {
            switch element {
            case .move(let p): body(.move(to: point(p)))
            case .line(let p): body(.line(to: point(p)))
            case .quad(let c, let p): body(.quadCurve(to: point(p), control: point(c)))
            case .cubic(let c1, let c2, let p): body(.curve(to: point(p), control1: point(c1), control2: point(c2)))
            case .close: body(.closeSubpath)
            }
        }
    }

    /// A circular arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from there to `tangent2End` (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`), joined to the
    /// current point by a line: how a polygon's corners are rounded. With no current point, or lines that do
    /// not turn, or no radius, it is a line to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        var piece = CanvasPath()
        let corner = Point(tangent1End), end = Point(tangent2End)
        // The current point is where the path already is, in its own space; the tangents are given before
        // `transform`, so the corner is worked out where they are (the point mapped back, when it can be).
        let current = transform.isInvertible ? currentPoint.map { $0.applying(transform.inverted()) } : nil
        guard let start = current.map(Point.init), radius > 0, radius.isFinite else {
            if currentPoint == nil { piece.move(to: corner) } else { piece.line(to: corner) }
            path.addPath(piece.applying(transform.canvas), continuingSubpath: true)
            return
        }
        func unit(_ x: Double, _ y: Double) -> (Double, Double)? {
            let length = (x * x + y * y).squareRoot()
            return length > 1e-12 && length.isFinite ? (x / length, y / length) : nil
        }
        guard let toStart = unit(start.x - corner.x, start.y - corner.y), let toEnd = unit(end.x - corner.x, end.y - corner.y) else {
            piece.line(to: corner)
            path.addPath(piece.applying(transform.canvas), continuingSubpath: true)
            return
        }
        let cosine = max(-1, min(1, toStart.0 * toEnd.0 + toStart.1 * toEnd.1))
        let angle = acos(cosine)  // the corner's angle, 0…π
        guard angle > 1e-9, angle < .pi - 1e-9 else {
            piece.line(to: corner)
            path.addPath(piece.applying(transform.canvas), continuingSubpath: true)
            return
        }
        let r = Double(radius)
        let reach = r / tan(angle / 2)
        let a = Point(corner.x + toStart.0 * reach, corner.y + toStart.1 * reach)
        let b = Point(corner.x + toEnd.0 * reach, corner.y + toEnd.1 * reach)
        guard let bisector = unit(toStart.0 + toEnd.0, toStart.1 + toEnd.1) else { return }
        let distance = r / sin(angle / 2)
        let center = Point(corner.x + bisector.0 * distance, corner.y + bisector.1 * distance)
        let startAngle = atan2(a.y - center.y, a.x - center.x), endAngle = atan2(b.y - center.y, b.x - center.x)
        var sweep = endAngle - startAngle
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        piece.line(to: a)
        piece.ellipticalArc(center: center, radii: Size(r, r), rotation: 0, startAngle: startAngle, sweep: sweep)
        path.addPath(piece.applying(transform.canvas), continuingSubpath: true)
    }

    /// A circular arc around `center` from `startAngle` to `endAngle` (see `addArc(center:radius:startAngle:endAngle:clockwise:)`),
    /// mapped by `transform`.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform) {
        var piece = CanvasPath()
        if let current = currentPoint { piece.move(to: Point(current)) }
        piece.arc(center: Point(center), radius: Double(radius), startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: !clockwise)
        path.addPath(piece.applying(transform.canvas), continuingSubpath: true)
    }
    /// Adds `rect` mapped by `transform` as a closed subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) { path.addPath(CanvasPath(rect: Rect(rect)).applying(transform.canvas)) }
    /// Adds each rectangle mapped by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform) { for rect in rects { addRect(rect, transform: transform) } }
    /// Adds the ellipse in `rect` mapped by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        path.addPath(CanvasPath(ellipseIn: Rect(rect)).applying(transform.canvas))
    }
    /// Adds a rounded rectangle mapped by `transform`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform) {
        path.addPath(CanvasPath(roundedRect: Rect(rect), cornerRadius: Double(cornerSize.width), curve: style.curve).applying(transform.canvas))
    }

    /// The part of the path between `from` and `to` (fractions of its length, 0…1), as `Shape.trim` draws it.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { Path(_TrimmedShape<Path>.trimmed(path, from: Double(from), to: Double(to))) }

    /// Whether `point` is inside the path filled by the non-zero rule, or the even-odd rule with `eoFill`.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        return path.contains(Point(point), rule: eoFill ? .evenOdd : .nonZero)
    }

    /// The path as Core Graphics holds it.
    public var cgPath: CGPath { CGPath(path: path) }
}

/// Core Graphics' null rectangle (`CGRect.null`): what a union starts from.
public let CGRectNull = CGRect.null

extension Shape {
    /// The size this shape takes for `proposal` (iOS 16): SwiftUI's built-in shapes and a shape of your own
    /// that does not say otherwise fill what is proposed, 10 points along an unspecified dimension.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

extension Path: Equatable, CustomStringConvertible {
    /// Whether two paths have the same elements.
    public static func == (a: Path, b: Path) -> Bool { a.path == b.path }
    /// The path in SwiftUI's text form, PostScript's operators after their points ("0 0 m 10 0 l h").
    public var description: String {
        func n(_ v: CGFloat) -> String {
            let d = Double(v)
            return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        }
        var words: [String] = []
        forEach { element in
            switch element {
            case .move(let p): words += [n(p.x), n(p.y), "m"]
            case .line(let p): words += [n(p.x), n(p.y), "l"]
            case .quadCurve(let p, let c): words += [n(c.x), n(c.y), n(p.x), n(p.y), "q"]
            case .curve(let p, let c1, let c2): words += [n(c1.x), n(c1.y), n(c2.x), n(c2.y), n(p.x), n(p.y), "c"]
            case .closeSubpath: words.append("h")
            }
        }
        return words.joined(separator: " ")
    }
}
