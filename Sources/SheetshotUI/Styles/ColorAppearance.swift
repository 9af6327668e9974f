import Canvas
import Widgets

/// What a system colour resolves against besides light and dark: the interface level (a presented sheet's
/// content is elevated, and its dark backgrounds lighter) and the contrast the reader asked for.
struct ColorAppearance: Hashable, Sendable {
    var scheme: ColorScheme
    var level: UserInterfaceLevel = .base
    var contrast: ColorSchemeContrast = .standard

    /// The value of a colour whose light and dark values are `light` and `dark`, and whose other values
    /// (nil: the same) are `variants`.
    func pick(light: CanvasColor, dark: CanvasColor, _ variants: ColorVariants?) -> CanvasColor {
        guard let v = variants else { return scheme == .dark ? dark : light }
        let increased = contrast == .increased
        if scheme == .light { return increased ? v.increasedLight ?? light : light }
        switch (level, increased) {
        case (.base, false): return dark
        case (.base, true): return v.increasedDark ?? dark
        case (.elevated, false): return v.elevatedDark ?? dark
        case (.elevated, true): return v.increasedElevatedDark ?? v.increasedDark ?? v.elevatedDark ?? dark
        }
    }
}

/// A system colour's values beyond light and dark, as iOS gives them: dark at the elevated level (only the
/// backgrounds differ there), and light and dark with increased contrast. Light is the same at both levels.
struct ColorVariants: Hashable, Sendable {
    var elevatedDark: CanvasColor?
    var increasedLight: CanvasColor?
    var increasedDark: CanvasColor?
    var increasedElevatedDark: CanvasColor?

    /// Every value with `transform` applied.
    func map(_ transform: (CanvasColor) -> CanvasColor) -> ColorVariants {
        ColorVariants(elevatedDark: elevatedDark.map(transform), increasedLight: increasedLight.map(transform),
                      increasedDark: increasedDark.map(transform), increasedElevatedDark: increasedElevatedDark.map(transform))
    }
    /// Every value with its opacity multiplied by `factor`.
    func withAlphaMultiplied(by factor: Double) -> ColorVariants { map { $0.withAlphaMultiplied(by: factor) } }
    /// Every value with its opacity set to `alpha`.
    func withAlpha(_ alpha: Double) -> ColorVariants { map { $0.withAlpha(alpha) } }
}

/// Where the interface level is kept among the environment values.
private struct UserInterfaceLevelValueKey: EnvironmentKey { static let defaultValue = UserInterfaceLevel.base }
/// Where the contrast is kept among the environment values.
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// The visual level of the views: elevated in a presented sheet's or popover's content (UIKit's
    /// `userInterfaceLevel`), base elsewhere, a full-screen cover included.
    var userInterfaceLevel: UserInterfaceLevel {
        get { self[UserInterfaceLevelValueKey.self] }
        set { self[UserInterfaceLevelValueKey.self] = newValue }
    }

    /// The contrast the reader asked for (Settings ▸ Accessibility ▸ Increase Contrast): standard unless the
    /// screen is rendered with `ScreenConfiguration.colorSchemeContrast` increased. System colours take
    /// their increased-contrast values then.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The scheme, level and contrast colours resolve in here.
    var colorAppearance: ColorAppearance {
        ColorAppearance(scheme: colorScheme, level: userInterfaceLevel, contrast: colorSchemeContrast)
    }
}

extension SemanticColor {
    /// The colour where `environment` is (its scheme and interface level).
    func resolved(in environment: EnvironmentValues) -> CanvasColor {
        resolved(in: environment.colorScheme, level: environment.userInterfaceLevel)
    }
}
