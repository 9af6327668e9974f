import Widgets

// Preferences: values views pass up to their ancestors (SwiftUI's `PreferenceKey`). They are collected as
// the tree is built, in the tree's order, and reduced by the key; `onPreferenceChange` runs its action as
// `onChange` does (in a session, after the action that changed the value — and once when the view appears);
// `overlayPreferenceValue`/`backgroundPreferenceValue` build views from the reduced value. Values set by views
// built during layout (inside a `GeometryReader`) are not collected: they reach no ancestor.

/// A value views pass up to their ancestors (SwiftUI's `PreferenceKey`). Keys are read where views are
/// built, on the main actor, so a key's `static var defaultValue = …` is the main actor's and compiles in
/// Swift 6 mode as written.
@MainActor public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one set, in the tree's order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil where no view sets one.
    public static var defaultValue: Value { nil }
}

/// The preference values set by the views built under one reader, by key.
@MainActor final class PreferenceValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// `value` reduced into what `K` holds so far.
    func add<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        var current = self.value(of: key)
        K.reduce(value: &current) { value }
        values[ObjectIdentifier(key)] = current
    }
    /// What `K` holds so far replaced by what `transform` makes of it.
    func transform<K: PreferenceKey>(_ key: K.Type, _ transform: (inout K.Value) -> Void) {
        var current = value(of: key)
        transform(&current)
        values[ObjectIdentifier(key)] = current
    }
    /// The reduced value of `K` (its default where no view set one).
    func value<K: PreferenceKey>(of key: K.Type) -> K.Value {
        values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
    /// Passes these values on to `outer`, as the tree passes them up: reduced into what it holds by the
    /// keys' own rules.
    func merge(into outer: PreferenceValues?) {
        guard let outer else { return }
        for (key, value) in values {
            if let current = outer.values[key], let reduce = reducers[key] { outer.values[key] = reduce(current, value) } else { outer.values[key] = value }
            if let reduce = reducers[key] { outer.reducers[key] = reduce }
        }
    }
    /// How each key's values combine (noted where they are set), so merged values reduce by it.
    private var reducers: [ObjectIdentifier: (Any, Any) -> Any] = [:]
    /// Notes how `K`'s values combine, so merged values reduce by it.
    func register<K: PreferenceKey>(_ key: K.Type) {
        reducers[ObjectIdentifier(key)] = { current, next in
            var value = current as! K.Value
            K.reduce(value: &value) { next as! K.Value }
            return value
        }
    }
}

extension View {
    /// Sets `value` for `key`, passed up to the ancestors that read it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        wrapped { node, context in
            context.collectors.preferences?.register(key)
            context.collectors.preferences?.add(key, value)
            return node
        }
    }
    /// Changes the value of `key` passed up from this view and its content.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        wrapped { node, context in
            context.collectors.preferences?.register(key)
            context.collectors.preferences?.transform(key, callback)
            return node
        }
    }
    /// Runs `action` with the value of `key` set inside this view when it changes (in a session, after the
    /// action that changed it, and once when the view appears; a picture runs nothing).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        _PreferenceReader(content: self) { value, context in
            context.session.lifecycle?.watch(value, at: context.place.identity + ".preference." + String(describing: K.self), initial: true) { _, new in action(new) }
            return nil as EmptyView?
        } as _PreferenceReader<Self, K, EmptyView>
    }
    /// The view with what `transform` builds from the value of `key` set inside it drawn in front.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceReader<Self, K, V>(content: self, alignment: alignment, behind: false) { value, _ in transform(value) }
    }
    /// The view with what `transform` builds from the value of `key` set inside it drawn behind.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceReader<Self, K, V>(content: self, alignment: alignment, behind: true) { value, _ in transform(value) }
    }
}

/// A view that reads the preference values its content sets (see `onPreferenceChange`,
/// `overlayPreferenceValue`, `backgroundPreferenceValue`).
public struct _PreferenceReader<Content: View, K: PreferenceKey, Decoration: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    var alignment: Alignment = .center
    var behind = false
    /// Given the reduced value, what to draw with the content (nil: nothing).
    let read: @MainActor (K.Value, ViewContext) -> Decoration?

    init(content: Content, alignment: Alignment = .center, behind: Bool = false, read: @escaping @MainActor (K.Value, ViewContext) -> Decoration?) {
        self.content = content; self.alignment = alignment; self.behind = behind; self.read = read
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let collected = PreferenceValues()
        collected.register(K.self)
        var inner = context
        inner.collectors.preferences = collected
        let nodes = SheetshotUI.makeNodes(content, in: inner)
        let value = collected.value(of: K.self)
        collected.merge(into: context.collectors.preferences)
        guard let decoration = read(value, context) else { return nodes }
        return nodes.map { node in
            Decorated(content: node, decoration: SheetshotUI.makeNode(decoration, in: context), behind: behind, alignment: alignment)
        }
    }
}
