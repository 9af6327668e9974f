import Canvas
import Widgets

extension View {
    /// `background` drawn behind the view, proposed the view's size and placed by `alignment`.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        wrapped { node, context in Decorated(content: node, decoration: makeNode(background, in: context), behind: true, alignment: alignment) }
    }
    /// The view `content` builds, drawn behind this one.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }
    /// The view's frame filled with `style` behind it, extended into the safe area on `edges` where the
    /// view reaches it (as SwiftUI does by default).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(edges: edges))
    }
    /// The view's frame filled with the background style (the system background) behind it, extended into
    /// the safe area on `edges` (SwiftUI's `background(ignoresSafeAreaEdges:)`).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
    /// `shape` filled with `style` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background(shape.fill(style))
    }
    /// `shape` filled with the environment's background style behind the view (`backgroundStyle(_:)`, else
    /// the system background), as SwiftUI's `background(in:fillStyle:)`.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        wrapped { node, context in
            let style = context.environment.backgroundStyle ?? AnyShapeStyle(BackgroundStyle())
            return Decorated(content: node, decoration: makeNode(shape.fill(style), in: context), behind: true, alignment: .center)
        }
    }
    /// The style `background(in:)` fills with, for this view and its content.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// `overlay` drawn in front of the view, proposed the view's size and placed by `alignment`.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        wrapped { node, context in Decorated(content: node, decoration: makeNode(overlay, in: context), behind: false, alignment: alignment) }
    }
    /// The view `content` builds, drawn in front of this one.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }
    /// The view's frame filled with `style` in front of it.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { overlay(Rectangle().fill(style)) }
    /// `shape` filled with `style` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { overlay(shape.fill(style)) }

    /// The view drawn at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some View {
        wrapped { node, context in Widgets.Opacity(context.animatedValue(.opacity, [opacity])[0], node) }
    }
    /// The view drawn blurred: a Gaussian of standard deviation `radius` points (animatable in a session).
    /// `opaque` is accepted; the blur fades at the view's edges.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        wrapped { node, context in Widgets.Blur(radius: context.animatedValue(.blur, [Double(radius)])[0], node) }
    }
    /// The view drawn into one layer before it is composited (SwiftUI's `drawingGroup`): the same
    /// pixels here, where every view is drawn by the same rasteriser.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// The view's contents composited as one group before effects around it apply. Opacity here already
    /// applies to a view's drawing as a group, so the picture is the same.
    public func compositingGroup() -> some View { self }
    /// The view laid out but not drawn.
    public func hidden() -> some View { opacity(0) }

    /// The view clipped to `shape` in its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapped { node, context in
            guard let kind = shape.shapeKind else {
                // A shape of the user's: its path in the view's frame, asked for when drawn.
                return Widgets.Clip(.path(CanvasPath()), node, outline: { frame in
                    shape.path(in: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)).path.applying(.translation(frame.minX, frame.minY))
                }, rule: style.isEOFilled ? .evenOdd : .nonZero)
            }
            return Widgets.Clip(context.animatedShape(kind), node)
        }
    }
    /// The view clipped to its frame.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    /// The view clipped to a rounded rectangle of `radius` (circular corners).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}

/// How a shape is filled (accepted; shapes fill with the non-zero rule).
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule is asked for, and antialiasing.
    public var isEOFilled: Bool, isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// How colours are blended in a drawing group (SwiftUI's `ColorRenderingMode`): accepted; blending here is
/// in sRGB, SwiftUI's non-linear default.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// How a view's pixels combine with what is under them (SwiftUI's `BlendMode`). Only `.normal` is drawn
/// as iOS draws it: the other modes draw normally, with a warning.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion,
         hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// The view blended with what is under it in `blendMode` (only `.normal` is drawn; the others are drawn
    /// normally, with a warning).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        wrapped { node, context in
            if blendMode != .normal { context.diagnostics.warn("blendMode(.\(blendMode)) is not drawn yet: the view is drawn with normal blending") }
            return node
        }
    }
    /// Space added around the view as a safe-area inset (iOS 17): at rest, the view's content is inset by
    /// `length` on `edges` (nil: the system's 16 points), as padding insets it.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length ?? 16) }
    /// Space added around the view as a safe-area inset, by edge.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    /// Space added around the view as a safe-area inset, on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(.all, length) }
}

extension View {
    /// The view's colours brightened by `amount` (not drawn yet: the view is drawn as it is, with a warning).
    public func brightness(_ amount: Double) -> some View { colorEffect(amount == 0 ? nil : "brightness(\(amount))") }
    /// The view's contrast changed (not drawn yet: a warning unless 1).
    public func contrast(_ amount: Double) -> some View { colorEffect(amount == 1 ? nil : "contrast(\(amount))") }
    /// The view's saturation changed (not drawn yet: a warning unless 1).
    public func saturation(_ amount: Double) -> some View { colorEffect(amount == 1 ? nil : "saturation(\(amount))") }
    /// The view drawn in greys by `amount` (not drawn yet: a warning unless 0).
    public func grayscale(_ amount: Double) -> some View { colorEffect(amount == 0 ? nil : "grayscale(\(amount))") }
    /// The view's hues turned by `angle` (not drawn yet: a warning unless 0).
    public func hueRotation(_ angle: Angle) -> some View { colorEffect(angle.radians == 0 ? nil : "hueRotation(\(angle.degrees)°)") }
    /// The view's colours multiplied by `color` (not drawn yet: a warning).
    public func colorMultiply(_ color: Color) -> some View { colorEffect("colorMultiply") }
    /// The view's colours inverted (not drawn yet: a warning).
    public func colorInvert() -> some View { colorEffect("colorInvert()") }
    /// The view's luminance as its alpha (not drawn yet: a warning).
    public func luminanceToAlpha() -> some View { colorEffect("luminanceToAlpha()") }

    /// The view with a colour effect `name` warned about as not drawn (nil: none).
    private func colorEffect(_ name: String?) -> some View {
        wrapped { node, context in
            if let name { context.diagnostics.warn("\(name) is not drawn yet: the view is drawn without it") }
            return node
        }
    }

}

extension EnvironmentValues {
    /// The style `background(in:)` fills with (nil: the system background), set by `backgroundStyle(_:)`.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}
