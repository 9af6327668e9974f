import Canvas
import Widgets

/// Something text and shapes can be drawn in: a `Color`, a gradient, or a style relative to the
/// environment (`.primary`, `.secondary`, `.tint`).
public protocol ShapeStyle: Sendable {}

/// A shape style that can say what it draws with in an environment.
protocol ResolvableShapeStyle: ShapeStyle {
    /// The Widgets fill this style is in `environment`.
    func fill(in environment: EnvironmentValues) -> Fill
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    func fill(in environment: EnvironmentValues) -> Fill { .color(resolved(in: environment)) }
}

/// The levels of the foreground style: primary, secondary, tertiary, quaternary (label colours).
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int

    func fill(in environment: EnvironmentValues) -> Fill {
        let colors: [UIColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
        return .color(Color(uiColor: colors[level]).resolved(in: environment))
    }
}

/// The environment's tint (the accent colour unless `.tint(_:)` sets one).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The environment's tint.
    public init() {}
    func fill(in environment: EnvironmentValues) -> Fill { (environment.tint ?? .accentColor).fill(in: environment) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The label colour.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The secondary label colour.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The tertiary label colour.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The quaternary label colour.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    /// `Color.red`.
    public static var red: Color { Color.red }
    /// `Color.orange`.
    public static var orange: Color { Color.orange }
    /// `Color.yellow`.
    public static var yellow: Color { Color.yellow }
    /// `Color.green`.
    public static var green: Color { Color.green }
    /// `Color.mint`.
    public static var mint: Color { Color.mint }
    /// `Color.teal`.
    public static var teal: Color { Color.teal }
    /// `Color.cyan`.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue`.
    public static var blue: Color { Color.blue }
    /// `Color.indigo`.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple`.
    public static var purple: Color { Color.purple }
    /// `Color.pink`.
    public static var pink: Color { Color.pink }
    /// `Color.brown`.
    public static var brown: Color { Color.brown }
    /// `Color.gray`.
    public static var gray: Color { Color.gray }
    /// `Color.white`.
    public static var white: Color { Color.white }
    /// `Color.black`.
    public static var black: Color { Color.black }
    /// `Color.clear`.
    public static var clear: Color { Color.clear }
}

/// A point in a view's frame in unit coordinates: (0, 0) its top-leading corner, (1, 1) its bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    /// The point's place across and down the frame, 0…1.
    public var x: CGFloat, y: CGFloat
    /// The point at `x` across and `y` down.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// The top-leading corner; the centre.
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    /// The middles of the leading and trailing edges.
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    /// The middles of the top and bottom edges.
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    /// The top corners.
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom corners.
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A linear gradient between two unit points of the frame it fills.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle {
    /// A colour at a location, 0…1 along the gradient (the same as `Gradient.Stop`).
    public typealias Stop = Gradient.Stop
    let stops: [Stop]
    let startPoint: UnitPoint, endPoint: UnitPoint

    /// Colours spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        let n = max(1, colors.count - 1)
        self.init(stops: colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(n)) },
                  startPoint: startPoint, endPoint: endPoint)
    }
    /// Colours at their locations from `startPoint` to `endPoint`.
    public init(stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.stops = stops; self.startPoint = startPoint; self.endPoint = endPoint
    }

    func fill(in environment: EnvironmentValues) -> Fill {
        .gradient(CanvasLinearGradient(start: Point(Double(startPoint.x), Double(startPoint.y)), end: Point(Double(endPoint.x), Double(endPoint.y)),
                                        stops: stops.map { GradientStop(Double($0.location), $0.color.resolved(in: environment)) }))
    }
}

/// A shape style of any type.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wraps `style` (an `AnyShapeStyle` is not wrapped twice: what it holds is kept).
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }

    /// The fill in `environment` (a style this version cannot draw is drawn in the label colour, and
    /// reported by the caller).
    func fill(in environment: EnvironmentValues) -> Fill? {
        if let any = base as? AnyShapeStyle { return any.fill(in: environment) }
        return (base as? ResolvableShapeStyle)?.fill(in: environment)
    }
}

/// A gradient fills the space it is offered.
extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never
    func makeNodes(in context: ViewContext) -> [Node] { [Widgets.Shape(.rectangle, fill: fill(in: context.environment))] }
}

/// A colour's standard gradient (SwiftUI's `Color.gradient`): from a lighter tint of the colour at the
/// top to the colour at the bottom.
public struct AnyGradient: ShapeStyle, ResolvableShapeStyle {
    let color: Color
    func fill(in environment: EnvironmentValues) -> Fill {
        let c = color.resolved(in: environment)
        let top = CanvasColor(red: c.red + (1 - c.red) * 0.2, green: c.green + (1 - c.green) * 0.2, blue: c.blue + (1 - c.blue) * 0.2, alpha: c.alpha)
        return .gradient(CanvasLinearGradient(start: Point(0.5, 0), end: Point(0.5, 1), stops: [GradientStop(0, top), GradientStop(1, c)]))
    }
}

