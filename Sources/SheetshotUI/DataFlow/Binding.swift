/// Read and write access to a value owned elsewhere (SwiftUI's `@Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getValue = get; setValue = set }
    /// The binding itself (for `@Binding var x: T` initialised from `$state`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }
    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
    }
}

extension Binding {
    /// The binding with its writes made inside `withAnimation(animation)`: what they change animates.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { value in withAnimation(animation) { self.wrappedValue = value } })
    }
    /// The binding with its writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { value in withTransaction(transaction) { self.wrappedValue = value } })
    }
}

extension Binding {
    /// A binding to the value of `base` while it is not nil (nil when it is): `if let $item = Binding($optional)`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
    /// A binding to `base`'s value, made optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let v = $0 { base.wrappedValue = v } })
    }
}

// A binding to a collection is a collection of bindings to its elements (`ForEach($items) { $item in … }`).
extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The element bindings' indices.
    public typealias Indices = Value.Indices
    /// The first index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// Past the last index.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The indices.
    public var indices: Indices { wrappedValue.indices }
    /// The index after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: RandomAccessCollection {
    /// The index before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    /// A binding's closures are compared with the view's bytes, and the value it gives now as well.
    static var isComparedByBytes: Bool { true }
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { reuseToken(of: wrappedValue) ?? AnyHashable(0) }
}
