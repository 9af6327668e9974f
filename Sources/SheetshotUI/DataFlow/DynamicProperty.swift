@_spi(Reflection) import Swift
import Widgets

// Dynamic properties, as SwiftUI has them: the stored properties of a view that SwiftUI gives values before
// it evaluates the view's body — `@State`, `@Binding`, `@Environment`, `@StateObject`, `@GestureState`,
// `@FocusState`, `@AppStorage`, `@Namespace`, `@ScaledMetric`…, and property wrappers of an app's own that
// conform to `DynamicProperty` and hold such properties. Before a body is evaluated, each of the view's
// dynamic properties is installed: in a session, state is bound to the box kept under the view's identity
// and environment readers keep the environment they were built in; a property of the app's own has its
// own properties installed (under its name) and then its `update()` called, as SwiftUI calls it.
//
// Which of a view type's stored properties are dynamic — their names, offsets and types — is found once per
// type from the runtime's field records (the standard library's `_forEachField`, the layout SwiftUI reads
// from type metadata) and kept, so a build does not walk every view with a `Mirror`. Most view types (stacks,
// modifiers, texts) have none and cost one dictionary lookup.

/// A stored property of a view that SwiftUI updates before it evaluates the view's body (SwiftUI's
/// `DynamicProperty`): conform a property wrapper of your own to it, and the `@State`, `@Environment` and
/// other dynamic properties it holds work inside it; `update()` runs before each evaluation of the body.
public protocol DynamicProperty {
    /// Brings the property up to date: called before the body of the view holding it is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: most dynamic properties have nothing to update.
    public mutating func update() {}
}

/// A dynamic property SheetshotUI defines, never walked into: all SheetshotUI needs of one, in one place —
/// how it is installed before a body is evaluated, what it gives the body (whether a kept body can be
/// reused), and the environment object it needs.
@MainActor protocol BuiltInDynamicProperty: DynamicProperty {
    /// Installs the property of the view at `site`, where it is the stored property `label`: state bound to
    /// the box its session keeps (`PropertySite.bind(_:label:)`), an environment reader given the values of
    /// the place its view was built in. Nothing by default.
    func install(at site: PropertySite, label: String)
    /// Whether the property's own bytes are compared with the rest of the view's (a binding's closures, an
    /// observed object's reference), rather than set aside, when deciding whether a kept body is reused.
    static var isComparedByBytes: Bool { get }
    /// What the property gives the body now, in `environment`: equal tokens give the same body (nil: it
    /// cannot tell, so the body is evaluated).
    func inputToken(in environment: EnvironmentValues) -> AnyHashable?
    /// The object the property needs from the environment (nil: none): a view built without it fails
    /// naming it, before its body is evaluated.
    var requiredObject: RequiredObject? { get }
}

extension BuiltInDynamicProperty {
    func install(at site: PropertySite, label: String) {}
    static var isComparedByBytes: Bool { false }
    var requiredObject: RequiredObject? { nil }
}

extension State: BuiltInDynamicProperty {}
extension Binding: BuiltInDynamicProperty {}
extension Environment: BuiltInDynamicProperty {}
extension EnvironmentObject: BuiltInDynamicProperty {}
extension StateObject: BuiltInDynamicProperty {}
extension ObservedObject: BuiltInDynamicProperty {}
extension GestureState: BuiltInDynamicProperty {}
extension FocusState: BuiltInDynamicProperty {}
extension AppStorage: BuiltInDynamicProperty {}
extension Namespace: BuiltInDynamicProperty {}
extension ScaledMetric: BuiltInDynamicProperty {}
extension Bindable: BuiltInDynamicProperty {}

/// Where the dynamic properties of the view being built are installed: the session's store (nil for a
/// one-off picture), the view's identity, the environment it is built in.
@MainActor struct PropertySite {
    let store: StateStore?
    let identity: String
    let environment: EnvironmentValues
    /// The view's type: the event log names its state after it (`Counter.count`).
    let owner: Any.Type

    /// Binds state kept in a session's store, stored as the view's property `label`: `bind` is given the store,
    /// the box's key and the name the event log knows the property by (nothing outside a session).
    func bind(_ bind: (_ store: StateStore, _ key: String, _ name: String) -> Void, label: String) {
        guard let store else { return }
        // The name a reader knows it by: the view's type and the property as written (`_x` is `x`).
        let shown = label.split(separator: ".").map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }.joined(separator: ".")
        // (Described only here, where state is bound: most views built have none.)
        bind(store, identity + "." + label, String(String(describing: owner).prefix(40)) + "." + shown)
    }
}

/// The dynamic properties of each type, found once from its field records.
@MainActor enum DynamicProperties {
    /// One stored property whose type is a `DynamicProperty`.
    struct Field {
        let label: String
        let offset: Int
        let type: any DynamicProperty.Type
        /// Whether SheetshotUI installs it itself (state, environment); else it is the app's own, whose
        /// properties are installed in turn and whose `update()` is called.
        let isBuiltIn: Bool
    }

    /// The dynamic fields of each struct type seen (nil: the type's fields cannot be listed, and a `Mirror`
    /// is used).
    private static var fieldsByType: [ObjectIdentifier: [Field]?] = [:]

    /// The dynamic fields of `type`, found once.
    static func fields(of type: Any.Type) -> [Field]? {
        let key = ObjectIdentifier(type)
        if let known = fieldsByType[key] { return known }
        var found: [Field] = []
        // Structs only: a class's fields live behind its reference, an enum's in its payloads.
        let listed = !(type is AnyObject.Type) && _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            if let dynamic = fieldType as? any DynamicProperty.Type {
                let builtIn = fieldType is any BuiltInDynamicProperty.Type
                found.append(Field(label: String(cString: name), offset: offset, type: dynamic, isBuiltIn: builtIn))
            }
            return true
        }
        let result: [Field]? = listed ? found : nil
        fieldsByType[key] = result
        return result
    }

    /// Installs the dynamic properties of `value` at `site` and runs their `update()`, in place: what a view
    /// needs before its body is evaluated. `prefix` names the enclosing property for one of the app's own.
    static func install<V>(in value: inout V, at site: PropertySite, prefix: String = "", depth: Int = 0) {
        guard let fields = fields(of: V.self) else {
            installByMirror(value, at: site)
            return
        }
        guard !fields.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { bytes in
            for field in fields {
                let at = bytes.baseAddress! + field.offset
                @MainActor func visit<P: DynamicProperty>(_ type: P.Type) {
                    let property = at.assumingMemoryBound(to: P.self)
                    if field.isBuiltIn {
                        installBuiltIn(property.pointee, label: prefix + field.label, at: site)
                    } else if depth < 8 {
                        // A property of the app's own: its properties first, then its update.
                        install(in: &property.pointee, at: site, prefix: prefix + field.label + ".", depth: depth + 1)
                    }
                    property.pointee.update()
                }
                visit(field.type)
            }
        }
    }

    /// Installs a property SheetshotUI defines (state bound to the store, environment readers given the
    /// environment).
    private static func installBuiltIn(_ property: Any, label: String, at site: PropertySite) {
        (property as? any BuiltInDynamicProperty)?.install(at: site, label: label)
    }

    /// The same for a type whose fields cannot be listed: its direct properties, found by a `Mirror`.
    private static func installByMirror<V>(_ value: V, at site: PropertySite) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() where child.value is any BuiltInDynamicProperty {
            installBuiltIn(child.value, label: child.label ?? "#\(index)", at: site)
        }
    }
}
