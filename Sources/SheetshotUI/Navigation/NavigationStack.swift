import Canvas
import Widgets

/// A navigation stack showing its root view under iOS 17's navigation bar (SwiftUI's `NavigationStack`,
/// and `NavigationView` as a stack): the root's `navigationTitle` large (34-point bold under a 44-point
/// bar) or inline (17-point semibold, centred), and its `toolbar` items in the bar.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    /// A stack showing the view `root` builds.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    func makeNodes(in context: ViewContext) -> [Node] {
        let bar = NavigationBarContent()
        var inner = context
        inner.navigationBar = bar
        let content = SheetshotUI.makeNode(root, in: inner)
        let env = context.environment
        let margin = 16.0
        let tint = (env.tint ?? .accentColor)
        let itemContext = context.with { $0.foregroundStyle = AnyShapeStyle(tint); $0.font = $0.font ?? .body; $0.imageScale = .large; $0.isInToolbar = true }
        func items(_ placement: ToolbarItemPlacement.Side) -> Node {
            let nodes = bar.items.filter { $0.side == placement }.flatMap { $0.make(itemContext) }
            return Widgets.HStack(spacing: 16) { nodes }
        }
        let large = bar.displayMode != .inline && bar.title != nil
        var barRow: [Node] = [items(.leading), Widgets.Spacer(minLength: 8), items(.trailing)]
        if let title = bar.title, !large {
            barRow = [Widgets.ZStack {
                Widgets.HStack(spacing: 0) { barRow }
                Widgets.Text(title, size: 17, weight: .semibold, color: .color(UIColor.label.resolved(in: env.colorScheme)), lineLimit: 1)
                    .accessibilityElement(traits: .isHeader)
            }]
        }
        var barColumn: [Node] = [Widgets.HStack(spacing: 0) { barRow }.padding(.horizontal, margin).frame(height: 44)]
        if large, let title = bar.title {
            let size = Font.largeTitle.pointSize(at: env.dynamicTypeSize)
            barColumn.append(Widgets.Text(title, size: size, weight: .bold, color: .color(UIColor.label.resolved(in: env.colorScheme)), lineLimit: 1)
                .accessibilityElement(traits: .isHeader)
                .frame(maxWidth: .infinity, alignment: .bottomLeading)
                .padding(DirectionalInsets(top: 0, leading: margin, bottom: 8, trailing: margin))
                .frame(minHeight: 52, alignment: .bottomLeading))
        }
        // At rest the bar shows its scroll-edge appearance, as iOS 15 and later do: no background of its
        // own. It is an inset of the content's safe area, so what the content draws ignoring the safe area
        // — a list's background, a `.background(Color)` — shows under the bar and the status bar.
        let barNode = Widgets.VStack(alignment: .leading, spacing: 0) { barColumn }
        let page = Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top, content)
        return [SafeAreaInsetNode(edge: .top, crossAlignment: .center, spacing: 0, content: page, inset: barNode)]
    }
}

/// A navigation stack of the older name: shown as a `NavigationStack`.
public typealias NavigationView = NavigationStack

/// What the views in a navigation stack put in its bar, collected while they are built.
@MainActor final class NavigationBarContent {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var items: [(side: ToolbarItemPlacement.Side, make: @MainActor (ViewContext) -> [Node])] = []
}

/// Navigation bar item settings.
public enum NavigationBarItem {
    /// How the title is shown: large (the default at the root), or inline in the bar.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

extension View {
    /// The title of the navigation stack this view is shown in.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { navigationTitle(text: title.key) }
    /// The title of the navigation stack this view is shown in.
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(text: String(title)) }
    /// The title of the navigation stack this view is shown in.
    public func navigationTitle(_ title: Text) -> some View { navigationTitle(text: title.string) }

    private func navigationTitle(text: String) -> some View {
        wrapped { node, context in
            if let bar = context.navigationBar, bar.title == nil { bar.title = text }
            return node
        }
    }

    /// How the toolbar shows the title (iOS 17's name for `navigationBarTitleDisplayMode`; `.inlineLarge`
    /// is drawn large).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode == .inline ? .inline : mode == .automatic ? .automatic : .large)
    }
    /// Whether the navigation title is large or inline.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        wrapped { node, context in
            context.navigationBar?.displayMode = mode
            return node
        }
    }
}

/// How the toolbar shows the title (SwiftUI's `ToolbarTitleDisplayMode`).
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
    /// The platform's choice (large at the root of a stack).
    case automatic
    /// Large, under the bar.
    case large
    /// Large, in the bar (drawn as large).
    case inlineLarge
    /// Small, in the middle of the bar.
    case inline
}
