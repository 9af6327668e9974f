// The style tokens of the sheet families Sheetshot reproduces (Fluent, iOS, Material 3; the numbers are
// in REFERENCE.md §1), each light and dark.
import Canvas

/// The visual tokens of a sheet: panel corners and colours, handle, dimming and shadow.
public struct SheetStyle: Hashable, Sendable {
    /// The style family's name.
    public var name: String
    /// The panel's top corner radius in points.
    public var cornerRadius: Double
    /// The panel's corner curve.
    public var cornerCurve: CornerCurve
    /// The panel's background colour.
    public var background: Color
    /// The handle mark's size in points.
    public var handleSize: Size
    /// The height of the strip the handle sits in, in points.
    public var handleStripHeight: Double
    /// The handle mark's colour.
    public var handleColor: Color
    /// The dimming colour at full strength (its alpha is the maximum dimming).
    public var dimming: Color
    /// The panel's shadows, painted in order beneath it.
    public var shadows: [Shadow]
    /// The widest the panel may be, in points (nil = no limit).
    public var maximumWidth: Double?
    /// The presenting screen pushed back as a card behind the sheet at its tallest detent, on compact-width
    /// screens (iOS page sheets on iPhone); nil: the host stays flat.
    public var presentingCard: PresentingCard?

    /// Creates a style from its tokens.
    public init(name: String, cornerRadius: Double, cornerCurve: CornerCurve, background: Color, handleSize: Size,
                handleStripHeight: Double, handleColor: Color, dimming: Color, shadows: [Shadow], maximumWidth: Double? = nil,
                presentingCard: PresentingCard? = nil) {
        self.name = name; self.cornerRadius = cornerRadius; self.cornerCurve = cornerCurve; self.background = background
        self.handleSize = handleSize; self.handleStripHeight = handleStripHeight; self.handleColor = handleColor
        self.dimming = dimming; self.shadows = shadows; self.maximumWidth = maximumWidth; self.presentingCard = presentingCard
    }


    /// Microsoft Fluent's `BottomSheetController`: radius 12 continuous, 36×4 handle in a 20 pt strip,
    /// black 0.4 dimming, and the shadow of the release `shadow` names (current releases' "shadow28" pair
    /// unless told).
    public static func fluent(dark: Bool = false, shadow: FluentShadow = .tokens) -> SheetStyle {
        SheetStyle(name: "fluent", cornerRadius: 12, cornerCurve: .continuous,
                   background: dark ? Color(rgb: 0x1F1F1F) : .white,
                   handleSize: Size(36, 4), handleStripHeight: 20, handleColor: dark ? Color(rgb: 0x9E9E9E) : Color(rgb: 0x616161),
                   dimming: Color.black.withAlpha(0.4),
                   shadows: shadow.shadows(dark: dark))
    }

    /// An iOS system sheet: continuous corners, a 36×5 grabber, and on iPhone the presenting screen pushed
    /// back as a card at the tallest detent (`PresentingCard.iOS`).
    public static func iOS(dark: Bool = false) -> SheetStyle {
        SheetStyle(name: "ios", cornerRadius: 10, cornerCurve: .continuous,
                   background: dark ? Color(rgb: 0x1C1C1E) : .white,
                   handleSize: Size(36, 5), handleStripHeight: 20, handleColor: dark ? Color(rgb: 0x5A5A5F) : Color(rgb: 0xC7C7CC),
                   dimming: Color.black.withAlpha(0.4), shadows: [], presentingCard: .iOS)
    }

    /// Material 3's bottom sheet: 28 dp top corners, 32×4 handle, 0.32 scrim, at most 640 dp wide.
    public static func material(dark: Bool = false) -> SheetStyle {
        SheetStyle(name: "material", cornerRadius: 28, cornerCurve: .circular,
                   background: dark ? Color(rgb: 0x1D1B20) : Color(rgb: 0xF7F2FA),
                   handleSize: Size(32, 4), handleStripHeight: 22, handleColor: dark ? Color(rgb: 0xCAC4D0) : Color(rgb: 0x49454F),
                   dimming: Color.black.withAlpha(0.32),
                   shadows: [Shadow(color: Color.black.withAlpha(0.15), offset: Point(0, 1), blur: 3)],
                   maximumWidth: 640)
    }
}
