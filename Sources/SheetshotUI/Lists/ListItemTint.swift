import Widgets

/// How a list tints its items (SwiftUI's `ListItemTint`): on iOS a sidebar draws its `Label` icons in it,
/// and in the accent colour by default.
public struct ListItemTint: Hashable, Sendable {
    /// The colour (nil: the standard grey of `monochrome`).
    let color: Color?

    /// A standard grey.
    public static let monochrome = ListItemTint(color: nil)
    /// `tint`, which the system does not override.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// `tint`, which the system may override (on iOS it does not).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
}

/// Where the list item tint and the sidebar flag are kept among the environment values.
private struct ListItemTintKey: EnvironmentKey { static let defaultValue: ListItemTint? = nil }
private struct SidebarListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The tint `listItemTint(_:)` set for the list items here (nil: none set).
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
    /// Whether views are built in a sidebar's list (`listStyle(.sidebar)`, a split view's sidebar column),
    /// whose `Label` icons take the list item tint or the accent colour.
    var isSidebarList: Bool {
        get { self[SidebarListKey.self] }
        set { self[SidebarListKey.self] = newValue }
    }
}

extension View {
    /// The tint of the list items here: a sidebar draws its `Label` icons in it (nil: the inherited one).
    public func listItemTint(_ tint: Color?) -> some View {
        environmentChanged { if let tint { $0.listItemTint = .fixed(tint) } }
    }
    /// The tint effect of the list items here: a sidebar draws its `Label` icons in it (nil: the inherited one).
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        environmentChanged { if let tint { $0.listItemTint = tint } }
    }
}
