import Widgets

/// Reads a value of the environment the view is rendered in: `@Environment(\.colorScheme) var scheme`.
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value
    /// The environment of the place the view was built in (kept in a session, for actions run later).
    private let captured = CapturedEnvironment()

    /// The object an ancestor must have put in the environment for this property to be read (an
    /// `@Observable` model read with `@Environment(Model.self)`); nil for other values.
    let requiredObject: RequiredObject?

    /// The value at `keyPath` of the view's environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] }; requiredObject = nil }
    /// A value `read` takes from the environment (which must hold `requiredObject`, when given).
    init(reading read: @escaping (EnvironmentValues) -> Value, requiring requiredObject: RequiredObject? = nil) {
        self.read = read
        self.requiredObject = requiredObject
    }

    /// The value, as the environment holds it where the view's body is evaluated (in a session, where the
    /// view was last built, so that a tap's action reads what the body read; the default environment's
    /// outside a body).
    public var wrappedValue: Value {
        read(ViewContext.currentEnvironment ?? captured.values ?? EnvironmentValues())
    }
}

extension Environment {
    /// Keeps the environment of the place its view was built in.
    @MainActor func install(at site: PropertySite, label: String) { captured.values = site.environment }
}


/// The environment a view was built in.
final class CapturedEnvironment {
    var values: EnvironmentValues?
}

/// A view that asks for a colour scheme for its presentation (see `preferredColorScheme(_:)`): the
/// enclosing presentation's collector notes it (the first asked for wins), and the view's own content is
/// built in it at once.
public struct _PreferredColorSchemeView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let scheme: ColorScheme?

    func makeNodes(in context: ViewContext) -> [Node] {
        guard let scheme else { return SheetshotUI.makeNodes(content, in: context) }
        if let preference = context.collectors.colorSchemePreference, preference.scheme == nil { preference.scheme = scheme }
        return _EnvironmentWritingView(content: content, keyPath: \.colorScheme, value: scheme).makeNodes(in: context)
    }
}

/// The colour scheme a presentation's views ask for with `preferredColorScheme(_:)` (nil: none asked).
@MainActor final class ColorSchemePreference {
    var scheme: ColorScheme?
}

/// A view that sets an environment value for its content.
public struct _EnvironmentWritingView<Content: View, Value>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func makeNodes(in context: ViewContext) -> [Node] {
        let nodes = SheetshotUI.makeNodes(content, in: context.with { $0[keyPath: keyPath] = value })
        // What the layout and drawing read themselves — the direction leading and trailing mean, the scheme
        // semantic colours resolve in — is set on the nodes too, so the part of the tree written in another
        // direction or scheme is laid out and drawn in it.
        if (keyPath as AnyKeyPath) == \EnvironmentValues.layoutDirection, let direction = value as? LayoutDirection {
            return nodes.map { $0.environment(\.layoutDirection, direction) }
        }
        if (keyPath as AnyKeyPath) == \EnvironmentValues.colorScheme, let scheme = value as? ColorScheme {
            return nodes.map { $0.environment(\.colorScheme, scheme) }
        }
        return nodes
    }
}

extension View {
    /// Sets the environment value at `keyPath` to `value` for this view and its content.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentWritingView(content: self, keyPath: keyPath, value: value)
    }

    /// This view in `scheme` (iOS 13's form; it sets the environment's colour scheme for this view).
    @available(*, deprecated, message: "use preferredColorScheme(_:)")
    public func colorScheme(_ scheme: ColorScheme) -> some View { environment(\.colorScheme, scheme) }

    /// Light or dark for the presentation this view is in, as SwiftUI's preference is: the whole screen
    /// (the window) when the view is on it, a sheet that presents it otherwise — and so the sheets the
    /// screen presents. nil asks for nothing (the system's scheme).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        _PreferredColorSchemeView(content: self, scheme: scheme)
    }

    /// The Dynamic Type size for this view and its content.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        _EnvironmentWritingView(content: self, keyPath: \.dynamicTypeSize, value: size)
    }
}

extension Environment {
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { reuseToken(of: read(environment)) }
}
