import Canvas
import Widgets

/// A colour as SwiftUI has it: a view that fills what it is offered, and a style to draw text and shapes
/// in. The system colours (`.red`, `.blue`, …, `.primary`, `.secondary`) have iOS's light and dark values.
public struct Color: Hashable, Sendable {
    let light: CanvasColor
    let dark: CanvasColor
    /// The values iOS gives a system colour at the elevated level and with increased contrast (nil: the
    /// same as `light` and `dark`).
    var variants: ColorVariants?
    /// The asset catalogue name this colour stands in for (`Color("Brand")`): no catalogue has it, or its
    /// set could not be read (`assetProblem` says why).
    var assetName: String?
    var assetProblem: String?

    init(light: CanvasColor, dark: CanvasColor) { self.light = light; self.dark = dark }
    init(light: UInt32, dark: UInt32) { self.init(light: CanvasColor(rgba: light), dark: CanvasColor(rgba: dark)) }

    /// A colour from sRGB components, 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c = CanvasColor(red: red, green: green, blue: blue, alpha: opacity)
        self.init(light: c, dark: c)
    }
    /// A grey, 0 black … 1 white.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// A UIKit colour (`Color(uiColor: .systemBackground)`), light and dark (and, for a system colour,
    /// its elevated and increased-contrast values).
    public init(uiColor: UIColor) {
        self.init(light: uiColor.light, dark: uiColor.dark)
        variants = uiColor.variants
    }
    /// A UIKit colour (`Color(.systemGray)`), light and dark.
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
    /// A colour from components in `colorSpace`, 0…1 (linear sRGB and Display P3 converted to sRGB, the
    /// P3 colours outside sRGB clamped to its edge).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = colorSpace.sRGB(red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    /// A grey in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
    /// A colour from hue, saturation and brightness, 0…1 (HSB, as SwiftUI's).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    /// A colour of the app's asset catalogue (`Color("Brand")`): the colour set of that name in the app's
    /// catalogues (`AssetCatalogs`), light, dark and high-contrast. With no such set it is drawn as a stand-in
    /// colour made from the name (the same for the same name) and the rendering warns (an error under
    /// `ViewRenderer.isStrict`); a set that cannot be read fails the rendering, naming it.
    public init(_ name: String, bundle: Bundle? = nil) {
        do {
            if let set = try AssetColor.named(name), let light = set.light ?? set.dark {
                self.init(light: light, dark: set.dark ?? light)
                if set.increasedLight != nil || set.increasedDark != nil {
                    variants = ColorVariants(increasedLight: set.increasedLight, increasedDark: set.increasedDark)
                }
                return
            }
            self.init(standingInFor: name)
        } catch {
            self.init(standingInFor: name)
            assetProblem = "\(error)"
        }
    }

    /// The stand-in for the asset catalogue colour `name`: a colour made from the name.
    private init(standingInFor name: String) {
        let (r, g, b) = Color.rgb(hue: Double(StableHash.fnv1a64(name) % 360) / 360, saturation: 0.45, brightness: 0.8)
        self.init(red: r, green: g, blue: b)
        assetName = name
    }

    /// HSB to sRGB components (each input clamped to 0…1; NaN counts as 0).
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        let h = unit(hue) * 6, s = unit(saturation), v = unit(brightness)
        let sector = min(5, Int(h)), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = Color(light: light.withAlphaMultiplied(by: opacity), dark: dark.withAlphaMultiplied(by: opacity))
        color.variants = variants?.withAlphaMultiplied(by: opacity)
        color.assetName = assetName
        return color
    }

    /// The colour in `scheme`, at the base level and standard contrast.
    func resolved(in scheme: ColorScheme) -> CanvasColor { scheme == .dark ? dark : light }
    /// The colour in `appearance` (its scheme, level and contrast).
    func resolved(in appearance: ColorAppearance) -> CanvasColor { appearance.pick(light: light, dark: dark, variants) }
    /// The colour where `environment` is.
    func resolved(in environment: EnvironmentValues) -> CanvasColor { resolved(in: environment.colorAppearance) }

    /// iOS's clear colour, light and dark.
    public static let clear = Color(light: 0x0000_0000, dark: 0x0000_0000)
    /// iOS's black colour, light and dark.
    public static let black = Color(light: 0x0000_00FF, dark: 0x0000_00FF)
    /// iOS's white colour, light and dark.
    public static let white = Color(light: 0xFFFF_FFFF, dark: 0xFFFF_FFFF)
    /// iOS's red colour, light and dark.
    public static let red = Color(uiColor: .systemRed)
    /// iOS's orange colour, light and dark.
    public static let orange = Color(uiColor: .systemOrange)
    /// iOS's yellow colour, light and dark.
    public static let yellow = Color(uiColor: .systemYellow)
    /// iOS's green colour, light and dark.
    public static let green = Color(uiColor: .systemGreen)
    /// iOS's mint colour, light and dark.
    public static let mint = Color(uiColor: .systemMint)
    /// iOS's teal colour, light and dark.
    public static let teal = Color(uiColor: .systemTeal)
    /// iOS's cyan colour, light and dark.
    public static let cyan = Color(uiColor: .systemCyan)
    /// iOS's blue colour, light and dark.
    public static let blue = Color(uiColor: .systemBlue)
    /// iOS's indigo colour, light and dark.
    public static let indigo = Color(uiColor: .systemIndigo)
    /// iOS's purple colour, light and dark.
    public static let purple = Color(uiColor: .systemPurple)
    /// iOS's pink colour, light and dark.
    public static let pink = Color(uiColor: .systemPink)
    /// iOS's brown colour, light and dark.
    public static let brown = Color(uiColor: .systemBrown)
    /// iOS's gray colour, light and dark.
    public static let gray = Color(uiColor: .systemGray)
    /// The label colour: black in light, white in dark.
    public static let primary = Color(uiColor: .label)
    /// The secondary label colour (a translucent grey).
    public static let secondary = Color(uiColor: .secondaryLabel)
    /// The app's accent colour: the `AccentColor` colour set of the app's asset catalogues (the name Xcode
    /// gives the global accent colour), else the system blue. A set that cannot be read is a stand-in that
    /// fails the rendering where it is drawn, naming it.
    public static var accentColor: Color {
        do { return try AssetColor.named("AccentColor") == nil ? blue : Color("AccentColor") } catch { return Color("AccentColor") }
    }
}

