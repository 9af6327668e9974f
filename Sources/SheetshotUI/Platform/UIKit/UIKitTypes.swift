import Canvas
import Widgets

// UIKit's types that SwiftUI files name through `import SwiftUI` or `import UIKit`: the application and its
// windows (answering for the device being rendered), insets and corners, Bézier paths for clip shapes,
// images and fonts. None of them draws by itself; what SwiftUI draws with them is SwiftUI's.

/// Distances inset from each side, top, left, bottom and right (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    /// The insets, in points.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// Insets on each side.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Distances inset from each side, leading and trailing following the layout direction (UIKit's
/// `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The insets, in points.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    /// Insets on each side.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension EdgeInsets {
    /// The same insets as UIKit's `insets` (SwiftUI's `EdgeInsets(_:)`).
    public init(_ insets: NSDirectionalEdgeInsets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}

/// A scene of the application (UIKit's `UIScene`).
@preconcurrency @MainActor open class UIScene: Hashable {
    nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    init() {}
    /// Whether the scene is on screen and taking events: always, for the scene a picture is drawn in.
    open var activationState: ActivationState { .foregroundActive }
    /// Where a scene is in its life (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
}

/// The scene of the device's one window (UIKit's `UIWindowScene`).
@preconcurrency @MainActor public final class UIWindowScene: UIScene {
    /// Its window.
    public var windows: [UIWindow] { [UIWindow(device: RenderingDevice.current)] }
    /// Its window, which is the key window.
    public var keyWindow: UIWindow? { windows.first }
    /// The screen it is on.
    public var screen: UIScreen { UIScreen.main }
}

/// The device's window (UIKit's `UIWindow`): the screen of the device being rendered, with its safe area.
/// A window an app makes itself (`UIWindow(windowScene:)`, an overlay for toasts) keeps what is set on it;
/// it is never drawn (what SwiftUI draws is the view being rendered).
@preconcurrency @MainActor public final class UIWindow {
    private let device: DevicePreset
    init(device: DevicePreset) { self.device = device }
    /// A window of `windowScene` (the device's).
    public init(windowScene: UIWindowScene) { device = RenderingDevice.current }
    /// Whether the window is hidden.
    public var isHidden = false
    /// Whether the window takes touches.
    public var isUserInteractionEnabled = true
    /// The controller of the window's content.
    public var rootViewController: UIViewController?
    /// The window's background colour.
    public var backgroundColor: UIColor?
    /// The appearance the window's content is forced into (held: a picture's colour scheme is the one it is
    /// rendered in).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Where the window stacks among windows.
    public var windowLevel = UIWindow.Level.normal
    /// Makes the window key and shows it.
    public func makeKeyAndVisible() { isHidden = false }
    /// A window's level (UIKit's `UIWindow.Level`).
    public struct Level: Hashable, Sendable, RawRepresentable {
        /// The level, as a number.
        public var rawValue: CGFloat
        /// A level from a number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows; alerts'; the status bar's.
        public static let normal = Level(rawValue: 0), alert = Level(rawValue: 2000), statusBar = Level(rawValue: 1000)
        /// A level above `level` by `offset`.
        public static func + (level: Level, offset: CGFloat) -> Level { Level(rawValue: level.rawValue + offset) }
    }
    /// The window's bounds: the screen's, in points.
    public var bounds: CGRect { UIScreen.main.bounds }
    /// The frame: the screen's bounds.
    public var frame: CGRect { bounds }
    /// The device's safe area insets (status bar or island above, home indicator below).
    public var safeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: device.safeArea.top, left: device.safeArea.left, bottom: device.safeArea.bottom, right: device.safeArea.right)
    }
    /// Always the key window.
    public var isKeyWindow: Bool { true }
    /// The scene it belongs to.
    public var windowScene: UIWindowScene? { UIWindowScene() }
    /// The screen it is on.
    public var screen: UIScreen { UIScreen.main }
}

