import Foundation

// The application's and the keyboard's keys and notifications, as app delegates and keyboard-aware views name
// them: they compile, and are never posted here (nothing launches, no keyboard rises in a picture).

extension UIApplication {
    /// What the app was launched for (UIKit's `UIApplication.LaunchOptionsKey`), as an app delegate's
    /// `application(_:didFinishLaunchingWithOptions:)` receives it — never called here.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key as UIKit spells it.
        public let rawValue: String
        /// The key spelled `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The key spelled `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A URL the app was opened with.
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        /// The app that opened it.
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification.
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A location event.
        public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
        /// A Home Screen quick action.
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        /// A user activity's type.
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
        /// A user activity.
        public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityKey")
    }
    /// Options for opening a URL (UIKit's `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key as UIKit spells it.
        public let rawValue: String
        /// The key spelled `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// Posted when the app becomes active (never here).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (never here).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background (never here).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come to the foreground (never here).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app has launched (never here).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app is about to end (never here).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when memory runs low (never here).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user takes a screenshot (never here).
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

extension UIResponder {
    /// Posted before the keyboard rises (never here: no keyboard rises in a picture).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard has risen (never here).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes (never here).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard has gone (never here).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (never here).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted when the keyboard's frame has changed (never here).
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's frame before the change, in a keyboard notification's user info.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's animation lasts.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIResponder: Hashable {
    /// Responders are equal when they are the same object (as `NSObject`'s `isEqual` compares them): an app
    /// finds its page's controller with `controllers.firstIndex(of: viewController)`.
    nonisolated public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