/// A colour fills the space it is offered.
extension Color: View, PrimitiveView {
    public typealias Body = Never
    func makeNodes(in context: ViewContext) -> [Node] {
        context.noteStandIn(self)
        return [Widgets.Shape(.rectangle, fill: context.animatedFill(.color, .color(resolved(in: context.environment))))]
    }
}

/// UIKit's colours, for `Color(uiColor:)` and `Color(_:)`: the semantic system colours and greys, with
/// iOS's light and dark values.
public struct UIColor: Hashable, Sendable {
    let light: CanvasColor
    let dark: CanvasColor
    /// The elevated and increased-contrast values of a system colour (nil: none).
    var variants: ColorVariants?
    init(_ light: UInt32, _ dark: UInt32) { self.light = CanvasColor(rgba: light); self.dark = CanvasColor(rgba: dark) }
    /// A system colour with its increased-contrast values (`contrast`: light, dark) and, for a background,
    /// its elevated dark values (`elevated`: standard, increased contrast) — iOS's, from the Human
    /// Interface Guidelines' colour tables.
    init(_ light: UInt32, _ dark: UInt32, contrast: (UInt32, UInt32), elevated: (UInt32, UInt32)? = nil) {
        self.init(light, dark)
        variants = ColorVariants(elevatedDark: elevated.map { CanvasColor(rgba: $0.0) },
                                 increasedLight: CanvasColor(rgba: contrast.0), increasedDark: CanvasColor(rgba: contrast.1),
                                 increasedElevatedDark: elevated.map { CanvasColor(rgba: $0.1) })
    }