/// A session of a scene (UIKit's `UISceneSession`).
@preconcurrency @MainActor public final class UISceneSession {
    /// What a scene is for (UIKit's `UISceneSession.Role`).
    public struct Role: Hashable, Sendable, RawRepresentable {
        /// The role's name.
        public var rawValue: String
        /// A role of that name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    /// The session's role.
    public let role: Role = .windowApplication
    /// A session.
    public init() {}
}

extension UIScene {
    /// What a scene is connected with (UIKit's `UIScene.ConnectionOptions`).
    public final class ConnectionOptions {
        /// No options.
        public init() {}
    }
}

/// How a scene is made (UIKit's `UISceneConfiguration`).
@preconcurrency @MainActor public final class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it makes scenes for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    public var delegateClass: AnyClass?
    /// A configuration named `name` for `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) { self.name = name; role = sessionRole }
}

/// The application's delegate (UIKit's `UIApplicationDelegate`): never called here (there is no app
/// launching, only views rendered).
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {}

/// A scene's delegate (UIKit's `UISceneDelegate`): never called here.
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`): never called here.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// The application (UIKit's `UIApplication`): one window on the device being rendered.
@preconcurrency @MainActor public final class UIApplication {
    private init() {}
    /// The application.
    public static var shared: UIApplication { UIApplication() }
    /// Its window.
    public var windows: [UIWindow] { [UIWindow(device: RenderingDevice.current)] }
    /// Its key window.
    public var keyWindow: UIWindow? { windows.first }
    /// Its one scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene()] }
    /// The badge on the app's icon (kept, never shown).
    public var applicationIconBadgeNumber = 0
    /// Whether `url` could be opened: links are never followed here.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// Opening a URL does nothing here (nothing leaves the rendering).
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
    /// Ending a scene's session does nothing here.
    public func requestSceneSessionDestruction(_ session: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((Error) -> Void)? = nil) {}
    /// The settings URL string.
    public static let openSettingsURLString = "app-settings:"
}

/// How a scene's session is ended (UIKit's `UISceneDestructionRequestOptions`).
public final class UISceneDestructionRequestOptions {
    /// Default options.
    public init() {}
}

/// Corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Each corner.
    public static let topLeft = UIRectCorner(rawValue: 1), topRight = UIRectCorner(rawValue: 2),
                      bottomLeft = UIRectCorner(rawValue: 4), bottomRight = UIRectCorner(rawValue: 8)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path as Core Graphics holds one (`CGPath`): what `UIBezierPath.cgPath` gives and `Path(_:)` takes.
public struct CGPath: Sendable {
    let path: CanvasPath
}

extension Path {
    /// The path `cgPath` holds.
    public init(_ cgPath: CGPath) { self.init(cgPath.path) }
}

/// A path built by UIKit's calls (UIKit's `UIBezierPath`), most often a rounded rectangle with some
/// corners rounded, handed to SwiftUI through `cgPath`.
public final class UIBezierPath {
    var path = CanvasPath()
    /// An empty path.
    public init() {}
    /// A rectangle.
    public init(rect: CGRect) { path = CanvasPath(rect: Rect(rect)) }
    /// The oval in `rect`.
    public init(ovalIn rect: CGRect) { path = CanvasPath(ellipseIn: Rect(rect)) }
    /// A rounded rectangle (continuous corners, as UIKit draws them).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = CanvasPath(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), curve: .continuous)
    }
    /// A rectangle with only `corners` rounded, by `cornerRadii.width`.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = Double(cornerRadii.width)
        func radius(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? r : 0 }
        path = CanvasPath(roundedRect: Rect(rect), radii: CornerRadii(topLeft: radius(.topLeft), topRight: radius(.topRight),
                                                                      bottomRight: radius(.bottomRight), bottomLeft: radius(.bottomLeft)),
                          curve: .continuous)
    }
    /// An arc around `center`, `clockwise` meant on the screen (UIKit's y-down sense).
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var p = CanvasPath()
        p.move(to: Point(Double(center.x) + Double(radius) * cos(Double(startAngle)), Double(center.y) + Double(radius) * sin(Double(startAngle))))
        p.arc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: clockwise)
        path = p
    }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: Point(point)) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { path.line(to: Point(point)) }
    /// A quadratic curve to `point`.
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.quad(to: Point(point), control: Point(controlPoint)) }
    /// A cubic curve to `point`.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.cubic(to: Point(point), control1: Point(controlPoint1), control2: Point(controlPoint2))
    }
    /// Closes the current subpath.
    public func close() { path.close() }
    /// The path for `Path(_:)`.
    public var cgPath: CGPath { CGPath(path: path) }
}

/// A font as UIKit describes one (UIKit's `UIFont`), for `Font(_:)`: a text style or a size and weight of
/// the system font (a named font is drawn in the system font, with a warning, as `Font.custom` is).
public struct UIFont: Sendable {
    /// The SwiftUI font it stands for.
    let font: Font
    /// The size in points (at the default Dynamic Type size for a text style).
    public let pointSize: CGFloat

    /// UIKit's text styles.
    public struct TextStyle: Hashable, Sendable {
        let style: Font.TextStyle
        /// The text styles.
        public static let largeTitle = TextStyle(style: .largeTitle), title1 = TextStyle(style: .title), title2 = TextStyle(style: .title2),
                          title3 = TextStyle(style: .title3), headline = TextStyle(style: .headline), subheadline = TextStyle(style: .subheadline),
                          body = TextStyle(style: .body), callout = TextStyle(style: .callout), footnote = TextStyle(style: .footnote),
                          caption1 = TextStyle(style: .caption), caption2 = TextStyle(style: .caption2)
    }
    /// UIKit's font weights.
    public struct Weight: Hashable, Sendable {
        let weight: Font.Weight
        /// The weights.
        public static let ultraLight = Weight(weight: .ultraLight), thin = Weight(weight: .thin), light = Weight(weight: .light),
                          regular = Weight(weight: .regular), medium = Weight(weight: .medium), semibold = Weight(weight: .semibold),
                          bold = Weight(weight: .bold), heavy = Weight(weight: .heavy), black = Weight(weight: .black)
    }

    /// The font of a text style.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.style), pointSize: style.style.pointSizes[DynamicTypeSize.large.rawValue])
    }
    /// The system font at `size` and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.weight), pointSize: size)
    }
    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    /// The italic system font at `size`.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(font: Font.system(size: size).italic(), pointSize: size)
    }
    /// The font named `fontName` at `size` (never nil: drawn in the system font, with a warning).
    public init?(name fontName: String, size: CGFloat) {
        font = .custom(fontName, fixedSize: size); pointSize = size
    }
    init(font: Font, pointSize: CGFloat) { self.font = font; self.pointSize = pointSize }
    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        var copy = font
        copy.size = .fixed(Double(size))
        return UIFont(font: copy, pointSize: size)
    }
}

/// Scales fonts and lengths with Dynamic Type as a text style does (UIKit's `UIFontMetrics`). The size
/// read is the default one (large), where a text style's scaling is 1, so fonts and values keep their
/// sizes; a SwiftUI view scales with the environment's size through `Font` and `@ScaledMetric`.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling is followed.
    let textStyle: UIFont.TextStyle
    /// Metrics following `textStyle`'s scaling.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    /// Metrics following the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    /// `font` scaled for the current Dynamic Type size.
    public func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font` scaled, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `value` scaled for the current Dynamic Type size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

