// A pointer hovering over a view (an iPad's trackpad): no pointer moves in a picture, as on an iPhone.

extension View {
    /// Calls `action` when a pointer enters or leaves the view (an iPad's trackpad): never here, where no
    /// pointer moves — as on an iPhone.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// Calls `action` as a pointer moves over the view: never here, where no pointer moves.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}

/// Where a pointer is over a view (SwiftUI's `HoverPhase`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is at `location`.
    case active(CGPoint)
    /// The pointer has left.
    case ended
}
