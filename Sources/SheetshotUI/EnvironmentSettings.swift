import Foundation

/// iOS 13's text size categories (SwiftUI's `ContentSizeCategory`), the older spelling of
/// `DynamicTypeSize`: `\.sizeCategory` reads and writes the environment's Dynamic Type size.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    /// The Dynamic Type size of the same name.
    var dynamicTypeSize: DynamicTypeSize {
        let sizes: [DynamicTypeSize] = [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
                                        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5]
        return sizes[Self.allCases.firstIndex(of: self)!]
    }

    /// The category of `size`.
    init(_ size: DynamicTypeSize) {
        let sizes: [DynamicTypeSize] = [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
                                        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5]
        self = Self.allCases[sizes.firstIndex(of: size) ?? 3]
    }
}

/// What opening a URL does (SwiftUI's `OpenURLAction`): in a `ViewSession` your handler runs; the
/// system's (the default) opens nothing here.
public struct OpenURLAction {
    /// What the handler did with the URL.
    public struct Result: Sendable {
        let name: String
        /// The handler opened it.
        public static let handled = Result(name: "handled")
        /// The handler refused it.
        public static let discarded = Result(name: "discarded")
        /// The system should open it.
        public static let systemAction = Result(name: "systemAction")
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
    }
    let handler: (@MainActor (URL) -> Result)?
    /// An action that runs `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }
    init() { handler = nil }
    /// Opens `url`: runs the handler set with `environment(\.openURL, …)`, if any.
    @MainActor public func callAsFunction(_ url: URL) { _ = handler?(url) }
    /// Opens `url`, then calls `completion` with whether it was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        let result = handler?(url)
        completion(result?.name == "handled")
    }
}

extension EnvironmentValues {
    /// The Dynamic Type size under iOS 13's name (reads and writes `dynamicTypeSize`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
    /// What `Link`s and `openURL` do with a URL.
    public var openURL: OpenURLAction {
        get { openURLAction }
        set { openURLAction = newValue }
    }
}

extension EnvironmentValues {
    /// Whether a search field here is being searched in (never, at rest).
    public var isSearching: Bool { false }
    /// Dismisses the search (nothing is searched at rest).
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

/// Ends a search (SwiftUI's `DismissSearchAction`): nothing is searched at rest.
public struct DismissSearchAction {
    /// Ends the search.
    @MainActor public func callAsFunction() {}
}

/// Nanoseconds in a second, a millisecond; microseconds in a second (Dispatch's constants, which Linux's
/// Dispatch lacks).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000

extension URL {
    /// The app's documents folder: a `Documents` folder in the temporary directory here (an app's own
    /// folders do not exist on Linux; nothing is kept between runs).
    public static var documentsDirectory: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("Documents", isDirectory: true)
    }
}

extension UserDefaults {
    /// Stores `value` under `key` (Apple's key-value coding form of `set(_:forKey:)`).
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
