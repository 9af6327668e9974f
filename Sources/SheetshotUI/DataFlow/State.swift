/// A value a view owns (SwiftUI's `@State`). In a picture it holds its initial value; `$value` is a
/// `Binding` to it.
@propertyWrapper
public struct State<Value> {
    private let box: StateBox<Value>

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
    /// State starting at `value`.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// Where a state's value lives (shared by the state and its bindings). In a session, the box of a view
/// built again forwards to the box kept from the first time.
final class StateBox<Value> {
    private var own: Value
    private var kept: StateBox<Value>?
    /// Told of each change of the kept box (a session's event log).
    var onChange: ((_ old: Value, _ new: Value) -> Void)?
    /// Whether a change may be made now (a session's boxes change only in its actions: what a cancelled
    /// task would do later is not taken).
    var acceptsChanges: (() -> Bool)?
    var value: Value {
        get { kept?.value ?? own }
        set {
            if let kept { kept.value = newValue; return }
            if let acceptsChanges, !acceptsChanges() { return }
            let old = own
            own = newValue
            version += 1
            ModelChanges.note(in: counter)
            onChange?(old, newValue)
        }
    }
    init(_ value: Value) { own = value }
    /// Sets the value without telling anyone (a session putting an action's writes back, to make them
    /// again group by group).
    func restore(_ value: Value) { own = value; version += 1; ModelChanges.note(in: counter) }
    /// The session whose store keeps the box (nil: none, and a change is counted for every session).
    var counter: ModelChangeCounter?
    /// How many times the value has been set.
    private(set) var version = 0
    /// The box read and written: the kept one this box forwards to, or itself.
    var current: StateBox<Value> { kept?.current ?? self }
    /// The kept box and its version, as a body's input.
    var token: AnyHashable { let box = current; return AnyHashable(ObjectToken(object: box, version: box.version)) }
    /// A box of its own starting at this box's initial value (the value it was made with, kept even
    /// after it forwards).
    func fresh() -> StateBox<Value> { StateBox(own) }
    /// Reads and writes `box` from now on.
    func forward(to box: StateBox<Value>) { if box !== self { kept = box } }
}

extension State {
    @MainActor func install(at site: PropertySite, label: String) { site.bind(bind(to:key:name:), label: label) }

    @MainActor func bind(to store: StateStore, key: String, name: String) {
        let kept = store.box(at: key) { box.fresh() }
        if kept.onChange == nil {
            let changes = store.changes, writes = store.writes
            kept.onChange = { [unowned kept] old, new in
                changes.note(name, from: old, to: new)
                // Noted with the transaction it is made in, so the session commits it with that one.
                let box = kept   // (held by the write's closures for as long as they live)
                writes.record(StateWrites.Write(transaction: WriteTransaction.current,
                                                revert: { box.restore(old) }, apply: { box.restore(new) }))
            }
            kept.acceptsChanges = { ActionScope.current?.isOpen == true }
            kept.counter = store.modelChanges
        }
        box.forward(to: kept)
    }
}

extension State {
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { box.token }
}
