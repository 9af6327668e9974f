import Canvas
import Widgets

/// A navigation stack showing its root view under iOS 17's navigation bar (SwiftUI's `NavigationStack`,
/// and `NavigationView` as a stack): the root's `navigationTitle` large (34-point bold under a 44-point
/// bar) or inline (17-point semibold, centred), and its `toolbar` items in the bar — leading and trailing
/// at its ends, `.principal` in its middle (in place of an inline title), `.bottomBar` in a 44-point bar
/// along the bottom, above the home indicator.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    /// How many screens the stack's path has pushed over the root.
    var pushed = 0

    /// A stack showing the view `root` builds.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    /// A stack showing `content` (`NavigationView(content:)`, the older type's label).
    @_disfavoredOverload public init(@ViewBuilder content: () -> Root) { self.root = content() }
    /// A stack whose pushed screens are `path`'s values (pushed screens are not drawn yet: a non-empty path
    /// is reported, an empty one shows the root).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root(); pushed = path.wrappedValue.count
    }
    /// A stack whose pushed screens are the values of `path`.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root) where Data.Element: Hashable {
        self.root = root(); pushed = path.wrappedValue.count
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        if pushed > 0 {
            context.diagnostics.report("NavigationStack(path:) with \(pushed) screen(s) pushed: pushed screens are not drawn yet")
        }
        let bar = NavigationBarContent()
        var inner = context
        inner.collectors.navigationBar = bar
        let content = SheetshotUI.makeHostedNode(root, in: inner)
        let env = context.environment
        let tint = (env.tint ?? .accentColor)
        // Bar items keep their standard size at every Dynamic Type size, as iOS's do (a long press shows a
        // larger one in the large-content viewer instead).
        let itemContext = context.with {
            $0.foregroundStyle = AnyShapeStyle(tint); $0.font = $0.font ?? .body; $0.imageScale = .large; $0.isInToolbar = true
            $0.dynamicTypeSize = .large
        }
        // The principal item is the bar's title: drawn in the label colour, not the tint.
        let principalContext = context.with { $0.font = $0.font ?? .body; $0.isInToolbar = true; $0.dynamicTypeSize = .large }
        func items(_ placement: ToolbarItemPlacement.Side) -> Node {
            let nodes = bar.items.filter { $0.side == placement }.flatMap { $0.make(placement == .principal ? principalContext : itemContext) }
            return Widgets.HStack(spacing: 16) { nodes }
        }
        if bar.isHidden { return [Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top, content)] }
        let large = bar.displayMode != .inline && bar.title != nil
        var barRow: [Node] = [items(.leading), Widgets.Spacer(minLength: 8), items(.trailing)]
        let hasPrincipal = bar.items.contains { $0.side == .principal }
        if hasPrincipal {
            // The principal item in the middle of the bar, where an inline title would be.
            barRow = [Widgets.ZStack { [Widgets.HStack(spacing: 0) { barRow }, items(.principal)] }]
        } else if let title = bar.title, !large {
            barRow = [Widgets.ZStack {
                Widgets.HStack(spacing: 0) { barRow }
                Widgets.Text(title, size: 17, weight: .semibold, color: .color(UIColor.label.resolved(in: env)), lineLimit: 1)
                    .accessibilityElement(traits: .isHeader)
            }]
        }
        // The bar's items, title and search field keep the system's side margins (16 or 20 points by width).
        var barColumn: [Node] = [SystemMargins(Widgets.HStack(spacing: 0) { barRow }).frame(height: 44)]
        if large, let title = bar.title {
            let size = Font.largeTitle.pointSize(at: env.dynamicTypeSize)
            barColumn.append(SystemMargins(Widgets.Text(title, size: size, weight: .bold, color: .color(UIColor.label.resolved(in: env)), lineLimit: 1)
                .accessibilityElement(traits: .isHeader)
                .frame(maxWidth: .infinity, alignment: .bottomLeading))
                .padding(DirectionalInsets(top: 0, leading: 0, bottom: 8, trailing: 0))
                .frame(minHeight: 52, alignment: .bottomLeading))
        }
        // At rest the bar shows its scroll-edge appearance, as iOS 15 and later do: no background of its
        // own. It is an inset of the content's safe area, so what the content draws ignoring the safe area
        // — a list's background, a `.background(Color)` — shows under the bar and the status bar.
        if let search = bar.search {
            // iOS 17's search field under the title, shown at rest: a 36-point rounded field with the
            // magnifying glass and the text (or the prompt in the placeholder colour).
            let secondary = UIColor.secondaryLabel.resolved(in: env)
            let field = Widgets.HStack(alignment: .center, spacing: 6) {
                SheetshotUI.makeNode(Image(systemName: "magnifyingglass").font(.system(size: 17)).foregroundStyle(Color(uiColor: .secondaryLabel)), in: context)
                Widgets.Text(search.text.isEmpty ? search.prompt : search.text, size: 17, weight: .regular,
                             color: .color(search.text.isEmpty ? secondary : UIColor.label.resolved(in: env)), lineLimit: 1)
                Widgets.Spacer(minLength: 0)
            }
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(.color(UIColor.tertiarySystemFill.resolved(in: env)), in: .roundedRect(radius: 10, curve: .continuous))
            barColumn.append(SystemMargins(field).padding(DirectionalInsets(top: 0, leading: 0, bottom: 10, trailing: 0)))
        }
        var barNode: Node = Widgets.VStack(alignment: .leading, spacing: 0) { barColumn }
        if bar.backgroundVisibility == .visible {
            // A bar that shows its background at rest: the style (the bar material by default, as the tab
            // bar's) from the screen's top edge, under the status bar, to the bar's hairline.
            let fill = bar.background?.fill(in: env) ?? .color(CanvasColor(rgba: env.colorScheme == .dark ? 0x1616_16F0 : 0xF9F9_F9F0))
            let background = IgnoringSafeArea(.top, Widgets.VStack(spacing: 0) {
                Widgets.Shape(.rectangle, fill: fill)
                Widgets.Shape(.rectangle, fill: .color(UIColor.separator.resolved(in: env))).frame(height: 1.0 / 3)
            })
            barNode = Decorated(content: barNode, decoration: background, behind: true)
        }
        var page: Node = Widgets.Frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top, content)
        if bar.items.contains(where: { $0.side == .bottom }) {
            // iOS's bottom toolbar: its items from the leading edge (a Spacer among them spreads them) in a
            // 44-point bar above the home indicator — at rest, like the top bar, with no background of its own.
            let bottom = SystemMargins(Widgets.Frame(maxWidth: .infinity, alignment: .leading, items(.bottom)))
                .frame(height: 44)
            page = SafeAreaInsetNode(edge: .bottom, crossAlignment: .center, spacing: 0, content: page, inset: bottom)
        }
        return [SafeAreaInsetNode(edge: .top, crossAlignment: .center, spacing: 0, content: page, inset: barNode)]
    }
}

