import Canvas
import Widgets

/// Tabs with a tab bar (SwiftUI's `TabView`), drawn as iOS 17 draws one on iPhone: the selected tab's
/// content over a 49-point bar (extended through the bottom safe area) with a hairline on top; each item
/// is its `tabItem` label — the icon (its filled variant, as iOS shows tab symbols) over a 10-point title —
/// tinted when selected, grey otherwise. The
/// selection is `selection`'s value matched against each tab's `tag`, else the first tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs of the views `content` builds, the one shown bound to `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.selection = selection; self.content = content() }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let collector = TabCollector()
        var inner = context
        inner.collectors.tabs = collector
        let built = SheetshotUI.makeNodes(content, in: inner)
        // Each top-level view is a tab (with or without a tabItem).
        let tabs = built.map { node -> (content: Node, item: TabItemNode?, tag: AnyHashable?) in
            var n = node, tag: AnyHashable?
            if let tagged = n as? TabTagNode { tag = tagged.tag; n = tagged.children[0] }
            if let item = n as? TabItemNode { return (item.children[0], item, tag ?? item.tag) }
            return (n, nil, tag)
        }
        guard !tabs.isEmpty else { return [] }
        let chosen = selection.map { AnyHashable($0.wrappedValue) }
        let selectedIndex = tabs.firstIndex { chosen != nil && $0.tag == chosen } ?? 0
        if case .page(let indexDisplay) = env.tabViewStyle {
            return [pages(tabs.map(\.content), selected: selectedIndex, indexDisplay: indexDisplay, in: context)]
        }
        let tint = env.tint ?? .accentColor, grey = Color(uiColor: .systemGray)
        let items: [Node] = tabs.enumerated().map { i, tab in
            let color = i == selectedIndex ? tint : grey
            let itemContext = context.with { $0.foregroundStyle = AnyShapeStyle(color); $0.lineLimit = 1; $0.symbolVariants = .fill }
            // VoiceOver reads an item by its title; the icon is decoration.
            let icon = tab.item.map { item in item.icon.map { SheetshotUI.makeNode($0.font(.system(size: 22)), in: itemContext).accessibilityHidden() } } ?? nil
            let title = tab.item?.title.map { SheetshotUI.makeNode($0.font(.system(size: 10, weight: .medium)), in: itemContext) }
            return Widgets.VStack(alignment: .center, spacing: 3) { [icon, title].compactMap { $0 } }
                .frame(maxWidth: .infinity)
                .accessibilityElement(traits: i == selectedIndex ? [.isButton, .isSelected] : .isButton)
        }
        let barFill = CanvasColor(rgba: env.colorScheme == .dark ? 0x1616_16F0 : 0xF9F9_F9F0)
        let hairline = UIColor.separator.resolved(in: env)
        let barBackground = IgnoringSafeArea(.bottom, Widgets.VStack(spacing: 0) {
            Widgets.Shape(.rectangle, fill: .color(hairline)).frame(height: 1.0 / 3)
            Widgets.Shape(.rectangle, fill: .color(barFill))
        })
        let bar = Decorated(content: Widgets.HStack(alignment: .center, spacing: 0) { items }.frame(height: 49),
                            decoration: barBackground, behind: true)
        let page = Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center, tabs[selectedIndex].content)
        return [Widgets.VStack(spacing: 0) { [page, bar] }]
    }
}

extension TabView {
    /// The page style: the selected page filling the view, and under it — when there are several pages and
    /// the style shows them — UIPageControl's dots (8 points, 16 apart; the current one white, the others
    /// white at 30 %), on a translucent capsule when `indexViewStyle(.page(backgroundDisplayMode: .always))`.
    private func pages(_ pages: [Node], selected: Int, indexDisplay: PageTabViewStyle.IndexDisplayMode, in context: ViewContext) -> Node {
        let page = Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center, pages[selected])
        guard indexDisplay != .never, pages.count > 1 || indexDisplay == .always else { return page }
        let dots: [Node] = pages.indices.map { index in
            Widgets.Shape(.circle, fill: .color(CanvasColor.white.withAlpha(index == selected ? 1 : 0.3))).frame(width: 8, height: 8)
        }
        var indicator: Node = Widgets.HStack(spacing: 8) { dots }.padding(.horizontal, 12).frame(height: 26)
        if context.environment.pageIndexBackground {
            indicator = Decorated(content: indicator, decoration: Widgets.Shape(.capsule, fill: .color(CanvasColor.black.withAlpha(0.2))), behind: true)
        }
        let placed = Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom, indicator.padding(.bottom, 8))
        return Decorated(content: page, decoration: placed, behind: false)
    }
}

