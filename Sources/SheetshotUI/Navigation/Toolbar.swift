import Widgets

/// Where a toolbar item goes. In a navigation bar: leading or trailing (the bottom bar is not drawn yet).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, trailing, principal, bottom, keyboard }
    let side: Side
    /// The leading and trailing ends of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(side: .leading), topBarTrailing = ToolbarItemPlacement(side: .trailing)
    /// The older names of the bar's ends.
    public static let navigationBarLeading = topBarLeading, navigationBarTrailing = topBarTrailing
    /// Where cancel and confirm actions go: leading and trailing.
    public static let cancellationAction = topBarLeading, confirmationAction = topBarTrailing
    /// Where the primary action and items without a placement go: trailing.
    public static let primaryAction = topBarTrailing, automatic = topBarTrailing
    /// The middle of the bar and the bottom bar (reported: not drawn yet).
    public static let principal = ToolbarItemPlacement(side: .principal), bottomBar = ToolbarItemPlacement(side: .bottom)
    /// Above the keyboard: shown only while the keyboard is up, which it never is in a picture.
    public static let keyboard = ToolbarItemPlacement(side: .keyboard)
    /// The status area: on iPhone, the middle of the bottom bar.
    public static let status = bottomBar
    /// Navigation actions: on iPhone, the leading end of the navigation bar.
    public static let navigation = topBarLeading
    /// Secondary actions: on iPhone, the trailing end of the navigation bar.
    public static let secondaryAction = topBarTrailing
    /// Destructive actions: on iPhone, the trailing end of the navigation bar.
    public static let destructiveAction = topBarTrailing
}

/// Content of a toolbar: items built by `@ToolbarContentBuilder`.
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// Toolbar content that can list its items.
@MainActor protocol ToolbarItemsProviding {
    /// The items, each with where it goes and how it is built.
    func toolbarItems() -> [(placement: ToolbarItemPlacement, make: @MainActor (ViewContext) -> [Node])]
}

/// One item of a toolbar, at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarItemsProviding {
    let placement: ToolbarItemPlacement
    let content: Content
    /// An item at `placement` showing what `content` builds.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement; self.content = content()
    }
    func toolbarItems() -> [(placement: ToolbarItemPlacement, make: @MainActor (ViewContext) -> [Node])] {
        let content = self.content
        return [(placement, { SheetshotUI.makeNodes(content, in: $0) })]
    }
}

extension ToolbarItem where ID == String {
    /// An item of a toolbar the user can customise, identified by `id` (iOS shows it where it is placed
    /// until the user moves it, which no one does in a picture).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

/// Space between toolbar items (SwiftUI 26's `ToolbarSpacer`): iOS 26 draws the items either side of it in
/// separate glass groups; here, where items are drawn without glass, it is a gap of 8 points.
public struct ToolbarSpacer: ToolbarContent, ToolbarItemsProviding {
    /// How wide a spacer is: a fixed gap, or as much room as the bar has.
    public struct Sizing: Hashable, Sendable {
        let flexible: Bool
        /// A fixed gap between groups of items.
        public static let fixed = Sizing(flexible: false)
        /// As much room as the bar has.
        public static let flexible = Sizing(flexible: true)
    }
    let sizing: Sizing
    let placement: ToolbarItemPlacement
    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: Sizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }
    func toolbarItems() -> [(placement: ToolbarItemPlacement, make: @MainActor (ViewContext) -> [Node])] {
        [(placement, { _ in [Widgets.Frame(width: 8, height: 1, Widgets.Spacer(minLength: 0))] })]
    }
}

/// A toolbar item the system adds (SwiftUI's `ToolbarDefaultItemKind`), for `toolbar(removing:)`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    let name: String
    /// The split view's sidebar button (not drawn on iPhone).
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The navigation title.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

/// Several items at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarItemsProviding {
    let placement: ToolbarItemPlacement
    let content: Content
    /// Items at `placement`, the views `content` builds.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    func toolbarItems() -> [(placement: ToolbarItemPlacement, make: @MainActor (ViewContext) -> [Node])] {
        let content = self.content
        return [(placement, { SheetshotUI.makeNodes(content, in: $0) })]
    }
}

/// Several toolbar contents in order.
public struct TupleToolbarContent<T> {
    let value: T
}

extension TupleToolbarContent: ToolbarContent, ToolbarItemsProviding {
    func toolbarItems() -> [(placement: ToolbarItemPlacement, make: @MainActor (ViewContext) -> [Node])] {
        Mirror(reflecting: value).children.flatMap { ($0.value as? any ToolbarItemsProviding)?.toolbarItems() ?? [] }
    }
}

/// Builds toolbar content from toolbar items.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One item.
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    /// Items shown when a condition holds (`if` without `else`).
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> _ConditionalToolbarContent<C, C> {
        _ConditionalToolbarContent(first: content, second: nil)
    }
    /// The items of the branch taken (`if`/`else`, `switch`).
    public static func buildEither<A: ToolbarContent, B: ToolbarContent>(first: A) -> _ConditionalToolbarContent<A, B> {
        _ConditionalToolbarContent(first: first, second: nil)
    }
    /// The items of the branch taken.
    public static func buildEither<A: ToolbarContent, B: ToolbarContent>(second: B) -> _ConditionalToolbarContent<A, B> {
        _ConditionalToolbarContent(first: nil, second: second)
    }
    /// Items for an availability check's branch.
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> C { content }
    /// Several items, in order.
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<(repeat each C)> {
        TupleToolbarContent(value: (repeat each content))
    }
}

extension View {
    /// Items for the bar of the navigation stack this view is shown in.
    public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View {
        let items = (content() as? any ToolbarItemsProviding)?.toolbarItems() ?? []
        return wrapped { node, context in
            guard let bar = context.collectors.navigationBar else { return node }
            for item in items {
                switch item.placement.side {
                case .leading, .trailing, .principal, .bottom: bar.items.append((item.placement.side, item.make))
                case .keyboard: break   // the keyboard is never up in a picture
                }
            }
            return node
        }
    }
    /// Views at the ends of the navigation bar (iOS 13's form of `toolbar`).
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement: .topBarLeading / .topBarTrailing)")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }
    /// A view at the leading end of the navigation bar (iOS 13's form of `toolbar`).
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement: .topBarLeading)")
    public func navigationBarItems<L: View>(leading: L) -> some View { toolbar { ToolbarItem(placement: .topBarLeading) { leading } } }
    /// A view at the trailing end of the navigation bar (iOS 13's form of `toolbar`).
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement: .topBarTrailing)")
    public func navigationBarItems<T: View>(trailing: T) -> some View { toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } } }
    /// Views for the trailing end of the navigation bar this view is shown in.
    public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
        toolbar { ToolbarItem(placement: .automatic) { content() } }
    }
}

/// The toolbar items of an `if`'s or `switch`'s branch (what `ToolbarContentBuilder` makes of them).
public struct _ConditionalToolbarContent<A: ToolbarContent, B: ToolbarContent>: ToolbarContent, ToolbarItemsProviding {
    nonisolated(unsafe) let first: A?
    nonisolated(unsafe) let second: B?
    /// One branch's items (toolbar content is built on the main actor, where views are).
    nonisolated init(first: A?, second: B?) { self.first = first; self.second = second }
    func toolbarItems() -> [(placement: ToolbarItemPlacement, make: @MainActor (ViewContext) -> [Node])] {
        ((first as? any ToolbarItemsProviding) ?? (second as? any ToolbarItemsProviding))?.toolbarItems() ?? []
    }
}
