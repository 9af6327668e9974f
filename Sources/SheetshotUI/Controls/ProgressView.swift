import Canvas
import Widgets

/// Progress toward a total (SwiftUI's `ProgressView`): a 4-point capsule track filled in the tint up to
/// the fraction done, or, without a value (or in the circular style, as iOS draws it), iOS's spinner;
/// with a label, the label above the bar or below the spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Drawn in the default look whatever the environment's style (a style's own `ProgressView(configuration)`).
    var isDefaultLook = false

    /// A bar at `value` of `total` (clamped to 0…1; nil: a spinner) with a label and a value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, total); self.label = label(); self.currentValueLabel = currentValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { v in
            let f = Double(v) / Double(total)
            return total > 0 && f.isFinite ? min(1, max(0, f)) : 0
        }
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { label in ProgressViewStyleConfiguration.Label { SheetshotUI.makeNodes(label, in: $0) } },
            currentValueLabel: currentValueLabel.map { label in ProgressViewStyleConfiguration.CurrentValueLabel { SheetshotUI.makeNodes(label, in: $0) } })
        switch isDefaultLook ? .automatic : env.progressLook {
        case .custom(let make): return make(configuration, context)
        case .circular: return Self.spinner(configuration, in: context)
        case .automatic: return fraction == nil ? Self.spinner(configuration, in: context) : Self.bar(configuration, in: context)
        case .linear: return Self.bar(configuration, in: context)
        }
    }

    /// iOS's spinner (20 points), its label under it in the secondary colour.
    static func spinner(_ configuration: ProgressViewStyleConfiguration, in context: ViewContext) -> [Node] {
        let env = context.environment
        let spoke = (env.tint ?? Color(uiColor: .secondaryLabel)).resolved(in: env)
        let wheel: Node = CustomDrawing { canvas, frame, _ in
            let c = Point(frame.midX, frame.midY)
            for k in 0..<8 {
                let a = Double(k) * .pi / 4 - .pi / 2
                var p = CanvasPath()
                p.move(to: Point(c.x + 5 * cos(a), c.y + 5 * sin(a)))
                p.line(to: Point(c.x + 9 * cos(a), c.y + 9 * sin(a)))
                canvas.stroke(p, with: .solid(spoke.withAlphaMultiplied(by: 0.25 + 0.75 * Double(k) / 7)),
                              style: CanvasStrokeStyle(width: 2.2, cap: .round))
            }
        }.frame(width: 20, height: 20)
        guard let label = configuration.label else { return [wheel] }
        let labels = SheetshotUI.makeNodes(label, in: context.with { $0.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary) })
        return [Widgets.VStack(alignment: .center, spacing: 8) { [wheel] + labels }]
    }

    /// UIProgressView's bar, the label above it and the value label under it.
    static func bar(_ configuration: ProgressViewStyleConfiguration, in context: ViewContext) -> [Node] {
        let fraction = configuration.fractionCompleted ?? 0
        let bar = CapsuleTrack.node(filled: fraction, in: context.environment)
            .accessibilityElement(label: "", value: accessibilityPercent(fraction), traits: .updatesFrequently)
        let labels = configuration.label.map { SheetshotUI.makeNodes($0, in: context) } ?? []
        let values = configuration.currentValueLabel.map {
            SheetshotUI.makeNodes($0, in: context.with { $0.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary); $0.font = .footnote })
        } ?? []
        guard !labels.isEmpty || !values.isEmpty else { return [bar] }
        return [Widgets.VStack(alignment: .leading, spacing: 4) { labels + [bar] + values }]
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() { fraction = nil; label = nil; currentValueLabel = nil }
    /// A bar at `value` of `total` (clamped to 0…1; nil: a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total); label = nil; currentValueLabel = nil
    }
    /// The progress a style is given, drawn in the default style (for a style that decorates it).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted; label = nil; currentValueLabel = nil
        isDefaultLook = true
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label under it.
    public init(@ViewBuilder label: () -> Label) { fraction = nil; self.label = label(); currentValueLabel = nil }
    /// A bar at `value` of `total` with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total); self.label = label(); currentValueLabel = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled by a literal.
    public init(_ titleKey: LocalizedStringKey) { fraction = nil; label = Text(titleKey); currentValueLabel = nil }
    /// A spinner titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) { fraction = nil; label = Text(title); currentValueLabel = nil }
    /// A bar titled by a literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total); label = Text(titleKey); currentValueLabel = nil
    }
    /// A bar titled by a string.
    @_disfavoredOverload public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = Self.fraction(value, total); label = Text(title); currentValueLabel = nil
    }
}

/// What a `ProgressViewStyle` is given: the fraction done (nil: indeterminate) and the labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    public typealias Label = _StyledContent
    /// The progress view's value label.
    public typealias CurrentValueLabel = _StyledContent
    /// The fraction done, 0…1 (nil: indeterminate).
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The value label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// A progress view's look that you write (SwiftUI's `ProgressViewStyle`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The properties of the progress view being styled.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The styled progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The progress looks in the environment.
enum ProgressLook {
    case automatic, linear, circular
    case custom(@MainActor (ProgressViewStyleConfiguration, ViewContext) -> [Node])
}

/// A spinner (iOS draws the circular style as a spinner, with or without a value).
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The style.
    public init() { tint = nil }
    /// The style in `tint`.
    public init(tint: Color) { self.tint = tint }
    /// Drawn by `ProgressView` itself.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// The style.
    public init() { tint = nil }
    /// The style in `tint`.
    public init(tint: Color) { self.tint = tint }
    /// Drawn by `ProgressView` itself.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
/// The platform's default: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
    /// Drawn by `ProgressView` itself.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension View {
    /// Progress views in this view drawn in `style`: the built-in bar and spinner (tinted or not), or a
    /// style of yours.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environmentChanged { env in
            switch style {
            case let circular as CircularProgressViewStyle: env.progressLook = .circular; if let tint = circular.tint { env.tint = tint }
            case let linear as LinearProgressViewStyle: env.progressLook = .linear; if let tint = linear.tint { env.tint = tint }
            case is DefaultProgressViewStyle: env.progressLook = .automatic
            default:
                // The style's body sees the styles outside it (a progress view inside it draws in the look set before).
                let outer = env.progressLook
                env.progressLook = .custom { configuration, context in
                    let inner = context.with { $0.progressLook = outer }
                    return ViewContext.evaluating(inner) { SheetshotUI.makeNodes(style.makeBody(configuration: configuration), in: inner) }
                }
            }
        }
    }
}

/// UIProgressView's track, which the linear gauge shares: a 4-point capsule in the system fill, filled in the
/// tint from the leading edge (the right one in right-to-left layouts) up to `fraction`.
enum CapsuleTrack {
    @MainActor static func node(filled fraction: Double, in env: EnvironmentValues) -> Node {
        let tint = (env.tint ?? .accentColor).resolved(in: env)
        let track = UIColor.systemFill.resolved(in: env)
        return CustomDrawing { canvas, frame, environment in
            let bar = Rect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
            canvas.fill(CanvasPath(capsuleIn: bar), with: .solid(track))
            if fraction > 0 {
                let width = max(4, bar.width * fraction)
                let x = environment.layoutDirection == .rightToLeft ? bar.maxX - width : bar.minX
                canvas.fill(CanvasPath(capsuleIn: Rect(x: x, y: bar.minY, width: width, height: 4)), with: .solid(tint))
            }
        }.frame(minWidth: 0, maxWidth: .infinity, minHeight: 4, maxHeight: 4)
    }
}
