import Foundation

// UIKit's appearance proxies and bar appearances, as apps configure them (`UINavigationBar.appearance()
// .standardAppearance = …` in the app's initialiser). They are held, not drawn: SwiftUI's bars here are
// drawn from SwiftUI's own modifiers (`toolbarBackground`, `tint`, …). Apps set these where the app starts
// (`App.init`, the app delegate), which Xcode's previews do not run either, so a preview here and in Xcode
// show the same bars.

/// The shared appearance proxies, one per class (UIKit's `UIAppearance`).
@MainActor enum AppearanceProxies {
    static var proxies: [ObjectIdentifier: UIView] = [:]
    static var contained: [String: UIView] = [:]

    /// The proxy of `type`, made the first time it is asked for.
    static func proxy<V: UIView>(_ type: V.Type, make: () -> V) -> V {
        if let existing = proxies[ObjectIdentifier(type)] as? V { return existing }
        let made = make()
        proxies[ObjectIdentifier(type)] = made
        return made
    }
}

extension AppearanceProxies {
    /// The proxy for views of `type` inside views of `containerTypes`.
    static func contained(_ type: UIView.Type, in containerTypes: [AnyObject.Type]) -> UIView {
        let key = "\(type) in " + containerTypes.map { "\($0)" }.joined(separator: ",")
        if let existing = contained[key] { return existing }
        let made = UIView()
        contained[key] = made
        return made
    }
}

/// How a bar's background, shadow and text look (UIKit's `UIBarAppearance`).
@preconcurrency @MainActor open class UIBarAppearance {
    /// The background colour (nil: the default material).
    open var backgroundColor: UIColor?
    /// The blur behind the background (nil: none).
    open var backgroundEffect: UIBlurEffect?
    /// A background picture.
    open var backgroundImage: UIImage?
    /// The colour of the hairline under the bar (nil or clear: none).
    open var shadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)
    /// A picture for the hairline.
    open var shadowImage: UIImage?
    /// An appearance with the default background.
    public init() { configureWithDefaultBackground() }
    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }
    /// The system's translucent material and hairline.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// An opaque background of the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }
}

/// How a navigation bar looks (UIKit's `UINavigationBarAppearance`).
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's text attributes (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How the bar's plain buttons look.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// How the bar's done buttons look.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// How the back button looks.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// The back chevron's picture and mask.
    open private(set) var backIndicatorImage: UIImage?
    /// Sets the back chevron's picture and the mask of its transition.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
    }
}

/// How a tab bar looks (UIKit's `UITabBarAppearance`).
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
    /// How items look when laid out stacked (icon over title: iPhone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// How items look inline (icon beside title).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// How items look inline in a compact bar.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The tint of the selection indicator.
    open var selectionIndicatorTintColor: UIColor?
}

/// How a tab bar item looks in each state (UIKit's `UITabBarItemAppearance`).
@preconcurrency @MainActor open class UITabBarItemAppearance {
    /// Each state's look.
    open var normal = UITabBarItemStateAppearance(), selected = UITabBarItemStateAppearance(),
             disabled = UITabBarItemStateAppearance(), focused = UITabBarItemStateAppearance()
    /// Items' looks.
    public init() {}
}

/// How a tab bar item looks in one state (UIKit's `UITabBarItemStateAppearance`).
@preconcurrency @MainActor open class UITabBarItemStateAppearance {
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's colour.
    open var badgeBackgroundColor: UIColor?
    /// How far the title is moved.
    open var titlePositionAdjustment = UIOffset.zero
    init() {}
}

/// How bar buttons look in each state (UIKit's `UIBarButtonItemAppearance`).
@preconcurrency @MainActor open class UIBarButtonItemAppearance {
    /// Each state's look.
    open var normal = UIBarButtonItemStateAppearance(), highlighted = UIBarButtonItemStateAppearance(),
             disabled = UIBarButtonItemStateAppearance(), focused = UIBarButtonItemStateAppearance()
    /// Buttons' looks.
    public init() {}
}

/// How a bar button looks in one state (UIKit's `UIBarButtonItemStateAppearance`).
@preconcurrency @MainActor open class UIBarButtonItemStateAppearance {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved.
    open var titlePositionAdjustment = UIOffset.zero
    init() {}
}

/// A distance to move something by (UIKit's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
    /// The horizontal and vertical distances.
    public var horizontal: CGFloat, vertical: CGFloat
    /// An offset.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// A control (UIKit's `UIControl`): the namespace of its states here.