    /// The colour in `scheme`, at the base level and standard contrast.
    func resolved(in scheme: ColorScheme) -> CanvasColor { scheme == .dark ? dark : light }
    /// The colour in `appearance` (its scheme, level and contrast).
    func resolved(in appearance: ColorAppearance) -> CanvasColor { appearance.pick(light: light, dark: dark, variants) }
    /// The colour where `environment` is.
    func resolved(in environment: EnvironmentValues) -> CanvasColor { resolved(in: environment.colorAppearance) }

    /// A colour from sRGB components, 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        light = CanvasColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)); dark = light
    }

    /// A grey, 0 black … 1 white.
    public init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// A colour from hue, saturation and brightness, 0…1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Color.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// A colour that depends on the traits (light or dark) it is shown with.
    public init(dynamicProvider: (UITraitCollection) -> UIColor) {
        light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).light
        dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).dark
    }
    /// A SwiftUI colour as UIKit's.
    public init(_ color: Color) { light = color.light; dark = color.dark; variants = color.variants }
    /// An asset catalogue's colour (as `Color(name)` finds it; never nil, so code that unwraps it runs: with
    /// no such colour set the stand-in `Color(name)` draws is used).
    public init?(named name: String) { self.init(Color(name)) }
    /// The colour with its alpha set to `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var color = UIColor(light: light.withAlpha(Double(alpha)), dark: dark.withAlpha(Double(alpha)))
        color.variants = variants?.withAlpha(Double(alpha))
        return color
    }
    init(light: CanvasColor, dark: CanvasColor) { self.light = light; self.dark = dark }

    /// UIKit's plain colours (not the system palette): pure red, green, blue and the rest.
    public static let red = UIColor(0xFF00_00FF, 0xFF00_00FF), green = UIColor(0x00FF_00FF, 0x00FF_00FF),
                      blue = UIColor(0x0000_FFFF, 0x0000_FFFF), cyan = UIColor(0x00FF_FFFF, 0x00FF_FFFF),
                      yellow = UIColor(0xFFFF_00FF, 0xFFFF_00FF), magenta = UIColor(0xFF00_FFFF, 0xFF00_FFFF),
                      orange = UIColor(0xFF80_00FF, 0xFF80_00FF), purple = UIColor(0x8000_80FF, 0x8000_80FF),
                      brown = UIColor(0x9966_33FF, 0x9966_33FF), gray = UIColor(0x8080_80FF, 0x8080_80FF),
                      lightGray = UIColor(0xAAAA_AAFF, 0xAAAA_AAFF), darkGray = UIColor(0x5555_55FF, 0x5555_55FF)
    /// UIKit's tint colour (the system blue).
    public static let tintColor = systemBlue
    /// UIKit's `label`, light and dark.
    public static let label = UIColor(0x0000_00FF, 0xFFFF_FFFF)
    /// UIKit's `secondaryLabel`, light and dark.
    public static let secondaryLabel = UIColor(0x3C3C_4399, 0xEBEB_F599)
    /// UIKit's `tertiaryLabel`, light and dark.
    public static let tertiaryLabel = UIColor(0x3C3C_434C, 0xEBEB_F54C)
    /// UIKit's `quaternaryLabel`, light and dark.
    public static let quaternaryLabel = UIColor(0x3C3C_432E, 0xEBEB_F529)
    /// UIKit's `systemBackground`, light and dark.
    public static let systemBackground = UIColor(0xFFFF_FFFF, 0x0000_00FF, contrast: (0xFFFF_FFFF, 0x0000_00FF), elevated: (0x1C1C_1EFF, 0x2424_26FF))
    /// UIKit's `secondarySystemBackground`, light and dark.
    public static let secondarySystemBackground = UIColor(0xF2F2_F7FF, 0x1C1C_1EFF, contrast: (0xEBEB_F0FF, 0x2424_26FF), elevated: (0x2C2C_2EFF, 0x3636_38FF))
    /// UIKit's `tertiarySystemBackground`, light and dark.
    public static let tertiarySystemBackground = UIColor(0xFFFF_FFFF, 0x2C2C_2EFF, contrast: (0xFFFF_FFFF, 0x3636_38FF), elevated: (0x3A3A_3CFF, 0x4444_46FF))
    /// UIKit's `systemGroupedBackground`, light and dark.
    public static let systemGroupedBackground = UIColor(0xF2F2_F7FF, 0x0000_00FF, contrast: (0xEBEB_F0FF, 0x0000_00FF), elevated: (0x1C1C_1EFF, 0x2424_26FF))
    /// UIKit's `secondarySystemGroupedBackground`, light and dark.
    public static let secondarySystemGroupedBackground = UIColor(0xFFFF_FFFF, 0x1C1C_1EFF, contrast: (0xFFFF_FFFF, 0x2424_26FF), elevated: (0x2C2C_2EFF, 0x3636_38FF))
    /// UIKit's `tertiarySystemGroupedBackground`, light and dark.
    public static let tertiarySystemGroupedBackground = UIColor(0xF2F2_F7FF, 0x2C2C_2EFF, contrast: (0xEBEB_F0FF, 0x3636_38FF), elevated: (0x3A3A_3CFF, 0x4444_46FF))
    /// UIKit's `systemFill`, light and dark.
    public static let systemFill = UIColor(0x7878_8033, 0x7878_805C)
    /// UIKit's `secondarySystemFill`, light and dark.
    public static let secondarySystemFill = UIColor(0x7878_8029, 0x7878_8052)
    /// UIKit's `tertiarySystemFill`, light and dark.
    public static let tertiarySystemFill = UIColor(0x7676_801F, 0x7676_803D)
    /// UIKit's `quaternarySystemFill`, light and dark.
    public static let quaternarySystemFill = UIColor(0x7474_8014, 0x7676_802E)
    /// UIKit's `separator`, light and dark.
    public static let separator = UIColor(0x3C3C_4349, 0x5454_5899)
    /// UIKit's `opaqueSeparator`, light and dark.
    public static let opaqueSeparator = UIColor(0xC6C6_C8FF, 0x3838_3AFF)
    /// UIKit's `link`, light and dark.
    public static let link = UIColor(0x007A_FFFF, 0x0984_FFFF)
    /// UIKit's `systemGray`, light and dark.
    public static let systemGray = UIColor(0x8E8E_93FF, 0x8E8E_93FF, contrast: (0x6C6C_70FF, 0xAEAE_B2FF))
    /// UIKit's `systemGray2`, light and dark.
    public static let systemGray2 = UIColor(0xAEAE_B2FF, 0x6363_66FF, contrast: (0x8E8E_93FF, 0x7C7C_80FF))
    /// UIKit's `systemGray3`, light and dark.
    public static let systemGray3 = UIColor(0xC7C7_CCFF, 0x4848_4AFF, contrast: (0xAEAE_B2FF, 0x5454_56FF))
    /// UIKit's `placeholderText` (a text field's placeholder), light and dark.
    public static let placeholderText = UIColor(0x3C3C_434C, 0xEBEB_F54C)
    /// UIKit's `systemGray4`, light and dark.
    public static let systemGray4 = UIColor(0xD1D1_D6FF, 0x3A3A_3CFF, contrast: (0xBCBC_C0FF, 0x4444_46FF))
    /// UIKit's `systemGray5`, light and dark.
    public static let systemGray5 = UIColor(0xE5E5_EAFF, 0x2C2C_2EFF, contrast: (0xD8D8_DCFF, 0x3636_38FF))
    /// UIKit's `systemGray6`, light and dark.
    public static let systemGray6 = UIColor(0xF2F2_F7FF, 0x1C1C_1EFF, contrast: (0xEBEB_F0FF, 0x2424_26FF))
    /// UIKit's `systemRed`, light and dark.
    public static let systemRed = UIColor(0xFF3B_30FF, 0xFF45_3AFF, contrast: (0xD700_15FF, 0xFF69_61FF))
    /// UIKit's `systemOrange`, light and dark.
    public static let systemOrange = UIColor(0xFF95_00FF, 0xFF9F_0AFF, contrast: (0xC934_00FF, 0xFFB3_40FF))
    /// UIKit's `systemYellow`, light and dark.
    public static let systemYellow = UIColor(0xFFCC_00FF, 0xFFD6_0AFF, contrast: (0xB250_00FF, 0xFFD4_26FF))
    /// UIKit's `systemGreen`, light and dark.
    public static let systemGreen = UIColor(0x34C7_59FF, 0x30D1_58FF, contrast: (0x248A_3DFF, 0x30DB_5BFF))
    /// UIKit's `systemBlue`, light and dark.
    public static let systemBlue = UIColor(0x007A_FFFF, 0x0A84_FFFF, contrast: (0x0040_DDFF, 0x409C_FFFF))
    /// UIKit's `systemIndigo`, light and dark.
    public static let systemIndigo = UIColor(0x5856_D6FF, 0x5E5C_E6FF, contrast: (0x3634_A3FF, 0x7D7A_FFFF))
    /// UIKit's `systemPurple`, light and dark.
    public static let systemPurple = UIColor(0xAF52_DEFF, 0xBF5A_F2FF, contrast: (0x8944_ABFF, 0xDA8F_FFFF))
    /// UIKit's `systemPink`, light and dark.
    public static let systemPink = UIColor(0xFF2D_55FF, 0xFF37_5FFF, contrast: (0xD30F_45FF, 0xFF64_82FF))
    /// UIKit's `systemTeal`, light and dark.
    public static let systemTeal = UIColor(0x30B0_C7FF, 0x40C8_E0FF, contrast: (0x0082_99FF, 0x5DE6_FFFF))
    /// UIKit's `systemMint`, light and dark.
    public static let systemMint = UIColor(0x00C7_BEFF, 0x63E6_E2FF, contrast: (0x0C81_7BFF, 0x66D4_CFFF))
    /// UIKit's `systemCyan`, light and dark.
    public static let systemCyan = UIColor(0x32AD_E6FF, 0x64D2_FFFF, contrast: (0x0071_A4FF, 0x70D7_FFFF))
    /// UIKit's `systemBrown`, light and dark.
    public static let systemBrown = UIColor(0xA284_5EFF, 0xAC8E_68FF, contrast: (0x7F65_45FF, 0xB594_69FF))
    /// UIKit's `white`, light and dark.
    public static let white = UIColor(0xFFFF_FFFF, 0xFFFF_FFFF)
    /// UIKit's `black`, light and dark.
    public static let black = UIColor(0x0000_00FF, 0x0000_00FF)
    /// UIKit's `clear`, light and dark.
    public static let clear = UIColor(0x0000_0000, 0x0000_0000)
}

