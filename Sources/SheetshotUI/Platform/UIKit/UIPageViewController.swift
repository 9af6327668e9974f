import Foundation
import Widgets

// UIKit's page view controller, as SwiftUI apps wrap it for a carousel (`PageViewController` in Apple's
// Landmarks tutorial): its pages are view controllers, usually `UIHostingController`s, given by
// `setViewControllers`. A representable that makes one is drawn as its current page (see
// `HostedControllers`); scrolling between pages is not run.

/// A controller that shows one page at a time (UIKit's `UIPageViewController`).
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// Which way pages are laid out.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Which way a change of pages goes.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Where the spine is, for page curls.
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    /// Options given when the controller is made.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Where the spine is.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages are laid out.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is.
    public private(set) var spineLocation: SpineLocation = .min
    /// Gives the pages before and after one.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Told of page turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// Whether both sides of a page are shown.
    open var isDoubleSided = false
    /// The page (or pages) shown.
    open private(set) var viewControllers: [UIViewController]?

    /// A page view controller.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init()
    }
    /// Controllers are not decoded from archives here.
    public required init?(coder: NSCoder) { return nil }

    /// Shows `viewControllers` (the first is the page drawn); `completion` is called at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers
        completion?(true)
    }
}

/// What gives a page view controller its pages (UIKit's `UIPageViewControllerDataSource`).
@MainActor @preconcurrency public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, if any.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, if any.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many pages the built-in page indicator shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the built-in indicator marks.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No built-in page indicator (UIKit's optional method, not implemented).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// No built-in page indicator.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells of page turns (UIKit's `UIPageViewControllerDelegate`; every method
/// optional, as in UIKit: a page turn is not run here, so none is called).
@MainActor @preconcurrency public protocol UIPageViewControllerDelegate: AnyObject {
    /// A turn to `pendingViewControllers` begins.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn ended.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Nothing (optional in UIKit).
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Nothing (optional in UIKit).
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// A hosting controller's SwiftUI content, whatever its type.
@MainActor protocol HostedContent: AnyObject {
    var hostedView: AnyView { get }
}

extension UIHostingController: HostedContent {
    var hostedView: AnyView { AnyView(rootView) }
}

/// What a `UIViewControllerRepresentable` shows when its controller is one SheetshotUI can draw: a
/// `UIHostingController`'s root view, or a `UIPageViewController`'s current page (when that is one). The
/// representable's `makeCoordinator`, `makeUIViewController` and `updateUIViewController` run, as on iOS.
enum HostedControllers {
    /// The SwiftUI content `representable`'s controller shows, or nil (then it is a placeholder).
    @MainActor static func content<R: UIViewControllerRepresentable>(of representable: R, in context: ViewContext) -> AnyView? {
        let coordinator = representable.makeCoordinator()
        let representableContext = UIViewControllerRepresentableContext<R>(coordinator: coordinator, environment: context.environment,
                                                                            transaction: Transaction())
        let controller = representable.makeUIViewController(context: representableContext)
        representable.updateUIViewController(controller, context: representableContext)
        return shown(by: controller)
    }

    /// The SwiftUI content `controller` shows, looking through page view controllers to their page.
    @MainActor static func shown(by controller: UIViewController, depth: Int = 0) -> AnyView? {
        guard depth < 8 else { return nil }
        if let hosting = controller as? HostedContent { return hosting.hostedView }
        if let pages = controller as? UIPageViewController, let page = pages.viewControllers?.first { return shown(by: page, depth: depth + 1) }
        return nil
    }
}
