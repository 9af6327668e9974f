/// The priority of a view's task (SwiftUI takes Swift's `TaskPriority`).
public typealias ViewTaskPriority = TaskPriority

extension View {
    /// Runs `action` when the view appears (kept: a picture shows the view before its task has run, as
    /// the first frame on a device does).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Runs `action` when the view appears and again when `id` changes (kept).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Lets the user pull to refresh, running `action` (kept; at rest no refresh control shows).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
