import Canvas
import Widgets

// UIKit's view classes, as SwiftUI files name them: subclassed, created in `makeUIView`, configured in
// `updateUIView`. They hold their properties and nothing more — SheetshotUI never draws a UIKit view (a
// representable is drawn as a labelled placeholder, see `UIViewRepresentable`).

/// What takes part in UIKit's responder chain (UIKit's `UIResponder`): views and controllers, each
/// naming the next one (a view its superview, a controller its parent).
@preconcurrency @MainActor open class UIResponder {
    /// The next responder in the chain (nil: the end).
    open var next: UIResponder? { nil }
    /// A responder.
    public init() {}
    /// Whether the responder is the first responder (never here: nothing is being edited).
    open var isFirstResponder: Bool { false }
    /// Asks to become the first responder (refused here: nothing is edited in a still picture).
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up being the first responder.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// A UIKit view (UIKit's `UIView`): its frame, colours and subviews, held; never drawn here.
@preconcurrency @MainActor open class UIView: UIResponder {
    /// The view's frame and bounds, in points.
    open var frame: CGRect
    /// The view's bounds: its frame's size at the origin.
    open var bounds: CGRect { get { CGRect(origin: .zero, size: frame.size) } set { frame.size = newValue.size } }
    /// Appearance, held.
    open var backgroundColor: UIColor?
    /// The view's opacity, 0…1.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// The tint of the view's controls.
    open var tintColor: UIColor! = .systemBlue
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// Whether the view draws every pixel.
    open var isOpaque = true
    /// Whether Auto Layout constraints come from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view's content meets its bounds.
    open var contentMode: ContentMode = .scaleToFill
    /// A number to find the view by.
    open var tag = 0
    /// Runs `animations` at once and then `completion` with `true`: a picture shows where an animation ends
    /// (UIKit's `UIView.animate`).
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Runs `animations` at once (a picture shows where an animation ends).
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
    /// Runs `animations` at once and then `completion` (a spring's end).
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// How a view animation runs (UIKit's `UIView.AnimationOptions`).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The options of a view animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1), beginFromCurrentState = AnimationOptions(rawValue: 1 << 2),
                          `repeat` = AnimationOptions(rawValue: 1 << 3), autoreverse = AnimationOptions(rawValue: 1 << 4),
                          curveEaseInOut = AnimationOptions(rawValue: 0), curveEaseIn = AnimationOptions(rawValue: 1 << 16),
                          curveEaseOut = AnimationOptions(rawValue: 2 << 16), curveLinear = AnimationOptions(rawValue: 3 << 16),
                          transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
    /// The proxy whose properties set every view of this class's look (held, not drawn: see
    /// UIAppearance.swift). Each subclass that apps configure gives its own type.
    open class func appearance() -> UIView { AppearanceProxies.proxy(UIView.self) { UIView() } }
    /// The proxy for views of this class inside views of `containerTypes` (held, not drawn).
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIView {
        AppearanceProxies.contained(self, in: containerTypes)
    }
    /// The class of the view's layer (a subclass's `override class var layerClass`).
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's layer, of `layerClass` (made when first asked for).
    public var layer: CALayer {
        if let made = madeLayer { return made }
        let made = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        made.frame = bounds
        madeLayer = made
        return made
    }
    private var madeLayer: CALayer?
    /// The priorities set per axis (horizontal, vertical), UIKit's defaults until set.
    private var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    private var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// The view's subviews and superview.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?

    /// How a view's content meets its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }
    /// "No intrinsic size" along an axis.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// A view with `frame`.
    public init(frame: CGRect) { self.frame = frame; super.init() }
    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }
    /// Views are not decoded from archives here.
    public required init?(coder: NSCoder) { return nil }
    /// Its superview, next in the responder chain.
    override open var next: UIResponder? { superview }

