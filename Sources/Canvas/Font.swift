// A face at a size, in user-space units (points in the widget layer, pixels in a display list).

/// A font: a face and a size. Metrics are in the same units as `size`.
///
/// ```swift
/// let title = try Font(family: "Inter", weight: .semibold, size: 17)
/// canvas.drawText("Settings", font: title, at: Point(16, 40), paint: .solid(.black))
/// ```
public struct Font: Sendable, Hashable {
    /// The face glyphs come from.
    public let face: FontFace
    /// The em size.
    public let size: Double
    /// The OpenType features text in this font is shaped with (none: the face's defaults).
    public let features: FontFeatures
    /// Space added after each glyph, in the units of `size` (tracking; negative tightens). At most ±`size`
    /// either way, and 0 when not finite.
    public let tracking: Double

    /// Line metrics that replace the face's (nil: the face's own).
    public let lineMetrics: LineMetrics?

    /// Where lines of text sit, in ems: the height above the baseline, below it, and the gap between lines.
    /// A font with metrics of another face's lays its lines out as that face would (its glyphs unchanged).
    public struct LineMetrics: Sendable, Hashable {
        /// The height above the baseline, the depth below it and the extra gap between lines, in ems.
        public var ascent: Double, descent: Double, lineGap: Double
        /// Metrics from their three parts, in ems (each finite and at least 0, else 0).
        public init(ascent: Double, descent: Double, lineGap: Double = 0) {
            func sound(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 10) : 0 }
            self.ascent = sound(ascent); self.descent = sound(descent); self.lineGap = sound(lineGap)
        }
    }

    /// The font of `face` at `size`, shaped with `features` and `tracking`, its lines laid out by
    /// `lineMetrics` (nil: the face's).
    public init(face: FontFace, size: Double, features: FontFeatures = [], tracking: Double = 0, lineMetrics: LineMetrics? = nil) {
        self.face = face
        self.size = size.isFinite ? max(0, size) : 0
        self.features = features
        self.tracking = tracking.isFinite ? min(max(tracking, -self.size), self.size) : 0
        self.lineMetrics = lineMetrics
    }

    /// The installed face of `family` with this weight and slant, at `size`.
    /// - Throws: `FontError.notFound` when no such face is installed (never a substitute).
    public init(family: String, weight: FontWeight = .regular, italic: Bool = false, size: Double) throws {
        self.init(face: try FontLocator.face(family: family, weight: weight, italic: italic), size: size)
    }

    /// Inter, the default UI face (Debian: fonts-inter).
    public static func inter(_ weight: FontWeight = .regular, italic: Bool = false, size: Double) throws -> Font {
        try Font(family: "Inter", weight: weight, italic: italic, size: size)
    }

    private var scale: Double { size / face.unitsPerEm }

    /// Distance from the baseline up to the top of tall glyphs (the hhea ascender).
    public var ascent: Double { lineMetrics.map { $0.ascent * size } ?? face.ascender * scale }
    /// Distance from the baseline down to the bottom of descenders (positive).
    public var descent: Double { lineMetrics.map { $0.descent * size } ?? face.descender * scale }
    /// Extra space the font asks for between lines.
    public var lineGap: Double { lineMetrics.map { $0.lineGap * size } ?? face.lineGap * scale }
    /// The height of flat capitals such as "H".
    public var capHeight: Double { face.capHeight * scale }
    /// The height of flat lowercase letters such as "x".
    public var xHeight: Double { face.xHeight * scale }
    /// The font's natural distance from one baseline to the next.
    public var lineHeight: Double { ascent + descent + lineGap }

    /// The font at another size (its features kept).
    public func withSize(_ size: Double) -> Font { Font(face: face, size: size, features: features, tracking: tracking, lineMetrics: lineMetrics) }

    /// The font shaped with other OpenType features.
    public func withFeatures(_ features: FontFeatures) -> Font {
        Font(face: face, size: size, features: features, tracking: tracking, lineMetrics: lineMetrics)
    }

    /// The font with `tracking` added after each glyph.
    public func withTracking(_ tracking: Double) -> Font {
        Font(face: face, size: size, features: features, tracking: tracking, lineMetrics: lineMetrics)
    }

    /// The font with its lines laid out by `lineMetrics` (nil: the face's own).
    public func withLineMetrics(_ lineMetrics: LineMetrics?) -> Font {
        Font(face: face, size: size, features: features, tracking: tracking, lineMetrics: lineMetrics)
    }

    /// The advance width of `text` laid out on one line (shaped: kerning and ligatures included).
    public func advance(of text: String) throws -> Double {
        try TextShaper.shape(text, font: self).advance
    }
}

/// OpenType features to shape text with, beyond the face's defaults.
public struct FontFeatures: OptionSet, Sendable, Hashable {
    /// The features as bits, one per feature (tabular figures: bit 0).
    public let rawValue: UInt32
    /// A set of features from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Tabular figures (`tnum`): every digit one width, so that numbers in columns and counters line up
    /// (SwiftUI's `monospacedDigit()`).
    public static let tabularFigures = FontFeatures(rawValue: 1 << 0)

    /// The OpenType tags of the features in this set.
    var tags: [String] { contains(.tabularFigures) ? ["tnum"] : [] }
}
