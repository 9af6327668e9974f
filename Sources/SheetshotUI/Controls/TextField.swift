import Canvas
import Widgets

/// An editable line of text (SwiftUI's `TextField`), drawn as iOS shows one not being edited: its text,
/// or, while empty, its prompt (else its title) in the placeholder colour; one line (several for
/// `axis: .vertical`), taking the whole width it is offered. `.textFieldStyle(.roundedBorder)` draws
/// UIKit's rounded-rect field around it.
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Text?
    let text: String
    let prompt: Text?
    let axis: Axis
    let isSecure: Bool

    func makeNodes(in context: ViewContext) -> [Node] {
        if let look = context.environment.textFieldLook {
            // A style of the user's decorates the plain field (in which the style is no longer set).
            let field = TextField<_TextFieldStyleLabel>(title: title, text: text, prompt: prompt, axis: axis, isSecure: isSecure)
            return look(field, context.with { $0.textFieldLook = nil })
        }
        let shown: Text
        if text.isEmpty {
            shown = (prompt ?? title ?? Text(verbatim: "")).foregroundStyle(Color(uiColor: .placeholderText))
        } else {
            shown = Text(verbatim: isSecure ? String(repeating: "•", count: text.count) : text)
        }
        let line = shown.lineLimit(axis == .vertical ? context.environment.lineLimit : 1)
            .frame(maxWidth: .infinity, alignment: .leading)
        switch context.environment.textFieldStyle {
        case .roundedBorder:
            let field = line.padding(.horizontal, 7).padding(.vertical, 7)
                .background(Color(uiColor: .tertiarySystemBackground), in: RoundedRectangle(cornerRadius: 5))
                .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color(uiColor: .systemGray4), lineWidth: 0.5))
            return asElement(SheetshotUI.makeNodes(field, in: context))
        case .automatic, .plain:
            // UIKit's field is a point taller than its font's line, rounded up to a whole point (21 points
            // at 16 pt, 22 at 17), the text centred in it.
            let env = context.environment
            let size = (env.font ?? .body).pointSize(at: env.dynamicTypeSize)
            let height = (size * (1950.0 + 494.0) / 2048 - 1e-9).rounded(.up) + 1
            return asElement(SheetshotUI.makeNodes(line.frame(minHeight: height), in: context))
        }
    }

    /// The field as one accessibility element: labelled by its title (else its prompt), valued by its text.
    private func asElement(_ nodes: [Node]) -> [Node] {
        let label = (title ?? prompt)?.string ?? ""
        let value = isSecure ? String(repeating: "•", count: text.count) : text
        return nodes.map { $0.accessibilityElement(label: label, value: value, traits: []) }
    }
}

extension TextField where Label == Text {
    /// A field showing `text`, titled by a literal (the placeholder while empty, unless `prompt` is given).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        title = Text(titleKey); self.text = text.wrappedValue; self.prompt = prompt; self.axis = axis; isSecure = false
    }
    /// A field showing `text`, titled by a string (the placeholder while empty, unless `prompt` is given).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.title = Text(title); self.text = text.wrappedValue; self.prompt = prompt; self.axis = axis; isSecure = false
    }
}

extension TextField {
    /// A field showing `text` with a label view (iOS shows the prompt, not the label, in the field).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        title = nil; self.text = text.wrappedValue; self.prompt = prompt; self.axis = axis; isSecure = false
    }
}

