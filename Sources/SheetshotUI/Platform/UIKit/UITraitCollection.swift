// UIKit's trait collection: what a dynamic colour is resolved for, and what swift-snapshot-testing's
// `traits:` and device configurations set (style, display scale, text size, direction, size classes).

/// Traits of the interface (UIKit's `UITraitCollection`): each is unspecified unless set, and
/// `init(traitsFrom:)` merges collections, the later ones' specified traits winning.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Pixels per point (0: unspecified).
    public var displayScale: CGFloat = 0
    /// The text size the user chose (Dynamic Type).
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// The width's size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The height's size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Phone, pad or another idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified

    /// No trait specified.
    public init() {}
    /// Traits of one style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// Traits of one display scale.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    /// Traits of one text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }
    /// Traits of one layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }
    /// Traits of one width size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    /// Traits of one height size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    /// Traits of one idiom.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    /// Traits of 3D Touch (taken and ignored: nothing drawn depends on it).
    public init(forceTouchCapability: UIForceTouchCapability) {}
    /// `collections` merged in order: each specified trait of a later collection replaces an earlier one's.
    public init(traitsFrom collections: [UITraitCollection]) {
        for c in collections {
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.displayScale > 0, c.displayScale.isFinite { displayScale = c.displayScale }
            if c.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = c.preferredContentSizeCategory }
            if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.userInterfaceIdiom != .unspecified { userInterfaceIdiom = c.userInterfaceIdiom }
        }
    }
}

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// A size class as UIKit names it (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified, compact, regular
}

/// A layout direction as UIKit names it (`UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Whether the device can sense pressure (UIKit's `UIForceTouchCapability`).
public enum UIForceTouchCapability: Int, Hashable, Sendable {
    case unknown, unavailable, available
}

/// The text size the user chose (UIKit's `UIContentSizeCategory`), one for each Dynamic Type size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the category ("UICTContentSizeCategoryL").
    public let rawValue: String
    /// A category from UIKit's raw name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No size chosen: the one the environment has.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Dynamic Type xSmall.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Dynamic Type small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Dynamic Type M (swift-snapshot-testing's device presets).
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Dynamic Type L, iOS's default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Dynamic Type xLarge.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Dynamic Type xxLarge.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Dynamic Type xxxLarge.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size (AX1).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// AX5, the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]

    /// The Dynamic Type size of this category (nil when unspecified or unknown).
    public var dynamicTypeSize: DynamicTypeSize? {
        Self.order.firstIndex(of: self).flatMap { DynamicTypeSize(rawValue: $0) }
    }
    /// The category of a Dynamic Type size.
    public init(_ size: DynamicTypeSize) { self = Self.order[size.rawValue] }
    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize?.isAccessibilitySize ?? false }
}

extension UITraitCollection {
    /// The traits of the code running now (UIKit's `UITraitCollection.current`): those of the screen being
    /// rendered — its colour scheme, scale, text size and layout direction.
    @MainActor public static var current: UITraitCollection {
        let environment = ViewContext.currentEnvironment ?? EnvironmentValues()
        return UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light),
            UITraitCollection(displayScale: environment.displayScale),
            UITraitCollection(layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
        ])
    }
}
