import Canvas
import Widgets

/// An outline that fills the frame it is offered (SwiftUI's `Shape`): shown as a view it is filled with
/// the foreground style; `.fill(_:)` and `.stroke(_:lineWidth:)` choose how it is drawn.
public protocol Shape: View, Sendable, _RemoveGlobalActorIsolation where Body == Never {
    /// The outline in `rect` (a rectangle at the origin: the shape's own coordinates).
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape Widgets draws itself (exactly, at any frame).
protocol BuiltInShape {
    var kind: ShapeKind { get }
}

extension Shape {
    /// How this shape is handed to Widgets: a built-in outline, or the shape's own path at the frame.
    var shapeKind: ShapeKind? { (self as? BuiltInShape)?.kind }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self> { _ShapeView(shape: self, fill: AnyShapeStyle(style), stroke: nil) }
    /// The shape filled with `content`, by the even-odd rule when `style` asks for it (a path that crosses
    /// itself then has holes where it overlaps).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: AnyShapeStyle(content), stroke: nil, evenOdd: style.isEOFilled)
    }
    /// The shape filled with the foreground style, by the rule `style` asks for.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> { fill(HierarchicalShapeStyle.primary, style: style) }
    /// The shape's outline drawn with `style`, `lineWidth` points wide (centred on the outline).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: _ShapeView.Stroke(style: AnyShapeStyle(style), geometry: StrokeStyle(lineWidth: lineWidth), inside: false))
    }
}

extension _ShapeView {
    /// A stroked shape (`stroke(style:)`, `stroke(lineWidth:)`) filled with `style`: its stroke drawn in it,
    /// as SwiftUI fills the outline of a stroked shape; an unstroked shape filled with it.
    public func fill<F: ShapeStyle>(_ style: F) -> _ShapeView {
        var view = self
        if var stroke = view.stroke {
            stroke.style = AnyShapeStyle(style)
            view.stroke = stroke
        } else {
            view.fill = AnyShapeStyle(style)
        }
        return view
    }
}

extension _ShapeView {
    /// The shape with its outline drawn over it in `content`, `lineWidth` points wide (SwiftUI 17's
    /// `ShapeView.stroke`: `Circle().fill(.yellow).stroke(.orange)`). A stroked shape's own outline is the
    /// one stroked, as SwiftUI strokes a stroked shape.
    public func stroke<C: ShapeStyle>(_ content: C, lineWidth: CGFloat = 1) -> some View {
        overlaidStroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth))
    }
    /// The shape with its outline drawn over it in `content`, with `style`'s width, caps, joins and dashes.
    public func stroke<C: ShapeStyle>(_ content: C, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlaidStroke(AnyShapeStyle(content), style)
    }
    /// The shape with its outline drawn over it in the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlaidStroke(nil, StrokeStyle(lineWidth: lineWidth))
    }
    /// The shape with its outline drawn over it in the foreground style, with `style`'s geometry.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlaidStroke(nil, style)
    }

    @ViewBuilder private func overlaidStroke(_ content: AnyShapeStyle?, _ geometry: StrokeStyle) -> some View {
        if let stroke {
            overlay(_ShapeView<_StrokedShape<S>>(shape: _StrokedShape(shape: shape, style: stroke.geometry), fill: nil,
                                                 stroke: _ShapeView<_StrokedShape<S>>.Stroke(style: content, geometry: geometry, inside: false)))
        } else {
            overlay(_ShapeView(shape: shape, fill: nil, stroke: Stroke(style: content, geometry: geometry, inside: false)))
        }
    }
}

/// A shape's outline stroked (SwiftUI 17's `stroke(lineWidth:)` and `stroke(style:)`): drawn in the
/// foreground style, and itself a shape whose outline is the stroke's, so it can be rotated, offset or
/// trimmed; `.fill(_:)` after it chooses the stroke's style.
public struct _StrokedShape<S: Shape>: Shape, PrimitiveView {
    public typealias Body = Never
    let shape: S
    let style: StrokeStyle

    /// The outline of the stroke.
    nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    /// The stroke drawn in `content`, as SwiftUI fills a stroked shape.
    public func fill<F: ShapeStyle>(_ content: F) -> _ShapeView<S> {
        _ShapeView(shape: shape, fill: nil, stroke: _ShapeView<S>.Stroke(style: AnyShapeStyle(content), geometry: style, inside: false))
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        _ShapeView(shape: shape, fill: nil, stroke: _ShapeView<S>.Stroke(style: nil, geometry: style, inside: false)).makeNodes(in: context)
    }
}

/// A shape drawn as a view: filled and/or stroked (SwiftUI's `_ShapeView`: a view, not a shape, so
/// `.offset`, `.rotationEffect` and the like move it as they move any view, colours kept).
public struct _ShapeView<S: Shape>: View, PrimitiveView {
    public typealias Body = Never
    let shape: S
    var fill: AnyShapeStyle?
    var stroke: Stroke?
    /// Whether the fill uses the even-odd rule (`fill(_:style:)`).
    var evenOdd = false

