import Foundation
import Observation

// The values a focused view publishes to its scene's commands and other views (SwiftUI's `FocusedValues`,
// `@FocusedValue`, `@FocusedBinding`, `@FocusedObject`). A picture has no focused view, so a view reading one
// gets nil, as it does on iOS before anything takes focus; publishing one is accepted.

/// A key for a focused value (SwiftUI's `FocusedValueKey`).
public protocol FocusedValueKey {
    /// The value's type.
    associatedtype Value
}

/// The values the focused view publishes: none in a picture (every value nil).
public struct FocusedValues {
    /// Focused values.
    public init() {}
    /// The value for `key`: nil, nothing being focused. Setting it is accepted.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
    /// The value an `@Entry` declares (its key is an environment key): nil, nothing being focused.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }
}

/// The focused view's value for a key (SwiftUI's `@FocusedValue`): nil in a picture.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// The value at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// The focused `@Observable` object of `objectType`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    /// Nil: nothing is focused in a picture.
    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes (SwiftUI's `@FocusedBinding`): nil in a picture.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// The binding at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    /// Nil: nothing is focused in a picture.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    /// A binding to the (absent) value.
    public var projectedValue: Binding<Value?> { Binding(get: { nil }, set: { _ in }) }
}

/// The object the focused view publishes (SwiftUI's `@FocusedObject`): nil in a picture.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A focused object.
    public init() {}
    /// Nil: nothing is focused in a picture.
    public var wrappedValue: ObjectType? { nil }
}

extension View {
    /// Publishes `value` at `keyPath` while this view has focus (accepted; nothing has focus in a picture).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Publishes an `@Observable` object while this view has focus (accepted).
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    /// Publishes `value` at `keyPath` while this view's scene is active (accepted).
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    /// Publishes an `@Observable` object while this view's scene is active (accepted).
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    /// Publishes an observable object while this view has focus (accepted).
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
    /// Publishes an observable object while this view's scene is active (accepted).
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
