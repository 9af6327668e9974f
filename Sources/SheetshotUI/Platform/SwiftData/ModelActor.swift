import Foundation

// SwiftData's model actors: an actor that works on an app's models off the main actor. Here models are in
// memory and a picture is drawn from what its context holds, so a model actor works on its container's one
// context: what it inserts, a view's query finds.

/// What runs a model actor's work on its context (SwiftData's `ModelExecutor`).
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context the actor works on.
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor (SwiftData's `DefaultSerialModelExecutor`).
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    /// The context the actor works on.
    public let modelContext: ModelContext
    /// An executor for `modelContext`.
    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// An actor that works on an app's models (SwiftData's `ModelActor`): what `@ModelActor` makes an actor.
public protocol ModelActor: Actor {
    /// The container of the models.
    nonisolated var modelContainer: ModelContainer { get }
    /// What runs the actor's work on its context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The context the actor works on (the container's: what it inserts, views' queries find).
    public var modelContext: ModelContext { modelExecutor.modelContext }
    /// The model of `type` with `id` in the actor's context, if there is one.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}

/// Makes an actor a model actor (SwiftData's `@ModelActor`): `init(modelContainer:)`, the container and its
/// executor, and `modelContext`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "SheetshotUIMacros", type: "ModelActorMacro")

extension ModelContainer {
    /// The container's one context, for a model actor (what `@ModelActor`'s initialiser works on).
    public var _actorContext: ModelContext { context }
}