    /// How the outline is stroked: in a style (nil: the foreground style), with a geometry, on the outline
    /// or inside the frame (`strokeBorder`).
    struct Stroke: Sendable {
        var style: AnyShapeStyle?
        var geometry: StrokeStyle
        var inside: Bool
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let name = "\(S.self)"
        if let material = fill?.base as? Material, stroke == nil { return [shape.materialNode(material, in: context)] }
        let foreground = context.environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        if let kind = shape.shapeKind {
            let node = Widgets.Shape(context.animatedShape(kind), fill: fill.map { context.animatedFill(.fill, context.fill(for: $0, what: "the fill of \(name)")) })
            if let stroke {
                let width = context.animatedValue(.lineWidth, [Double(stroke.geometry.lineWidth)])[0]
                _ = node.stroke(context.animatedFill(.stroke, context.fill(for: stroke.style ?? foreground, what: "the stroke of \(name)")),
                                style: stroke.geometry.canvas(width: width), inside: stroke.inside)
            }
            return [node]
        }
        // A shape of the user's: its path at the node's frame, drawn with the resolved styles.
        let fillPaint = fill.map { context.fill(for: $0, what: "the fill of \(name)") }
        let strokePaint = stroke.map { (context.fill(for: $0.style ?? foreground, what: "the stroke of \(name)"), $0) }
        let shape = self.shape, rule: FillRule = evenOdd ? .evenOdd : .nonZero
        return [CustomDrawing { canvas, frame, environment in
            func outline(inset: Double) -> CanvasPath {
                let local = shape.path(in: CGRect(x: inset, y: inset, width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))).path
                return local.applying(.translation(frame.minX, frame.minY))
            }
            if let fillPaint { canvas.fill(outline(inset: 0), with: fillPaint.paint(in: environment, frame: frame), rule: rule) }
            if let (paint, stroke) = strokePaint {
                let width = Double(stroke.geometry.lineWidth)
                let inset = stroke.inside && width.isFinite ? max(0, width / 2) : 0
                canvas.stroke(outline(inset: inset), with: paint.paint(in: environment, frame: frame), style: stroke.geometry.canvas(width: width))
            }
        }]
    }
}

extension Shape {
    @MainActor func makeShapeNodes(in context: ViewContext) -> [Node] {
        _ShapeView(shape: self, fill: context.environment.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary), stroke: nil)
            .makeNodes(in: context)
    }
}

/// A rectangle filling its frame.
public struct Rectangle: Sendable {
    var kind: ShapeKind { .rectangle }
    /// The shape.
    public init() {}
    /// The outline filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(CanvasPath(rect: Rect(rect))) }
}
extension Rectangle: Shape, BuiltInShape, PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}

/// The shape of the container a view is in (SwiftUI's `ContainerRelativeShape`): outside a widget or a
/// container with a shape of its own — everywhere SheetshotUI draws — the view's rectangle, as on iOS.
public struct ContainerRelativeShape: Sendable {
    var kind: ShapeKind { .rectangle }
    /// The shape.
    public init() {}
    /// The outline filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(CanvasPath(rect: Rect(rect))) }
}
extension ContainerRelativeShape: Shape, BuiltInShape, PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}
extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (see `ContainerRelativeShape`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// How a rounded rectangle's corners are drawn: circular arcs, or Apple's continuous curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var curve: CornerCurve { self == .continuous ? .continuous : .circular }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Sendable {
    var kind: ShapeKind { .roundedRect(radius: Double(cornerSize.width), curve: style.curve) }
    /// The corners' size (its width is the radius drawn).
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle
    /// Corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    /// Corners of `cornerSize` (drawn with its width as the radius).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    /// The outline filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(CanvasPath(roundedRect: Rect(rect), cornerRadius: Double(cornerSize.width), curve: style.curve))
    }
}
extension RoundedRectangle: Shape, BuiltInShape, PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}

/// A rectangle with fully rounded ends.
public struct Capsule: Sendable {
    var kind: ShapeKind { .capsule }
    /// A capsule (its ends are always half circles).
    public init(style: RoundedCornerStyle = .continuous) {}
    /// The outline filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(CanvasPath(capsuleIn: Rect(rect))) }
}
extension Capsule: Shape, BuiltInShape, PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}

/// The largest circle centred in the frame.
public struct Circle: Sendable {
    var kind: ShapeKind { .circle }
    /// The shape.
    public init() {}
    /// The outline filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(CanvasPath(circleAt: Point(Double(rect.midX), Double(rect.midY)), radius: Double(min(rect.width, rect.height)) / 2))
    }
}
extension Circle: Shape, BuiltInShape, PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}

/// The ellipse filling the frame.
public struct Ellipse: Sendable {
    var kind: ShapeKind { .ellipse }
    /// The shape.
    public init() {}
    /// The outline filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(CanvasPath(ellipseIn: Rect(rect))) }
}
extension Ellipse: Shape, BuiltInShape, PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}

extension Rect {
    /// A Foundation rectangle as a Canvas one.
    init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}

// iOS 17's shape shorthands: `.clipShape(.rect(cornerRadius: 12))`, `.background(.blue, in: .capsule)`.
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
