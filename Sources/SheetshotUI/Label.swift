import Widgets

/// A title with an icon beside it (SwiftUI's `Label`), drawn as iOS's default label style: the icon, then
/// the title, in the foreground style.
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
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { self.init(title: { Text(title) }, icon: { Image(systemName: name) }) }
    /// A label of a title and a picture from the bundle.
    public init(_ title: LocalizedStringKey, image name: String) { self.init(title: { Text(title) }, icon: { Image(name) }) }
}

extension Label {
    func makeNodes(in context: ViewContext) -> [Node] {
        let icon = SheetshotUI.makeNodes(self.icon, in: context), title = SheetshotUI.makeNodes(self.title, in: context)
        // VoiceOver reads a label by its title; the icon is decoration.
        return [Widgets.HStack(alignment: .center, spacing: 8) { icon.map { $0.accessibilityHidden() } + title }]
    }
}
