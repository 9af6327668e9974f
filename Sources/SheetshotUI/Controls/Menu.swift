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
