import Foundation

/// Where an app's models are kept (SwiftData's `ModelContainer`): here in memory, one context, empty until
/// models are inserted — as a fresh install of the app starts.
public final class ModelContainer: @unchecked Sendable {
    /// The schema of the models kept.
    public let schema: Schema
    /// The configurations asked for (all kept in memory here).
    public let configurations: [ModelConfiguration]
    /// The context views use.
    @MainActor public var mainContext: ModelContext { context }
    let context = ModelContext()

    /// A container for `types`.
    public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }
    /// A container for `types`.
    public convenience init(for types: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }
    /// A container for `schema`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }
    /// An in-memory container for `types` (what `modelContainer(for:)` makes).
    convenience init(inMemoryFor types: [any PersistentModel.Type]) {
        try! self.init(for: Schema(types, version: Schema.Version(1, 0, 0)), migrationPlan: nil, configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }
    /// A container for `schema`.
    public init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
        self.schema = schema
        self.configurations = configurations
        context.container = self
    }
}

/// How a container keeps its models (SwiftData's `ModelConfiguration`): every store is in memory here.
public struct ModelConfiguration: Hashable, Sendable {
    /// The store's name.
    public let name: String
    /// Whether the store is kept in memory only (every store is, here).
    public let isStoredInMemoryOnly: Bool
    /// Whether the store may be saved.
    public let allowsSave: Bool
    /// A configuration.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"; self.isStoredInMemoryOnly = isStoredInMemoryOnly; self.allowsSave = allowsSave
    }
    /// A configuration for `types`.
    @_disfavoredOverload
    public init(for types: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
    /// A configuration of a store at `url`.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, isStoredInMemoryOnly: false, allowsSave: allowsSave)
    }
    /// Configurations of the same store.
    public static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.isStoredInMemoryOnly == b.isStoredInMemoryOnly }
    /// Hashes the store's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// An app group's container.
    public struct GroupContainer: Sendable {
        /// The app's own.
        public static let automatic = GroupContainer()
        /// None.
        public static let none = GroupContainer()
        /// The group `identifier`'s.
        public static func identifier(_ identifier: String) -> GroupContainer { GroupContainer() }
    }
    /// A CloudKit database.
    public struct CloudKitDatabase: Sendable {
        /// The app's default.
        public static let automatic = CloudKitDatabase()
        /// None.
        public static let none = CloudKitDatabase()
        /// A private database.
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase() }
    }
}

/// How a schema changes between versions (SwiftData's `SchemaMigrationPlan`): not run, stores being new.
public protocol SchemaMigrationPlan {
    /// The versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between them.
    static var stages: [MigrationStage] { get }
}
/// A version of an app's schema (SwiftData's `VersionedSchema`).
public protocol VersionedSchema {
    /// The version.
    static var versionIdentifier: Schema.Version { get }
    /// The models.
    static var models: [any PersistentModel.Type] { get }
}
/// A step between schema versions (SwiftData's `MigrationStage`).
public enum MigrationStage {
    /// Nothing to do but change the schema.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// Code run around the change.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}

/// Which models to fetch and in what order (SwiftData's `FetchDescriptor`).
public struct FetchDescriptor<T: PersistentModel> {
    /// The models kept (nil: all).
    public var predicate: Predicate<T>?
    /// Their order.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many.
    public var fetchLimit: Int?
    /// Skipping this many first.
    public var fetchOffset: Int?
    /// Whether models not saved yet are found (they always are, in memory).
    public var includePendingChanges = true
    /// Properties fetched at once (all, in memory).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Relationships fetched at once (all, in memory).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
    /// A descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate; self.sortBy = sortBy
    }
}

/// Where models are inserted, fetched and deleted (SwiftData's `ModelContext`): models kept in memory, in
/// the order they were inserted; a fetch filters them with its predicate and sorts them with its sort
/// descriptors, as SwiftData's does.
public final class ModelContext: @unchecked Sendable {
    /// The container the context belongs to.
    public internal(set) weak var container: ModelContainer?
    /// Whether changes are saved on their own (nothing to save to, here).
    public var autosaveEnabled = true
    /// Whether anything was inserted or deleted since the last save.
    public private(set) var hasChanges = false
    /// The models, by type, in the order inserted.
    private var models: [ObjectIdentifier: [AnyObject]] = [:]

    /// Whether models inserted are let go (the context of a view with no container).
    private var keepsNothing = false
    /// The context of views with no `modelContainer`: it keeps nothing, so no picture sees another's models.
    static let unattached: ModelContext = {
        let context = ModelContext()
        context.keepsNothing = true
        return context
    }()

    /// A context of `container`.
    public init(_ container: ModelContainer) { self.container = container }
    init() {}

    /// Keeps `model` (inserting it again does nothing).
    public func insert<T: PersistentModel>(_ model: T) {
        guard !keepsNothing else { return }
        var kept = models[ObjectIdentifier(T.self)] ?? []
        guard !kept.contains(where: { $0 === model }) else { return }
        kept.append(model)
        models[ObjectIdentifier(T.self)] = kept
        model._modelContext = self
        hasChanges = true
    }
    /// Removes `model`.
    public func delete<T: PersistentModel>(_ model: T) {
        models[ObjectIdentifier(T.self)]?.removeAll { $0 === model }
        hasChanges = true
    }
    /// Removes every model of `model` that `predicate` keeps (all, without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        let doomed = try fetch(FetchDescriptor<T>(predicate: predicate))
        for m in doomed { delete(m) }
    }
    /// Saves (nothing to save to: changes are kept in memory).
    public func save() throws { hasChanges = false }
    /// Forgets changes not saved (not undone here).
    public func rollback() { hasChanges = false }
    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws { try block(); try save() }

    /// The models `descriptor` asks for.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = (models[ObjectIdentifier(T.self)] ?? []).compactMap { $0 as? T }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset, offset > 0 { found = Array(found.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit, limit >= 0 { found = Array(found.prefix(limit)) }
        return found
    }
    /// How many models `descriptor` asks for.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }
    /// The identifiers of the models `descriptor` asks for.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }
    /// The model with identifier `id`, among those of type `T`.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        (models[ObjectIdentifier(T.self)] ?? []).compactMap { $0 as? T }.first { $0.persistentModelID == id }
    }
    /// Runs `block` for each model `descriptor` asks for.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) { try block(model) }
    }
}
