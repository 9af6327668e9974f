import Foundation
import Observation
import Synchronization

// SwiftData's models, kept in memory: what an app's `@Model` classes become on Linux (the app route reads
// `import SwiftData` as `import SwiftUI`, where these names are). A picture starts, as a fresh install does,
// with no stored models: the models a preview or the app's code inserts are those its queries find.

/// Makes a class a SwiftData model (SwiftData's `@Model`): observed as `@Observable` makes it, identified, and
/// kept by the `ModelContext` it is inserted into.
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers),
          named(persistentModelID), named(_modelContext))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SheetshotUIMacros", type: "ModelMacro")

/// How a model's property is stored (SwiftData's `@Attribute`): nothing to do in memory.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "SheetshotUIMacros", type: "ModelPropertyMarkMacro")

/// A relationship between models (SwiftData's `@Relationship`): the property holds the related models, as
/// it does in memory; delete rules and inverses are not enforced.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "SheetshotUIMacros", type: "ModelPropertyMarkMacro")

/// A property that is not stored (SwiftData's `@Transient`): not observed either.
@attached(peer)
public macro Transient() = #externalMacro(module: "SheetshotUIMacros", type: "ModelPropertyMarkMacro")

/// A model (SwiftData's `PersistentModel`): what `@Model` makes a class. Equal, and hashed, by identity.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The model's identifier, given when it is made.
    var persistentModelID: PersistentIdentifier { get }
    /// The context the model was inserted into (kept by `ModelContext.insert`).
    var _modelContext: ModelContext? { get set }
}

extension PersistentModel {
    /// The context the model was inserted into, if any.
    public var modelContext: ModelContext? { _modelContext }
    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { false }
    /// Whether the model has changes not saved (never, in memory).
    public var hasChanges: Bool { false }
    /// The same model.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    /// Hashes the model's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PersistentModel where ID == PersistentIdentifier {
    /// The model's identifier, when it declares no `id` of its own.
    public var id: PersistentIdentifier { persistentModelID }
}

/// A model's identifier (SwiftData's `PersistentIdentifier`): given in the order models are made, so the same
/// program gives the same identifiers on every run.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable {
    let number: Int
    private static let counter = Mutex(0)
    /// The next identifier (what `@Model` gives a new model). Not for use by hand.
    public static func _next() -> PersistentIdentifier {
        PersistentIdentifier(number: counter.withLock { $0 += 1; return $0 })
    }
    public static func < (a: Self, b: Self) -> Bool { a.number < b.number }
}

/// The description of an app's models (SwiftData's `Schema`).
public final class Schema: @unchecked Sendable {
    /// The model types.
    public let types: [any PersistentModel.Type]
    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) { self.types = types }
    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) { self.init(types, version: version) }
    /// A schema version.
    public struct Version: Hashable, Sendable {
        /// The version's parts.
        public let major: Int, minor: Int, patch: Int
        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) { self.major = major; self.minor = minor; self.patch = patch }
    }
    /// What `@Attribute` can say.
    public struct Attribute: Sendable {
        /// How a property is stored.
        public struct Option: Sendable {
            let name: String
            /// The value is unique among models of the type.
            public static let unique = Option(name: "unique")
            /// Kept outside the store.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted in CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept after the model is deleted.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracked but not stored.
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexed by Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// Stored through a value transformer.
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
            /// Stored through a value transformer.
            public static func transformable(by transformer: Any.Type) -> Option { Option(name: "transformable") }
        }
    }
    /// What `@Relationship` can say.
    public struct Relationship: Sendable {
        /// What becomes of related models when one is deleted.
        public enum DeleteRule: Sendable { case nullify, cascade, deny, noAction }
        /// How a relationship is stored.
        public struct Option: Sendable {
            /// Related models are unique.
            public static let unique = Option()
        }
    }
}
