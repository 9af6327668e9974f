/// A value carried down the tree in the `Environment`, as SwiftUI's environment keys: declare a key with
/// its default value and a property on `Environment` that reads and writes it —
///
/// ```swift
/// enum AccentKey: EnvironmentKey { static let defaultValue = Color.red }
/// extension Environment {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// node.environment(\.accent, .blue)          // the node and everything below it see blue
/// ```
///
/// Values of plain keys change only how nodes draw. A value that can change sizes must be declared with
/// `LayoutEnvironmentKey`: node size caches are kept per such values, so a change measures again.
public protocol EnvironmentKey {
    associatedtype Value: Sendable
    /// The value when nothing above a node set one.
    static var defaultValue: Value { get }
}

/// An environment key whose value can change the sizes nodes take (a density, a size class): part of
/// the environment's layout inputs, so it must be `Hashable`.
public protocol LayoutEnvironmentKey: EnvironmentKey where Value: Hashable {}

extension Environment {
    /// The value of a key (its default when none was set).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The value of a layout key (its default when none was set); setting it changes the layout inputs.
    public subscript<K: LayoutEnvironmentKey>(key: K.Type) -> K.Value {
        get { (values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            layoutValues[ObjectIdentifier(key)] = LayoutValue(value: newValue)
        }
    }
}
