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
    func materialNode(_ material: Material, in context: ViewContext) -> Node {
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
