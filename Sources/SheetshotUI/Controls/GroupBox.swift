import Widgets

/// A box that groups views under an optional label (SwiftUI's `GroupBox`): iOS draws the label in the
/// headline font above the content, 8 points apart, both inset 16 points inside a rounded rectangle (radius
/// 8, continuous corners) of the secondary system background — the tertiary one for a box inside a box.
/// The box is as wide as what it holds. `groupBoxStyle(_:)` replaces the look.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label?
    let content: Content
    /// Drawn in the default look whatever the environment's style (a style's own `GroupBox(configuration)`).
    var isDefaultLook = false

    /// A box around `content` with `label` above it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    /// A box around `content` with `label` above it (the older order of the arguments).
    @available(*, deprecated, message: "use init(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let configuration = GroupBoxStyleConfiguration(
            label: _StyledContent { [label] context in label.map { SheetshotUI.makeNodes($0, in: context) } ?? [] },
            content: _StyledContent { [content] context in SheetshotUI.makeNodes(content, in: context) })
        if !isDefaultLook, let style = context.environment.groupBoxLook.make { return style(configuration, context) }
        return Self.box(configuration, hasLabel: label != nil || isDefaultLook, in: context)
    }

    /// iOS's box: label and content in a leading-aligned column, padded, on a rounded secondary background.
    static func box(_ configuration: GroupBoxStyleConfiguration, hasLabel: Bool, in context: ViewContext) -> [Node] {
        let env = context.environment
        let nested = env.groupBoxDepth > 0
        let inner = context.with { $0.groupBoxDepth += 1 }
        var column: [Node] = []
        if hasLabel {
            let labelNodes = configuration.label.makeNodes(in: inner.with { $0.font = .headline })
            if !labelNodes.isEmpty { column.append(Widgets.HStack(spacing: 8) { labelNodes }) }
        }
        column += configuration.content.makeNodes(in: inner)
        let fill = (nested ? UIColor.tertiarySystemBackground : UIColor.secondarySystemBackground).resolved(in: env)
        return [Widgets.VStack(alignment: .leading, spacing: 8) { column }
            .padding(16)
            .background(.color(fill), in: .roundedRect(radius: 8, curve: .continuous))]
    }
}

extension GroupBox where Label == EmptyView {
    /// A box around `content`, without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }
}

extension GroupBox where Label == Text {
    /// A box around `content` titled by a literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Text(titleKey)
    }
    /// A box around `content` titled by a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Text(title)
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The box a style is given, drawn in the default look (for a style that decorates it).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        isDefaultLook = true
    }
}

/// What a `GroupBoxStyle` is given: the box's label and content as views.
public struct GroupBoxStyleConfiguration {
    /// The box's label.
    public typealias Label = _StyledContent
    /// The box's content.
    public typealias Content = _StyledContent
    /// The label (empty when the box has none).
    public let label: Label
    /// The content.
    public let content: Content
}

/// A group box's look that you write (SwiftUI's `GroupBoxStyle`).
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The properties of the box being styled.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The styled box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's group box look.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style.
    public init() {}
    /// The box in iOS's look.
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// iOS's group box look.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Group boxes in this view drawn in `style`. The style's body sees the styles outside it, so a
    /// `GroupBox(configuration)` inside it draws the look set before.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environmentChanged { env in
            if style is DefaultGroupBoxStyle { env.groupBoxLook = GroupBoxLook(make: nil); return }
            let outer = env.groupBoxLook
            env.groupBoxLook = GroupBoxLook { configuration, context in
                let inner = context.with { $0.groupBoxLook = outer }
                return ViewContext.evaluating(inner) { SheetshotUI.makeNodes(style.makeBody(configuration: configuration), in: inner) }
            }
        }
    }
}

/// How group boxes are drawn here: iOS's look (nil) or a style's.
struct GroupBoxLook: @unchecked Sendable {
    var make: (@MainActor (GroupBoxStyleConfiguration, ViewContext) -> [Node])?
}

extension EnvironmentValues {
    /// The group box style here.
    var groupBoxLook: GroupBoxLook {
        get { self[GroupBoxLookKey.self] }
        set { self[GroupBoxLookKey.self] = newValue }
    }
    /// How many group boxes this view is inside (a box inside a box is drawn on the tertiary background).
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

private struct GroupBoxLookKey: EnvironmentKey {
    static let defaultValue = GroupBoxLook(make: nil)
}

private struct GroupBoxDepthKey: EnvironmentKey {
    static let defaultValue = 0
}
