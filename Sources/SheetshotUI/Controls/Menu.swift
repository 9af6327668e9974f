import Foundation

/// A button that opens a menu (SwiftUI's `Menu`), drawn closed as iOS shows it at rest: its label in the
/// tint colour. The menu's items are not drawn (a picture shows the menu closed).
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu of what `content` builds, opened by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A menu whose label also performs `primaryAction` when tapped.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled by a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    /// A menu titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

extension Menu where Label == SheetshotUI.Label<Text, Image> {
    /// A menu titled by a literal and a system symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SheetshotUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A menu titled by a string and a system symbol (iOS 17).
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SheetshotUI.Label(title, systemImage: systemImage) }
    }
}

/// A button that opens the share sheet (SwiftUI's `ShareLink`), drawn as its label — by default
/// "Share" with the `square.and.arrow.up` symbol — in the tint colour. The share sheet is not drawn.
public struct ShareLink<Label: View>: View {
    let label: Label

    /// A link sharing `item`, with `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link sharing `items`, with `label`.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link sharing `item` shown in the share sheet as `preview`, with `label`.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link sharing `items`, each shown in the share sheet by `preview`, with `label`.
    public init<Items: Sequence, PreviewImage, PreviewIcon>(items: Items, subject: Text? = nil, message: Text? = nil,
                                                           preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                                                           @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View { Button(action: {}) { label } }
}

/// How a shared item is shown in the share sheet (SwiftUI's `SharePreview`): a title, an image and an
/// icon. The share sheet is not drawn, so neither is the preview.
public struct SharePreview<Image, Icon> {
    /// The preview's title.
    public let title: Text
    /// A preview titled `title` with `image` and `icon`.
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title }
    /// A preview titled by a literal, with `image` and `icon`.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }
    /// A preview titled by a string, with `image` and `icon`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(String(title)) }
}

extension SharePreview where Icon == Never {
    /// A preview titled by a literal, with `image`.
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey) }
    /// A preview titled by a string, with `image`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(String(title)) }
}

extension SharePreview where Image == Never {
    /// A preview titled by a literal, with `icon`.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = Text(titleKey) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with only a title.
    public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }
    /// A preview with only a title, from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = Text(String(title)) }
}

extension ShareLink where Label == SheetshotUI.Label<Text, SheetshotUI.Image> {
    /// A link sharing `item` with `preview`, labelled "Share" with the share symbol.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message) { SheetshotUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// A link sharing `item` with `preview`, titled by a literal.
    public init<Item, PreviewImage, PreviewIcon>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message) { SheetshotUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

extension ShareLink where Label == SheetshotUI.Label<Text, Image> {
    /// A link sharing `item`, labelled "Share" with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SheetshotUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// A link sharing `item`, titled by a literal.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SheetshotUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

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

/// How a menu's button looks (SwiftUI's `MenuStyle`).
public protocol MenuStyle {}
/// The platform's menu look (SwiftUI's `DefaultMenuStyle`).
public struct DefaultMenuStyle: MenuStyle {
    /// The style.
    public init() {}
}
/// A menu drawn as a borderless button (SwiftUI's `BorderlessButtonMenuStyle`): iOS's default.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
}
/// A menu drawn as a button (SwiftUI's `ButtonMenuStyle`).
public struct ButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
}
extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu look.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// A button, which takes the button style around it.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
    /// The look of the menus inside. On iPhone every style draws a menu's label as a borderless button at
    /// rest, as here.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    /// Whether menus show their indicator (a chevron on macOS; iPhone's menus at rest show none).
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
    /// Whether choosing an item dismisses the menu (a menu is closed at rest).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

/// Whether choosing a menu item closes the menu (SwiftUI's `MenuActionDismissBehavior`).
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let name: String
    /// As the platform does.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}
