import Foundation

/// The system pasteboard (UIKit's `UIPasteboard`): kept in memory for the process, empty at its start, as a
/// simulator's is on a fresh install — what an app copies, it can read back; nothing reaches the machine's
/// own clipboard.
@preconcurrency @MainActor public final class UIPasteboard {
    /// The pasteboard every app shares.
    public static let general = UIPasteboard(name: .general, storage: storage(for: .general))
    /// Its name.
    public let name: Name
    /// The items on it, each a dictionary of type identifiers to values (kept under its name: every
    /// `UIPasteboard` of one name holds the same items, as UIKit's are one pasteboard).
    public var items: [[String: Any]] {
        get { storage.items }
        set { storage.items = newValue }
    }

    /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name as UIKit spells it.
        public let rawValue: String
        /// The name spelled `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The name spelled `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// What a name holds.
    private final class Storage { var items: [[String: Any]] = [] }
    /// The pasteboards' contents by name, for the process.
    private static var storages: [Name: Storage] = [:]
    private static func storage(for name: Name) -> Storage {
        if let found = storages[name] { return found }
        let made = Storage()
        storages[name] = made
        return made
    }
    private let storage: Storage

    private init(name: Name, storage: Storage) { self.name = name; self.storage = storage }
    /// The pasteboard named `name`: holding what was put under that name before; when there was none, a new
    /// empty one if `create`, else nil — as UIKit keeps them.
    public convenience init?(name: Name, create: Bool) {
        guard create || name == .general || Self.storages[name] != nil else { return nil }
        self.init(name: name, storage: Self.storage(for: name))
    }
    /// A new pasteboard of the app's own, with a unique name.
    public static func withUniqueName() -> UIPasteboard {
        let name = Name(UUID().uuidString)
        return UIPasteboard(name: name, storage: storage(for: name))
    }
    /// Forgets what the pasteboard named `name` holds.
    public static func remove(withName name: Name) { storages[name] = nil }

    /// Each item's value of the first of `identifiers` it has, as a `T`.
    private func values<T>(_ type: T.Type, _ identifiers: [String]) -> [T] {
        items.compactMap { item in identifiers.lazy.compactMap { item[$0] as? T }.first }
    }
    private static let textTypes = ["public.utf8-plain-text", "public.plain-text", "public.text"]
    private static let urlTypes = ["public.url", "public.file-url"]
    private static let imageTypes = ["public.image", "public.png", "public.jpeg"]
    private func replace(with values: [Any], as identifier: String) { items = values.map { [identifier: $0] } }

    /// The first string on it.
    public var string: String? { get { strings?.first } set { replace(with: newValue.map { [$0] } ?? [], as: "public.utf8-plain-text") } }
    /// The strings on it.
    public var strings: [String]? { get { let found = values(String.self, Self.textTypes); return found.isEmpty ? nil : found } set { replace(with: newValue ?? [], as: "public.utf8-plain-text") } }
    /// The first address on it.
    public var url: URL? { get { urls?.first } set { replace(with: newValue.map { [$0] } ?? [], as: "public.url") } }
    /// The addresses on it.
    public var urls: [URL]? { get { let found = values(URL.self, Self.urlTypes); return found.isEmpty ? nil : found } set { replace(with: newValue ?? [], as: "public.url") } }
    /// The first picture on it.
    public var image: UIImage? { get { images?.first } set { replace(with: newValue.map { [$0] } ?? [], as: "public.image") } }
    /// The pictures on it.
    public var images: [UIImage]? { get { let found = values(UIImage.self, Self.imageTypes); return found.isEmpty ? nil : found } set { replace(with: newValue ?? [], as: "public.image") } }
    /// Whether it holds a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether it holds an address.
    public var hasURLs: Bool { urls != nil }
    /// Whether it holds a picture.
    public var hasImages: Bool { images != nil }
    /// How many items it holds.
    public var numberOfItems: Int { items.count }
    /// Puts `value` on it as the one item, of `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }
    /// Puts `data` on it as the one item, of `pasteboardType`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) { items = [[pasteboardType: data]] }
    /// The value of `pasteboardType` in the first item that has one.
    public func value(forPasteboardType pasteboardType: String) -> Any? { items.lazy.compactMap { $0[pasteboardType] }.first }
    /// The data of `pasteboardType` in the first item that has one.
    public func data(forPasteboardType pasteboardType: String) -> Data? { value(forPasteboardType: pasteboardType) as? Data }
    /// Adds items.
    public func addItems(_ items: [[String: Any]]) { self.items += items }
    /// Puts `items` on it, replacing what it held.
    public func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { self.items = items }
}
