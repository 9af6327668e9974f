import Canvas
import Widgets

/// The radii of a rectangle's four corners (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of each corner, in points.
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    /// Radii corner by corner (0 where not given).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading; self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// A rectangle with a radius of its own at each corner (SwiftUI's `UnevenRoundedRectangle`); leading and
/// trailing are the left and right corners.
public struct UnevenRoundedRectangle: Sendable {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle
    var kind: ShapeKind { .roundedCorners(canvasRadii, curve: style.curve) }

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { self.cornerRadii = cornerRadii; self.style = style }
    /// A rectangle with a radius at each corner (0 where not given).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    var canvasRadii: CornerRadii {
        func r(_ v: CGFloat) -> Double { Double(v).isFinite ? max(0, Double(v)) : 0 }
        return CornerRadii(topLeft: r(cornerRadii.topLeading), topRight: r(cornerRadii.topTrailing),
                           bottomRight: r(cornerRadii.bottomTrailing), bottomLeft: r(cornerRadii.bottomLeading))
    }
    /// The outline filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(CanvasPath(roundedRect: Rect(rect), radii: canvasRadii, curve: style.curve)) }
}
extension UnevenRoundedRectangle: Shape, BuiltInShape, PrimitiveView {
    func makeNodes(in context: ViewContext) -> [Node] { makeShapeNodes(in: context) }
}
extension UnevenRoundedRectangle: InsettableShape {
    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}
extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius at each corner.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
    /// A rectangle with `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
