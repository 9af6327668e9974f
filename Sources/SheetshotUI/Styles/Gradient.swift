import Canvas
import Widgets

/// Colours at locations along a line, 0…1 (SwiftUI's `Gradient`): what `LinearGradient` and the other
/// gradient styles spread over the shape they fill. As a style of its own it runs from top to bottom.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location along the gradient, 0…1.
    public struct Stop: Hashable, Sendable {
        /// The colour, and where along the gradient it is, 0…1.
        public var color: Color, location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// Stops at their locations.
    public init(stops: [Stop]) { self.stops = stops }
    /// Colours spread evenly from 0 to 1 (one colour: the whole gradient).
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(n)) }
    }

    /// The stops as Canvas's, in `scheme`.
    func canvasStops(in scheme: ColorScheme) -> [GradientStop] {
        stops.map { GradientStop(Double($0.location), $0.color.resolved(in: scheme)) }
    }
}

extension Gradient: ShapeStyle, ResolvableShapeStyle {
    func fill(in environment: EnvironmentValues) -> Fill {
        .gradient(CanvasLinearGradient(start: Point(0.5, 0), end: Point(0.5, 1), stops: canvasStops(in: environment.colorScheme)))
    }
}

extension LinearGradient {
    /// `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(stops: gradient.stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` (`.fill(.linearGradient(…))`).
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `colors` spread evenly.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `stops`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient outward from a centre (SwiftUI's `RadialGradient`): the first stop `startRadius` points from
/// `center` (a unit point of the frame it fills), the last `endRadius` away, constant beyond.
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat

    /// `gradient` around `center` from `startRadius` to `endRadius` points.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// `colors` spread evenly around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// `stops` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func fill(in environment: EnvironmentValues) -> Fill {
        .radialGradient(CanvasRadialGradient(center: Point(Double(center.x), Double(center.y)), startRadius: Double(startRadius),
                                             endRadius: Double(endRadius), stops: gradient.canvasStops(in: environment.colorScheme)))
    }
}

/// A gradient around a centre (SwiftUI's `AngularGradient`): from `startAngle` to `endAngle`, angles
/// measured from the trailing direction, clockwise on the screen; constant outside that range.
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint, startAngle: Angle, endAngle: Angle

    /// `gradient` around `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle
        // SwiftUI's default end: a whole turn.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }
    /// `colors` spread evenly around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `stops` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `gradient` once round `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    /// `colors` once round `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// `stops` once round `center`, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    func fill(in environment: EnvironmentValues) -> Fill {
        .conicGradient(ConicGradient(center: Point(Double(center.x), Double(center.y)), startAngle: startAngle.radians,
                                     endAngle: endAngle.radians, stops: gradient.canvasStops(in: environment.colorScheme)))
    }
}

/// Gradients fill the space they are offered.
extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never
    func makeNodes(in context: ViewContext) -> [Node] { [Widgets.Shape(.rectangle, fill: fill(in: context.environment))] }
}
extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never
    func makeNodes(in context: ViewContext) -> [Node] { [Widgets.Shape(.rectangle, fill: fill(in: context.environment))] }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of `colors`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient (an angular one once round) of `gradient`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A conic gradient of `colors`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
