import Widgets

// A body evaluated again only when its inputs change, as SwiftUI's: in a session, the value a view's `body`
// returned is kept under the view's identity, and the next build of that view reuses it — its nodes are
// still built from it, in the current environment, so everything below is up to date — while:
//
// - the view's stored properties are the same bytes (its dynamic properties aside): the same strings,
//   numbers, object references and closures as last time;
// - each dynamic property gives the same input: its kept `@State` (or `@GestureState`, `@FocusState`,
//   `@AppStorage`) box unchanged since, the same `@Environment` value, the same `@StateObject` and
//   `@EnvironmentObject` objects, the same bound value behind a `@Binding`;
// - no `@Published` property was set and no `objectWillChange` sent since by an object of the session's, or
//   by one no session owns (a conservative rule: an observable object's changes are not traced to the views
//   that read it; see Runtime/ModelChanges.swift);
// - no `@Observable` property the body read has changed.
//
// A view with a property wrapper of the app's own (whose `update()` must run), or whose fields cannot be
// listed, is always evaluated. A one-off picture keeps nothing.

/// A kept object, compared by identity (and held, so that its address is not reused while compared).
struct ObjectToken: Hashable {
    let object: AnyObject
    let version: Int
    static func == (a: ObjectToken, b: ObjectToken) -> Bool { a.object === b.object && a.version == b.version }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)); hasher.combine(version) }
}

/// A value as a token: itself when it is hashable, its identity when it is an object; nil otherwise.
func reuseToken(of value: Any) -> AnyHashable? {
    if let hashable = value as? any Hashable { return AnyHashable(hashable) }
    if type(of: value) is AnyClass { return AnyHashable(ObjectToken(object: value as AnyObject, version: 0)) }
    return nil
}

/// The bodies a session's views last returned, by identity.
@MainActor final class BodyCache {
    /// A view type's plan: which byte ranges to set aside and which fields give tokens (nil: never reused).
    private struct Plan {
        let excluded: [Range<Int>]
        let inputs: [(offset: Int, type: any BuiltInDynamicProperty.Type)]
    }
    private struct Entry {
        /// The view, kept so that the references its bytes hold stay alive while compared.
        let view: Any
        let bytes: [UInt8]
        let tokens: [AnyHashable]
        let objectChanges: ModelChanges.Generation
        let observed: ObservedChange
        let body: Any
        var used: Int
    }
    private var plans: [ObjectIdentifier: Plan?] = [:]
    /// The session's changes (its store's).
    private let counter: ModelChangeCounter
    init(counting counter: ModelChangeCounter) { self.counter = counter }
    private var entries: [String: Entry] = [:]
    /// Whether bodies are reused (off for a frame built to check a reuse).
    var isEnabled = true
    /// The build in progress, counted.
    private var build = 0

    /// Starts a build.
    func startBuild() { build += 1 }

    /// Forgets the bodies of views the build just ended did not build (a committing build builds all the
    /// views that are there).
    func sweep() { entries = entries.filter { $0.value.used == build } }

    /// `view`'s body at `identity`, built in `environment`: the last one, when nothing it depends on has
    /// changed, else `evaluate()` (kept for next time).
    func body<V: View>(of view: V, at identity: String, in environment: EnvironmentValues, evaluate: () -> V.Body) -> V.Body {
        guard isEnabled, let plan = plan(for: V.self) else { return evaluate() }
        var bytes = withUnsafeBytes(of: view) { Array($0) }
        for range in plan.excluded { bytes.replaceSubrange(range, with: repeatElement(0, count: range.count)) }
        var tokens: [AnyHashable] = []
        let complete: Bool = withUnsafeBytes(of: view) { raw in
            for input in plan.inputs {
                @MainActor func token<P: BuiltInDynamicProperty>(_ type: P.Type) -> AnyHashable? {
                    raw.baseAddress!.advanced(by: input.offset).assumingMemoryBound(to: P.self).pointee.inputToken(in: environment)
                }
                guard let made = token(input.type) else { return false }
                tokens.append(made)
            }
            return true
        }
        guard complete else { entries[identity] = nil; return evaluate() }
        let objectChanges = ModelChanges.objectGeneration(of: counter)
        if var entry = entries[identity], entry.bytes == bytes, entry.tokens == tokens, entry.objectChanges == objectChanges,
           !entry.observed.isSet, let body = entry.body as? V.Body {
            entry.used = build
            entries[identity] = entry
            return body
        }
        let observed = ObservedChange(in: counter)
        let body = observed.tracking(evaluate)
        entries[identity] = Entry(view: view, bytes: bytes, tokens: tokens, objectChanges: objectChanges, observed: observed, body: body, used: build)
        return body
    }

    /// The plan for `type`, made once: nil when its fields cannot be listed or it holds a dynamic property
    /// that cannot say what it gives (a property wrapper of the app's own).
    private func plan(for type: Any.Type) -> Plan? {
        let key = ObjectIdentifier(type)
        if let known = plans[key] { return known }
        var plan: Plan? = nil
        if let fields = DynamicProperties.fields(of: type) {
            var excluded: [Range<Int>] = [], inputs: [(offset: Int, type: any BuiltInDynamicProperty.Type)] = []
            var usable = true
            for field in fields {
                guard let input = field.type as? any BuiltInDynamicProperty.Type else { usable = false; break }
                inputs.append((field.offset, input))
                if !input.isComparedByBytes { excluded.append(field.offset ..< field.offset + field.type.layoutSize) }
            }
            if usable { plan = Plan(excluded: excluded, inputs: inputs) }
        }
        plans[key] = .some(plan)
        return plan
    }
}

extension DynamicProperty {
    /// The bytes a property of this type takes in its view.
    static var layoutSize: Int { MemoryLayout<Self>.size }
}