/// How a tab view shows its tabs (SwiftUI's `TabViewStyle`).
public protocol TabViewStyle: Sendable {
    /// The style's kind.
    var kind: TabViewStyleKind { get }
}

/// The tab view styles drawn.
public enum TabViewStyleKind: Hashable, Sendable {
    /// A tab bar.
    case tabBar
    /// Pages swiped sideways, with page dots.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// A tab bar (SwiftUI's `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    /// The style's kind.
    public var kind: TabViewStyleKind { .tabBar }
}

/// Pages swiped sideways with page dots (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// With more than one page; always; never.
        case automatic, always, never
    }
    let indexDisplayMode: IndexDisplayMode
    /// Pages with dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    /// The style's kind.
    public var kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// iOS 18's tab bar that becomes a sidebar on iPad (a tab bar on iPhone).
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// iOS 18's tab bar (the default).
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots when there are several.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page view's dots are drawn (SwiftUI's `IndexViewStyle`).
public protocol IndexViewStyle: Sendable {
    /// Whether the dots sit on a translucent capsule.
    var showsBackground: Bool { get }
}

/// Page dots, on a capsule or not (SwiftUI's `PageIndexViewStyle`).
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        /// The system's choice (none at rest); always; interactive (none at rest); never.
        case automatic, always, interactive, never
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    /// Dots with the background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
    /// Whether the page dots sit on a capsule.
    public var showsBackground: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots with the background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// How tab views here show their tabs: a tab bar, or pages with dots.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { environmentChanged { $0.tabViewStyle = style.kind } }
    /// How page views here draw their dots.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environmentChanged { $0.pageIndexBackground = style.showsBackground }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs of the views `content` builds, the first shown.
    public init(@ViewBuilder content: () -> Content) { self.init(selection: nil, content: content) }
}

/// Collects a tab view's tabs (marks that views are built as tabs).
@MainActor final class TabCollector {}

/// A tab's content with its bar item.
final class TabItemNode: SingleChildModifier {
    let icon: AnyView?
    let title: AnyView?
    var tag: AnyHashable?
    init(icon: AnyView?, title: AnyView?, _ child: Node) { self.icon = icon; self.title = title; super.init(child: child) }
}

/// A tab's content with the tag it is selected by.
final class TabTagNode: SingleChildModifier {
    let tag: AnyHashable
    init(tag: AnyHashable, _ child: Node) { self.tag = tag; super.init(child: child) }
}

extension View {
    /// The tab bar item of this tab: a `Label` (icon over title), a `Text` or an `Image`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = label()
        return wrapped { node, context in
            guard context.collectors.tabs != nil else { return node }
            var icon: AnyView?, title: AnyView?
            if let labelled = item as? any TabItemLabel { (icon, title) = labelled.parts }
            else if item is Image { icon = AnyView(item) }
            else { title = AnyView(item) }
            return TabItemNode(icon: icon, title: title, node)
        }
    }
}

/// A label that splits into a tab item's icon and title.
@MainActor protocol TabItemLabel { var parts: (icon: AnyView?, title: AnyView?) { get } }

extension Label: TabItemLabel {
    var parts: (icon: AnyView?, title: AnyView?) { (AnyView(icon), AnyView(title)) }
}

/// iOS 18's tab of a `TabView` (SwiftUI's `Tab`): its content, shown with its label in the tab bar and
/// selected by its value — the same as `content.tabItem { label }.tag(value)`.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab selected by `value`, labelled by what `label` builds.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value; self.content = content(); self.label = label()
    }

    /// The content with its bar item and tag.
    public var body: some View {
        Group {
            if let value { content.tabItem { label }.tag(value) } else { content.tabItem { label } }
        }
    }
}

extension Tab where Label == SheetshotUI.Label<Text, Image> {
    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content(); label = SheetshotUI.Label(titleKey, systemImage: systemImage)
    }
    /// A tab titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content(); label = SheetshotUI.Label(title, systemImage: systemImage)
    }
}

extension Tab where Value == Never, Label == SheetshotUI.Label<Text, Image> {
    /// A tab titled `title` with the symbol `systemImage` (not selected by a value).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        value = nil; self.content = content(); label = SheetshotUI.Label(titleKey, systemImage: systemImage)
    }
    /// A tab titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        value = nil; self.content = content(); label = SheetshotUI.Label(title, systemImage: systemImage)
    }
}

/// What a tab is for (SwiftUI's `TabRole`): a search tab is drawn as the others here.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab.
    public static let search = TabRole(name: "search")
}
