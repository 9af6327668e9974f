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
