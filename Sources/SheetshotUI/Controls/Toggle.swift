import Canvas
import Widgets

/// An on/off switch with a label (SwiftUI's `Toggle`), drawn as iOS's switch: the label leading, a 51 × 31
/// track trailing, green when on.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    /// Drawn as the default switch whatever the environment's style (a style's own `Toggle(configuration)`).
    var isDefaultLook = false

    /// A switch bound to `isOn`, labelled by what `label` builds.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let label = self.label
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label { SheetshotUI.makeNodes(label, in: $0) }, isOn: isOn)
        switch isDefaultLook ? .switch : env.toggleLook {
        case .custom(let make): return make(configuration, context)
        case .button: return SheetshotUI.makeNodes(ToggleButton(configuration: configuration), in: context)
        case .switch: break
        }
        let on = isOn.wrappedValue
        let track = on ? (env.switchTint ?? env.tint ?? .green).resolved(in: env) : UIColor.secondarySystemFill.resolved(in: env)
        let thumbShadow = Shadow(color: CanvasColor.black.withAlpha(0.15), offset: Point(0, 3), blur: 8)
        let knob = Widgets.Shape(.circle, fill: .color(.white)).frame(width: 27, height: 27)
        let control = Widgets.ZStack(alignment: on ? .trailing : .leading) {
            Widgets.Shape(.capsule, fill: .color(track)).frame(width: 51, height: 31)
            Widgets.ShadowNode(.circle, thumbShadow, knob).padding(.horizontal, 2)
        }.opacity(env.isEnabled ? 1 : 0.5)
        // The label takes the width the switch leaves (as iOS lays a toggle out, not as an HStack with a
        // spacer would split it).
        let binding = isOn
        var parts: [Node] = [control]
        if !env.labelsHidden {
            let labels = SheetshotUI.makeNodes(label, in: context)
            parts.insert(Widgets.Frame(maxWidth: .infinity, alignment: .leading, Widgets.HStack(spacing: 8) { labels }), at: 0)
        }
        let row = Widgets.HStack(spacing: 8) { parts }.accessibilityElement(value: on ? "on" : "off", traits: [.isButton, .isToggle])
        return [env.isEnabled ? context.onTap(row) { binding.wrappedValue.toggle() } : row]
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style is given, drawn as the default switch (for a style that decorates it).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
        isDefaultLook = true
    }
}

extension Toggle where Label == Text {
    /// A switch titled by a literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// A switch titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// A toggle's look that you write (SwiftUI's `ToggleStyle`): `makeBody(configuration:)` returns the view
/// made from the label and the on/off binding (a checkbox, a custom switch).
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The properties of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration
    /// The styled toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` is given: the label and whether the toggle is on (a binding it can flip).
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    public typealias Label = _StyledContent
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on (`configuration.isOn.toggle()` flips it; `configuration.$isOn` binds it).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (never, here).
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) { self.label = label; _isOn = isOn }
}

/// The toggle looks in the environment.
enum ToggleLook {
    case `switch`, button
    case custom(@MainActor (ToggleStyleConfiguration, ViewContext) -> [Node])
}

/// A switch (the iOS default), optionally tinted (SwiftUI's `SwitchToggleStyle`).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// A switch.
    public init() { tint = nil }
    /// A switch with the track `tint` when on.
    public init(tint: Color) { self.tint = tint }
    /// Drawn by `Toggle` itself.
    public func makeBody(configuration: Configuration) -> some View { Toggle(isOn: configuration.$isOn) { configuration.label } }
}

/// A toggle drawn as a button, tinted and filled when on (SwiftUI's `ButtonToggleStyle`).
public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// Drawn by `Toggle` itself.
    public func makeBody(configuration: Configuration) -> some View { Toggle(isOn: configuration.$isOn) { configuration.label } }
}

/// The platform's default look (a switch on iOS).
public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// Drawn by `Toggle` itself.
    public func makeBody(configuration: Configuration) -> some View { Toggle(isOn: configuration.$isOn) { configuration.label } }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, filled when on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default (a switch).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A toggle in the button style: a bordered button, prominent while on.
struct ToggleButton: View {
    let configuration: ToggleStyleConfiguration
    var body: some View {
        if configuration.isOn {
            Button { configuration.isOn.toggle() } label: { configuration.label }.buttonStyle(.borderedProminent)
        } else {
            Button { configuration.isOn.toggle() } label: { configuration.label }.buttonStyle(.bordered)
        }
    }
}

extension View {
    /// Toggles in this view drawn in `style`: the built-in switch (tinted or not) and button looks, or a
    /// style of yours.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environmentChanged { env in
            switch style {
            case let builtIn as SwitchToggleStyle: env.toggleLook = .switch; env.switchTint = builtIn.tint
            case is DefaultToggleStyle: env.toggleLook = .switch
            case is ButtonToggleStyle: env.toggleLook = .button
            default:
                // The style's body sees the styles outside it, as in SwiftUI: a toggle inside it (a style that
                // wraps the native switch) draws in the look set before this style, not in this style again.
                let outer = env.toggleLook
                env.toggleLook = .custom { configuration, context in
                    let inner = context.with { $0.toggleLook = outer }
                    return ViewContext.evaluating(inner) { SheetshotUI.makeNodes(style.makeBody(configuration: configuration), in: inner) }
                }
            }
        }
    }
    /// Hides the labels of controls in this view (a toggle shows its switch alone); VoiceOver still reads them.
    public func labelsHidden() -> some View { environmentChanged { $0.labelsHidden = true } }
}
