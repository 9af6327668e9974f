/// The user's text size: seven standard sizes and five accessibility sizes, `.large` by default, as iOS's
/// Dynamic Type.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Smaller sizes come first.
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}
