// How iOS pushes the presenting screen back behind a page sheet on iPhone: the numbers Flutter's
// CupertinoSheetRoute measured on the iOS 18 simulator (docs/PLATFORM-NOTES.md has each one's source).
import Canvas

/// The presenting screen behind an iOS page sheet on an iPhone: as the sheet rises to its tallest detent the
/// screen shrinks toward its top centre, slides down, rounds its corners and darkens, over black — a card
/// the sheet is stacked on. At the detent below the tallest (`.medium`), and on regular-width screens
/// (iPad, landscape), there is no card: the screen stays flat and dimmed.
///
/// The default values are Flutter's `CupertinoSheetRoute` constants, each measured there on the iOS 18
/// simulator (iPhone 16 Pro): scale down by 0.0835, slide 0.07 of the screen height, corners from the
/// display's (≈ 0.9 × the top safe area, when over 20 pt) to 12 pt continuous, a 10 % black overlay (10 %
/// of #C8C8C8 in dark mode); the sheet's top rests at 0.08 of the screen height
/// (`SheetConfiguration.tallestTopRatio`).
public struct PresentingCard: Hashable, Sendable {
    /// How much the screen shrinks at the tallest detent (scale 1 − this).
    public var scaleReduction: Double
    /// How far the screen slides down at the tallest detent, as a share of the screen's height.
    public var slide: Double
    /// The card's corner radius at the tallest detent, in points.
    public var cornerRadius: Double
    /// The overlay's strength over the card at the tallest detent.
    public var overlay: Double
    /// The overlay's colour in light mode.
    public var lightOverlay: Color
    /// The overlay's colour in dark mode.
    public var darkOverlay: Color

    /// A card from its values.
    public init(scaleReduction: Double, slide: Double, cornerRadius: Double, overlay: Double,
                lightOverlay: Color = .black, darkOverlay: Color = Color(rgb: 0xC8C8C8)) {
        self.scaleReduction = scaleReduction; self.slide = slide; self.cornerRadius = cornerRadius; self.overlay = overlay
        self.lightOverlay = lightOverlay; self.darkOverlay = darkOverlay
    }

    /// iOS 18 on iPhone, as measured by Flutter's `CupertinoSheetRoute`.
    public static let iOS = PresentingCard(scaleReduction: 0.0835, slide: 0.07, cornerRadius: 12, overlay: 0.10)

    /// The sheet's top at the tallest detent as a share of the screen height (iOS 18, measured the same way).
    public static let iOSTallestTopRatio = 0.08

    /// How far the card is pushed back (0 flat … 1 at the tallest detent) for a sheet at extent `e`:
    /// linear from the stop below the tallest (or from hidden, with one stop) to the tallest. Always 0 when
    /// the sheet cannot rise to the full height (`.large`; a sheet of `.medium` or fixed heights only), on a
    /// regular-width container (600 pt and wider) and for sheets on other edges than the bottom.
    public static func progress(atExtent e: Double, in g: SheetGeometry) -> Double {
        guard g.edge == .bottom, g.containerSize.width < 600, let top = g.stops.last?.extent, top > 0,
              top >= g.maximumHeight - 0.5 else { return 0 }
        let from = g.stops.count > 1 ? g.stops[g.stops.count - 2].extent : 0
        guard top > from, e.isFinite else { return 0 }
        return min(1, max(0, (e - from) / (top - from)))
    }

    /// The card's values at progress `p` on a screen of `size` with `topSafeArea`.
    func state(progress p: Double, size: Size, topSafeArea: Double, dark: Bool) -> (rect: Rect, radii: CornerRadii, overlay: Color) {
        let s = 1 - scaleReduction * p
        let w = size.width * s, h = size.height * s
        let rect = Rect(x: (size.width - w) / 2, y: slide * size.height * p, width: w, height: h)
        // The display's own corners, approximated as Flutter does from the top safe area.
        let display = topSafeArea * 0.9 > 20 ? topSafeArea * 0.9 : 0
        let top = (display + (cornerRadius - display) * p) * s, bottom = cornerRadius * p * s
        let color = dark ? darkOverlay : lightOverlay
        return (rect, CornerRadii(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom),
                color.withAlpha(color.alpha * overlay * p))
    }
}
