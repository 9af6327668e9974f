import Canvas
import Widgets

/// A colour as SwiftUI has it: a view that fills what it is offered, and a style to draw text and shapes
/// in. The system colours (`.red`, `.blue`, …, `.primary`, `.secondary`) have iOS's light and dark values.
public struct Color: Hashable, Sendable {
    let light: CanvasColor
    let dark: CanvasColor

    init(light: CanvasColor, dark: CanvasColor) { self.light = light; self.dark = dark }
    init(light: UInt32, dark: UInt32) { self.init(light: CanvasColor(rgba: light), dark: CanvasColor(rgba: dark)) }

    /// A colour from sRGB components, 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c = CanvasColor(red: red, green: green, blue: blue, alpha: opacity)
        self.init(light: c, dark: c)
    }
    /// A grey, 0 black … 1 white.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// A UIKit colour (`Color(uiColor: .systemBackground)`), light and dark.
    public init(uiColor: UIColor) { self.init(light: uiColor.light, dark: uiColor.dark) }
    /// A UIKit colour (`Color(.systemGray)`), light and dark.
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(light: light.withAlphaMultiplied(by: opacity), dark: dark.withAlphaMultiplied(by: opacity))
    }

    /// The colour in `scheme`.
    func resolved(in scheme: ColorScheme) -> CanvasColor { scheme == .dark ? dark : light }

    /// iOS's clear colour, light and dark.
    public static let clear = Color(light: 0x0000_0000, dark: 0x0000_0000)
    /// iOS's black colour, light and dark.
    public static let black = Color(light: 0x0000_00FF, dark: 0x0000_00FF)
    /// iOS's white colour, light and dark.
    public static let white = Color(light: 0xFFFF_FFFF, dark: 0xFFFF_FFFF)
    /// iOS's red colour, light and dark.
    public static let red = Color(light: 0xFF3B_30FF, dark: 0xFF45_3AFF)
    /// iOS's orange colour, light and dark.
    public static let orange = Color(light: 0xFF95_00FF, dark: 0xFF9F_0AFF)
    /// iOS's yellow colour, light and dark.
    public static let yellow = Color(light: 0xFFCC_00FF, dark: 0xFFD6_0AFF)
    /// iOS's green colour, light and dark.
    public static let green = Color(light: 0x34C7_59FF, dark: 0x30D1_58FF)
    /// iOS's mint colour, light and dark.
    public static let mint = Color(light: 0x00C7_BEFF, dark: 0x63E6_E2FF)
    /// iOS's teal colour, light and dark.
    public static let teal = Color(light: 0x30B0_C7FF, dark: 0x40C8_E0FF)
    /// iOS's cyan colour, light and dark.
    public static let cyan = Color(light: 0x32AD_E6FF, dark: 0x64D2_FFFF)
    /// iOS's blue colour, light and dark.
    public static let blue = Color(light: 0x007A_FFFF, dark: 0x0A84_FFFF)
    /// iOS's indigo colour, light and dark.
    public static let indigo = Color(light: 0x5856_D6FF, dark: 0x5E5C_E6FF)
    /// iOS's purple colour, light and dark.
    public static let purple = Color(light: 0xAF52_DEFF, dark: 0xBF5A_F2FF)
    /// iOS's pink colour, light and dark.
    public static let pink = Color(light: 0xFF2D_55FF, dark: 0xFF37_5FFF)
    /// iOS's brown colour, light and dark.
    public static let brown = Color(light: 0xA284_5EFF, dark: 0xAC8E_68FF)
    /// iOS's gray colour, light and dark.
    public static let gray = Color(light: 0x8E8E_93FF, dark: 0x8E8E_93FF)
    /// The label colour: black in light, white in dark.
    public static let primary = Color(uiColor: .label)
    /// The secondary label colour (a translucent grey).
    public static let secondary = Color(uiColor: .secondaryLabel)
    /// The app's accent colour (the system blue).
    public static let accentColor = blue
}

/// A colour fills the space it is offered.
extension Color: View, PrimitiveView {
    public typealias Body = Never
    func makeNodes(in context: ViewContext) -> [Node] {
        [Widgets.Shape(.rectangle, fill: context.animatedFill("color", .color(resolved(in: context.environment.colorScheme))))]
    }
}

/// UIKit's colours, for `Color(uiColor:)` and `Color(_:)`: the semantic system colours and greys, with
/// iOS's light and dark values.
public struct UIColor: Hashable, Sendable {
    let light: CanvasColor
    let dark: CanvasColor
    init(_ light: UInt32, _ dark: UInt32) { self.light = CanvasColor(rgba: light); self.dark = CanvasColor(rgba: dark) }

    /// The colour in `scheme`.
    func resolved(in scheme: ColorScheme) -> CanvasColor { scheme == .dark ? dark : light }