/// The orientations a controller supports (UIKit's `UIInterfaceOrientationMask`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// A mask from option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Single orientations.
    public static let portrait = Self(rawValue: 1 << 1), portraitUpsideDown = Self(rawValue: 1 << 2),
                      landscapeLeft = Self(rawValue: 1 << 4), landscapeRight = Self(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: Self = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: Self = [.portrait, .landscape]
}

extension Font {
    /// The font a UIKit font describes.
    public init(_ font: UIFont) { self = font.font }
}

/// A picture as UIKit holds one (UIKit's `UIImage`): a named picture, a symbol or a PNG file, for
/// `Image(uiImage:)`.
public final class UIImage: @unchecked Sendable {
    let image: Image
    /// The picture `name` among the main bundle's resources (never nil: a missing picture is drawn as a
    /// marked stand-in, with a warning).
    public init?(named name: String) { image = Image(name) }
    /// A UIKit image holding `image`.
    init(holding image: Image) { self.image = image }
    /// The picture `name` in `bundle`.
    public init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) { image = Image(name, bundle: bundle) }
    /// A system symbol.
    public init?(systemName name: String) { image = Image(systemName: name) }
    /// The picture file (PNG or JPEG) at `path`.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        image = Image(contentsOfFile: path)
    }
    /// An empty picture (nothing drawn, no size).
    public init() { image = Image(source: .decoded(nil, scale: 1)) }
    /// The PNG or JPEG in `data`; nil when it is not one (as UIKit gives nil), or larger than the pixel budget.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }
    /// The PNG or JPEG in `data`, at `scale` pixels a point.
    public init?(data: Data, scale: CGFloat) {
        let bytes = [UInt8](data)
        let isJPEG = bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
        guard scale.isFinite, scale > 0, let picture = try? (isJPEG ? CanvasImage(jpegData: bytes) : CanvasImage(pngData: bytes)) else { return nil }
        image = Image(source: .decoded(picture, scale: Double(scale)))
    }
    /// How UIKit draws an image's colours: a template's shape in the tint, an original in its own colours;
    /// automatic as its asset says.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    /// The same picture drawn as `renderingMode` says.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        switch renderingMode {
        case .automatic: return UIImage(holding: image.renderingMode(nil))
        case .alwaysOriginal: return UIImage(holding: image.renderingMode(.original))
        case .alwaysTemplate: return UIImage(holding: image.renderingMode(.template))
        }
    }

    /// The picture's size in points (0 × 0 when it is not a readable picture).
    public var size: CGSize {
        switch image.source {
        case .file(let path):
            guard let picture = try? CanvasImage(contentsOfPictureFile: path) else { return .zero }
            return CGSize(width: picture.width, height: picture.height)
        case .decoded(let picture?, let scale):
            return CGSize(width: Double(picture.width) / scale, height: Double(picture.height) / scale)
        default:
            return .zero
        }
    }
}

