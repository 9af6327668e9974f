import Widgets

/// How a preview is laid out or oriented (SwiftUI's `PreviewTrait`): `#Preview`'s `traits`.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    enum Setting: Sendable, Equatable {
        case layout(PreviewLayout)
        case landscape(Bool)
        case variants(PreviewVariants)
        case scenario(ViewScenario)
    }
    let setting: Setting
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(setting: .layout(.device)) }
    /// The preview is as large as its views want when offered the device's screen.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(setting: .layout(.sizeThatFits)) }
    /// The preview is offered, and is, `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(setting: .layout(.fixed(width: width, height: height)))
    }
    /// The device held upright (the default).
    public static var portrait: PreviewTrait { PreviewTrait(setting: .landscape(false)) }
    /// The device upside down: drawn as `portrait` (the screen's content is the same).
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(setting: .landscape(false)) }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(setting: .landscape(true)) }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(setting: .landscape(true)) }
    /// The screens this preview is snapshotted on by `assertPreviewSnapshots`, in place of the suite's
    /// (Sheetshot's own trait: write `.snapshotVariants(.standard + .iPad)` to extend the standard ones,
    /// `.snapshotVariants(.device(.iPhoneSE))` to narrow them).
    public static func snapshotVariants(_ variants: PreviewVariants) -> PreviewTrait { PreviewTrait(setting: .variants(variants)) }
    /// A script of taps and drags played on this preview for its documentation gallery, which shows it as an
    /// animation (an APNG) beside the still pictures (Sheetshot's own trait).
    public static func snapshotScenario(_ scenario: ViewScenario) -> PreviewTrait { PreviewTrait(setting: .scenario(scenario)) }
}

/// How a preview is laid out (SwiftUI's `PreviewLayout`, also set with `previewLayout(_:)`).
public enum PreviewLayout: Sendable, Equatable {
    /// The preview fills the device's screen, its views kept in the safe area.
    case device
    /// The preview is as large as its views want when offered the device's screen.
    case sizeThatFits
    /// The preview is offered, and is, `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}
