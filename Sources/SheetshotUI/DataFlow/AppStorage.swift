import Foundation

/// A value kept in user defaults under a key (SwiftUI's `@AppStorage`). Sheetshot never reads the machine's
/// defaults — a picture must not depend on where it is rendered — so the value is the default the code
/// gives; writes last while the view is built.
@propertyWrapper
public struct AppStorage<Value> {
    private let box: StateBox<Value>
    /// The key the value is stored under.
    public let key: String

    /// A stored Boolean.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { box = StateBox(wrappedValue); self.key = key }
    /// A stored integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { box = StateBox(wrappedValue); self.key = key }
    /// A stored number.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { box = StateBox(wrappedValue); self.key = key }
    /// A stored string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { box = StateBox(wrappedValue); self.key = key }
    /// A stored URL.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { box = StateBox(wrappedValue); self.key = key }
    /// Stored data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { box = StateBox(wrappedValue); self.key = key }
    /// A stored value of a string- or integer-backed enumeration.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable {
        box = StateBox(wrappedValue); self.key = key
    }
    /// A stored optional (nil unless set).
    public init<T>(_ key: String, store: UserDefaults? = nil) where Value == T? { box = StateBox(nil); self.key = key }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding to the value.
    public var projectedValue: SheetshotUI.Binding<Value> {
        let box = self.box
        return SheetshotUI.Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A value kept with the scene's saved state (SwiftUI's `@SceneStorage`); as `AppStorage`, the code's
/// default.
public typealias SceneStorage = AppStorage

extension AppStorage {
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { box.token }
}