    /// Adds `view` as the last subview.
    open func addSubview(_ view: UIView) { view.removeFromSuperview(); subviews.append(view); view.superview = self }
    /// Removes the view from its superview.
    open func removeFromSuperview() { superview?.subviews.removeAll { $0 === self }; superview = nil }
    /// Lays out subviews (override; never called here).
    open func layoutSubviews() {}
    /// Asks for a layout pass (none runs here).
    open func setNeedsLayout() {}
    /// Lays out now (nothing to do here).
    open func layoutIfNeeded() {}
    /// Asks for a redraw (none runs here).
    open func setNeedsDisplay() {}
    /// Draws the view (override; never called here).
    open func draw(_ rect: CGRect) {}
    /// Called when the view moves to a superview.
    open func didMoveToSuperview() {}
    /// Called when the view moves to a window.
    open func didMoveToWindow() {}
    /// The size the view wants for `size`.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    /// The size the view wants by itself.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// The window the view is in: nil, as a view a representable makes is not put in one here (it is
    /// drawn as a labelled placeholder).
    open var window: UIWindow? { nil }
    /// Notes how strongly the view keeps its size from shrinking along `axis` (no Auto Layout here).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistance[axis.rawValue] = priority
    }
    /// Notes how strongly the view keeps its size from growing along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis.rawValue] = priority
    }
    /// How strongly the view keeps its size from shrinking along `axis`.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis.rawValue]
    }
    /// How strongly the view keeps its size from growing along `axis`.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis.rawValue] }
}

/// A UIKit view controller (UIKit's `UIViewController`): its view and presentation calls, held.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    /// The controller's view.
    open var view: UIView! = UIView()
    /// The controller presented over this one, and its parent and children.
    public private(set) var presentedViewController: UIViewController?
    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?
    /// The controller's children.
    public private(set) var children: [UIViewController] = []
    /// How the controller is presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How the controller comes and goes when presented modally.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Its parent, next in the responder chain.
    override open var next: UIResponder? { parent }
    /// The size the controller prefers in a popover or sheet.
    open var preferredContentSize: CGSize = .zero
    /// The controller's title.
    open var title: String?
    /// What the controller puts in a navigation bar (its title and back button), held.
    public let navigationItem = UINavigationItem()
    /// The navigation controller this controller is in (an ancestor's), if any.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
    /// The orientations the controller supports (override; the picture's device decides here).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller rotates with the device (override).
    open var shouldAutorotate: Bool { true }
    /// Whether the status bar is hidden over the controller (override; the status bar is not drawn).
    open var prefersStatusBarHidden: Bool { false }

    /// A controller.
    public init(nibName: String? = nil, bundle: Bundle? = nil) { super.init() }
    /// Controllers are not decoded from archives here.
    public required init?(coder: NSCoder) { return nil }

    /// Called once the view exists (override).
    open func viewDidLoad() {}
    /// Called around the view's appearance (override; never called here).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears (override; never called here).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears (override; never called here).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappears (override; never called here).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called after the view lays out its subviews (override; never called here).
    open func viewDidLayoutSubviews() {}
    /// Presents `controller` (noted; never drawn here).
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        completion?()
    }
    /// Dismisses the presented controller.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { presentedViewController = nil; completion?() }
    /// Adds a child controller.
    open func addChild(_ child: UIViewController) { children.append(child); child.parent = self }
    /// Removes this controller from its parent.
    open func removeFromParent() { parent?.children.removeAll { $0 === self }; parent = nil }
    /// Called when the controller moves to a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// Called before the controller moves to a parent.
    open func willMove(toParent parent: UIViewController?) {}
}

/// How a presented controller comes and goes (UIKit's `UIModalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// How a controller is presented (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2, none = -1, fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
}

/// A controller showing a SwiftUI view (SwiftUI's `UIHostingController`): its root view, held.
@preconcurrency @MainActor open class UIHostingController<Content: View>: UIViewController {
    /// The view it shows.
    public var rootView: Content
    /// A controller showing `rootView`.
    public init(rootView: Content) { self.rootView = rootView; super.init() }
    /// Controllers are not decoded from archives here.
    public required init?(coder: NSCoder) { return nil }
}

/// A label (UIKit's `UILabel`).
@preconcurrency @MainActor open class UILabel: UIView {
    /// The label's text.
    open var text: String?
    /// The label's font.
    open var font: UIFont = .systemFont(ofSize: 17)
    /// The label's text colour.
    open var textColor: UIColor = .label
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown (0: any).
    open var numberOfLines = 1
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
}

