import Canvas
import Widgets

/// A label with minus and plus buttons (SwiftUI's `Stepper`), drawn as iOS's: the label leading, a
/// 94 × 32 rounded control trailing with − and + halves split by a hairline; a half that cannot step (the
/// value at its bound) is dimmed.
public struct Stepper<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool

    /// A stepper that runs `onIncrement` and `onDecrement`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label(); canIncrement = onIncrement != nil; canDecrement = onDecrement != nil
    }
    /// A stepper that runs `onIncrement` and `onDecrement`, and `onEditingChanged` around a press (in a session).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    /// A stepper that runs `onIncrement` and `onDecrement`, its label last (the order iOS 13's SDK declares).
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    /// A stepper of `value` within `bounds` by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
    }
    /// A stepper of `value` by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label(); canDecrement = true; canIncrement = true
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let fill = UIColor.tertiarySystemFill.resolved(in: env)
        let enabled = env.isEnabled
        func half(_ symbol: String, _ active: Bool) -> Node {
            let image = SheetshotUI.makeNode(Image(systemName: symbol).font(.system(size: 17, weight: .medium))
                                                .foregroundStyle(Color(uiColor: .label).opacity(active && enabled ? 1 : 0.3)), in: context)
            return Widgets.Frame(width: 46.5, height: 32, alignment: .center, image).accessibilityHidden()
        }
        let divider = Widgets.Shape(.rectangle, fill: .color(UIColor.separator.resolved(in: env))).frame(width: 1, height: 18)
        let control = Widgets.HStack(alignment: .center, spacing: 0) { [half("minus", canDecrement), divider, half("plus", canIncrement)] }
            .background(.color(fill), in: .roundedRect(radius: 8, curve: .continuous))
        let title = Widgets.Frame(maxWidth: .infinity, alignment: .leading, Widgets.HStack(spacing: 8) { SheetshotUI.makeNodes(label, in: context) })
        return [Widgets.HStack(alignment: .center, spacing: 8) { [title, control] }.accessibilityElement(traits: .adjustable)]
    }
}

extension Stepper where Label == Text {
    /// A stepper titled by a literal, of `value` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    /// A stepper titled by a literal, of `value` without bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }
    /// A stepper titled by a literal that runs `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    /// A stepper titled by a string, of `value` within `bounds`.
    @_disfavoredOverload public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}