extension TextField where Label == Text {
    /// A field showing `text` (iOS 13's form, with editing callbacks that never run in a picture).
    @available(*, deprecated, message: "use onChange(of:) and onSubmit(of:_:)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, text: text, prompt: nil, axis: .horizontal)
    }
    /// A field showing `text` (iOS 13's form, with a commit callback that never runs in a picture).
    @available(*, deprecated, message: "use onSubmit(of:_:)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text, prompt: nil, axis: .horizontal)
    }
    /// A field showing `text`, titled by a string (iOS 13's form).
    @available(*, deprecated, message: "use onChange(of:) and onSubmit(of:_:)")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text, prompt: nil, axis: .horizontal)
    }
    /// A field showing `text`, titled by a string (iOS 13's form).
    @available(*, deprecated, message: "use onSubmit(of:_:)")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text, prompt: nil, axis: .horizontal)
    }
    /// A field showing `value` formatted by `format` (in the en_US locale, as text formats are here).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey, text: .constant(format.format(value.wrappedValue)), prompt: prompt)
    }
    /// A field showing `value` formatted by `format`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title, text: .constant(format.format(value.wrappedValue)), prompt: prompt)
    }
    /// A field showing `value` as `formatter` writes it (Foundation's formatters: numbers, dates…).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(titleKey, text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt)
    }
    /// A field showing `value` as `formatter` writes it, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(title, text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt)
    }
    /// A field showing an optional `value` formatted by `format` (empty while nil).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey, text: .constant(value.wrappedValue.map { format.format($0) } ?? ""), prompt: prompt)
    }
}

/// A field for a password (SwiftUI's `SecureField`): a text field whose text shows as dots.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>
    /// The field.
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field titled by a literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(title: Text(titleKey), text: text.wrappedValue, prompt: prompt, axis: .horizontal, isSecure: true)
    }
    /// A secure field titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(title: Text(title), text: text.wrappedValue, prompt: prompt, axis: .horizontal, isSecure: true)
    }
    /// A secure field titled by a literal that calls `onCommit` on Return (iOS 13's form; never called in a
    /// picture).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }
    /// A secure field titled by a string that calls `onCommit` on Return (iOS 13's form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}

/// How text fields are drawn.
public enum TextFieldStyleKind: Sendable, Hashable {
    /// The platform's default: on iOS, plain.
    case automatic
    /// Text alone.
    case plain
    /// UIKit's rounded rectangle around the text.
    case roundedBorder
}

/// A text field style: `.automatic`, `.plain`, `.roundedBorder`, or one of yours, written as SwiftUI's
/// are: `func _body(configuration: TextField<Self._Label>) -> some View`, the configuration being the
/// plain field to decorate (padding, a border, a background).
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The type of view the style makes.
    associatedtype _Body: View = TextField<_TextFieldStyleLabel>
    /// The label of the field a style is given.
    typealias _Label = _TextFieldStyleLabel
    /// The styled field, made from the plain one.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    /// How the built-in look draws the field a style is given (`.automatic` for a style of yours).
    var kind: TextFieldStyleKind { get }
}

extension TextFieldStyle {
    /// A style of yours draws on the platform's default field.
    public var kind: TextFieldStyleKind { .automatic }
}

extension TextFieldStyle where _Body == TextField<_TextFieldStyleLabel> {
    /// The field as it is (the built-in styles draw it by their `kind`).
    public func _body(configuration: TextField<Self._Label>) -> TextField<_TextFieldStyleLabel> { configuration }
}

/// The label of the field a text field style is given (SwiftUI's `_TextFieldStyleLabel`): the field draws
/// its own title and text.
public struct _TextFieldStyleLabel: View, PrimitiveView {
    /// The label is drawn by the field: it has no body of its own.
    public typealias Body = Never
    func makeNodes(in context: ViewContext) -> [Node] { [] }
}

/// The built-in text field styles.
protocol BuiltInTextFieldStyle: TextFieldStyle {}
/// The platform's default text field style (plain on iOS).
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    /// The style.
    public init() {}
    public var kind: TextFieldStyleKind { .automatic }
}
/// Text alone.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    /// The style.
    public init() {}
    public var kind: TextFieldStyleKind { .plain }
}
/// A rounded rectangle around the text.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    /// The style.
    public init() {}
    public var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default (plain on iOS).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// Text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// UIKit's rounded rectangle around the text.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Text fields in this view drawn in `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let builtIn = style is any BuiltInTextFieldStyle, kind = style.kind
        return environmentChanged {
            $0.textFieldStyle = kind
            if builtIn {
                $0.textFieldLook = nil
            } else {
                $0.textFieldLook = { field, context in
                    ViewContext.evaluating(context) { SheetshotUI.makeNodes(style._body(configuration: field), in: context) }
                }
            }
        }
    }
}
