import Widgets

// The lifecycle modifiers — `onAppear`, `onDisappear`, `onChange(of:)` — and the views that implement them.
// In a session, building one of them notes its view's actions with the session's `Lifecycle`
// (Runtime/Lifecycle.swift), which finds them due when the view comes, goes or its value changes; a
// one-off picture runs none of them.

extension View {
    /// Runs `action` when the view appears: in a session, when it is first on the screen (at the start, or
    /// after the action that brought it), at that time; a picture runs nothing.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _LifecycleModifier(content: self, appear: action, disappear: nil) }
    /// Runs `action` when the view disappears: in a session, after the action that took it away.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _LifecycleModifier(content: self, appear: nil, disappear: action) }
    /// Runs `action` with the new value when `value` changes (in a session, after the action that changed it).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        _ChangeModifier(content: self, value: value, initial: false) { action($1) }
    }
    /// Runs `action` with the old and new value when `value` changes (in a session, after the action that
    /// changed it); with `initial`, also when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        _ChangeModifier(content: self, value: value, initial: initial, action: action)
    }
    /// Runs `action` when `value` changes (in a session, after the action that changed it); with `initial`,
    /// also when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _ChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
    }
}

/// A view with appear and disappear actions (see `View.onAppear(perform:)`).
public struct _LifecycleModifier<Content: View>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    func makeNodes(in context: ViewContext) -> [Node] {
        if let lifecycle = context.session.lifecycle {
            var onAppear: (@MainActor () -> Void)? = nil, onDisappear: (@MainActor () -> Void)? = nil
            if let appear { onAppear = { appear() } }
            if let disappear { onDisappear = { disappear() } }
            lifecycle.view(at: context.place.identity, appear: onAppear, disappear: onDisappear)
        }
        return SheetshotUI.makeNodes(content, in: context)
    }
}

/// A view that runs an action when a value changes (see `View.onChange(of:initial:_:)`).
public struct _ChangeModifier<Content: View, V: Equatable>: View, PrimitiveView, SlotTransparent {
    public typealias Body = Never
    let content: Content
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    func makeNodes(in context: ViewContext) -> [Node] {
        let action = self.action
        context.session.lifecycle?.watch(value, at: context.place.identity, initial: initial) { action($0, $1) }
        return SheetshotUI.makeNodes(content, in: context)
    }
}