/// A navigation stack of the older name: shown as a `NavigationStack`.
public typealias NavigationView = NavigationStack

/// What the views in a navigation stack put in its bar, collected while they are built.
@MainActor final class NavigationBarContent {
    var title: String?
    /// Whether `toolbar(removing: .title)` took the title away (no title set after it is taken).
    var isTitleRemoved = false
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    /// Whether the bar is hidden (`toolbar(.hidden, for: .navigationBar)`, `navigationBarHidden(true)`).
    var isHidden = false
    /// The search field's text and prompt, when the root is `searchable`.
    var search: (text: String, prompt: String)?
    /// Whether the bar shows its background at rest (`toolbarBackground(.visible, for: .navigationBar)`),
    /// and the style it is drawn in (nil: the bar material).
    var backgroundVisibility: Visibility = .automatic
    var background: AnyShapeStyle?
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
    /// An editable title bound to `title` (iOS 16's renamable documents): drawn as its current value.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(text: title.wrappedValue) }

    private func navigationTitle(text: String) -> some View {
        wrapped { node, context in
            if let bar = context.collectors.navigationBar, bar.title == nil, !bar.isTitleRemoved { bar.title = text }
            return node
        }
    }

    /// The view with an item the system adds taken away: `.title` removes the navigation title (the bar
    /// stays, inline); the sidebar button is never drawn on iPhone.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        wrapped { node, context in
            if defaultItemKind == .title, let bar = context.collectors.navigationBar {
                bar.title = nil
                bar.isTitleRemoved = true
            }
            return node
        }
    }

    /// How the toolbar shows the title (iOS 17's name for `navigationBarTitleDisplayMode`; `.inlineLarge`
    /// is drawn large).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode == .inline ? .inline : mode == .automatic ? .automatic : .large)
    }
    /// The navigation title (iOS 13's name for `navigationTitle(_:)`).
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: LocalizedStringKey) -> some View { navigationTitle(title) }
    /// The navigation title (iOS 13's name for `navigationTitle(_:)`).
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    /// The navigation title (iOS 13's name for `navigationTitle(_:)`).
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// The navigation title and how it is shown (iOS 13's form of `navigationTitle` and
    /// `navigationBarTitleDisplayMode`).
    @available(*, deprecated, message: "use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// The navigation title and how it is shown (iOS 13's form).
    @available(*, deprecated, message: "use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// The navigation title and how it is shown (iOS 13's form).
    @available(*, deprecated, message: "use navigationTitle(_:) and navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// Hides the navigation bar (iOS 13's spelling of `toolbar(.hidden, for: .navigationBar)`).
    @available(*, deprecated, message: "use toolbar(.hidden, for: .navigationBar)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        wrapped { node, context in
            if hidden { context.collectors.navigationBar?.isHidden = true }
            return node
        }
    }
    /// A search field for the navigation stack this view is in, showing `text` (its `prompt`, else
    /// "Search", while empty) under the title, as iOS shows it at rest.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchField(text.wrappedValue, prompt: prompt?.string)
    }
    /// A search field with a prompt from a literal.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchField(text.wrappedValue, prompt: prompt.key)
    }
    /// A search field with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchField(text.wrappedValue, prompt: String(prompt))
    }
    /// A search field whose presentation is bound to `isPresented` (drawn at rest).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchField(text.wrappedValue, prompt: prompt?.string)
    }
    /// Suggestions shown while searching (kept: a picture shows the field at rest).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// The text a suggestion row puts in the search field when chosen (kept: suggestions are not shown at rest).
    public func searchCompletion(_ completion: String) -> some View { self }
    /// Scopes shown while searching (kept).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    private func searchField(_ text: String, prompt: String?) -> some View {
        wrapped { node, context in
            if let bar = context.collectors.navigationBar, bar.search == nil { bar.search = (text, prompt ?? "Search") }
            return node
        }
    }
    /// Hides the back button (kept: a stack's root has none).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    /// The toolbar's visibility for `bars`: hiding `.navigationBar` hides the navigation bar (other bars
    /// are kept as they are).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        wrapped { node, context in
            if visibility == .hidden, bars.contains(.navigationBar) || bars.contains(.automatic) { context.collectors.navigationBar?.isHidden = true }
            return node
        }
    }
    /// The background of `bars`: the navigation bar's, shown where iOS shows it — once content scrolls
    /// under the bar, or always with `toolbarBackground(.visible, for: .navigationBar)` (at rest, without
    /// that, the bar shows its scroll-edge look, with no background).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = AnyShapeStyle(style)
        return wrapped { node, context in
            if bars.contains(.navigationBar) || bars.contains(.automatic) { context.collectors.navigationBar?.background = style }
            return node
        }
    }
    /// Whether `bars` show their background: `.visible` draws the navigation bar's (its
    /// `toolbarBackground(_:for:)` style, or the bar material) at rest too, under the status bar, with its
    /// hairline; `.hidden` and `.automatic` show the scroll-edge look at rest.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(visibility, bars)
    }
    /// Whether `bars` show their background (iOS 18's name for `toolbarBackground(_:for:)` with a visibility).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(visibility, bars)
    }
    private func toolbarBackground(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        wrapped { node, context in
            if bars.contains(.navigationBar) || bars.contains(.automatic) { context.collectors.navigationBar?.backgroundVisibility = visibility }
            return node
        }
    }
    /// The colour scheme of `bars` (kept: a bar at rest has no background of its own).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    /// The role of the toolbar (kept).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
    /// How a pushed screen comes in (iOS 18's zoom transition; kept: pushed screens are not drawn yet).
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View { self }
    /// Marks this view as where a zoom transition starts (kept).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// The source of a zoom transition, styled by `configuration` (kept: the zoom is not drawn at rest).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                      configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration) -> some View { self }
    /// The style of the navigation views inside this one: on iPhone every style shows one column, as the
    /// stack style does.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    /// Whether the navigation title is large or inline.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        wrapped { node, context in
            context.collectors.navigationBar?.displayMode = mode
            return node
        }
    }
}

