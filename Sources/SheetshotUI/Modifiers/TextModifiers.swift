import Widgets

extension View {
    /// The font text in this view uses where it sets none.
    public func font(_ font: Font?) -> some View { environmentChanged { $0.font = font } }
    /// The weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentChanged { $0.fontWeight = weight } }
    /// The design of text in this view whose font names none (iOS 16.1): `.fontDesign(.rounded)`.
    public func fontDesign(_ design: Font.Design?) -> some View { environmentChanged { $0.fontDesign = design } }
    /// Text in this view in bold.
    public func bold(_ isActive: Bool = true) -> some View { environmentChanged { if isActive { $0.fontWeight = .bold } } }
    /// Text in this view in italics.
    public func italic(_ isActive: Bool = true) -> some View { environmentChanged { if isActive { $0.isItalic = true } } }
    /// Text in this view draws every digit at one width (tabular figures), so numbers that change keep
    /// their width.
    public func monospacedDigit() -> some View { environmentChanged { $0.isMonospacedDigit = true } }
    /// The style text and shapes in this view are drawn in.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentChanged { $0.foregroundStyle = AnyShapeStyle(style); $0.paletteStyles = [] }
    }
    /// Two styles: text and shapes in the first; a symbol's primary layer in the first, its secondary and
    /// tertiary layers in the second (palette rendering).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environmentChanged { $0.foregroundStyle = AnyShapeStyle(primary); $0.paletteStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary)] }
    }
    /// Three styles: text and shapes in the first; a symbol's layers in the three, by level.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environmentChanged {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.paletteStyles = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
    }
    /// The colour text and shapes in this view are drawn in.
    public func foregroundColor(_ color: Color?) -> some View { environmentChanged { $0.foregroundStyle = color.map(AnyShapeStyle.init) } }
    /// The most lines text in this view shows.
    public func lineLimit(_ number: Int?) -> some View { environmentChanged { $0.lineLimit = number; $0.reservedLines = 0 } }
    /// The most lines text in this view shows; with `reservesSpace`, text takes the height of that many
    /// lines however few it has (a description under a title keeps its place as it changes).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environmentChanged { $0.lineLimit = limit; $0.reservedLines = reservesSpace ? max(0, limit) : 0 }
    }
    /// Text in this view takes the height of at least `limits.lowerBound` lines and shows at most
    /// `limits.upperBound` (a vertical `TextField` grows from one to the other as it fills).
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        environmentChanged { $0.lineLimit = limits.upperBound; $0.reservedLines = max(0, limits.lowerBound) }
    }
    /// Text in this view takes the height of at least `limits.lowerBound` lines and shows as many as it has.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        environmentChanged { $0.lineLimit = nil; $0.reservedLines = max(0, limits.lowerBound) }
    }
    /// Text in this view shows at most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        environmentChanged { $0.lineLimit = limits.upperBound; $0.reservedLines = 0 }
    }
    /// Extra space between the lines of text in this view, in points.
    public func lineSpacing(_ spacing: CGFloat) -> some View { environmentChanged { $0.lineSpacing = spacing } }
    /// Where text in this view is cut when it does not fit: at its end as drawn here; cutting at the head
    /// or in the middle is drawn as at the end, with a warning.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        wrapped { node, context in
            if mode != .tail { context.diagnostics.warn("truncationMode(.\(mode)) is drawn as .tail: text is cut at its end") }
            return node
        }
    }
    /// How lines of multi-line text in this view are aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environmentChanged { $0.multilineTextAlignment = alignment } }
    /// How large symbols in this view are drawn relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View { environmentChanged { $0.imageScale = scale } }
    /// The case text in this view is shown in (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environmentChanged { $0.textCase = textCase } }
    /// The accent colour of controls and `.tint` in this view.
    public func tint(_ tint: Color?) -> some View { environmentChanged { $0.tint = tint } }
    /// How far text here may shrink to fit its line (kept: text that does not fit is wrapped or truncated
    /// at its size).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// Whether text here may tighten its letter spacing to fit (kept).
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Text in this view underlined (not drawn yet: a warning).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStylePattern = .solid, color: Color? = nil) -> some View {
        environmentChanged { if isActive { $0.undrawnTextStyling.append("underline") } }
    }
    /// Text in this view struck through (not drawn yet: a warning).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStylePattern = .solid, color: Color? = nil) -> some View {
        environmentChanged { if isActive { $0.undrawnTextStyling.append("strikethrough") } }
    }
    /// Text in this view with `kerning` points more after each character (drawn as tracking: ligatures are
    /// kept either way here).
    public func kerning(_ kerning: CGFloat) -> some View {
        environmentChanged { $0.tracking = kerning }
    }
    /// Text in this view with `tracking` points more after each character.
    public func tracking(_ tracking: CGFloat) -> some View {
        environmentChanged { $0.tracking = tracking }
    }
    /// Text in this view raised by `baselineOffset` points (not drawn yet: a warning unless 0).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environmentChanged { if baselineOffset != 0 { $0.undrawnTextStyling.append("baselineOffset(\(baselineOffset))") } }
    }
    /// The accent colour of controls in this view (iOS 13's name for `tint(_:)`).
    @available(*, deprecated, renamed: "tint(_:)")
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
    /// Whether controls in this view respond to interaction.
    public func disabled(_ disabled: Bool) -> some View { environmentChanged { if disabled { $0.isEnabled = false } } }
}

extension Text {
    /// Where text that does not fit is cut (SwiftUI's `Text.TruncationMode`).
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}
