import Foundation

/// A label that shows or hides its content (SwiftUI's `DisclosureGroup`): the label with a chevron in the
/// tint colour trailing (pointing right when collapsed, down when expanded), then the content when
/// expanded. In a list it is drawn as one row.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A group whose expansion is bound to `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded.wrappedValue; self.content = content(); self.label = label()
    }
    /// A collapsed group.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = false; self.content = content(); self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 11) {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.forward")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(.tint)
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
                    .accessibilityHidden(true)
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .accessibilityValue(Text(verbatim: isExpanded ? "expanded" : "collapsed"))
            if isExpanded {
                VStack(alignment: .leading, spacing: 11) { content }
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled by a literal, its expansion bound to `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A collapsed group titled by a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
}
