// Objects a view's properties need from the environment (`@EnvironmentObject`, `@Environment(Model.self)`).
// SwiftUI stops the app when one is missing; a snapshot tool that stopped would take the whole test run
// with it, so the missing object is found before the view's body is evaluated and the rendering fails with
// an error naming it. Which objects a view type needs is found once per type (its properties are declared,
// not computed) and kept.

/// An object an ancestor must put in the environment.
struct RequiredObject {
    let id: ObjectIdentifier
    let name: String
    /// The modifier that puts it there (`environmentObject(_:)`, `environment(_:)`).
    let modifier: String

    init(type: AnyObject.Type, modifier: String) {
        id = ObjectIdentifier(type)
        name = String(describing: type)
        self.modifier = modifier
    }
}

/// The objects each view type's properties need, found once per type.
@MainActor enum RequiredObjects {
    private static var byType: [ObjectIdentifier: [RequiredObject]] = [:]

    /// The first object `view` needs that `environment` does not hold, or nil.
    static func missing<V>(in view: V, environment: EnvironmentValues) -> RequiredObject? {
        let key = ObjectIdentifier(V.self)
        let required: [RequiredObject]
        if let known = byType[key] {
            required = known
        } else {
            required = Mirror(reflecting: view).children.compactMap { ($0.value as? any BuiltInDynamicProperty)?.requiredObject }
            byType[key] = required
        }
        return required.first { environment.objects[$0.id] == nil }
    }
}
