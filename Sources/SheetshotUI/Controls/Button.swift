import Canvas
import Widgets

/// A control that runs an action when tapped (SwiftUI's `Button`), drawn in the environment's button
/// style. In a picture the action is kept, not run.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    /// A button with the label `label` builds.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.init(role: nil, action: action, label: label) }
    /// A button with a role.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label(); self.role = role; self.action = action
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        if case .primitive(let make) = context.environment.buttonLook {
            // A primitive style draws the button and runs its action through `trigger()` (a gesture of its
            // own); inside it, buttons have the default look again.
            let action = self.action, disabled = !context.environment.isEnabled, label = self.label
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(nodes: { SheetshotUI.makeNodes(label, in: $0) }),
                                                                  action: { if !disabled { action() } })
            let nodes = make(configuration, context.with { $0.buttonLook = .builtIn(.automatic) })
            return [(nodes.count == 1 ? nodes[0] : Widgets.ZStack { nodes }).accessibilityElement(traits: .isButton)]
        }
        let nodes = styledNodes(in: context)
        let action = self.action
        let disabled = !context.environment.isEnabled
        let node = (nodes.count == 1 ? nodes[0] : Widgets.ZStack { nodes }).accessibilityElement(traits: .isButton)
        return [disabled ? node : context.onTap(node) { action() }]
    }

    /// The label's nodes drawn in the environment's button style.
    private func styledNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let tint: Color = role == .destructive ? .red : (env.tint ?? .accentColor)
        let label = self.label
        switch env.buttonLook {
        case .primitive:
            return SheetshotUI.makeNodes(label, in: context)   // (drawn by makeNodes)
        case .custom(let make):
            let configuration = ButtonStyleConfiguration(role: role, label: .init(nodes: { SheetshotUI.makeNodes(label, in: $0) }), isPressed: false)
            return make(configuration, context)
        case .builtIn(let kind):
            let size = env.controlSize
            switch kind {
            case .plain:
                return SheetshotUI.makeNodes(label, in: context)
            case .automatic, .borderless:
                return SheetshotUI.makeNodes(label, in: context.with { if $0.foregroundStyle == nil || role != nil { $0.foregroundStyle = AnyShapeStyle(tint) } })
            case .bordered, .borderedProminent:
                let prominent = kind == .borderedProminent
                let nodes = SheetshotUI.makeNodes(label, in: context.with {
                    $0.foregroundStyle = AnyShapeStyle(prominent ? Color.white : tint)
                    if size == .small || size == .mini { $0.font = $0.font ?? .subheadline }
                })
                let metrics = BorderedButtonMetrics(size)
                let fill = tint.resolved(in: env).withAlphaMultiplied(by: prominent ? 1 : 0.15)
                let shape: ShapeKind
                switch env.buttonBorderShape.kind {
                case .automatic: shape = .roundedRect(radius: metrics.radius, curve: .continuous)
                case .capsule: shape = .capsule
                case .circle: shape = .circle
                case .roundedRectangle(let radius): shape = .roundedRect(radius: radius ?? metrics.radius, curve: .continuous)
                }
                return nodes.map { node in
                    Widgets.Padding(DirectionalInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal), node)
                        .background(.color(fill), in: shape)
                }
            }
        }
    }
}

/// Padding and corner radius of bordered buttons per control size (iOS 17's, as measured from its
/// screenshots: approximate).
struct BorderedButtonMetrics {
    let vertical: Double, horizontal: Double, radius: Double
    init(_ size: ControlSize) {
        switch size {
        case .mini: (vertical, horizontal, radius) = (3, 8, 5)
        case .small: (vertical, horizontal, radius) = (5, 10, 6)
        case .regular: (vertical, horizontal, radius) = (7, 12, 8)
        case .large, .extraLarge: (vertical, horizontal, radius) = (14, 20, 12)
        }
    }
}

extension Button where Label == Text {
    /// A button titled by a literal.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    /// A button titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    /// A button titled by a localized string resource.
    @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }
    /// A button titled by a literal, with a role.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    /// A button titled by a string, with a role.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SheetshotUI.Label<Text, Image> {
    /// A button with the system's label for `role` (iOS 26): a close or cancel cross, a confirming check,
    /// a deleting bin, titled for VoiceOver.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        let system = role.systemLabel
        self.init(role: role, action: action) { SheetshotUI.Label(system.title, systemImage: system.symbol) }
    }
    /// A button with a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SheetshotUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A button with a title, a system symbol and a role (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SheetshotUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A button with a string title and a system symbol.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SheetshotUI.Label(title, systemImage: systemImage) }
    }
    /// A button with a string title, a system symbol and a role (iOS 17).
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SheetshotUI.Label(title, systemImage: systemImage) }
    }
}

/// The outline of a bordered button (SwiftUI's `ButtonBorderShape`).
public struct ButtonBorderShape: Sendable {
    enum Kind: Sendable { case automatic, capsule, circle, roundedRectangle(Double?) }
    let kind: Kind
    /// The control size's rounded rectangle; a capsule; a circle; a rounded rectangle.
    public static let automatic = ButtonBorderShape(kind: .automatic), capsule = ButtonBorderShape(kind: .capsule),
                      circle = ButtonBorderShape(kind: .circle), roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(Double(radius).isFinite ? max(0, Double(radius)) : nil))
    }
}

extension View {
    /// The outline of bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environmentChanged { $0.buttonBorderShape = shape } }
}
