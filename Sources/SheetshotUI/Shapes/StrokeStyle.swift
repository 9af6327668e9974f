import Canvas
import Widgets

/// How a line ends (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// At the end point; a half circle around it; half the width past it.
    case butt, round, square
    var canvas: LineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How two segments of a line meet (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// Edges extended to a point; rounded; cut straight across.
    case miter, round, bevel
    var canvas: LineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// The geometry of a stroke (SwiftUI's `StrokeStyle`): width, caps, joins and dashes.
public struct StrokeStyle: Hashable, Sendable {
    /// The width, in points.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How segments meet.
    public var lineJoin: CGLineJoin
    /// The longest miter, as a multiple of the width.
    public var miterLimit: CGFloat
    /// Alternating dash and gap lengths, in points (empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style (SwiftUI's defaults: 1 point, butt caps, miter joins with limit 10, solid).
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }

    /// Canvas's stroke with `width` (the animated width) in place of `lineWidth`.
    func canvas(width: Double) -> CanvasStrokeStyle {
        CanvasStrokeStyle(width: width, cap: lineCap.canvas, join: lineJoin.canvas, miterLimit: Double(miterLimit),
                          dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}

extension Shape {
    /// The outline drawn in the foreground style, `lineWidth` points wide (centred on the outline); SwiftUI's
    /// is a shape of its own (rotated, offset or trimmed as one), and `.fill(_:)` after it chooses the
    /// stroke's style.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth)) }
    /// The outline drawn in the foreground style with `style`'s width, caps, joins and dashes (a shape of its
    /// own, as `stroke(lineWidth:)` is).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }
    /// The outline drawn with `content`, with `style`'s width, caps, joins and dashes.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: _ShapeView.Stroke(style: AnyShapeStyle(content), geometry: style, inside: false))
    }
}

/// A shape that can be drawn inset from its frame, so its stroke stays inside it (SwiftUI's
/// `InsettableShape`).
public protocol InsettableShape: Shape {
    /// The shape inset by `amount`.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline drawn inside the frame with `content`, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: _ShapeView.Stroke(style: AnyShapeStyle(content), geometry: StrokeStyle(lineWidth: lineWidth), inside: true))
    }
    /// The outline drawn inside the frame in the foreground style, `lineWidth` points wide.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: _ShapeView.Stroke(style: nil, geometry: StrokeStyle(lineWidth: lineWidth), inside: true))
    }
    /// The outline drawn inside the frame with `content` and `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: _ShapeView.Stroke(style: AnyShapeStyle(content), geometry: style, inside: true))
    }
    /// The outline drawn inside the frame in the foreground style with `style`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: _ShapeView.Stroke(style: nil, geometry: style, inside: true))
    }
}

/// A shape inset from its frame by `amount` on every side (what `InsettableShape.inset(by:)` gives for
/// the built-in shapes).
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat
    /// The base shape's outline in `rect` inset by the amount.
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    /// The shape inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}
extension _InsetShape: PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount` (its corners keep their radius, as SwiftUI's do).
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}
extension Capsule: InsettableShape {
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}
extension Circle: InsettableShape {
    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}
extension ContainerRelativeShape: InsettableShape {
    /// The container's shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}
extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension View {
    /// A border of `content`, `width` points wide, drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
