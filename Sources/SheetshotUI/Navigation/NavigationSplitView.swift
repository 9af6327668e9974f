/// Columns of navigation (SwiftUI's `NavigationSplitView`): on iPhone — a compact width — collapsed into
/// one stack showing the sidebar, as iOS shows it; in a regular width (iPad) the sidebar column, 320
/// points wide, beside the detail (the middle column, when given, between them).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// Three columns: sidebar, content and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
    }
    /// Three columns, whose visibility is bound to `columnVisibility` (at rest, as automatic).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// The columns for the width drawn.
    public var body: some View {
        // The sidebar column's list is a sidebar's: its labels' icons in the accent colour or list item tint.
        if sizeClass == .compact {
            NavigationStack { sidebar.environmentChanged { $0.isSidebarList = true } }
        } else {
            HStack(spacing: 0) {
                NavigationStack { sidebar.environmentChanged { $0.isSidebarList = true } }.frame(width: 320)
                Divider()
                if let content {
                    NavigationStack { content }.frame(width: 320)
                    Divider()
                }
                NavigationStack { detail }.frame(maxWidth: .infinity)
            }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: sidebar and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); content = nil; self.detail = detail()
    }
    /// Two columns, whose visibility is bound to `columnVisibility` (at rest, as automatic).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// Which columns of a split view show (SwiftUI's `NavigationSplitViewVisibility`).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// The system's choice; every column; the last two; the detail alone.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic"), all = NavigationSplitViewVisibility(name: "all"),
                      doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn"), detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a split view's columns share the width (SwiftUI's `NavigationSplitViewStyle` values).
public struct NavigationSplitViewStyleKind: Hashable, Sendable {
    let name: String
    /// The system's choice; columns side by side; the detail over the others.
    public static let automatic = NavigationSplitViewStyleKind(name: "automatic"), balanced = NavigationSplitViewStyleKind(name: "balanced"),
                      prominentDetail = NavigationSplitViewStyleKind(name: "prominentDetail")
}

extension View {
    /// How a split view's columns share the width (drawn side by side in a regular width).
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyleKind) -> some View { self }
    /// A split view column's width (the sidebar is 320 points here).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// A split view column's width limits (the sidebar is 320 points here).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