@preconcurrency @MainActor open class UIControl: UIView {
    /// A control's states.
    public typealias State = UIControlState
}

/// The control states appearances are set for (UIKit's `UIControl.State`).
public struct UIControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The states.
    public static let normal: UIControlState = [], highlighted = UIControlState(rawValue: 1), disabled = UIControlState(rawValue: 2),
                      selected = UIControlState(rawValue: 4), focused = UIControlState(rawValue: 8)
}

/// A navigation bar (UIKit's `UINavigationBar`): configured through `appearance()` by apps; held, not drawn.
@preconcurrency @MainActor open class UINavigationBar: UIView {
    /// The bar's look at rest.
    open var standardAppearance = UINavigationBarAppearance()
    /// The bar's look when compact (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's look scrolled to the top edge (nil: the standard one).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look compact and at the top edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's colour (iOS 12 style).
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// The inline title's text attributes (iOS 12 style).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes (iOS 12 style).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The hairline's picture (iOS 12 style).
    open var shadowImage: UIImage?
    /// The proxy that sets every navigation bar's look.
    override open class func appearance() -> UINavigationBar { AppearanceProxies.proxy(UINavigationBar.self) { UINavigationBar() } }
    /// Sets the background picture (iOS 12 style).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
}

/// Which bar height a picture is for (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// A tab bar (UIKit's `UITabBar`): configured through `appearance()` by apps; held, not drawn.
@preconcurrency @MainActor open class UITabBar: UIView {
    /// The bar's look at rest.
    open var standardAppearance = UITabBarAppearance()
    /// The bar's look scrolled to the bottom edge (nil: the standard one).
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The colour of items not selected.
    open var unselectedItemTintColor: UIColor?
    /// The bar's colour (iOS 12 style).
    open var barTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The proxy that sets every tab bar's look.
    override open class func appearance() -> UITabBar { AppearanceProxies.proxy(UITabBar.self) { UITabBar() } }
}

/// A table view (UIKit's `UITableView`): configured through `appearance()` by apps (SwiftUI 15's lists were
/// table views); held, not drawn.
@preconcurrency @MainActor open class UITableView: UIView {
    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    /// How rows are separated.
    open var separatorStyle = SeparatorStyle.singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?
    /// The space above each section's header.
    open var sectionHeaderTopPadding: CGFloat = 0
    /// Sections' header and footer heights.
    open var sectionHeaderHeight: CGFloat = 0, sectionFooterHeight: CGFloat = 0
    /// The proxy that sets every table view's look.
    override open class func appearance() -> UITableView { AppearanceProxies.proxy(UITableView.self) { UITableView() } }
}

/// A segmented control (UIKit's `UISegmentedControl`, what SwiftUI's segmented picker was): configured
/// through `appearance()` by apps; held, not drawn.
@preconcurrency @MainActor open class UISegmentedControl: UIView {
    /// The selected segment's colour.
    open var selectedSegmentTintColor: UIColor?
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Sets the segments' text attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControlState) {
        self.attributes[state.rawValue] = attributes
    }
    /// The segments' text attributes in `state`.
    open func titleTextAttributes(for state: UIControlState) -> [NSAttributedString.Key: Any]? { attributes[state.rawValue] }
    /// The proxy that sets every segmented control's look.
    override open class func appearance() -> UISegmentedControl { AppearanceProxies.proxy(UISegmentedControl.self) { UISegmentedControl() } }
}

/// A bar button (UIKit's `UIBarButtonItem`): configured through `appearance()` by apps; held, not drawn.
@preconcurrency @MainActor open class UIBarButtonItem {
    /// The button's tint.
    open var tintColor: UIColor?
    /// The button's title.
    open var title: String?
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// A button.
    public init() {}
    /// Sets the title's text attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControlState) {
        self.attributes[state.rawValue] = attributes
    }
    /// The title's text attributes in `state`.
    open func titleTextAttributes(for state: UIControlState) -> [NSAttributedString.Key: Any]? { attributes[state.rawValue] }
    private static var proxy: UIBarButtonItem?
    /// The proxy that sets every bar button's look.
    open class func appearance() -> UIBarButtonItem {
        if let proxy { return proxy }
        let made = UIBarButtonItem()
        proxy = made
        return made
    }
}
