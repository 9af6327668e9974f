import Widgets

// The few UIKit facts SwiftUI sheet code reads — the screen's bounds, the device's idiom — answered for the
// device being rendered, so `UIScreen.main.bounds.height` in a body is the height of the picture's device,
// never the machine's. The device is not a global: a body reads it from the environment it is built in, and
// an action a session runs (a tap's, an `onAppear`) from the task-local value the session binds around it.

/// The device a view is being built for, or an action run for (iPhone 15 Pro anywhere else).
@MainActor enum RenderingDevice {
    /// The device bound around the work running now outside a build (a session's actions).
    @TaskLocal static var bound: DevicePreset?

    /// The device of the view being built, else the one bound around the running action, else iPhone 15 Pro.
    static var current: DevicePreset { ViewContext.current?.environment.renderingDevice ?? bound ?? .iPhone15Pro }
}

/// The screen (UIKit's `UIScreen`): the device being rendered.
@preconcurrency @MainActor public final class UIScreen {
    private let device: DevicePreset
    private init(device: DevicePreset) { self.device = device }

    /// The screen of the device being rendered.
    public static var main: UIScreen { UIScreen(device: RenderingDevice.current) }
    /// The screen's bounds in points.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: device.size.width, height: device.size.height) }
    /// Pixels per point.
    public var scale: CGFloat { device.scale }
    /// The bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale) }
    /// Pixels per point of the panel.
    public var nativeScale: CGFloat { device.scale }
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// The device (UIKit's `UIDevice`): the one being rendered.
@preconcurrency @MainActor public final class UIDevice {
    private let device: DevicePreset
    private init(device: DevicePreset) { self.device = device }

    /// The device being rendered.
    public static var current: UIDevice { UIDevice(device: RenderingDevice.current) }
    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.size.width >= 600 && device.size.height >= 600 ? .pad : .phone }
    /// "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The operating system's name.
    public var systemName: String { "iOS" }
    /// The system version Sheetshot draws (iOS 17's look).
    public var systemVersion: String { "17.0" }
    /// The device's name.
    public var name: String { model }
    /// How the device is held: portrait, or landscape (left) when the device rendered is wider than tall.
    public var orientation: UIDeviceOrientation { device.size.width > device.size.height ? .landscapeLeft : .portrait }
    /// Orientation notifications are not sent here (the device does not turn while rendered).
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// See `beginGeneratingDeviceOrientationNotifications()`.
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Posted when the device turns (never, here).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// How a device is held (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// Held upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Held on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Flat, face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// A size class (SwiftUI's `UserInterfaceSizeClass`): iPhone portrait is compact wide and regular tall,
/// iPad regular both ways.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