extension ViewContext {
    /// Warns when `color` stands in for an asset catalogue's colour.
    func noteStandIn(_ color: Color) {
        guard let name = color.assetName else { return }
        if let problem = color.assetProblem {
            diagnostics.fail("Color(\"\(name)\"): the asset catalogue's colour set \(name) could not be read: \(problem)")
        } else {
            diagnostics.warn("Color(\"\(name)\"): no colour set \(name) in the app's asset catalogues (AssetCatalogs): drawn in a stand-in colour")
        }
    }
}

extension Color {
    /// A colour space of RGB components (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, the components gamma-encoded (what `Color(red:green:blue:)` takes).
        case sRGB
        /// sRGB's primaries with linear components.
        case sRGBLinear
        /// Display P3, gamma-encoded as sRGB is.
        case displayP3

        /// The sRGB components of (r, g, b) in this space.
        func sRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            func encode(_ v: Double) -> Double {
                let c = min(1, max(0, v.isNaN ? 0 : v))
                return c <= 0.0031308 ? 12.92 * c : 1.055 * Foundation.pow(c, 1 / 2.4) - 0.055
            }
            func decode(_ v: Double) -> Double {
                let c = v.isNaN ? 0 : v
                return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
            }
            switch self {
            case .sRGB: return (r, g, b)
            case .sRGBLinear: return (encode(r), encode(g), encode(b))
            case .displayP3:
                let lr = decode(r), lg = decode(g), lb = decode(b)
                // Linear Display P3 to linear sRGB (both D65).
                return (encode(1.2249401 * lr - 0.2249404 * lg),
                        encode(-0.0420569 * lr + 1.0420571 * lg),
                        encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
            }
        }
    }
}
