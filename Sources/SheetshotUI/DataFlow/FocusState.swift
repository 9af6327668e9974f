/// Which field has the keyboard focus (SwiftUI's `@FocusState`). A picture has no focus: the value is
/// its initial one (false, or nil), and `$focus` binds fields to it with `focused(_:)`.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private let box: StateBox<Value>

    /// Focus state that starts unfocused (false).
    public init() where Value == Bool { box = StateBox(false) }
    /// Focus state that starts with no field focused (nil).
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    /// The focused field (or whether the field is focused).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(box: box) }

    /// The focus state as fields bind to it (SwiftUI's `FocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        /// The focused field.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Binds this field's focus to `condition` (kept; a picture shows no field focused).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Binds this field's focus to `binding` having `value` (kept).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// Which element has VoiceOver's focus (SwiftUI's `@AccessibilityFocusState`). A picture has no
/// VoiceOver focus: the value is its initial one (false, or nil).
public typealias AccessibilityFocusState<Value: Hashable> = FocusState<Value>

extension View {
    /// Binds this element's VoiceOver focus to `condition` (kept; nothing has VoiceOver focus in a picture).
    public func accessibilityFocused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Binds this element's VoiceOver focus to `binding` having `value` (kept).
    public func accessibilityFocused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

extension FocusState {
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { box.token }
}
