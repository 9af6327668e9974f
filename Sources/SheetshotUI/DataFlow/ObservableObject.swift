import Widgets

// Combine's `ObservableObject` and `@Published` as SwiftUI code uses them (Combine is not on Linux):
// view models written for iOS compile unchanged. A picture reads each property's current value; the
// change notifications are kept for when state runs.

/// The publisher of an observable object's coming changes (Combine's `ObservableObjectPublisher`).
public final class ObservableObjectPublisher: @unchecked Sendable {
    /// The object whose changes it announces (nil: one it does not know).
    private weak var object: AnyObject?
    /// A publisher.
    public init() {}
    /// The publisher of `object`'s changes.
    init(of object: AnyObject) { self.object = object }
    /// Announces that the object is about to change (the kept frames of the session whose state object made
    /// it are built again; every session's, when no one session owns it).
    public func send() { ModelChanges.noteChange(of: object) }
}

/// A class whose `@Published` properties a view observes (Combine's `ObservableObject`).
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Announces the object's coming changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher for the object (a session notes each `send()`: the next picture is built afresh).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher(of: self) }
}

/// A property of an observable object that announces its changes (Combine's `@Published`).
@propertyWrapper
public struct Published<Value> {
    /// The value and its subscribers, shared by the property and its `$` publisher (so
    /// `publisher.assign(to: &$property)` writes the property).
    let storage: PublishedStorage<Value>
    /// The property's value. (A change made by a session's task after its first wait — when the session
    /// has left it, see `View.task(priority:_:)` — is not taken: pictures never depend on when it ran.)
    public var wrappedValue: Value {
        get { storage.value }
        set { storage.set(newValue) }
    }

    /// The property of `object`, read and set as Combine's `Published` is in a class: a change is counted
    /// for the session whose state object made `object` (for every session, when no one session owns it).
    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.owner = object
            storage.set(newValue)
        }
    }
    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
    /// A property starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The property's changes, as `$property` gives them (Combine's `Published.Publisher`): the current
    /// value when subscribed, then each new value as it is set (before it is stored, as Combine sends it).
    public struct Publisher {
        let storage: PublishedStorage<Value>
        /// The property's value now.
        public var output: Value { storage.value }
    }
    /// The property's changes (settable, so that `assign(to: &$property)` can take it `inout`).
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }
}

/// A published property's value, the object it belongs to, and who receives its changes.
final class PublishedStorage<Value>: @unchecked Sendable {
    private(set) var value: Value
    /// The object whose property it is (known once it is set through the object).
    weak var owner: AnyObject?
    /// Who receives the changes: made when `$property` is first subscribed (most properties never are).
    private var subject: PassthroughSubject<Value, Never>?
    var changes: PassthroughSubject<Value, Never> {
        if let subject { return subject }
        let made = PassthroughSubject<Value, Never>()
        subject = made
        return made
    }
    /// Subscriptions `assign(to:)` made, kept as long as the property.
    var assignments: [AnyCancellable] = []
    init(_ value: Value) { self.value = value }

    /// Sets the value: subscribers get it first, then it is stored and the change counted.
    func set(_ newValue: Value) {
        guard !SessionTask.isLeft else { return }
        subject?.send(newValue)
        value = newValue
        ModelChanges.noteChange(of: owner)
    }
}

extension Publisher where Failure == Never {
    /// Writes each value into the published property `published` (`.assign(to: &$property)`), for as long
    /// as the property lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.assignments.append(subscribe(receive: { [weak storage] in storage?.set($0) }, completion: { _ in }))
    }
}

/// An observable object a view reads (SwiftUI's `@ObservedObject`); `$object.property` is a binding.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to an object's properties: `$model.name` is a `Binding<String>`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object a view makes and owns (SwiftUI's `@StateObject`): made once, from the expression
/// given, when first read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let box: LazyObjectBox<ObjectType>
    /// Owns the object `thunk` makes.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = LazyObjectBox(thunk) }
    /// The object.
    public var wrappedValue: ObjectType { box.object }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: box.object).projectedValue }
}

/// An object made on first use and kept (in a session, by the first box made for the view's place).
final class LazyObjectBox<ObjectType: AnyObject> {
    /// The session whose store keeps the box: the object it makes (or is handed) is that session's.
    var owner: ModelChangeCounter?
    private var made: ObjectType?
    private let make: () -> ObjectType
    private var kept: LazyObjectBox<ObjectType>?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
    var object: ObjectType {
        if let kept { return kept.object }
        if let made { return made }
        let object = make()
        made = object
        if let owner { ModelChanges.claim(object, by: owner) }
        return object
    }
    /// A box of its own that makes its object with the same expression (when first read).
    func fresh() -> LazyObjectBox<ObjectType> { LazyObjectBox(make) }
    /// Reads `box`'s object from now on.
    func forward(to box: LazyObjectBox<ObjectType>) { if box !== self { kept = box } }
    /// The box whose object is read: the kept one this box forwards to, or itself.
    var current: LazyObjectBox<ObjectType> { kept?.current ?? self }
}

extension StateObject {
    @MainActor func install(at site: PropertySite, label: String) { site.bind(bind(to:key:name:), label: label) }

    @MainActor func bind(to store: StateStore, key: String, name: String) {
        let kept = store.box(at: key) { box.fresh() }
        kept.owner = store.modelChanges
        box.forward(to: kept)
    }
}

/// An observable object an ancestor put in the environment with `environmentObject(_:)` (SwiftUI's
/// `@EnvironmentObject`).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// The environment of the place the view was built in (kept in a session, for actions run later).
    private let captured = CapturedEnvironment()
    /// Reads the object of this type from the environment.
    public init() {}
    /// The object. Where no ancestor provided one SwiftUI stops the app; here the view's rendering fails
    /// with an error naming the type (checked before its body is evaluated).
    public var wrappedValue: ObjectType {
        (ViewContext.currentEnvironment ?? captured.values ?? EnvironmentValues()).requireObject(ObjectType.self, via: "environmentObject(_:)")
    }
    /// Bindings to the object's properties.
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension EnvironmentObject {
    /// Keeps the environment of the place its view was built in.
    @MainActor func install(at site: PropertySite, label: String) { captured.values = site.environment }
}

extension EnvironmentObject {
    var requiredObject: RequiredObject? { RequiredObject(type: ObjectType.self, modifier: "environmentObject(_:)") }
}

extension View {
    /// Puts `object` in the environment of this view and its content, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        _EnvironmentObjectView(content: self, object: object)
    }
}

/// A view that puts an object in its content's environment.
public struct _EnvironmentObjectView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let object: AnyObject

    func makeNodes(in context: ViewContext) -> [Node] {
        let object = self.object
        return SheetshotUI.makeNodes(content, in: context.with { $0.objects[ObjectIdentifier(type(of: object))] = object })
    }
}

extension StateObject {
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { AnyHashable(ObjectToken(object: box.current, version: 0)) }
}

extension ObservedObject {
    /// The object's reference is compared with the view's bytes; its changes are counted as every
    /// observable object's are.
    static var isComparedByBytes: Bool { true }
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { AnyHashable(0) }
}

extension EnvironmentObject {
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? {
        environment.objects[ObjectIdentifier(ObjectType.self)].map { AnyHashable(ObjectToken(object: $0, version: 0)) }
    }
}
