import Canvas
import Widgets

/// A string as SwiftUI's `Text(_:)` takes it from a literal. Plain interpolations are formatted as they are
/// in a plain string (`"\(count)"` → `1048`); `"\(price, format: .currency(code: "EUR"))"` is formatted by
/// the format style in the locale of the environment the text is drawn in (`\.locale`, en_US unless set),
/// as SwiftUI does. Strings are shown as written (no localisation tables).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, @unchecked Sendable {
    // @unchecked: a formatted part keeps its input value and format style (values, as SwiftUI's are).
    let parts: [Part]

    /// A literal piece, a value inserted as written, or a value formatted in a locale. Only literal
    /// pieces are read as Markdown.
    enum Part {
        case literal(String)
        /// A value inserted as written, and the specifier a strings file's key has in its place.
        case inserted(String, specifier: String = "%@")
        case formatted((TextFormatting) -> String)
    }

    /// The key `value`.
    public init(_ value: String) { parts = [.literal(value)] }
    /// The key of a string literal.
    public init(stringLiteral value: String) { parts = [.literal(value)] }
    /// The key of an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }
    init(parts: [Part]) { self.parts = parts }

    /// The string as formatted for `formatting`.
    func resolved(in formatting: TextFormatting) -> String {
        parts.map { part in
            switch part {
            case .literal(let s), .inserted(let s, _): s
            case .formatted(let format): format(formatting)
            }
        }.joined()
    }

    /// The key translated by the strings of `bundle` (see `LocalizedStrings`) for `formatting`'s locale,
    /// its values put where the translation's specifiers say; nil when no table has the key. The key is
    /// written as a strings file writes it: literal pieces as they are, each value as its specifier (`%@`,
    /// `%lld` for an integer).
    func localized(table: String?, bundle: Bundle?, in formatting: TextFormatting) -> LocalizedStringKey? {
        // Most texts are in no table: the key is written only when there is one to look it up in.
        let strings = LocalizedStrings.merged(table: table ?? "Localizable", bundle: bundle, locale: formatting.locale)
        guard !strings.isEmpty else { return nil }
        var key = "", arguments: [String] = []
        for part in parts {
            switch part {
            case .literal(let s): key += s.replacingOccurrences(of: "%", with: "%%")
            case .inserted(let s, let specifier): key += specifier; arguments.append(s)
            case .formatted(let format): key += "%@"; arguments.append(format(formatting))
            }
        }
        // A key with no values is written as is; with values, a literal "%" is "%%", as in a format.
        guard let translation = strings[arguments.isEmpty ? key.replacingOccurrences(of: "%%", with: "%") : key] else { return nil }
        if arguments.isEmpty, !translation.contains("%") { return LocalizedStringKey(parts: [.literal(translation)]) }
        return LocalizedStringKey(parts: LocalizedStrings.pieces(of: translation, arguments: arguments).map {
            $0.isArgument ? .inserted($0.text) : .literal($0.text)
        })
    }

    /// The key's inline Markdown (`"Tap **Save**"`) as spans, its interpolated values (never read as
    /// Markdown, as in SwiftUI) formatted for `formatting`; nil when it has none.
    func markdownSpans(in formatting: TextFormatting) -> [MarkdownSpan]? {
        let placeholder: Character = "\u{FFFC}"
        var source = "", values: [String] = []
        for part in parts {
            switch part {
            case .literal(let s):
                if s.contains(placeholder) { return nil }
                source += s
            case .inserted(let s, _): source.append(placeholder); values.append(s)
            case .formatted(let format): source.append(placeholder); values.append(format(formatting))
            }
        }
        guard InlineMarkdown.mightContainMarkup(source) else { return nil }
        var spans = InlineMarkdown.parse(source)
        var next = values.makeIterator()
        if !values.isEmpty {
            for i in spans.indices where spans[i].text.contains(placeholder) {
                spans[i].text = String(spans[i].text.flatMap { $0 == placeholder ? Array(next.next() ?? "") : [$0] })
            }
        }
        return spans
    }

    /// The string as formatted by default (en_US, UTC): for titles and accessibility text.
    var key: String { resolved(in: TextFormatting()) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The pieces of an interpolated key: literals, values as in a plain string, values formatted by a
    /// format style in the environment's locale, and texts.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        /// Room for the literal's pieces.
        public init(literalCapacity: Int, interpolationCount: Int) { parts.reserveCapacity(2 * interpolationCount + 1) }
        /// A literal piece.
        public mutating func appendLiteral(_ literal: String) { parts.append(.literal(literal)) }
        /// A string, as is.
        public mutating func appendInterpolation(_ string: String) { parts.append(.inserted(string)) }
        /// A value's description (an integer in plain digits: `"\(1048)"` → `1048`).
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            parts.append(.inserted(value.description, specifier: value is any BinaryInteger ? "%lld" : "%@"))
        }
        /// A floating-point value as SwiftUI writes one, with six decimals in the environment's locale
        /// (`"\(3.6)"` → `3.600000`); give a `specifier:` or `format:` for fewer.
        public mutating func appendInterpolation(_ value: Double) { appendInterpolation(value, specifier: "%lf") }
        /// A floating-point value as SwiftUI writes one, with six decimals in the environment's locale.
        public mutating func appendInterpolation(_ value: Float) { appendInterpolation(Double(value), specifier: "%lf") }
        /// A value written by a printf-style `specifier` in the environment's locale (`"\(x, specifier: "%.1f")"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            parts.append(.formatted { String(format: specifier, locale: $0.locale, value) })
        }
        /// A value formatted by `format` in the environment's locale (`"\(total, format: .currency(code: "EUR"))"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            parts.append(.formatted { $0.format(input, with: format) })
        }
        /// A date written in `style`, as `Text(_:style:)` writes it (`"\(departure, style: .date)"`).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            let now = Date(timeIntervalSinceReferenceDate: 0)
            parts.append(.formatted { Text.write(date, style, from: now, $0) })
        }
        /// A text's string (its own styling is not kept: the key is one run of the enclosing text's style).
        public mutating func appendInterpolation(_ text: Text) { parts.append(contentsOf: text.content.parts) }
        /// A value written by a Foundation `Formatter` (`"\(date, formatter: dateFormatter)"`); a date
        /// formatter left at the machine's locale and time zone writes in the environment's instead.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            parts.append(.formatted { $0.format(subject, with: formatter) })
        }
    }
}

