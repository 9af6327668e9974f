import Canvas

/// A font as SwiftUI describes one: a text style that follows Dynamic Type (`.body`, `.headline`, …) or a
/// fixed size (`.system(size:)`), with a weight, italic and design.
public struct Font: Hashable, Sendable {
    /// iOS's text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight, as SwiftUI names them.
    public struct Weight: Hashable, Sendable {
        let value: FontWeight
        /// The lightest weights.
        public static let ultraLight = Weight(value: .thin), thin = Weight(value: .extraLight), light = Weight(value: .light)
        /// The regular and middle weights.
        public static let regular = Weight(value: .regular), medium = Weight(value: .medium), semibold = Weight(value: .semibold)
        /// The heaviest weights.
        public static let bold = Weight(value: .bold), heavy = Weight(value: .extraBold), black = Weight(value: .black)
    }

    /// A font design (the system's default, rounded, serif, monospaced). DejaVu Sans Mono stands in for SF
    /// Mono and DejaVu Serif for New York, as Inter does for SF Pro; rounded is drawn in the default design,
    /// with a warning.
    public enum Design: Hashable, Sendable { case `default`, rounded, serif, monospaced }

    enum Size: Hashable, Sendable { case style(TextStyle), fixed(Double), scaled(Double, relativeTo: TextStyle) }
    var size: Size
    var weight: Weight?
    var isItalic = false
    var design: Design = .default
    var isMonospacedDigit = false
    /// The family of a custom font (`Font.custom`), drawn in the system font here (with a warning).
    var customName: String?

    /// A text style of the system font, scaled by Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design ?? .default)
    }
    /// The system font at a fixed size (not scaled by Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(Double(size)), weight: weight, design: design ?? .default)
    }

    /// The font named `name` at `size` points, scaled by Dynamic Type as body text is. Fonts of the app's
    /// own are not loaded yet: the text is drawn in the system font at that size, with a warning.
    public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }
    /// The font named `name` at `size` points, scaled by Dynamic Type as `textStyle` is (drawn in the system
    /// font, with a warning).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: .scaled(Double(size), relativeTo: textStyle), weight: nil, design: .default)
        font.customName = name
        return font
    }
    /// The font named `name` at a fixed size (drawn in the system font, with a warning).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: .fixed(Double(fixedSize)), weight: nil, design: .default)
        font.customName = name
        return font
    }
    /// The system font at `size` points in `design` and `weight` (iOS 16's argument order).
    public static func system(size: CGFloat, design: Design, weight: Weight? = nil) -> Font {
        system(size: size, weight: weight, design: design)
    }

    /// The title styles, scaled by Dynamic Type.
    public static let largeTitle = system(.largeTitle), title = system(.title), title2 = system(.title2), title3 = system(.title3)
    /// Headline (semibold), subheadline and body, scaled by Dynamic Type.
    public static let headline = system(.headline), subheadline = system(.subheadline), body = system(.body)
    /// The smaller styles, scaled by Dynamic Type.
    public static let callout = system(.callout), footnote = system(.footnote), caption = system(.caption), caption2 = system(.caption2)

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font at `weight`.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// The font in italics.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The font in its monospaced design (DejaVu Sans Mono standing in for SF Mono).
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// The font at a width (condensed, expanded…): drawn at the standard width here.
    public func width(_ width: Width) -> Font { self }
    /// The font's leading (tight, loose): drawn with the standard leading here.
    public func leading(_ leading: Leading) -> Font { self }
    /// The font with small capitals: drawn without here.
    public func smallCaps() -> Font { self }

    /// A font width (SwiftUI's `Font.Width`).
    public struct Width: Hashable, Sendable {
        let value: Double
        /// The standard widths.
        public static let compressed = Width(value: -0.3), condensed = Width(value: -0.2), standard = Width(value: 0), expanded = Width(value: 0.2)
    }
    /// Line spacing of a font (SwiftUI's `Font.Leading`).
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The font with every digit at one width (tabular figures), for times and counters.
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }

    /// The size in points at `dynamicTypeSize`.
    /// A size that is not a finite, non-negative number is the body size, and one above
    /// `Font.largestSize` is that size (see `sizeProblem`).
    func pointSize(at dynamicTypeSize: DynamicTypeSize) -> Double {
        let points: Double
        switch size {
        case .fixed(let s): points = s
        case .style(let style): return style.pointSizes[dynamicTypeSize.rawValue]
        case .scaled(let s, let style):
            // The size the text style has at this Dynamic Type size over the one it has at the default.
            points = s * style.pointSizes[dynamicTypeSize.rawValue] / style.pointSizes[DynamicTypeSize.large.rawValue]
        }
        guard points.isFinite, points >= 0 else { return TextStyle.body.pointSizes[dynamicTypeSize.rawValue] }
        return min(points, Self.largestSize)
    }

    /// The leading iOS gives a text style's lines: the line height Apple's typography guidelines give each
    /// style at the default size (body 17 / 22, title 28 / 34, caption 12 / 16, …), over its size; other
    /// sizes keep the proportion.
    static let lineHeightRatios: [TextStyle: Double] = [
        .largeTitle: 41.0 / 34, .title: 34.0 / 28, .title2: 28.0 / 22, .title3: 25.0 / 20, .headline: 22.0 / 17, .body: 22.0 / 17,
        .callout: 21.0 / 16, .subheadline: 20.0 / 15, .footnote: 18.0 / 13, .caption: 16.0 / 12, .caption2: 13.0 / 11,
    ]

    /// The leading of this font's lines at `dynamicTypeSize`, in points: for a text style, its line height
    /// less the system font's natural one (1.193 em, SF Pro's ascender and descender); 0 for a fixed size.
    func leading(at dynamicTypeSize: DynamicTypeSize) -> Double {
        guard case .style(let style) = size, let ratio = Self.lineHeightRatios[style] else { return 0 }
        let points = pointSize(at: dynamicTypeSize)
        return max(0, points * ratio - points * (1950.0 + 494.0) / 2048)
    }

    /// The largest size text and symbols are drawn at, in points (10,000: a letter some eight metres tall
    /// on a phone); a larger one is drawn at it, with a warning.
    static let largestSize = 10_000.0

    /// What is wrong with the font's size, when it is not a finite number from 0 to `largestSize` (it is
    /// then drawn at the body size, or at the largest); nil when it is sound.
    var sizeProblem: String? {
        let points: Double
        switch size {
        case .fixed(let s), .scaled(let s, _): points = s
        case .style: return nil
        }
        if !points.isFinite || points < 0 { return "a font size of \(points) points is not a finite, non-negative number: the body size is used" }
        if points > Self.largestSize { return "a font size of \(points) points is beyond \(Int(Self.largestSize)), the largest SheetshotUI draws: \(Int(Self.largestSize)) is used" }
        return nil
    }

    /// The weight drawn: the font's own, else the text style's (headline is semibold).
    var resolvedWeight: FontWeight {
        if let weight { return weight.value }
        if case .style(.headline) = size { return .semibold }
        return .regular
    }
}

extension Font.TextStyle {
    /// Points at each Dynamic Type size, xSmall through accessibility5 (iOS's table; `.large` is the default).
    var pointSizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
