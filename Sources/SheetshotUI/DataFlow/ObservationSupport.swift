import Observation

// The Observation framework's side of SwiftUI: `@Observable` models read with `@Environment(Model.self)`,
// put there with `.environment(model)`, and bound with `@Bindable`.

extension Environment {
    /// Reads the `@Observable` object of type `objectType` that an ancestor put in the environment with
    /// `environment(_:)`. Where none was put SwiftUI stops the app; here the view's rendering fails with
    /// an error naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { $0.requireObject(objectType, via: "environment(_:)") },
                  requiring: RequiredObject(type: objectType, modifier: "environment(_:)"))
    }

    /// Reads the `@Observable` object of type `Value`, or nil where none was put in the environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.objects[ObjectIdentifier(objectType)] as? T })
    }
}

extension View {
    /// Puts the `@Observable` `object` in the environment of this view and its content (nil removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environmentChanged { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}

/// Bindings to an `@Observable` object's properties (SwiftUI's `@Bindable`): `$model.name` is a
/// `Binding<String>`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// The object.
    public var wrappedValue: Value
    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// The bindings.
    public var projectedValue: Bindable<Value> { self }
    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable {
    /// The object's reference is compared with the view's bytes; the properties the body reads are traced.
    static var isComparedByBytes: Bool { true }
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { AnyHashable(0) }
}