/// How navigation views arrange their columns (SwiftUI's `NavigationViewStyle`).
public protocol NavigationViewStyle: Sendable {}
/// One column, views pushed on a stack: what an iPhone shows.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Two columns on a wide screen (on iPhone: one, as a stack).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's choice (on iPhone: a stack).
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The column layout on iPhone's columns (a stack); `.columns` (two columns on a wide screen).
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column, views pushed on a stack.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns on a wide screen.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
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

/// The values of a navigation stack's pushed screens, of any types (SwiftUI's `NavigationPath`).
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []
    /// An empty path (only the root).
    public init() {}
    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }
    /// How many screens are pushed.
    public var count: Int { elements.count }
    /// Whether only the root shows.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes the screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops `k` screens.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}

/// A bar a toolbar modifier applies to (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The navigation bar, the tab bar, the bottom bar, the platform's choice.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar"), tabBar = ToolbarPlacement(name: "tabBar"),
                      bottomBar = ToolbarPlacement(name: "bottomBar"), automatic = ToolbarPlacement(name: "automatic")
}

/// What a toolbar is for (SwiftUI's `ToolbarRole`).
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's choice, a navigation stack's, a browser's, an editor's.
    public static let automatic = ToolbarRole(name: "automatic"), navigationStack = ToolbarRole(name: "navigationStack"),
                      browser = ToolbarRole(name: "browser"), editor = ToolbarRole(name: "editor")
}

