import Canvas
import Foundation
import Widgets

/// A value within a range (SwiftUI's `Gauge`), drawn as iOS draws its default style, the linear capacity
/// gauge: the label above a 4-point capsule track filled in the tint up to the value, the minimum and
/// maximum labels at the track's ends, the current value's label under it. The accessory styles draw a
/// ring (`accessoryCircularCapacity`) or an open ring with the value's label inside (`accessoryCircular`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?

    /// A gauge at `value` in `bounds`, with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        fraction = Self.fraction(value, bounds)
        self.label = label(); self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }

    /// Where `value` is in `bounds`, 0…1 (a value outside is at the nearer end; NaN and an empty range at 0).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        let f = (Double(value) - Double(bounds.lowerBound)) / span
        return span > 0 && f.isFinite ? min(1, max(0, f)) : 0
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let configuration = GaugeStyleConfiguration(
            value: fraction,
            label: _StyledContent { SheetshotUI.makeNodes(label, in: $0) },
            currentValueLabel: currentValueLabel.map { view in _StyledContent { SheetshotUI.makeNodes(view, in: $0) } },
            minimumValueLabel: minimumValueLabel.map { view in _StyledContent { SheetshotUI.makeNodes(view, in: $0) } },
            maximumValueLabel: maximumValueLabel.map { view in _StyledContent { SheetshotUI.makeNodes(view, in: $0) } })
        switch context.environment.gaugeLook {
        case .custom(let make): return make(configuration, context)
        case .linearCapacity: return GaugeDrawing.linear(configuration, in: context)
        case .circular(let capacity): return GaugeDrawing.circular(configuration, capacity: capacity, in: context)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, bounds); self.label = label()
        currentValueLabel = nil; minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` in `bounds` with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, bounds); self.label = label(); self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil; maximumValueLabel = nil
    }
    /// A gauge with marked values (the marks are not drawn: iOS's styles show none).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = Self.fraction(value, bounds); self.label = label(); self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Gauge where Label == EmptyView, CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// The gauge a style is given, drawn in the default style (for a style that decorates it).
    public init(_ configuration: GaugeStyleConfiguration) {
        fraction = configuration.value; label = EmptyView()
        currentValueLabel = nil; minimumValueLabel = nil; maximumValueLabel = nil
    }
}

/// What a `GaugeStyle` is given: where the value is (0…1) and the labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    public typealias Label = _StyledContent
    /// The current value's label.
    public typealias CurrentValueLabel = _StyledContent
    /// The minimum's label.
    public typealias MinimumValueLabel = _StyledContent
    /// The maximum's label.
    public typealias MaximumValueLabel = _StyledContent
    /// Where the value is in the range, 0…1.
    public var value: Double
    /// The label.
    public var label: Label
    /// The current value's label, if any.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum's label, if any.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum's label, if any.
    public var maximumValueLabel: MaximumValueLabel?
}

/// A gauge's look that you write (SwiftUI's `GaugeStyle`).
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The properties of the gauge being styled.
    typealias Configuration = GaugeStyleConfiguration
    /// The styled gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The gauge looks in the environment.
enum GaugeLook {
    case linearCapacity
    case circular(capacity: Bool)
    case custom(@MainActor (GaugeStyleConfiguration, ViewContext) -> [Node])
}

/// iOS's default gauge: the linear capacity gauge.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// Drawn by `Gauge` itself.
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
/// A track filled up to the value (`linearCapacity`, and `accessoryLinearCapacity` as iOS draws it here).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// Drawn by `Gauge` itself.
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
/// The widget accessory's linear capacity gauge.
public typealias AccessoryLinearCapacityGaugeStyle = LinearCapacityGaugeStyle
/// The widget accessory's linear gauge (drawn as the capacity gauge).
public typealias AccessoryLinearGaugeStyle = LinearCapacityGaugeStyle
/// A ring filled up to the value, its current value's label inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// Drawn by `Gauge` itself.
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
/// An open ring with the value's place marked and its label inside.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// Drawn by `Gauge` itself.
    public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default (the linear capacity gauge on iOS).
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A track filled up to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// The widget accessory's linear capacity gauge.
    public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// The widget accessory's linear gauge.
    public static var accessoryLinear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled up to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with the value marked.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension View {
    /// Gauges in this view drawn in `style`: a built-in one, or a style of yours.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environmentChanged { env in
            switch style {
            case is DefaultGaugeStyle, is LinearCapacityGaugeStyle: env.gaugeLook = .linearCapacity
            case is AccessoryCircularCapacityGaugeStyle: env.gaugeLook = .circular(capacity: true)
            case is AccessoryCircularGaugeStyle: env.gaugeLook = .circular(capacity: false)
            default:
                // The style's body sees the styles outside it (a gauge inside it draws in the look set before).
                let outer = env.gaugeLook
                env.gaugeLook = .custom { configuration, context in
                    let inner = context.with { $0.gaugeLook = outer }
                    return ViewContext.evaluating(inner) { SheetshotUI.makeNodes(style.makeBody(configuration: configuration), in: inner) }
                }
            }
        }
    }
}

/// The built-in gauges' drawings.
enum GaugeDrawing {
    /// The label, the track with the bounds' labels at its ends, the current value's label under it.
    @MainActor static func linear(_ configuration: GaugeStyleConfiguration, in context: ViewContext) -> [Node] {
        let fraction = configuration.value
        let bar = CapsuleTrack.node(filled: fraction, in: context.environment)
            .accessibilityElement(label: "", value: accessibilityPercent(fraction), traits: .updatesFrequently)
        let small = context.with { $0.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary); $0.font = .footnote }
        let minimum = configuration.minimumValueLabel.map { SheetshotUI.makeNodes($0, in: small) } ?? []
        let maximum = configuration.maximumValueLabel.map { SheetshotUI.makeNodes($0, in: small) } ?? []
        let row: Node = minimum.isEmpty && maximum.isEmpty ? bar : Widgets.HStack(alignment: .center, spacing: 8) { minimum + [bar] + maximum }
        let labels = SheetshotUI.makeNodes(configuration.label, in: context)
        let values = configuration.currentValueLabel.map { SheetshotUI.makeNodes($0, in: small) } ?? []
        guard !labels.isEmpty || !values.isEmpty else { return [row] }
        return [Widgets.VStack(alignment: .leading, spacing: 4) { labels + [row] + values }]
    }

    /// A 58-point ring (the accessory size): a full track filled clockwise from the top (capacity), or a
    /// ring open at the bottom with a dot at the value; the current value's label (else the label) inside.
    @MainActor static func circular(_ configuration: GaugeStyleConfiguration, capacity: Bool, in context: ViewContext) -> [Node] {
        let env = context.environment
        let tint = (env.tint ?? .accentColor).resolved(in: env)
        let track = UIColor.systemFill.resolved(in: env)
        let fraction = configuration.value
        let side = 58.0, width = 6.0
        let ring = CustomDrawing { canvas, frame, _ in
            let c = Point(frame.midX, frame.midY), r = side / 2 - width / 2
            // Angles clockwise from the top (capacity) or across the ring's open 270° (accessory circular).
            let start = capacity ? -Double.pi / 2 : Double.pi * 3 / 4
            let sweep = capacity ? 2 * Double.pi : Double.pi * 3 / 2
            func arc(_ from: Double, _ to: Double) -> CanvasPath {
                var p = CanvasPath()
                let steps = max(2, Int((to - from) / (Double.pi / 64)))
                for k in 0...steps {
                    let a = from + (to - from) * Double(k) / Double(steps)
                    let q = Point(c.x + r * Foundation.cos(a), c.y + r * Foundation.sin(a))
                    if k == 0 { p.move(to: q) } else { p.line(to: q) }
                }
                return p
            }
            canvas.stroke(arc(start, start + sweep), with: .solid(track), style: CanvasStrokeStyle(width: width, cap: .round))
            if capacity {
                if fraction > 0 { canvas.stroke(arc(start, start + sweep * fraction), with: .solid(tint), style: CanvasStrokeStyle(width: width, cap: .round)) }
            } else {
                let a = start + sweep * fraction
                let dot = Rect(x: c.x + r * Foundation.cos(a) - width / 2, y: c.y + r * Foundation.sin(a) - width / 2, width: width, height: width)
                canvas.fill(CanvasPath(ellipseIn: dot), with: .solid(tint))
            }
        }
        let inside = configuration.currentValueLabel ?? configuration.label
        let text = SheetshotUI.makeNodes(inside, in: context.with { $0.font = .system(size: 17, weight: .medium) })
        return [Widgets.ZStack(alignment: .center) { [ring.frame(width: side, height: side)] + text }
            .accessibilityElement(label: "", value: accessibilityPercent(fraction), traits: .updatesFrequently)]
    }
}
