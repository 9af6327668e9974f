import Widgets

/// A title with an icon beside it (SwiftUI's `Label`), drawn as iOS's default label style: the icon, then
/// the title, in the foreground style — or, in a toolbar, the icon alone, as iOS shows it there. The
/// `labelStyle(_:)` modifier chooses.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon
    /// A label of the views `title` and `icon` build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a title and a system symbol.
    public init(_ title: LocalizedStringKey, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    /// A label of a title string and a system symbol.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    /// A label of a title and a picture from the bundle.
    public init(_ title: LocalizedStringKey, image name: String) { self.init(title: { Text(title) }, icon: { Image(name) }) }
}

extension Label {
    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let style = env.labelStyle == .automatic ? (env.isInToolbar ? .iconOnly : .titleAndIcon) : env.labelStyle
        switch style {
        case .titleOnly: return SheetshotUI.makeNodes(self.title, in: context)
        case .iconOnly:
            // Only the icon is drawn; VoiceOver still reads the title.
            let label = (self.title as? Text)?.content.resolved(in: TextFormatting(env))
            return SheetshotUI.makeNodes(icon, in: context).map { $0.accessibilityElement(label: label, traits: .isImage) }
        default:
            // VoiceOver reads a label by its title; the icon is decoration.
            let icon = SheetshotUI.makeNodes(self.icon, in: context), title = SheetshotUI.makeNodes(self.title, in: context)
            return [Widgets.HStack(alignment: .center, spacing: 8) { icon.map { $0.accessibilityHidden() } + title }]
        }
    }
}

/// How labels are drawn (SwiftUI's `LabelStyle` values): `.titleAndIcon`, `.iconOnly`, `.titleOnly`, or
/// `.automatic` — title and icon, except in a toolbar, where iOS shows the icon alone.
public struct LabelStyleKind: Hashable, Sendable {
    let name: String
    /// The platform's choice for where the label is.
    public static let automatic = LabelStyleKind(name: "automatic")
    /// The icon, then the title.
    public static let titleAndIcon = LabelStyleKind(name: "titleAndIcon")
    /// The icon alone (VoiceOver reads the title).
    public static let iconOnly = LabelStyleKind(name: "iconOnly")
    /// The title alone.
    public static let titleOnly = LabelStyleKind(name: "titleOnly")
}

extension View {
    /// Draws the labels in this view in `style` (`.labelStyle(.iconOnly)`).
    public func labelStyle(_ style: LabelStyleKind) -> some View { environmentChanged { $0.labelStyle = style } }
}