/// A text field (UIKit's `UITextField`).
@preconcurrency @MainActor open class UITextField: UIView {
    /// The field's text.
    open var text: String?
    /// The text shown while empty.
    open var placeholder: String?
    /// The text's font.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The text's colour.
    open var textColor: UIColor? = .label
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The keyboard the field shows.
    open var keyboardType: UIKeyboardType = .default
    /// Whether the text shows as dots.
    open var isSecureTextEntry = false
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// How words are capitalised as typed.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is autocorrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// What the text is, for autofill.
    open var textContentType: UITextContentType!
    /// The field's delegate.
    open weak var delegate: UITextFieldDelegate?
    /// Gives up the keyboard focus (there is none here).
    @discardableResult override open func resignFirstResponder() -> Bool { true }
    /// Takes the keyboard focus (none is drawn here).
    @discardableResult override open func becomeFirstResponder() -> Bool { true }
}

/// A scrolling text area (UIKit's `UITextView`).
@preconcurrency @MainActor open class UITextView: UIView {
    /// The view's text.
    open var text: String! = ""
    /// The text's font.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The text's colour.
    open var textColor: UIColor? = .label
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited.
    open var isEditable = true
    /// Whether the text can be selected.
    open var isSelectable = true
    /// Whether the view scrolls.
    open var isScrollEnabled = true
    /// The space around the text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The keyboard the view shows.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// How words are capitalised as typed.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is autocorrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether two hyphens become a dash.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether straight quotes become curly ones.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether spelling is checked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The text view's delegate.
    open weak var delegate: UITextViewDelegate?
    /// Gives up the keyboard focus (there is none here).
    @discardableResult override open func resignFirstResponder() -> Bool { true }
    /// Takes the keyboard focus (none is drawn here).
    @discardableResult override open func becomeFirstResponder() -> Bool { true }
}

/// The return key's title (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// Whether typing is autocorrected (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// Whether two hyphens become a dash (UIKit's `UITextSmartDashesType`).
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
/// Whether straight quotes become curly ones (UIKit's `UITextSmartQuotesType`).
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
/// Whether spelling is checked (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// How strongly a view keeps its size against a constraint (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// A priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// The usual priorities.
    public static let required = UILayoutPriority(1000), defaultHigh = UILayoutPriority(750),
                      defaultLow = UILayoutPriority(250), fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

/// Auto Layout's namespace (UIKit's `NSLayoutConstraint`), for its axis.
public enum NSLayoutConstraint {
    /// An axis of a view's size (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

/// A scroll view (UIKit's `UIScrollView`).
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// The size of what scrolls.
    open var contentSize: CGSize = .zero
    /// How far the content is scrolled.
    open var contentOffset: CGPoint = .zero
    /// Whether scrolling stops on pages.
    open var isPagingEnabled = false
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// The scroll view's delegate.
    open weak var delegate: UIScrollViewDelegate?
}

/// A picture view (UIKit's `UIImageView`).
@preconcurrency @MainActor open class UIImageView: UIView {
    /// The picture shown.
    open var image: UIImage?
    /// A view showing `image`.
    public init(image: UIImage?) { self.image = image; super.init(frame: .zero) }
    /// A view with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Views are not decoded from archives here.
    public required init?(coder: NSCoder) { return nil }
}

/// UIKit's spinner (`UIActivityIndicatorView`).
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// Its sizes.
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    /// The spinner's size.
    open var style: Style
    /// The spinner's colour.
    open var color: UIColor = .secondaryLabel
    /// Whether the spinner hides when stopped.
    open var hidesWhenStopped = true
    /// Whether the spinner spins.
    public private(set) var isAnimating = false
    /// A spinner of `style`.
    public init(style: Style = .medium) { self.style = style; super.init(frame: .zero) }
    /// Views are not decoded from archives here.
    public required init?(coder: NSCoder) { return nil }
    /// Starts the spinner (noted).
    open func startAnimating() { isAnimating = true }
    /// Stops the spinner (noted).
    open func stopAnimating() { isAnimating = false }
}

/// A visual effect (UIKit's `UIVisualEffect`).
open class UIVisualEffect {}
/// A blur (UIKit's `UIBlurEffect`).
open class UIBlurEffect: UIVisualEffect {
    /// The blurs.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial,
             systemThickMaterial, systemChromeMaterial, systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight,
             systemThickMaterialLight, systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark,
             systemThickMaterialDark, systemChromeMaterialDark
    }
    /// The blur's style.
    public let style: Style
    /// A blur of `style`.
    public init(style: Style) { self.style = style }
}
/// A view showing an effect (UIKit's `UIVisualEffectView`).
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    /// The effect shown (not drawn: UIKit views are placeholders here).
    open var effect: UIVisualEffect?
    /// The view's content view.
    public let contentView = UIView()
    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) { self.effect = effect; super.init(frame: .zero) }
    /// Views are not decoded from archives here.
    public required init?(coder: NSCoder) { return nil }
}

