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
        if let custom = env.customLabelStyle {
            // A style of the user's: its body from the label's title and icon, built where the style says.
            let title = self.title, icon = self.icon
            var inner = context
            inner.environment.customLabelStyle = nil
            let configuration = LabelStyleConfiguration(title: .init(nodes: { SheetshotUI.makeNodes(title, in: $0) }),
                                                        icon: .init(nodes: { SheetshotUI.makeNodes(icon, in: $0) }))
            return custom(configuration, inner)
        }
        let style = env.labelStyle == .automatic ? (env.isInToolbar ? .iconOnly : .titleAndIcon) : env.labelStyle
        switch style {
        case .titleOnly: return SheetshotUI.makeNodes(self.title, in: context)
        case .iconOnly:
            // Only the icon is drawn; VoiceOver still reads the title.
            let label = (self.title as? Text)?.content.resolved(in: TextFormatting(env))
            return SheetshotUI.makeNodes(icon, in: context).map { $0.accessibilityElement(label: label, traits: .isImage) }
        default:
            // VoiceOver reads a label by its title; the icon is decoration. In a sidebar's list the icon takes
            // the list item tint, or else the accent colour, as iOS's sidebars draw it.
            var iconContext = context
            if env.isSidebarList, env.foregroundStyle == nil {
                let tint: Color = env.listItemTint.map { $0.color ?? .gray } ?? env.tint ?? .accentColor
                iconContext = context.with { $0.foregroundStyle = AnyShapeStyle(tint) }
            }
            let icon = SheetshotUI.makeNodes(self.icon, in: iconContext), title = SheetshotUI.makeNodes(self.title, in: context)
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
    /// Draws the labels in this view in `style`.
    @available(*, deprecated, message: "use labelStyle(_:) with a LabelStyle (.iconOnly, TitleAndIconLabelStyle(), or one of your own)")
    @_disfavoredOverload
    public func labelStyle(_ style: LabelStyleKind) -> some View { environmentChanged { $0.labelStyle = style; $0.customLabelStyle = nil } }
    /// Draws the labels in this view in `style`: a built-in one (`.iconOnly`, `.titleOnly`,
    /// `.titleAndIcon`, `.automatic`) or one of your own.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        if let builtIn = style as? BuiltInLabelStyle {
            let kind = builtIn.kind
            return environmentChanged { $0.labelStyle = kind; $0.customLabelStyle = nil }
        }
        return environmentChanged { env in
            env.customLabelStyle = { configuration, context in SheetshotUI.makeNodes(style.makeBody(configuration: configuration), in: context) }
        }
    }
}

/// A look for labels (SwiftUI's `LabelStyle`): `makeBody` builds a label from its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label's title and icon, as the style receives them.
    typealias Configuration = LabelStyleConfiguration
    /// The label drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` is given: the label's title and icon as views.
public struct LabelStyleConfiguration {
    /// The title as a view.
    public typealias Title = _StyledContent
    /// The icon as a view.
    public typealias Icon = _StyledContent
    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

@MainActor protocol BuiltInLabelStyle { var kind: LabelStyleKind { get } }

/// The platform's label style: title and icon, the icon alone in a toolbar.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// The style.
    public init() {}
    var kind: LabelStyleKind { .automatic }
    /// The label as the platform draws it.
    public func makeBody(configuration: Configuration) -> some View { HStack(spacing: 8) { configuration.icon; configuration.title } }
}
/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// The style.
    public init() {}
    var kind: LabelStyleKind { .titleAndIcon }
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View { HStack(spacing: 8) { configuration.icon; configuration.title } }
}
/// The icon alone (VoiceOver reads the title).
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// The style.
    public init() {}
    var kind: LabelStyleKind { .iconOnly }
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// The style.
    public init() {}
    var kind: LabelStyleKind { .titleOnly }
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
