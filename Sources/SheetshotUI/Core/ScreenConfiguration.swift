import Foundation
import Widgets

/// Where and how a view is rendered: the device whose screen it fills, the colour scheme, Dynamic Type
/// size, layout direction and locale it is built in, and the pixels per point it is drawn at.
///
/// One value stands for the appearance parameters every rendering entry point takes, so a set of them can be
/// kept, named and varied (`ScreenConfiguration.variants`):
///
/// ```swift
/// let dark = ScreenConfiguration(device: .iPhoneSE, colorScheme: .dark, dynamicTypeSize: .accessibility1)
/// let picture = try ViewRenderer.render(OrderScreen(), in: dark)
/// try assertSnapshot(of: OrderScreen(), as: .image(in: dark))
/// ```
public struct ScreenConfiguration: Hashable, Sendable {
    /// The device whose screen the view fills (its size, safe area and scale).
    public var device: DevicePreset
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The text size the reader chose.
    public var dynamicTypeSize: DynamicTypeSize
    /// Left to right, or right to left.
    public var layoutDirection: LayoutDirection
    /// The locale text is formatted and localised strings are looked up in (nil: en_US, SheetshotUI's default).
    public var locale: Locale?
    /// Pixels per point (nil: the device's; 1 keeps references small).
    public var scale: Double?
    /// The contrast the reader asked for (Increase Contrast): with `.increased`, system colours take their
    /// increased-contrast values, as `\.colorSchemeContrast` then reads.
    public var colorSchemeContrast: ColorSchemeContrast = .standard

    /// A configuration; each default is iOS's own.
    public init(device: DevicePreset = .iPhone15Pro, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
                layoutDirection: LayoutDirection = .leftToRight, locale: Locale? = nil, scale: Double? = nil,
                colorSchemeContrast: ColorSchemeContrast = .standard) {
        self.device = device
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.scale = scale
        self.colorSchemeContrast = colorSchemeContrast
    }

    /// A short name of what differs from iOS's defaults, for file names: the device, then `dark`, `hc`
    /// (increased contrast), the Dynamic Type size, `rtl`, the locale's identifier and the scale where they
    /// are not the defaults (`iphonese`, `iphone15pro-dark-ax3-rtl`, `ipad-landscape-fr_FR-1x`).
    public var name: String {
        var parts = [device.name]
        if colorScheme == .dark { parts.append("dark") }
        if colorSchemeContrast == .increased { parts.append("hc") }
        if dynamicTypeSize != .large { parts.append(dynamicTypeSize.shortName) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if let locale { parts.append(locale.identifier) }
        if let scale { parts.append(scale == scale.rounded() && abs(scale) < 1e6 ? "\(Int(scale))x" : "\(scale)x") }
        return parts.joined(separator: "-")
    }
}

extension ScreenConfiguration {
    /// The configuration an entry point's `on device:` form names (its other parameters, iOS's defaults).
    init(_ device: DevicePreset, _ colorScheme: ColorScheme, _ dynamicTypeSize: DynamicTypeSize, _ layoutDirection: LayoutDirection,
         _ scale: Double? = nil) {
        self.init(device: device, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, scale: scale)
    }

    /// The configuration at the device's own scale: what a layout or accessibility dump is made in (its
    /// frames are in points, whatever scale a picture would be drawn at).
    var inPoints: ScreenConfiguration {
        var configuration = self
        configuration.scale = nil
        return configuration
    }
}

extension DynamicTypeSize {
    /// The size as a file name part: `xs`, `s`, `m`, `l`, `xl`, `xxl`, `xxxl`, `ax1` … `ax5`.
    var shortName: String {
        switch self {
        case .xSmall: "xs"
        case .small: "s"
        case .medium: "m"
        case .large: "l"
        case .xLarge: "xl"
        case .xxLarge: "xxl"
        case .xxxLarge: "xxxl"
        case .accessibility1: "ax1"
        case .accessibility2: "ax2"
        case .accessibility3: "ax3"
        case .accessibility4: "ax4"
        case .accessibility5: "ax5"
        }
    }
}