/// Where a text's values are formatted: the environment's locale, time zone and calendar, which
/// `Text(_:format:)` and `"\(x, format: …)"` use instead of the machine's, so a picture does not depend on
/// where it is rendered.
struct TextFormatting {
    var locale = EnvironmentValues.defaultLocale
    var timeZone = EnvironmentValues.defaultTimeZone
    var calendar = EnvironmentValues.defaultCalendar

    init() {}
    init(_ env: EnvironmentValues) { locale = env.locale; timeZone = env.timeZone; calendar = env.calendar }

    /// `value` written by `formatter`; a date formatter still at the machine's locale and time zone (as a
    /// new one is) writes in these instead, on a copy, so the picture does not depend on the machine.
    func format(_ value: Any, with formatter: Formatter) -> String {
        if let dates = formatter as? DateFormatter, dates.timeZone == TimeZone.current || dates.locale == Locale.current,
           let copy = dates.copy() as? DateFormatter {
            if dates.locale == Locale.current { copy.locale = locale }
            if dates.timeZone == TimeZone.current { copy.timeZone = timeZone }
            copy.calendar = calendar
            return copy.string(for: value) ?? ""
        }
        if let numbers = formatter as? NumberFormatter, numbers.locale == Locale.current, let copy = numbers.copy() as? NumberFormatter {
            copy.locale = locale
            return copy.string(for: value) ?? ""
        }
        return formatter.string(for: value) ?? ""
    }

