import Canvas
import Widgets

/// A translucent material (SwiftUI's `Material`): what lies behind is blurred and washed with a tint —
/// white in light mode, dark grey in dark mode, more opaque from ultra-thin to ultra-thick. The tints and
/// the 30-point blur approximate iOS 17's materials (without their vibrancy).
public struct Material: ShapeStyle, Hashable {
    let opacity: Double
    /// The thinnest material (most of the backdrop shows).
    public static let ultraThinMaterial = Material(opacity: 0.35)
    /// A thin material.
    public static let thinMaterial = Material(opacity: 0.55)
    /// The regular material.
    public static let regularMaterial = Material(opacity: 0.72)
    /// A thick material.
    public static let thickMaterial = Material(opacity: 0.85)
    /// The thickest material (little of the backdrop shows).
    public static let ultraThickMaterial = Material(opacity: 0.93)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(opacity: 0.8)
    /// The materials by their short names (`Material.ultraThin`, as a value).
    public static let ultraThin = ultraThinMaterial, thin = thinMaterial, regular = regularMaterial, thick = thickMaterial,
                      ultraThick = ultraThickMaterial

    /// The blur of the backdrop, in points (σ = half of it, as a shadow's).
    static let blur = 30.0

    /// The wash over the blurred backdrop.
    func tint(in scheme: ColorScheme) -> CanvasColor {
        (scheme == .dark ? CanvasColor(rgb: 0x1E1E1E) : CanvasColor.white).withAlpha(opacity)
    }
}

extension ShapeStyle where Self == Material {
    /// `Material.ultraThinMaterial`.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// `Material.thinMaterial`.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// `Material.regularMaterial`.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// `Material.thickMaterial`.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// `Material.ultraThickMaterial`.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// `Material.bar`.
    public static var bar: Material { Material.bar }
}

extension Shape {
    /// A node drawing `material` in this shape's outline at the node's frame.
    @MainActor func materialNode(_ material: Material, in context: ViewContext) -> Node {
        let tint = material.tint(in: context.environment.colorScheme)
        let kind = shapeKind, shape = self
        return CustomDrawing { canvas, frame, _ in
            let outline = kind?.path(in: frame)
                ?? shape.path(in: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)).path.applying(.translation(frame.minX, frame.minY))
            canvas.blurBackdrop(under: outline, blur: Material.blur)
            canvas.fill(outline, with: .solid(tint))
        }
    }
}

/// iOS 26's Liquid Glass (SwiftUI's `Glass`): drawn here as the regular material, with a warning.
public struct Glass: Hashable, Sendable {
    let name: String
    /// The regular glass, a clearer one, and none.
    public static let regular = Glass(name: "regular"), clear = Glass(name: "clear"), identity = Glass(name: "identity")
    /// The glass tinted (the tint is not drawn).
    public func tint(_ color: Color?) -> Glass { self }
    /// The glass reacting to touches (no effect at rest).
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

extension View {
    /// The view on iOS 26's Liquid Glass in `shape` — drawn here as the regular material in the shape,
    /// with a warning (glass's refraction and highlights are not drawn).
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        background(shape.fill(Material.regularMaterial)).modifier(_GlassWarning(glass: glass))
    }
    /// The view on Liquid Glass in a capsule (drawn as the regular material, with a warning).
    public func glassEffect(_ glass: Glass = .regular) -> some View { glassEffect(glass, in: Capsule()) }
    /// An identity for glass morphing between views (no effect at rest).
    public func glassEffectID<ID: Hashable>(_ id: ID, in namespace: Namespace.ID) -> some View { self }
}

/// Warns that glass is drawn as a material.
struct _GlassWarning: ViewModifier {
    let glass: Glass
    func body(content: Content) -> some View {
        content.warningWhenBuilt(glass == .identity ? nil : "Liquid Glass (glassEffect) is drawn as the regular material")
    }
}

/// Views whose glass shapes blend together (SwiftUI's `GlassEffectContainer`): its content, as it is.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    /// A container of `content`, its glass spaced by `spacing`.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    /// The content.
    public var body: some View { content }
}

extension View {
    /// The view with `message` noted as a warning when it is built (nil: nothing).
    @_spi(Facades) public func warningWhenBuilt(_ message: String?) -> some View {
        wrapped { node, context in
            if let message { context.diagnostics.warn(message) }
            return node
        }
    }
}
