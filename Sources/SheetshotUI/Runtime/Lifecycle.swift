import Widgets

// Appearing, disappearing and changing, in a session: the screen built after each action (and the first
// one) notes the views with `onAppear`, `onDisappear` and `onChange(of:)` by identity; a view not there in
// the last such build appears, one gone disappears, a watched value that differs from the last one seen
// changes — and their actions run at that time, as the next action of the session (their own state changes
// commit in turn). Pictures taken at other times run nothing.

/// What a committing build found to run, in the order found.
@MainActor final class Lifecycle {
    /// An action found due by a build: what it is (`onAppear`, `onChange`…) and the action.
    typealias Due = (what: String, action: @MainActor () -> Void)

    /// The `onDisappear` actions of the views present at the last commit, by identity.
    private var present: [String: (@MainActor () -> Void)?] = [:]
    /// The values `onChange(of:)` modifiers last saw, by identity.
    private var watched = WatchedValues()
    /// The views seen by the build in progress (nil: no build is collecting).
    private var seen: [String: (@MainActor () -> Void)?]?
    /// Actions found by the build in progress, with what they are (for the log).
    private(set) var due: [(what: String, action: @MainActor () -> Void)] = []
    /// The views whose tasks waited for something instead of running to their end, since last asked
    /// (see `runTask(of:_:)`).
    var suspendedTasks: [String] = []

    /// Starts collecting for a build.
    func begin() { seen = [:]; due = [] }

    /// Ends the build: the views present before and not seen now have disappeared. Returns the actions
    /// to run (appear and change actions as found, then disappear actions).
    func end() -> [Due] {
        guard let seen else { return [] }
        var gone: [(String, @MainActor () -> Void)] = []
        for (key, disappear) in present.sorted(by: { $0.key < $1.key }) where seen[key] == nil {
            if let disappear = disappear { gone.append(("onDisappear", disappear)) }
        }
        present = seen
        self.seen = nil
        let found = due + gone
        due = []
        return found
    }

    /// Notes a view with lifecycle actions at `key`: queues `appear` if it was not present at the last commit.
    /// (`named`: what the log calls the appear action.)
    func view(at key: String, appear: (@MainActor () -> Void)?, disappear: (@MainActor () -> Void)?, named: String = "onAppear") {
        guard let already = seen, already[key] == nil else { return }   // (a view built twice in one build counts once)
        seen?[key] = .some(disappear)
        if present[key] == nil, let appear { due.append((named, appear)) }
    }

    /// Notes a watched value at `key`: queues `action(old, new)` when it differs from the one seen before
    /// (or, with `initial`, when first seen: `action(value, value)`).
    /// (`named`: what the log calls the action.)
    func watch<V: Equatable>(_ value: V, at key: String, initial: Bool, named: String = "onChange", _ action: @escaping @MainActor (V, V) -> Void) {
        guard seen != nil else { return }
        switch watched.note(value, at: key) {
        case .changed(let old): due.append((named, { action(old, value) }))
        case .first where initial: due.append((named, { action(value, value) }))
        default: break
        }
    }
}

/// A view whose identity includes an explicit id (see `View.id(_:)`): in a session, a new id is a new
/// view — its state starts again, it appears — as in SwiftUI.
public struct _IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    let id: ID

    func makeNodes(in context: ViewContext) -> [Node] {
        let id = self.id, content = self.content
        guard context.isInSession else {
            return SheetshotUI.makeNodes(content, in: context).map { node in node.identifier = "\(id)"; return node }
        }
        // The view under each id fills a slot of its own: a new id brings a new view in and takes the old away.
        let key = context.place.identity + "[id " + ViewContext.identityKey(of: id) + "]"
        let nodes = context.slot(key, of: context.place.identity, order: [0]) { outer in
            var inner = outer
            inner.place.identity = key
            inner.place.children = ChildCounter()
            return SheetshotUI.makeNodes(content, in: inner).map { node in node.identifier = "\(id)"; return node }
        }
        return context.withLeaving([([0], nodes)])
    }
}
