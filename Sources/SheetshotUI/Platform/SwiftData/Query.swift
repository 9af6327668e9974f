import Foundation

/// The models of the environment's `modelContext` a view shows (SwiftData's `@Query`): fetched when the body
/// reads them, filtered and sorted as asked.
///
/// `Result` is a collection of `Element`s (the array every initialiser makes): said in the type itself, so
/// that `@Query var items: [Item]`, with no parentheses, takes `Element` from the property's type — a bare
/// attribute's generic arguments come from the property alone, never from an initialiser's constraints —
/// and `init()` is unconstrained, so such a property has a default in its view's memberwise initialiser.
@propertyWrapper
public struct Query<Element: PersistentModel, Result: RandomAccessCollection & RangeReplaceableCollection>: DynamicProperty
where Result.Element == Element {
    let descriptor: FetchDescriptor<Element>
    let make: ([Element]) -> Result

    /// Every model of the type, in the order inserted: what a bare `@Query var models: [Model]` makes — also
    /// in a view's memberwise initialiser (`ContentView()`), which gives the property this default.
    public init() { descriptor = FetchDescriptor(); make = { Result($0) } }
    /// The environment of the place the view was built in (kept in a session, for actions run later).
    private let captured = CapturedEnvironment()

    /// The models, as the environment's context holds them where the body is evaluated.
    public var wrappedValue: Result {
        make((try? modelContext.fetch(descriptor)) ?? [])
    }
    /// The context the models are fetched from.
    public var modelContext: ModelContext { (ViewContext.currentEnvironment ?? captured.values ?? EnvironmentValues()).modelContext }
    /// Why the last fetch failed (never, in memory).
    public var fetchError: (any Error)? { nil }

    /// Keeps the environment of the place its view was built in.
    @MainActor func install(at site: PropertySite, label: String) { captured.values = site.environment }
}

extension Query: BuiltInDynamicProperty {
    /// The models fetched can change with any insertion: the body is evaluated each time.
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { nil }
}

extension Query where Result == [Element] {
    /// The models `descriptor` asks for.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
        self.descriptor = descriptor; make = { $0 }
    }
    /// The models `descriptor` asks for.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.descriptor = descriptor; make = { $0 }
    }
    /// The models `filter` keeps, in the order `sort` gives.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors); make = { $0 }
    }
    /// The models `filter` keeps, in the order `sort` gives.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors); make = { $0 }
    }
    /// The models `filter` keeps, sorted by `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
                                   animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]); make = { $0 }
    }
    /// The models `filter` keeps, sorted by an optional `keyPath` (no value first).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
                                   animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]); make = { $0 }
    }
    /// Every model of the type, in the order inserted.
    public init(animation: Animation) { descriptor = FetchDescriptor(); make = { $0 } }
}

extension EnvironmentValues {
    /// The context views insert models into and `@Query` fetches from: the `modelContainer`'s main context, or
    /// — with no container, where SwiftData has none either — a context that keeps nothing.
    public var modelContext: ModelContext {
        get { storedModelContext ?? ModelContext.unattached }
        set { storedModelContext = newValue }
    }
}

extension View {
    /// The models of this view and its descendants are kept in `container`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environmentChanged { $0.modelContext = container.context }
    }
    /// The models of this view and its descendants are kept in a new in-memory container for `modelType`.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }
    /// The models of this view and its descendants are kept in a new in-memory container for `modelTypes`.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let container = ModelContainer(inMemoryFor: modelTypes)
        onSetup(.success(container))
        return environmentChanged { $0.modelContext = container.context }
    }
    /// The models of this view and its descendants are kept in `context`.
    public func modelContext(_ context: ModelContext) -> some View {
        environmentChanged { $0.modelContext = context }
    }
}

extension Scene {
    /// The scene's models are kept in `container`.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        modifyingRoots { AnyView($0.modelContainer(container)) }
    }
    /// The scene's models are kept in a new in-memory container for `modelType`.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }
    /// The scene's models are kept in a new in-memory container for `modelTypes`.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        let container = ModelContainer(inMemoryFor: modelTypes)
        onSetup(.success(container))
        return modifyingRoots { AnyView($0.modelContainer(container)) }
    }
}