/// The page dots (UIKit's `UIPageControl`).
@preconcurrency @MainActor open class UIPageControl: UIView {
    /// How many dots.
    open var numberOfPages = 0
    /// The page shown.
    open var currentPage = 0
    /// The other pages' dots' colour.
    open var pageIndicatorTintColor: UIColor?
    /// The page shown.
    open var currentPageIndicatorTintColor: UIColor?
}

/// The photo picker (UIKit's `UIImagePickerController`).
@preconcurrency @MainActor open class UIImagePickerController: UIViewController {
    /// Where pictures come from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// What a picked picture's information holds.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The original and edited pictures.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage"),
                          editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }
    /// Where pictures come from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether a picked picture can be cropped.
    open var allowsEditing = false
    /// The picker's delegate.
    open weak var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Whether `sourceType` is available: none is here.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}

/// How text is aligned in UIKit's text views (`NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// UIKit's delegate protocols that coordinators adopt (their methods are the coordinator's own here).
public protocol UITextFieldDelegate: AnyObject {}
/// A text view's delegate (UIKit's `UITextViewDelegate`).
public protocol UITextViewDelegate: AnyObject {}
/// A scroll view's delegate (UIKit's `UIScrollViewDelegate`).
public protocol UIScrollViewDelegate: AnyObject {}
/// A gesture recogniser's delegate (UIKit's `UIGestureRecognizerDelegate`).
public protocol UIGestureRecognizerDelegate: AnyObject {}
/// A navigation controller's delegate (UIKit's `UINavigationControllerDelegate`).
public protocol UINavigationControllerDelegate: AnyObject {}
/// A photo picker's delegate (UIKit's `UIImagePickerControllerDelegate`).
public protocol UIImagePickerControllerDelegate: AnyObject {}
/// A presentation's delegate (UIKit's `UIAdaptivePresentationControllerDelegate`).
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {}

/// A UIKit view shown by SwiftUI (SwiftUI's `UIViewRepresentable`). SheetshotUI cannot run UIKit: the view
/// is drawn as a labelled placeholder the size layout gives it (the size offered; 120 × 44 points where a
/// dimension is not), named in the layout dump and in a warning — `makeUIView` is never called.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The coordinator's type (nothing by default).
    associatedtype Coordinator = Void
    /// What `makeUIView` and `updateUIView` are given.
    typealias Context = UIViewRepresentableContext<Self>
    /// Makes the UIKit view.
    func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view from the representable's values.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// Tears the view down (nothing to do here).
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// The size the view takes: the offered one.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

/// What a representable's methods are given (SwiftUI's `UIViewRepresentableContext`).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction: Transaction
}

/// A UIKit view controller shown by SwiftUI (SwiftUI's `UIViewControllerRepresentable`): drawn as a
/// labelled placeholder, as `UIViewRepresentable` is.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The coordinator's type (nothing by default).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the controller.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// Tears the controller down (nothing to do here).
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

/// What a controller representable's methods are given (SwiftUI's `UIViewControllerRepresentableContext`).
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction: Transaction
}

/// The placeholder a representable is drawn as.
enum RepresentablePlaceholder {
    /// Side lengths where the layout offers none.
    static let idealSize = Size(120, 44)

    @MainActor static func nodes(for type: Any.Type, kind: String, in context: ViewContext) -> [Node] {
        let name = String(describing: type)
        return nodes(label: name, kind: "\(kind)(\(name))",
                     warning: "\(name) is a \(kind): SheetshotUI cannot run UIKit, so it is drawn as a labelled placeholder", in: context)
    }

    /// A placeholder showing `label`, its node named `kind` in the layout dump, with `warning` noted.
    @MainActor static func nodes(label: String, kind: String, warning: String, in context: ViewContext) -> [Node] {
        context.diagnostics.warn(warning)
        let env = context.environment
        let fill = UIColor.systemGray6.resolved(in: env), ink = UIColor.systemGray.resolved(in: env)
        let text = Widgets.Text(label, size: 13, weight: .medium, color: .color(ink), lineLimit: 2)
        return [RepresentableNode(kind: kind, fill: fill, border: ink, label: text)]
    }
}

