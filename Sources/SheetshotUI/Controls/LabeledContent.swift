import Widgets

/// A label with a value beside it (SwiftUI's `LabeledContent`), as iOS draws one in a form: the label
/// leading, the value trailing in the secondary colour — and at the accessibility text sizes, the value
/// under the label, both leading, as iOS reflows it.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A label and the content that shows its value.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content(); self.label = label() }

    public var body: some View {
        Group {
            if dynamicTypeSize.isAccessibilitySize {
                VStack(alignment: .leading) {
                    label
                    content.foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 8)
                    content.foregroundStyle(.secondary)
                }
            }
        }
        .accessibilityElement(children: .combine)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A titled value: `LabeledContent("Version", value: "17.2")`, the value any string.
    public init<V: StringProtocol>(_ titleKey: LocalizedStringKey, value: V) {
        self.init(content: { Text(verbatim: String(value)) }, label: { Text(titleKey) })
    }
    /// A titled value given as a string title.
    @_disfavoredOverload public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(verbatim: String(value)) }, label: { Text(title) })
    }
    /// A titled value formatted by `format` in the environment's locale.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
    /// A titled value formatted by `format`, given a string title.
    @_disfavoredOverload public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    /// A titled view: `LabeledContent("Size") { Text("12 MB") }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(titleKey) }) }
    /// A titled view given as a string title.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
