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

    /// The font of `face` at `size`, shaped with `features`.
    public init(face: FontFace, size: Double, features: FontFeatures = []) {
        self.face = face
        self.size = size.isFinite ? max(0, size) : 0
        self.features = features
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
    public var ascent: Double { face.ascender * scale }
    /// Distance from the baseline down to the bottom of descenders (positive).
    public var descent: Double { face.descender * scale }
    /// Extra space the font asks for between lines.
    public var lineGap: Double { face.lineGap * scale }
    /// The height of flat capitals such as "H".
    public var capHeight: Double { face.capHeight * scale }
    /// The height of flat lowercase letters such as "x".
    public var xHeight: Double { face.xHeight * scale }
    /// The font's natural distance from one baseline to the next.
    public var lineHeight: Double { ascent + descent + lineGap }

    /// The font at another size (its features kept).
    public func withSize(_ size: Double) -> Font { Font(face: face, size: size, features: features) }

    /// The font shaped with other OpenType features.
    public func withFeatures(_ features: FontFeatures) -> Font { Font(face: face, size: size, features: features) }

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
