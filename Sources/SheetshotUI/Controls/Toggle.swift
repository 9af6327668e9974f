import Canvas
import Widgets

/// An on/off switch with a label (SwiftUI's `Toggle`), drawn as iOS's switch: the label leading, a 51 × 31
/// track trailing, green when on.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// A switch bound to `isOn`, labelled by what `label` builds.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let on = isOn.wrappedValue
        let track = on ? (env.tint ?? .green).resolved(in: env.colorScheme) : UIColor.secondarySystemFill.resolved(in: env.colorScheme)
        let thumbShadow = Shadow(color: CanvasColor.black.withAlpha(0.15), offset: Point(0, 3), blur: 8)
        let knob = Widgets.Shape(.circle, fill: .color(.white)).frame(width: 27, height: 27)
        let control = Widgets.ZStack(alignment: on ? .trailing : .leading) {
            Widgets.Shape(.capsule, fill: .color(track)).frame(width: 51, height: 31)
            Widgets.ShadowNode(.circle, thumbShadow, knob).padding(.horizontal, 2)
        }.opacity(env.isEnabled ? 1 : 0.5)
        // The label takes the width the switch leaves (as iOS lays a toggle out, not as an HStack with a
        // spacer would split it).
        let labels = SheetshotUI.makeNodes(label, in: context)
        let title = Widgets.Frame(maxWidth: .infinity, alignment: .leading, Widgets.HStack(spacing: 8) { labels })
        let binding = isOn
        let row = Widgets.HStack(spacing: 8) { [title, control] }.accessibilityElement(value: on ? "on" : "off", traits: [.isButton, .isToggle])
        return [env.isEnabled ? context.onTap(row) { binding.wrappedValue.toggle() } : row]
    }
}

extension Toggle where Label == Text {
    /// A switch titled by a literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// A switch titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// How toggles are drawn (a switch).
public struct SwitchToggleStyle: Sendable {
    /// The style.
    public init() {}
}
extension SwitchToggleStyle {
    /// How toggles are drawn (a switch).
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension View {
    /// Toggles in this view drawn as switches (the iOS default).
    public func toggleStyle(_ style: SwitchToggleStyle) -> some View { self }
}
