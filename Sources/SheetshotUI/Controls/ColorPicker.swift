import Canvas
import Widgets

/// A control that picks a colour (SwiftUI's `ColorPicker`), drawn as iOS draws it at rest: the label
/// leading, a colour well trailing — a ring of the hues around the chosen colour. A tap in a session would
/// open the system's colour sheet, which has no drawing here: the well is a picture's only part.
public struct ColorPicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Color
    let label: Label

    /// A picker bound to `selection`, labelled by what `label` builds (`supportsOpacity` kept).
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue; self.label = label()
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let hues = (0...12).map { i -> GradientStop in
            let (r, g, b) = Color.rgb(hue: Double(i % 12) / 12, saturation: 1, brightness: 1)
            return GradientStop(Double(i) / 12, CanvasColor(red: r, green: g, blue: b, alpha: 1))
        }
        let ring = ConicGradient(center: Point(0.5, 0.5), startAngle: -Double.pi / 2, endAngle: 3 * Double.pi / 2, stops: hues)
        let well = Widgets.ZStack {
            Widgets.Shape(.circle, fill: .conicGradient(ring)).frame(width: 28, height: 28)
            Widgets.Shape(.circle, fill: .semantic(.systemBackground)).frame(width: 22, height: 22)
            Widgets.Shape(.circle, fill: .color(selection.resolved(in: env))).frame(width: 18, height: 18)
        }
        var parts: [Node] = [well]
        if !env.labelsHidden {
            let labels = SheetshotUI.makeNodes(label, in: context)
            parts.insert(Widgets.Frame(maxWidth: .infinity, alignment: .leading, Widgets.HStack(spacing: 8) { labels }), at: 0)
        }
        return [Widgets.HStack(spacing: 8) { parts }.accessibilityElement(traits: [.isButton])]
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// A picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