extension Color {
    /// The colour's standard gradient, lighter at the top.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A style drawn at an opacity (what `ShapeStyle.opacity(_:)` makes).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double
    func fill(in environment: EnvironmentValues) -> Fill {
        let alpha = opacity.isFinite ? min(1, max(0, opacity)) : 1
        switch AnyShapeStyle(base).fill(in: environment) {
        case .color(let c)?: return .color(c.withAlphaMultiplied(by: alpha))
        case .gradient(let g)?:
            return .gradient(CanvasLinearGradient(start: g.start, end: g.end, stops: g.stops.map { GradientStop($0.location, $0.color.withAlphaMultiplied(by: alpha)) }))
        case .semantic(let s)?: return .color(s.resolved(in: environment).withAlphaMultiplied(by: alpha))
        case .radialGradient(let g)?:
            return .radialGradient(CanvasRadialGradient(center: g.center, startRadius: g.startRadius, endRadius: g.endRadius,
                                                        stops: g.stops.map { GradientStop($0.location, $0.color.withAlphaMultiplied(by: alpha)) }))
        case .conicGradient(let g)?:
            return .conicGradient(ConicGradient(center: g.center, startAngle: g.startAngle, endAngle: g.endAngle,
                                                stops: g.stops.map { GradientStop($0.location, $0.color.withAlphaMultiplied(by: alpha)) }))
        case nil: return .semantic(.label)
        }
    }
}

extension ShapeStyle {
    /// This style drawn at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}

/// The backgrounds and the foreground as styles (SwiftUI's `BackgroundStyle` and `ForegroundStyle`).
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    /// The system background.
    public init() { level = 0 }
    init(level: Int) { self.level = level }
    func fill(in environment: EnvironmentValues) -> Fill {
        let colors: [UIColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .tertiarySystemBackground]
        return .color(Color(uiColor: colors[min(level, 3)]).resolved(in: environment))
    }
    /// The next level of background.
    public var secondary: BackgroundStyle { BackgroundStyle(level: level + 1) }
}
/// The environment's foreground style (the label colour unless set).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The foreground style.
    public init() {}
    func fill(in environment: EnvironmentValues) -> Fill {
        environment.foregroundStyle?.fill(in: environment) ?? HierarchicalShapeStyle.primary.fill(in: environment)
    }
}
/// The separator colour as a style (SwiftUI's `SeparatorShapeStyle`).
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The style.
    public init() {}
    func fill(in environment: EnvironmentValues) -> Fill { .color(UIColor.separator.resolved(in: environment)) }
}
/// The fill colours as a style (SwiftUI's `FillShapeStyle`): `.fill`, and its lower levels `.fill.secondary`,
/// `.fill.tertiary` and `.fill.quaternary` (UIKit's `secondarySystemFill`…).
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// 0 for the first level, 1 to 3 for the lower ones.
    var level = 0
    /// The style.
    public init() {}
    func fill(in environment: EnvironmentValues) -> Fill {
        let color: UIColor
        switch level {
        case ...0: color = .systemFill
        case 1: color = .secondarySystemFill
        case 2: color = .tertiarySystemFill
        default: color = .quaternarySystemFill
        }
        return .color(color.resolved(in: environment))
    }
    /// The second level of fill.
    public var secondary: FillShapeStyle { var style = self; style.level = 1; return style }
    /// The third level of fill.
    public var tertiary: FillShapeStyle { var style = self; style.level = 2; return style }
    /// The fourth level of fill.
    public var quaternary: FillShapeStyle { var style = self; style.level = 3; return style }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill colour.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The fifth level of the label colours (iOS 17; drawn as the quaternary).
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

/// A shadow drawn by a style (SwiftUI's `ShadowStyle`): `.drop` outside, `.inner` inside.
public struct ShadowStyle: Hashable, Sendable {
    let name: String
    /// A shadow outside the shape.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(name: "drop")
    }
    /// A shadow inside the shape.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(name: "inner")
    }
}

/// A style with a shadow (what `ShapeStyle.shadow(_:)` makes): drawn as its base style, the shadow not
/// drawn yet (a warning).
public struct _ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    func fill(in environment: EnvironmentValues) -> Fill { AnyShapeStyle(base).fill(in: environment) ?? .semantic(.label) }
}

extension ShapeStyle {
    /// This style with a shadow (the shadow is not drawn yet: a warning).
    public func shadow(_ style: ShadowStyle) -> _ShadowedShapeStyle<Self> { _ShadowedShapeStyle(base: self, shadow: style) }
}

/// A style whose rendering is approximated, named for the warning.
protocol ApproximatedShapeStyle { var approximation: String { get } }
extension _ShadowedShapeStyle: ApproximatedShapeStyle {
    var approximation: String { "ShapeStyle.shadow(.\(shadow.name)) is not drawn yet: the style is drawn without its shadow" }
}
