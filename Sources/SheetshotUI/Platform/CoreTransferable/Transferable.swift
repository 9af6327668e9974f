import Foundation

// CoreTransferable's names, which SwiftUI re-exports: how a type says it can be shared, dragged, pasted or
// picked (`Transferable` and its representations). Nothing is ever transferred in a picture — no drag, no
// paste, no photo chosen — so the representations are kept only to compile; `loadTransferable` gives nil.

/// A type that can be transferred (shared, dragged, copied, picked) in the representations it lists.
public protocol Transferable {
    /// The representations' type.
    associatedtype Representation: TransferRepresentation
    /// How the type is transferred: its representations in order of preference.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of transferring an `Item`: as data, a file, Codable, or another transferable type.
public protocol TransferRepresentation<Item> {
    /// The type transferred.
    associatedtype Item: Transferable
    /// The representations this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of.
    var body: Body { get }
}

extension TransferRepresentation {
    /// The name a file made from the item is given.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> { _AnyTransferRepresentation<Item>(self) }
    /// The name a file made from `item` is given.
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> some TransferRepresentation<Item> { _AnyTransferRepresentation<Item>(self) }
    /// The representation used only when `condition` holds for the item.
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> some TransferRepresentation<Item> { _AnyTransferRepresentation<Item>(self) }
    /// Where the representation is offered.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> { _AnyTransferRepresentation<Item>(self) }
}

/// Where a representation is offered: everywhere, this app, this team's apps, this process.
public enum TransferRepresentationVisibility: Hashable, Sendable { case all, team, group, ownProcess }

/// Gathers a type's representations (`static var transferRepresentation: some TransferRepresentation { … }`).
@resultBuilder public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _AnyTransferRepresentation<Item> where R.Item == Item {
        _AnyTransferRepresentation(representation)
    }
    public static func buildBlock(_ representations: _AnyTransferRepresentation<Item>...) -> _AnyTransferRepresentation<Item> {
        _AnyTransferRepresentation(parts: representations)
    }
    public static func buildLimitedAvailability(_ representation: _AnyTransferRepresentation<Item>) -> _AnyTransferRepresentation<Item> { representation }
}

/// Representations of an `Item`, their types forgotten (what `TransferRepresentationBuilder` makes).
public struct _AnyTransferRepresentation<Item: Transferable>: TransferRepresentation {
    /// How many representations this holds.
    let count: Int
    init<R: TransferRepresentation>(_ representation: R) { count = (representation as? Self)?.count ?? 1 }
    init(parts: [Self]) { count = parts.reduce(0) { $0 + $1.count } }
    public var body: _PrimitiveTransferRepresentation { _PrimitiveTransferRepresentation() }
}

/// What a primitive representation is made of: nothing further.
public struct _PrimitiveTransferRepresentation: TransferRepresentation {
    /// A placeholder item type: it transfers nothing.
    public typealias Item = String
    /// Itself.
    public var body: Self { self }
}

/// The item as bytes of a content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// Exported as `contentType` by `exporting`, imported by `importing`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {}
    /// Exported only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
    /// Imported only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
    public var body: _PrimitiveTransferRepresentation { _PrimitiveTransferRepresentation() }
}

/// The item as a file of a content type.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// Exported as `contentType` by `exporting`, imported by `importing`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
    /// Exported only.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {}
    /// Imported only.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
    public var body: _PrimitiveTransferRepresentation { _PrimitiveTransferRepresentation() }
}

/// The item encoded with `Codable`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    /// Encoded as JSON, of `contentType`.
    public init(contentType: UTType) {}
    /// Encoded and decoded by the given coders.
    public init<Encoder, Decoder>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {}
    public var body: _PrimitiveTransferRepresentation { _PrimitiveTransferRepresentation() }
}

/// The item transferred as another transferable value.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    /// Exported as the proxy `exporting` makes, imported from one by `importing`.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {}
    /// Exported only.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {}
    /// Imported only.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {}
    public var body: _PrimitiveTransferRepresentation { _PrimitiveTransferRepresentation() }
}

/// A file a transfer sends.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open it where it is.
    public let allowAccessingOriginalFile: Bool
    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) { self.file = file; self.allowAccessingOriginalFile = allowAccessingOriginalFile }
}

/// A file a transfer received.
public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether it is the original, opened in place.
    public let isOriginalFile: Bool
}

/// A type's built-in representation (the system's own types: data, text, URLs, pictures).
public struct _BuiltInTransferRepresentation<Item: Transferable>: TransferRepresentation {
    /// A built-in representation.
    public init() {}
    public var body: _PrimitiveTransferRepresentation { _PrimitiveTransferRepresentation() }
}

extension Data: Transferable { public static var transferRepresentation: _AnyTransferRepresentation<Data> { _BuiltInTransferRepresentation<Data>() } }
extension String: Transferable { public static var transferRepresentation: _AnyTransferRepresentation<String> { _BuiltInTransferRepresentation<String>() } }
extension URL: Transferable { public static var transferRepresentation: _AnyTransferRepresentation<URL> { _BuiltInTransferRepresentation<URL>() } }
extension AttributedString: Transferable { public static var transferRepresentation: _AnyTransferRepresentation<AttributedString> { _BuiltInTransferRepresentation<AttributedString>() } }
extension Image: Transferable { public static var transferRepresentation: _AnyTransferRepresentation<Image> { _BuiltInTransferRepresentation<Image>() } }
extension Color: Transferable { public static var transferRepresentation: _AnyTransferRepresentation<Color> { _BuiltInTransferRepresentation<Color>() } }
