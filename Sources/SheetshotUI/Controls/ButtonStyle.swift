import Canvas
import Widgets

/// What a button does when used, for its look: a destructive button's label is red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A destructive action (a red label), and a cancel action.
    public static let destructive = ButtonRole(name: "destructive"), cancel = ButtonRole(name: "cancel")
    /// Closing what is shown, and confirming it (iOS 26).
    public static let close = ButtonRole(name: "close"), confirm = ButtonRole(name: "confirm")

    /// The title and symbol of the button iOS 26 makes for the role (`Button(role:action:)`).
    var systemLabel: (title: String, symbol: String) {
        switch name {
        case "destructive": ("Delete", "trash")
        case "confirm": ("Done", "checkmark")
        case "cancel": ("Cancel", "xmark")
        default: ("Close", "xmark")
        }
    }
}

/// How large controls are drawn.
public enum ControlSize: CaseIterable, Hashable, Sendable { case mini, small, regular, large, extraLarge }

/// A button's look that you write (SwiftUI's `ButtonStyle`): `makeBody(configuration:)` returns the view
/// made from the label. In a picture the button is never pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = ButtonStyleConfiguration
    /// The styled button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A part of a control a style is given — its label, its value label — as a view: the control's own views,
/// built where the style places them.
public struct _StyledContent: View, PrimitiveView {
    public typealias Body = Never
    let nodes: @MainActor (ViewContext) -> [Node]
    func makeNodes(in context: ViewContext) -> [Node] { nodes(context) }
}

/// What a `ButtonStyle` is given: the label, the role, whether the button is pressed (never, here).
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public typealias Label = _StyledContent
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed.
    public let isPressed: Bool
}

/// A button's look and interaction (SwiftUI's `PrimitiveButtonStyle`): one of the built-in looks
/// (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`), or one of yours, whose
/// `makeBody(configuration:)` draws the label and calls `configuration.trigger()` when it decides the
/// button is used (a tap gesture of its own, say).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The properties of the button being styled.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The styled button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` is given: the label, the role, and the button's action as `trigger()`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a view.
    public typealias Label = _StyledContent
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void
    /// Runs the button's action (nothing while the button is disabled).
    public func trigger() { action() }
}

/// A built-in look as a style's body: a button with the configuration's label and action, in that look.
struct _BuiltInStyledButton: View {
    let kind: BuiltInButtonStyle
    let configuration: PrimitiveButtonStyleConfiguration
    var body: some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
            .environmentChanged { $0.buttonLook = .builtIn(kind) }
    }
}

/// The built-in looks.
enum BuiltInButtonStyle: Hashable { case automatic, plain, borderless, bordered, borderedProminent }

protocol BuiltInButtonStyleProviding: PrimitiveButtonStyle { var kind: BuiltInButtonStyle { get } }

/// The platform's default look: a tinted label.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// The style.
    public init() {}
    var kind: BuiltInButtonStyle { .automatic }
    /// The button in this look.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInStyledButton(kind: kind, configuration: configuration) }
}
/// The label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// The style.
    public init() {}
    var kind: BuiltInButtonStyle { .plain }
    /// The button in this look.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInStyledButton(kind: kind, configuration: configuration) }
}
/// A tinted label without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// The style.
    public init() {}
    var kind: BuiltInButtonStyle { .borderless }
    /// The button in this look.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInStyledButton(kind: kind, configuration: configuration) }
}
/// A tinted label on a light tint.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// The style.
    public init() {}
    var kind: BuiltInButtonStyle { .bordered }
    /// The button in this look.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInStyledButton(kind: kind, configuration: configuration) }
}
/// A white label on the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// The style.
    public init() {}
    var kind: BuiltInButtonStyle { .borderedProminent }
    /// The button in this look.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInStyledButton(kind: kind, configuration: configuration) }
}

/// iOS 26's Liquid Glass button: drawn as the bordered button (glass is not drawn), with a warning.
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// The style.
    public init() {}
    var kind: BuiltInButtonStyle { .bordered }
    /// The button in this look.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInStyledButton(kind: kind, configuration: configuration) }
}
/// iOS 26's prominent Liquid Glass button: drawn as the bordered prominent button, with a warning.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyleProviding {
    /// The style.
    public init() {}
    var kind: BuiltInButtonStyle { .borderedProminent }
    /// The button in this look.
    public func makeBody(configuration: Configuration) -> some View { _BuiltInStyledButton(kind: kind, configuration: configuration) }
}
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// iOS 26's glass button (drawn bordered, warned).
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// iOS 26's prominent glass button (drawn bordered prominent, warned).
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default look: a tinted label.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A tinted label without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted label on a light tint.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The button look in the environment: a built-in one, or a style of the user's.
enum ButtonLook {
    case builtIn(BuiltInButtonStyle)
    case custom(@MainActor (ButtonStyleConfiguration, ViewContext) -> [Node])
    /// A `PrimitiveButtonStyle` of the user's: it draws the button and decides when it is used.
    case primitive(@MainActor (PrimitiveButtonStyleConfiguration, ViewContext) -> [Node])
}

extension View {
    /// The look of buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let builtIn = (style as? any BuiltInButtonStyleProviding)?.kind
        let glass = style is GlassButtonStyle || style is GlassProminentButtonStyle
        let kind = builtIn ?? .automatic
        return environmentChanged {
            if builtIn != nil {
                $0.buttonLook = .builtIn(kind)
            } else {
                // The style's body sees the styles outside it (a button inside it draws in the look set before).
                let outer = $0.buttonLook
                $0.buttonLook = .primitive { configuration, context in
                    let inner = context.with { $0.buttonLook = outer }
                    return ViewContext.evaluating(inner) { SheetshotUI.makeNodes(style.makeBody(configuration: configuration), in: inner) }
                }
            }
        }
            .wrapped { node, context in
                if glass { context.diagnostics.warn("buttonStyle(.\(style is GlassButtonStyle ? "glass" : "glassProminent")) is drawn as .\(kind): Liquid Glass is not drawn") }
                return node
            }
    }
    /// Buttons in this view drawn by a style of yours.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentChanged {
            // The style's body sees the styles outside it, as in SwiftUI: a button inside it draws in the look
            // set before this style, not in this style again.
            let outer = $0.buttonLook
            $0.buttonLook = .custom { configuration, context in
                let inner = context.with { $0.buttonLook = outer }
                return ViewContext.evaluating(inner) { SheetshotUI.makeNodes(style.makeBody(configuration: configuration), in: inner) }
            }
        }
    }
    /// The size of controls in this view.
    public func controlSize(_ size: ControlSize) -> some View { environmentChanged { $0.controlSize = size } }
}
