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

extension UserDefaults {
    /// The value stored for `key` (Key-Value Coding's `value(forKey:)`, which Apple's `UserDefaults` has
    /// through `NSObject`): the same as `object(forKey:)`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}

extension UserDefaults {
    /// Stores `value` under `key` (Apple's key-value coding form of `set(_:forKey:)`).
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}

/// The contrast the user asked for (SwiftUI's `ColorSchemeContrast`).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }

extension EnvironmentValues {
    /// Whether the nearest focusable ancestor has focus (never, at rest).
    public var isFocused: Bool { false }
    /// The length of one pixel, in points, at the display scale drawn.
    public var pixelLength: CGFloat { displayScale > 0 ? 1 / displayScale : 1 }
}

/// Why a view shows placeholders (SwiftUI's `RedactionReasons`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int
    /// Reasons from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholders while content loads; privacy-sensitive content; content that is not valid.
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2),
                      invalidated = RedactionReasons(rawValue: 4)
}

extension EnvironmentValues {
    /// Why views here are redacted (none here: see `redacted(reason:)`).
    public var redactionReasons: RedactionReasons { [] }
}

extension View {
    /// The view shown as placeholders for `reason` (not drawn yet: the view is drawn as it is, with a warning).
    public func redacted(reason: RedactionReasons) -> some View {
        wrapped { node, context in
            if !reason.isEmpty { context.diagnostics.warn("redacted(reason:) placeholders are not drawn yet: the view is drawn as it is") }
            return node
        }
    }
    /// The view shown unredacted.
    public func unredacted() -> some View { self }
    /// The view's background for a container (a widget, a navigation destination): not drawn yet, with a
    /// warning (iOS draws it behind the container's content).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        containerBackgroundWarning(container)
    }
    /// The view's container background made of views (not drawn yet, with a warning).
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View { containerBackgroundWarning(container) }

    private func containerBackgroundWarning(_ container: ContainerBackgroundPlacement) -> some View {
        wrapped { node, context in
            context.diagnostics.warn("containerBackground(for: .\(container.name)) is not drawn yet")
            return node
        }
    }
    /// The view can be dragged, carrying `payload` (a drag is not made here).
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// The view can be dragged, with a preview (a drag is not made here).
    public func draggable<T, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { self }
    /// The view accepts drops of `T` (nothing is dropped here).
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                   isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
    /// A subtitle under the navigation title (iOS 26 shows it; not drawn here, with a warning).
    public func navigationSubtitle(_ subtitle: LocalizedStringKey) -> some View { subtitleWarning(subtitle.key) }
    /// A subtitle under the navigation title, from a string.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { subtitleWarning(String(subtitle)) }
    /// A subtitle under the navigation title, from a text.
    public func navigationSubtitle(_ subtitle: Text) -> some View { subtitleWarning(subtitle.string) }

    private func subtitleWarning(_ subtitle: String) -> some View {
        wrapped { node, context in
            context.diagnostics.warn("navigationSubtitle(\"\(subtitle)\") is not drawn yet (iOS 26 draws it under the title)")
            return node
        }
    }
}

/// Where a container background goes (SwiftUI's `ContainerBackgroundPlacement`).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// A widget's; a navigation destination's; a tab's.
    public static let widget = ContainerBackgroundPlacement(name: "widget"), navigation = ContainerBackgroundPlacement(name: "navigation"),
                      tabView = ContainerBackgroundPlacement(name: "tabView"), navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A StoreKit subscription store's header area, and its whole height.
    public static let subscriptionStore = ContainerBackgroundPlacement(name: "subscriptionStore"),
                      subscriptionStoreFullHeight = ContainerBackgroundPlacement(name: "subscriptionStoreFullHeight"),
                      subscriptionStoreHeader = ContainerBackgroundPlacement(name: "subscriptionStoreHeader")
}

extension EnvironmentValues {
    /// Whether labels of controls inside are shown (iOS 18's `\.labelsVisibility`; `.automatic` unless set).
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

private struct LabelsVisibilityKey: EnvironmentKey {
    static let defaultValue: Visibility = .automatic
}

extension View {
    /// The shape `ContainerRelativeShape` takes inside this view. Container-relative shapes are drawn as
    /// the rectangle of their frame here: a warning.
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
        warningWhenBuilt("containerShape(_:) is not drawn yet: a ContainerRelativeShape inside is drawn as its frame's rectangle")
    }
}
