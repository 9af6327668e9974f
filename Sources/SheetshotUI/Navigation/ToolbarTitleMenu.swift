/// A menu on the navigation title (SwiftUI's `ToolbarTitleMenu`): iOS opens it from a small chevron beside an
/// inline title. A picture shows the menu closed and the chevron is not drawn; the content is accepted.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
    let content: Content
    /// A title menu of the actions `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A title menu with the system's document actions (none on iPhone).
    public init() where Content == EmptyView { content = EmptyView() }
}

extension View {
    /// A menu on the navigation title (accepted; drawn closed, its chevron not drawn).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}