/// A representable's placeholder: it takes the size offered, filled grey with a dashed border and the
/// representable's name in the middle.
final class RepresentableNode: Node {
    let kindName: String, fill: CanvasColor, border: CanvasColor
    init(kind: String, fill: CanvasColor, border: CanvasColor, label: Node) {
        kindName = kind; self.fill = fill; self.border = border
        super.init(children: [label])
    }
    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        let w = proposal.width.map { $0.isFinite ? max(0, $0) : RepresentablePlaceholder.idealSize.width } ?? RepresentablePlaceholder.idealSize.width
        let h = proposal.height.map { $0.isFinite ? max(0, $0) : RepresentablePlaceholder.idealSize.height } ?? RepresentablePlaceholder.idealSize.height
        return Size(w, h)
    }
    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let inner = ProposedSize(width: max(0, bounds.width - 8), height: max(0, bounds.height - 8))
        let size = children[0].sizeThatFits(inner, in: environment)
        children[0].place(in: Alignment.center.rect(of: size, in: bounds, environment), proposal: inner, environment: environment)
    }
    override func drawContent(on canvas: Canvas, environment: Widgets.Environment) {
        guard frame.width > 0, frame.height > 0 else { return }
        canvas.fill(CanvasPath(rect: frame), with: .solid(fill))
        canvas.stroke(CanvasPath(rect: frame.insetBy(0.5)), with: .solid(border), style: CanvasStrokeStyle(width: 1, dash: [4, 3]))
    }
    override var kind: String { kindName }
}

/// What a view controller puts in a navigation bar (UIKit's `UINavigationItem`): held, not drawn — a SwiftUI
/// screen's bar is drawn from its own modifiers.
@preconcurrency @MainActor open class UINavigationItem {
    /// The title.
    open var title: String?
    /// The back button's title.
    open var backButtonTitle: String?
    /// How the back button shows its title.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// How the large title shows.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The bar's look for this item (nil: the bar's own).
    open var standardAppearance: UINavigationBarAppearance?, scrollEdgeAppearance: UINavigationBarAppearance?,
             compactAppearance: UINavigationBarAppearance?
    /// An item titled `title`.
    public init(title: String = "") { self.title = title.isEmpty ? nil : title }
    /// How the back button shows its title (UIKit's `UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    /// How the title shows (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
}

/// A stack of view controllers (UIKit's `UINavigationController`): the stack is kept (pushes and pops
/// happen at once); a picture shows the SwiftUI view it is drawn from.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    /// The controllers on the stack, the root first.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers where controller.parent !== self { addChild(controller) } }
    }
    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: a presented one, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false
    /// The bar.
    public let navigationBar = UINavigationBar()
    /// A stack with `rootViewController` at its root.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        addChild(rootViewController)
    }
    /// An empty stack.
    public override init(nibName: String? = nil, bundle: Bundle? = nil) { super.init(nibName: nibName, bundle: bundle) }
    /// A stack decoded from an archive (none is read here).
    public required init?(coder: NSCoder) { return nil }
    /// Pushes `controller` (at once).
    open func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
    /// Pops the top controller (at once), returning it.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }
    /// Pops back to the root.
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }
    /// Sets the stack.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) { viewControllers = controllers }
    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// What VoiceOver and the accessibility settings are (UIKit's `UIAccessibility`): a picture is drawn with
/// no assistive technology running and no setting changed, as the simulator starts.
public enum UIAccessibility {
    /// Whether VoiceOver is running.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Differentiate Without Color is on.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether Switch Control is running.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Increase Contrast (Darker System Colors) is on.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Invert Colors is on.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Grayscale is on.
    public static var isGrayscaleEnabled: Bool { false }
    /// Announces or moves VoiceOver (no one listens in a picture).
    public static func post(notification: Notification, argument: Any?) {}
    /// What can be posted to VoiceOver.
    public struct Notification: Hashable, Sendable {
        let name: String
        /// An announcement, a new screen, a changed layout, a scrolled page.
        public static let announcement = Notification(name: "announcement"), screenChanged = Notification(name: "screenChanged"),
                          layoutChanged = Notification(name: "layoutChanged"), pageScrolled = Notification(name: "pageScrolled")
    }
    /// The names of the settings' change notifications (never posted here).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes (never, here).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
