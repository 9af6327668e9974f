// Modifiers for what a still picture does not show — menus on a long press, keyboard shortcuts, held
// buttons, a scroll view's position — accepted so that iOS code compiles; and content margins, drawn as the
// inset they give content at rest.

extension View {
    /// Whether the view can take focus (iOS 17; at rest nothing has focus, so nothing is drawn differently).
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Whether the view can take focus for `interactions` (at rest: no effect).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    /// A menu shown when the view is long-pressed (kept: a picture shows the view at rest).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// A menu and a preview shown when the view is long-pressed (kept).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
    /// A keyboard shortcut for the view's action (kept: no keyboard here).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// A keyboard shortcut for the view's action (kept).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
    /// Whether a held button repeats its action (kept).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
    /// Whether the user can select this view's text to copy it: nothing is drawn until text is selected,
    /// which no one does in a picture.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    /// Where a scroll view is scrolled to, bound to the id of the view at its edge (kept: at rest, the start).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
    /// Space around a scroll view's content (iOS 17): at rest, the content inset by `length` on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(edges, length ?? 16)
    }
    /// Space around a scroll view's content, on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { padding(.all, length) }
}

/// A key of a keyboard shortcut (SwiftUI's `KeyEquivalent`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character
    /// A key by its character.
    public init(_ character: Character) { self.character = character }
    /// A key from a literal.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// Named keys.
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), delete = KeyEquivalent("\u{8}"),
                      tab = KeyEquivalent("\t"), space = KeyEquivalent(" "), upArrow = KeyEquivalent("\u{F700}"),
                      downArrow = KeyEquivalent("\u{F701}"), leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
}
/// Modifier keys (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The keys as bits.
    public let rawValue: Int
    /// Keys from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The modifier keys.
    public static let command = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2), option = EventModifiers(rawValue: 4),
                      control = EventModifiers(rawValue: 8), capsLock = EventModifiers(rawValue: 16), numericPad = EventModifiers(rawValue: 32)
    /// Every modifier.
    public static let all: EventModifiers = [.command, .shift, .option, .control, .capsLock, .numericPad]
}
/// A keyboard shortcut (SwiftUI's `KeyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key and its modifiers.
    public let key: KeyEquivalent, modifiers: EventModifiers
    /// A shortcut.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
    /// The default action's and the cancel action's shortcuts.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: []), cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Whether text can be selected (SwiftUI's `TextSelectability`): `.enabled` or `.disabled`.
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {
    /// Text can be selected.
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    /// Text cannot be selected.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Whether a held button repeats (SwiftUI's `ButtonRepeatBehavior`).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice, on, off.
    public static let automatic = ButtonRepeatBehavior(name: "automatic"), enabled = ButtonRepeatBehavior(name: "enabled"),
                      disabled = ButtonRepeatBehavior(name: "disabled")
}
/// Where content margins apply (SwiftUI's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The platform's choice, the scroll content, the scroll indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic"), scrollContent = ContentMarginPlacement(name: "scrollContent"),
                      scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// The interactions a focusable view takes part in (SwiftUI's `FocusInteractions`).
public struct FocusInteractions: OptionSet, Sendable {
    /// The interactions as bits.
    public let rawValue: Int
    /// Interactions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Activation (a button's), editing (a text field's), and the platform's choice.
    public static let activate = FocusInteractions(rawValue: 1), edit = FocusInteractions(rawValue: 2), automatic = FocusInteractions(rawValue: 3)
}

extension View {
    /// Runs `action` with a URL the app is opened with (a picture is of an app already open: it never runs).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    /// Runs `action` when the scroll geometry `transform` reads changes (a picture is of a scroll view at
    /// rest: it never runs).
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}

extension View {
    /// Calls `action` when what `transform` reads of the view's geometry changes (iOS 16 and later): never
    /// here — a picture is laid out once, and nothing it shows changes after.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View { self }
    /// Calls `action` with the old and new value when what `transform` reads changes: never here.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}

/// A scroll view's geometry (SwiftUI's `ScrollGeometry`): its content offset, size and insets.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets of the content.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The rectangle of the content the scroll view shows.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}
