/// What an accessibility element is and how it behaves (SwiftUI's `AccessibilityTraits`), as VoiceOver
/// announces it.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: UInt32
    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected (a chosen segment or tab).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the app's state, read when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// A value that changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// Hides the elements behind it (a presented sheet).
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A switch that turns on and off.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// Adjusted by swiping up and down (UIKit's `adjustable`; a stepper or slider is, SwiftUI has no public
    /// trait for it).
    static let adjustable = AccessibilityTraits(rawValue: 1 << 16)

    /// The traits' names, in declaration order (for the accessibility dump).
    var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"), (.isSearchField, "search field"),
            (.isImage, "image"), (.playsSound, "plays sound"), (.isKeyboardKey, "keyboard key"), (.isStaticText, "static text"),
            (.isSummaryElement, "summary"), (.updatesFrequently, "updates frequently"), (.startsMediaSession, "starts media session"),
            (.allowsDirectInteraction, "direct interaction"), (.causesPageTurn, "causes page turn"), (.isModal, "modal"), (.isToggle, "toggle"), (.adjustable, "adjustable"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// How an element's children are exposed (SwiftUI's `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind
    /// The children are hidden; the element stands alone.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels are joined into this element's.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
