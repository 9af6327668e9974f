import Synchronization

/// A namespace for matched geometry (SwiftUI's `@Namespace`): `ns` identifies views that move into each
/// other's places when state changes.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private static let counter = Mutex(0)
    private let id: ID
    /// A new namespace.
    public init() { id = ID(value: Self.counter.withLock { $0 += 1; return $0 }) }
    /// Its identity.
    public var wrappedValue: ID { id }
}

/// The geometry a matched view takes from its source.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Properties of raw value `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches this view's geometry with other views of `id` in `namespace` while they change places
    /// (kept; at rest every view is in its own place, as a picture shows it).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}

extension Namespace {
    /// A namespace's identity is compared with the view's bytes.
    static var isComparedByBytes: Bool { true }
    func inputToken(in environment: EnvironmentValues) -> AnyHashable? { AnyHashable(0) }
}
