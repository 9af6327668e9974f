import Foundation
import Widgets

// A view's task in a session: it starts when the view appears (and again when its id changes), on the
// session's clock, and runs at once — what it changes lands at that moment, as an action's changes do. Work
// that waits (a sleep, a network call, a call to a function off the main actor) has no place on a virtual
// clock: it would finish at a time of the machine's choosing. So a task runs up to its first wait; there the
// session leaves it, the event log says so, and nothing it does later changes the session's state (`@State`,
// bindings, `@Published`). It is left waiting, not cancelled: a cancelled `try? await Task.sleep(…)` returns
// at once, so a polling loop would spin on the main actor for the rest of the process; left alone it sleeps
// on the machine's clock, its changes dropped. (Main-actor code cannot be stopped from outside once it is
// queued; a change it makes to an `@Observable` class, whose registrar the Observation module owns, cannot
// be dropped — keep such a task's work behind its first wait, or give the model its values in the test.)
// A picture runs no task (as a device's first frame shows the view before its task has run).

/// The session task the code running now belongs to, when it is one.
enum SessionTask {
    /// Whether a session's task has waited and been left (set in the task's task-locals).
    final class Mark: @unchecked Sendable {
        private let lock = NSLock()
        private var left = false
        /// Whether the session has left the task at its first wait.
        var isLeft: Bool {
            get { lock.withLock { left } }
            set { lock.withLock { left = newValue } }
        }
    }
    /// The mark of the session task running now (nil outside one).
    @TaskLocal static var mark: Mark?
    /// Whether the code running now is a session's task after the session left it: what it changes is
    /// not taken.
    static var isLeft: Bool { mark?.isLeft ?? false }
}

/// The priority of a view's task (SwiftUI takes Swift's `TaskPriority`).
public typealias ViewTaskPriority = TaskPriority

extension View {
    /// Runs `action` when the view appears: in a `ViewSession`, at that moment, up to its end or its first
    /// wait for something (where the session leaves it, as the event log says: what it changes after is not
    /// taken); a picture runs nothing.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        _TaskModifier(content: self, id: 0, action: action)
    }
    /// Runs `action` when the view appears and again when `id` changes (in a `ViewSession`, as `task(_:)`).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        _TaskModifier(content: self, id: value, action: action)
    }
    /// Lets the user pull to refresh, running `action` (kept; at rest no refresh control shows).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// A view with a task (see `View.task(priority:_:)`).
public struct _TaskModifier<Content: View, ID: Equatable>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    let id: ID
    let action: @isolated(any) @Sendable () async -> Void

    func makeNodes(in context: ViewContext) -> [Node] {
        if let lifecycle = context.session.lifecycle {
            let action = self.action
            let name = String(String(describing: Content.self).prefix(80))
            let run: @MainActor () -> Void = { lifecycle.runTask(of: name, action) }
            lifecycle.view(at: context.place.identity + ".task", appear: run, disappear: nil, named: "task")
            lifecycle.watch(id, at: context.place.identity + ".task", initial: false, named: "task") { _, _ in run() }
        }
        return SheetshotUI.makeNodes(content, in: context)
    }
}

extension Lifecycle {
    /// Runs a view's task now, up to its end; one that waits is left there and noted (`suspendedTasks`):
    /// not cancelled (a cancelled polling loop would spin), its later changes to state dropped.
    func runTask(of name: String, _ action: @escaping @isolated(any) @Sendable () async -> Void) {
        let finished = TaskEnd()
        let mark = SessionTask.Mark()
        SessionTask.$mark.withValue(mark) {
            _ = Task.immediate { @MainActor in
                await action()
                finished.reached = true
            }
        }
        guard !finished.reached else { return }
        mark.isLeft = true
        suspendedTasks.append(name)
    }
}

/// Whether a task has reached its end.
@MainActor private final class TaskEnd {
    var reached = false
}
