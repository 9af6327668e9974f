// Which shadow a Fluent sheet draws: the design tokens current fluentui-apple applies, or the single
// layer shadow its earlier releases set. Sources in docs/PLATFORM-NOTES.md.
import Canvas

/// The shadow of Fluent's `BottomSheetController`, by release.
///
/// Current fluentui-apple applies the `shadow28` token pair through `ShadowInfo.applyShadow(to:)`: two
/// shadow layers under the sheet, each carrying the sheet's background colour and corner radius, their
/// `shadowRadius` half the token's Figma blur (`shadowBlurAdjustment = 0.5`, Fluent's rule that a Core
/// Animation radius looks like a Figma blur twice as large). `Shadow.blur` is the Figma/CSS blur, so the
/// tokens are drawn as they ship. Releases before the tokens set one black shadow on the sheet's layer:
/// 14 % opacity, radius 8 (a Figma blur of 16 by the same rule), 4 pt down.
public enum FluentShadow: String, Sendable, CaseIterable {
    /// Current releases (the default): `shadow28` — black 24 % blur 28 down 14, black 20 % blur 8 (dark: 48 %
    /// and 40 %).
    case tokens
    /// Releases before the design tokens: black 14 %, layer radius 8 (blur 16), 4 pt down, light and dark.
    case classic

    /// The shadows this release paints beneath a sheet, in order.
    public func shadows(dark: Bool) -> [Shadow] {
        switch self {
        case .tokens:
            return [Shadow(color: Color.black.withAlpha(dark ? 0.48 : 0.24), offset: Point(0, 14), blur: 28),
                    Shadow(color: Color.black.withAlpha(dark ? 0.40 : 0.20), offset: .zero, blur: 8)]
        case .classic:
            return [Shadow(color: Color.black.withAlpha(0.14), offset: Point(0, 4), blur: 16)]
        }
    }
}