/// How a pushed screen comes in (SwiftUI's `NavigationTransition`).
public protocol NavigationTransition: Sendable {}
/// The platform's push.
public struct AutomaticNavigationTransition: NavigationTransition { public init() {} }
/// A zoom from a `matchedTransitionSource`.
public struct ZoomNavigationTransition: NavigationTransition { public init() {} }
extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's push.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked with `matchedTransitionSource(id:in:)`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`): under the navigation bar's title here.
public struct SearchFieldPlacement: Sendable {
    let name: String
    /// The platform's choice; the navigation bar drawer; the toolbar; the sidebar.
    public static let automatic = SearchFieldPlacement(name: "automatic"), toolbar = SearchFieldPlacement(name: "toolbar"),
                      sidebar = SearchFieldPlacement(name: "sidebar"), navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The navigation bar drawer, shown always or automatically.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { navigationBarDrawer }
    /// When the drawer shows.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// How a zoom transition's source looks while it zooms (SwiftUI's `MatchedTransitionSourceConfiguration`).
public protocol MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// The source's background while it zooms.
    public func background(_ style: some ShapeStyle) -> some MatchedTransitionSourceConfiguration { self }
    /// The source's clip shape while it zooms.
    public func clipShape<S: Shape>(_ shape: S) -> some MatchedTransitionSourceConfiguration { self }
    /// The source's shadow while it zooms.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { self }
}

/// The unstyled configuration a source's configuration starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}