extension Image {
    /// The picture a UIKit image holds.
    public init(uiImage: UIImage) { self = uiImage.image }
}

/// UIKit's spelling checker (`UITextChecker`). No dictionary is consulted here, so every word is spelled
/// right: `rangeOfMisspelledWord` finds nothing (`NSNotFound`), the same on every machine.
public final class UITextChecker {
    /// A checker.
    public init() {}
    /// The range of the first misspelled word: none here (location `NSNotFound`).
    public func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
                                      language: String) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }
    /// Suggested spellings: none here.
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }
    /// Completions: none here.
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }
}

/// UIKit's haptic feedback generators: nothing a picture shows (`impactOccurred()` and the rest do nothing).
@preconcurrency @MainActor open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the engine (nothing to do here).
    open func prepare() {}
}
/// An impact (UIKit's `UIImpactFeedbackGenerator`).
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// Impact weights.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) { super.init() }
    /// A generator of medium impacts.
    public override init() { super.init() }
    /// Plays an impact (nothing here).
    open func impactOccurred() {}
    /// Plays an impact of `intensity` (nothing here).
    open func impactOccurred(intensity: CGFloat) {}
}
/// A notification haptic (UIKit's `UINotificationFeedbackGenerator`).
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The notifications.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// Plays a notification (nothing here).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
/// A selection haptic (UIKit's `UISelectionFeedbackGenerator`).
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection change (nothing here).
    open func selectionChanged() {}
}
