import Foundation

/// The system pasteboard (UIKit's `UIPasteboard`): kept in memory for the process, empty at its start, as a
/// simulator's is on a fresh install — what an app copies, it can read back; nothing reaches the machine's
/// own clipboard.
@preconcurrency @MainActor public final class UIPasteboard {
    /// The pasteboard every app shares.
    public static let general = UIPasteboard(name: .general)
    /// Its name.
    public let name: Name
    /// The items on it, each a dictionary of type identifiers to values.
    public var items: [[String: Any]] = []

    /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    private init(name: Name) { self.name = name }
    /// A pasteboard of the app's own, made when asked for (`create`).
    public convenience init?(name: Name, create: Bool) {
        guard create else { return nil }
        self.init(name: name)
    }
    /// A new pasteboard of the app's own, with a unique name.
    public static func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(UUID().uuidString)) }

    private func values<T>(_ type: T.Type) -> [T] { items.flatMap { $0.values.compactMap { $0 as? T } } }
    private func replace(with values: [Any], as identifier: String) { items = values.map { [identifier: $0] } }

    /// The first string on it.
    public var string: String? { get { strings?.first } set { replace(with: newValue.map { [$0] } ?? [], as: "public.utf8-plain-text") } }
    /// The strings on it.
    public var strings: [String]? { get { let found = values(String.self); return found.isEmpty ? nil : found } set { replace(with: newValue ?? [], as: "public.utf8-plain-text") } }
    /// The first address on it.
    public var url: URL? { get { urls?.first } set { replace(with: newValue.map { [$0] } ?? [], as: "public.url") } }
    /// The addresses on it.
    public var urls: [URL]? { get { let found = values(URL.self); return found.isEmpty ? nil : found } set { replace(with: newValue ?? [], as: "public.url") } }
    /// The first picture on it.
    public var image: UIImage? { get { images?.first } set { replace(with: newValue.map { [$0] } ?? [], as: "public.image") } }
    /// The pictures on it.
    public var images: [UIImage]? { get { let found = values(UIImage.self); return found.isEmpty ? nil : found } set { replace(with: newValue ?? [], as: "public.image") } }
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
