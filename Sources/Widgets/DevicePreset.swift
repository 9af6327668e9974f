// Widgets: the retained view tree, layout pass, environment and hit testing.
// It starts with the device presets every layer above needs: a screen size in points, a display scale
// and the safe-area insets (REFERENCE.md §5).
import Canvas

/// A device's screen: size in points, display scale and safe-area insets, in one orientation.
public struct DevicePreset: Hashable, Sendable {
    /// The identifier used on the command line (`iphone15pro`, `ipad-landscape`, …).
    public var name: String
    /// The screen size in points.
    public var size: Size
    /// Pixels per point (2 or 3).
    public var scale: Double
    /// Insets of the area not covered by the status bar, notch, home indicator or rounded corners.
    public var safeArea: EdgeInsets

    /// Creates a preset.
    public init(name: String, size: Size, scale: Double, safeArea: EdgeInsets) {
        self.name = name; self.size = size; self.scale = scale; self.safeArea = safeArea
    }

    /// The screen size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    /// The same device turned to landscape: sides swapped; on notched phones the safe area moves to the
    /// sides (the portrait top inset each side) with 21 pt at the bottom; otherwise top and bottom stay.
    public var landscape: DevicePreset {
        let notched = safeArea.bottom > 0 && safeArea.top > 24
        let inset = notched
            ? EdgeInsets(top: 0, left: safeArea.top, bottom: 21, right: safeArea.top)
            : safeArea
        return DevicePreset(name: name + "-landscape", size: Size(size.height, size.width), scale: scale, safeArea: inset)
    }

    /// iPhone SE (2nd and 3rd generation): 375 × 667 pt at 2×, a 20-point status bar, no home indicator.
    public static let iPhoneSE = DevicePreset(name: "iphonese", size: Size(375, 667), scale: 2, safeArea: EdgeInsets(top: 20, bottom: 0))
    /// iPhone 13: 390 × 844 pt at 3×, a 47-point top and 34-point bottom safe area.
    public static let iPhone13 = DevicePreset(name: "iphone13", size: Size(390, 844), scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34))
    /// iPhone 15 Pro (Dynamic Island): 393 × 852 pt at 3×, a 59-point top and 34-point bottom safe area.
    public static let iPhone15Pro = DevicePreset(name: "iphone15pro", size: Size(393, 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34))
    /// iPhone 15 Pro Max: 430 × 932 pt at 3×, a 59-point top and 34-point bottom safe area.
    public static let iPhone15ProMax = DevicePreset(name: "iphone15promax", size: Size(430, 932), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34))
    /// iPad (10th generation), portrait: 820 × 1180 pt at 2×, a 24-point top and 20-point bottom safe area.
    public static let iPad10 = DevicePreset(name: "ipad", size: Size(820, 1180), scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20))

    /// Every preset in portrait, then in landscape.
    public static let all: [DevicePreset] = {
        let portrait = [iPhoneSE, iPhone13, iPhone15Pro, iPhone15ProMax, iPad10]
        return portrait + portrait.map(\.landscape)
    }()

    /// The preset with this name (case-insensitive; `iphone14` is an alias of `iphone13`).
    public static func named(_ name: String) -> DevicePreset? {
        let key = name.lowercased().replacingOccurrences(of: "iphone14", with: "iphone13")
        return all.first { $0.name == key }
    }
}