    /// A colour from sRGB components, 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        light = CanvasColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)); dark = light
    }

    /// UIKit's `label`, light and dark.
    public static let label = UIColor(0x0000_00FF, 0xFFFF_FFFF)
    /// UIKit's `secondaryLabel`, light and dark.
    public static let secondaryLabel = UIColor(0x3C3C_4399, 0xEBEB_F599)
    /// UIKit's `tertiaryLabel`, light and dark.
    public static let tertiaryLabel = UIColor(0x3C3C_434C, 0xEBEB_F54C)
    /// UIKit's `quaternaryLabel`, light and dark.
    public static let quaternaryLabel = UIColor(0x3C3C_432E, 0xEBEB_F529)
    /// UIKit's `systemBackground`, light and dark.
    public static let systemBackground = UIColor(0xFFFF_FFFF, 0x0000_00FF)
    /// UIKit's `secondarySystemBackground`, light and dark.
    public static let secondarySystemBackground = UIColor(0xF2F2_F7FF, 0x1C1C_1EFF)
    /// UIKit's `tertiarySystemBackground`, light and dark.
    public static let tertiarySystemBackground = UIColor(0xFFFF_FFFF, 0x2C2C_2EFF)
    /// UIKit's `systemGroupedBackground`, light and dark.
    public static let systemGroupedBackground = UIColor(0xF2F2_F7FF, 0x0000_00FF)
    /// UIKit's `secondarySystemGroupedBackground`, light and dark.
    public static let secondarySystemGroupedBackground = UIColor(0xFFFF_FFFF, 0x1C1C_1EFF)
    /// UIKit's `tertiarySystemGroupedBackground`, light and dark.
    public static let tertiarySystemGroupedBackground = UIColor(0xF2F2_F7FF, 0x2C2C_2EFF)
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
    public static let systemGray = UIColor(0x8E8E_93FF, 0x8E8E_93FF)
    /// UIKit's `systemGray2`, light and dark.
    public static let systemGray2 = UIColor(0xAEAE_B2FF, 0x6363_66FF)
    /// UIKit's `systemGray3`, light and dark.
    public static let systemGray3 = UIColor(0xC7C7_CCFF, 0x4848_4AFF)
    /// UIKit's `placeholderText` (a text field's placeholder), light and dark.
    public static let placeholderText = UIColor(0x3C3C_434C, 0xEBEB_F54C)
    /// UIKit's `systemGray4`, light and dark.
    public static let systemGray4 = UIColor(0xD1D1_D6FF, 0x3A3A_3CFF)
    /// UIKit's `systemGray5`, light and dark.
    public static let systemGray5 = UIColor(0xE5E5_EAFF, 0x2C2C_2EFF)
    /// UIKit's `systemGray6`, light and dark.
    public static let systemGray6 = UIColor(0xF2F2_F7FF, 0x1C1C_1EFF)
    /// UIKit's `systemRed`, light and dark.
    public static let systemRed = UIColor(0xFF3B_30FF, 0xFF45_3AFF)
    /// UIKit's `systemOrange`, light and dark.
    public static let systemOrange = UIColor(0xFF95_00FF, 0xFF9F_0AFF)
    /// UIKit's `systemYellow`, light and dark.
    public static let systemYellow = UIColor(0xFFCC_00FF, 0xFFD6_0AFF)
    /// UIKit's `systemGreen`, light and dark.
    public static let systemGreen = UIColor(0x34C7_59FF, 0x30D1_58FF)
    /// UIKit's `systemBlue`, light and dark.
    public static let systemBlue = UIColor(0x007A_FFFF, 0x0A84_FFFF)
    /// UIKit's `systemIndigo`, light and dark.
    public static let systemIndigo = UIColor(0x5856_D6FF, 0x5E5C_E6FF)
    /// UIKit's `systemPurple`, light and dark.
    public static let systemPurple = UIColor(0xAF52_DEFF, 0xBF5A_F2FF)
    /// UIKit's `systemPink`, light and dark.
    public static let systemPink = UIColor(0xFF2D_55FF, 0xFF37_5FFF)
    /// UIKit's `systemTeal`, light and dark.
    public static let systemTeal = UIColor(0x30B0_C7FF, 0x40C8_E0FF)
    /// UIKit's `systemMint`, light and dark.
    public static let systemMint = UIColor(0x00C7_BEFF, 0x63E6_E2FF)
    /// UIKit's `systemCyan`, light and dark.
    public static let systemCyan = UIColor(0x32AD_E6FF, 0x64D2_FFFF)
    /// UIKit's `systemBrown`, light and dark.
    public static let systemBrown = UIColor(0xA284_5EFF, 0xAC8E_68FF)
    /// UIKit's `white`, light and dark.
    public static let white = UIColor(0xFFFF_FFFF, 0xFFFF_FFFF)
    /// UIKit's `black`, light and dark.
    public static let black = UIColor(0x0000_00FF, 0x0000_00FF)
    /// UIKit's `clear`, light and dark.
    public static let clear = UIColor(0x0000_0000, 0x0000_0000)
}