    /// `input` formatted by `style` here: in this locale, and a date style in this time zone and calendar.
    func format<F: FormatStyle>(_ input: F.FormatInput, with style: F) -> String where F.FormatOutput == String {
        var style = style.locale(locale)
        if var date = style as? Date.FormatStyle {
            date.timeZone = timeZone
            date.calendar = calendar
            style = date as! F   // the same type, checked by the cast above
        } else if var iso = style as? Date.ISO8601FormatStyle {
            iso.timeZone = timeZone
            style = iso as! F
        }
        return style.format(input)
    }
}

/// Text in the environment's font and foreground style, as SwiftUI's `Text`; its own font, weight,
/// italic and colour (set with the modifiers that return `Text`) win over the environment's. Texts joined
/// with `+` are one paragraph, each part in its own style; a modifier on the joined text styles the parts
/// that set none of their own.
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    /// What the text says, resolved in the environment's locale when drawn.
    var content: LocalizedStringKey
    /// Whether the text's literal is read as inline Markdown (a text made from a `LocalizedStringKey`, as
    /// in SwiftUI; not `Text(verbatim:)` or a text of a `String` value).
    var parsesMarkdown = false
    /// What the text says in the default locale (for titles, labels and messages), without Markdown's marks.
    var string: String {
        if !parts.isEmpty { return parts.map(\.string).joined() }
        guard parsesMarkdown, let spans = content.markdownSpans(in: TextFormatting()) else { return content.key }
        return spans.map(\.text).joined()
    }
    /// The parts of a text joined with `+`, in order (empty for a text of one string).
    var parts: [Text] = []
    var font: Font?
    var weight: Font.Weight?
    var italic = false
    var hasMonospacedDigits = false
    /// Whether the text is code (a Markdown span between backticks): drawn in its font's monospaced design.
    var isCode = false
    /// Points added after each character (nil: the environment's).
    var tracking: Double?
    /// A design set with `fontDesign(_:)`, over the font's.
    var design: Font.Design?
    var style: AnyShapeStyle?
    /// Styling asked for that is not drawn yet (each a warning when the text is built).
    var undrawn: [String] = []

    /// Text from a literal or key, looked up as SwiftUI looks it up: in table `tableName` ("Localizable")
    /// of `bundle` — else the main bundle and the resource bundles beside the program — for the
    /// environment's locale (`Localizable.strings` in its `.lproj`, or `Localizable.xcstrings`), shown as
    /// written when no table has it. Its inline Markdown is drawn as SwiftUI draws it: `**strong**` in bold,
    /// `*emphasis*` in italics, code between backticks in the monospaced design and links in the tint colour;
    /// interpolated values are shown as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key
        parsesMarkdown = true
        localization = Localization(table: tableName, bundle: bundle)
    }

    /// Where a text made from a key looks its translation up (nil: the text is shown as written).
    struct Localization: @unchecked Sendable {
        // @unchecked: a Bundle is only read here.
        let table: String?
        let bundle: Bundle?
    }
    /// The strings table and bundle the key is looked up in.
    var localization: Localization?

    /// This text with its key translated for `formatting`'s locale, when a strings table has it.
    private func translated(in formatting: TextFormatting) -> Text {
        guard let localization, parts.isEmpty else { return self }
        // The double-length pseudo-locale (PseudoLocale.doubleLength): every localisable text twice as long.
        if formatting.locale.identifier == PseudoLocale.doubleLength.identifier {
            var t = self
            let shown = content.resolved(in: formatting)
            let letters = shown.filter { !$0.isWhitespace }.count
            t.content = LocalizedStringKey(parts: [.literal(shown + " " + String(repeating: "·", count: max(1, letters)))])
            return t
        }
        guard let translation = content.localized(table: localization.table, bundle: localization.bundle, in: formatting) else { return self }
        var t = self
        t.content = translation
        return t
    }
    /// Text of a string, shown as is.
    public init(verbatim content: String) { self.content = LocalizedStringKey(content) }
    /// Text of a string value, shown as is.
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { self.content = LocalizedStringKey(String(content)) }
    /// An attributed string, each run in its own style: its `font` and `foregroundColor`, Markdown's
    /// emphasis (italics), strong emphasis (bold) and code (monospaced design), and links in the tint
    /// colour. Underline, strikethrough, kerning, tracking, baseline offset and background colour are not
    /// drawn yet (each a warning).
    ///
    /// (Disfavoured: Foundation's `AttributedString` takes string literals on Linux, and a literal is a
    /// `LocalizedStringKey`, read for Markdown, as in SwiftUI.)
    @_disfavoredOverload public init(_ attributedContent: AttributedString) {
        content = LocalizedStringKey(String(attributedContent.characters))
        var pieces: [Text] = []
        for run in attributedContent.runs {
            var piece = Text(verbatim: String(attributedContent[run.range].characters))
            let intent = run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] ?? []
            piece.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            piece.style = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self].map(AnyShapeStyle.init)
            if run.link != nil { piece.style = AnyShapeStyle(TintShapeStyle()) }
            piece.applying(intent)
            if run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] != nil { piece.undrawn.append("underline") }
            if run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] != nil { piece.undrawn.append("strikethrough") }
            if run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self] != nil { piece.undrawn.append("background colour") }
            for (name, value) in [("kerning", run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]),
                                  ("tracking", run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]),
                                  ("baselineOffset", run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self])] {
                if let value, value != 0 { piece.undrawn.append("\(name)(\(value))") }
            }
            pieces.append(piece)
        }
        if pieces.count > 1 || pieces.first.map({ $0.font != nil || $0.style != nil || $0.weight != nil || $0.italic || !$0.undrawn.isEmpty }) == true {
            parts = pieces
        }
    }

    /// This text styled as Markdown's `intent` asks: bold, italics, the monospaced design; struck through
    /// is noted as not drawn.
    private mutating func applying(_ intent: InlinePresentationIntent) {
        if intent.contains(.stronglyEmphasized) { weight = .bold }
        if intent.contains(.emphasized) { italic = true }
        if intent.contains(.code) { isCode = true }
        if intent.contains(.strikethrough) { undrawn.append("strikethrough") }
    }

    /// The pieces this text's inline Markdown makes, each in this text's styling and its own marks; just
    /// this text when it has none.
    private func markdownPieces(in formatting: TextFormatting) -> [Text] {
        guard parsesMarkdown, parts.isEmpty, let spans = content.markdownSpans(in: formatting) else { return [self] }
        return spans.map { span in
            var piece = self
            piece.parsesMarkdown = false
            piece.content = LocalizedStringKey(parts: [.inserted(span.text)])
            piece.applying(span.intent)
            if span.link != nil { piece.style = AnyShapeStyle(TintShapeStyle()) }
            return piece
        }
    }
    /// A value formatted by `format` in the environment's locale, as SwiftUI's `Text(_:format:)`:
    /// `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        content = LocalizedStringKey(parts: [.formatted { $0.format(input, with: format) }])
    }
    /// `subject` written by a Foundation `Formatter` (a date formatter at the machine's locale and time zone
    /// writes in the environment's).
    /// (SwiftUI takes a `ReferenceConvertible` or `NSObject` subject; any value is taken here, as Linux's
    /// Foundation values do not all conform.)
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        content = LocalizedStringKey(parts: [.formatted { $0.format(subject, with: formatter) }])
    }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// The text in bold.
    public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }
    /// The text in italics.
    public func italic(_ isActive: Bool = true) -> Text { var t = self; t.italic = t.italic || isActive; return t }
    /// The text with every digit at one width (tabular figures).
    public func monospacedDigit() -> Text { var t = self; t.hasMonospacedDigits = true; return t }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.style = color.map(AnyShapeStyle.init); return t }
    /// The text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { var t = self; t.style = AnyShapeStyle(style); return t }

    /// The text underlined (not drawn yet: a warning).
    public func underline(_ isActive: Bool = true, pattern: LineStylePattern = .solid, color: Color? = nil) -> Text {
        isActive ? undrawn("underline") : self
    }
    /// The text struck through (not drawn yet: a warning).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStylePattern = .solid, color: Color? = nil) -> Text {
        isActive ? undrawn("strikethrough") : self
    }
    /// The text with `kerning` points more after each character (drawn as tracking: ligatures are kept
    /// either way here).
    public func kerning(_ kerning: CGFloat) -> Text { var t = self; t.tracking = Double(kerning); return t }
    /// The text with `tracking` points more after each character.
    public func tracking(_ tracking: CGFloat) -> Text { var t = self; t.tracking = Double(tracking); return t }
    /// The text raised by `baselineOffset` points (not drawn yet: a warning unless 0).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { baselineOffset == 0 ? self : undrawn("baselineOffset(\(baselineOffset))") }
    /// The text in its font's monospaced design (DejaVu Sans Mono standing in for SF Mono).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? font((font ?? .body).monospaced()) : self }
    /// The text in `design` (iOS 16.1), whatever its font's; nil keeps the font's.
    public func fontDesign(_ design: Font.Design?) -> Text { var t = self; t.design = design; return t }
    /// The text at `width` (drawn at the standard width).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// The text with `name` noted as not drawn.
    private func undrawn(_ name: String) -> Text { var t = self; t.undrawn.append(name); return t }

    /// How an underline or strikethrough is drawn (SwiftUI's `Text.LineStyle.Pattern`).
    public enum LineStylePattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }

    /// A case to show text in.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    /// `text` joined after `self` into one paragraph (SwiftUI's `Text + Text`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(LocalizedStringKey(parts: lhs.content.parts + rhs.content.parts))
        joined.parts = lhs.flattened + rhs.flattened
        return joined
    }

    /// The single-string texts this text is made of, each with this text's styling where it sets none.
    private var flattened: [Text] {
        guard !parts.isEmpty else { return [self] }
        return parts.map { part in
            var p = part
            p.font = p.font ?? font; p.weight = p.weight ?? weight; p.style = p.style ?? style; p.undrawn += undrawn
            p.italic = p.italic || italic; p.hasMonospacedDigits = p.hasMonospacedDigits || hasMonospacedDigits
            p.isCode = p.isCode || isCode; p.tracking = p.tracking ?? tracking
            return p
        }
    }

    /// What one single-string text draws with in `context`.
    private struct Resolved: Equatable {
        var size: Double, weight: FontWeight, italic: Bool, fill: Fill, features: FontFeatures, tracking: Double, leading: Double
        /// The custom font's family (nil: the system font).
        var family: String?
    }

    private func resolved(in context: ViewContext) -> Resolved {
        let env = context.environment
        for name in undrawn + env.undrawnTextStyling {
            context.diagnostics.warn("Text's \(name) is not drawn yet: the text is drawn without it")
        }
        var font = self.font ?? env.font ?? .body
        if let design { font.design = design } else if let design = env.fontDesign, font.design == .default { font.design = design }
        if isCode { font = font.monospaced() }
        if let problem = font.sizeProblem { context.diagnostics.warn("Text(\"\(string.prefix(30))\"): \(problem)") }
        var family: String? = nil, faceWeight: FontWeight? = nil, faceItalic = false, forcedItalic: Bool? = nil
        switch font.design {
        case .default: break
        // DejaVu stands in for SF Mono and New York (fonts-dejavu-core), as Inter does for SF Pro.
        case .monospaced: family = "DejaVu Sans Mono"
        case .serif: family = "DejaVu Serif"
        case .rounded:
            context.diagnostics.warn("Font design .rounded is not drawn yet: text in it is drawn in the default design")
        }
        if let name = font.customName {
            if let face = CustomFonts.resolve(name) {
                family = face.family; faceWeight = face.weight; faceItalic = face.italic ?? false
            } else {
                context.diagnostics.warn("Font.custom(\"\(name)\") is not an installed or registered font (register it with CustomFonts, or put it in a package's resources): text in it is drawn in the system font at its size")
            }
        }
        var weight = self.weight?.value ?? env.fontWeight?.value ?? font.weight?.value ?? faceWeight ?? font.resolvedWeight
        let wantsItalic = italic || font.isItalic || env.isItalic || faceItalic
        if let custom = family, (try? CanvasFont(family: custom, weight: weight, italic: wantsItalic, size: 1)) == nil {
            // The family has no face of this weight and slant: its named face's (as iOS would not invent one).
            let fallback = faceWeight ?? .regular
            context.diagnostics.warn("Font.custom(\"\(font.customName ?? custom)\") has no \(weight) face: drawn in its \(fallback) one")
            weight = fallback
            forcedItalic = faceItalic
            if (try? CanvasFont(family: custom, weight: weight, italic: faceItalic, size: 1)) == nil { family = nil; forcedItalic = nil }
        }
        let style = self.style ?? env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        let fill = context.fill(for: style, what: "the foreground style of Text(\"\(string.prefix(30))\")")
        return Resolved(size: font.pointSize(at: env.dynamicTypeSize), weight: weight,
                        italic: forcedItalic ?? wantsItalic,
                        fill: fill, features: hasMonospacedDigits || font.isMonospacedDigit || env.isMonospacedDigit ? .tabularFigures : [],
                        tracking: tracking ?? Double(env.tracking), leading: font.leading(at: env.dynamicTypeSize), family: family)
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let formatting = TextFormatting(env)
        let pieces = flattened.flatMap { $0.translated(in: formatting).markdownPieces(in: formatting) }
        let looks = pieces.map { $0.resolved(in: context) }
        func cased(_ s: String) -> String { env.textCase == .uppercase ? s.uppercased() : env.textCase == .lowercase ? s.lowercased() : s }
        let string = pieces.count == 1 ? pieces[0].content.resolved(in: formatting)
            : pieces.map { $0.content.resolved(in: formatting) }.joined()
        if let first = looks.first, looks.contains(where: { $0 != first }) {
            // Joined texts in different styles: one paragraph of runs, each in its own style.
            let runs = zip(pieces, looks).map { piece, look in
                Widgets.RichText.Run(cased(piece.content.resolved(in: formatting)), size: look.size, weight: look.weight, italic: look.italic,
                                     color: look.fill, features: look.features, tracking: look.tracking, family: look.family)
            }
            let node = Widgets.RichText(runs, alignment: env.multilineTextAlignment, lineLimit: env.lineLimit)
            node.reservedLines = env.reservedLines
            return [AccessibilityNode(AccessibilityInfo(label: string, traits: .isStaticText, isElement: true), node)]
        }
        let look = looks[0]   // `flattened` holds at least the text itself
        let shown = cased(string)
        let node = Widgets.Text(shown, size: look.size, weight: look.weight, italic: look.italic, family: look.family, color: look.fill,
                                alignment: env.multilineTextAlignment, lineLimit: env.lineLimit, features: look.features)
        node.lineSpacing = Double(env.lineSpacing)
        node.reservedLines = env.reservedLines
        node.tracking = look.tracking
        node.leading = look.leading
        // A text case changes how the text looks, not what VoiceOver reads.
        return [shown == string ? node : AccessibilityNode(AccessibilityInfo(label: string), node)]
    }
}

extension ViewContext {
    /// The fill `style` draws with here; a style this version cannot draw is reported (naming `what`)
    /// and drawn in the label colour.
    func fill(for style: AnyShapeStyle, what: @autoclosure () -> String) -> Fill {
        if let color = style.base as? Color { noteStandIn(color) }
        if let approximated = style.base as? ApproximatedShapeStyle { diagnostics.warn(approximated.approximation) }
        if let fill = style.fill(in: environment) { return fill }
        diagnostics.report("\(what()) is \(type(of: style.base)), which SheetshotUI cannot draw yet")
        return .semantic(.label)
    }
}
