import Canvas
import Widgets

/// A string as SwiftUI's `Text(_:)` takes it from a literal: interpolations are formatted as they are in
/// a plain string (`"\(count)"` → `1048`). Strings are shown as written (no localisation tables).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: String
    /// The key `value`.
    public init(_ value: String) { key = value }
    /// The key of a string literal.
    public init(stringLiteral value: String) { key = value }
    /// The key of an interpolated literal, its values formatted as in a plain string.
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

/// Text in the environment's font and foreground style, as SwiftUI's `Text`; its own font, weight,
/// italic and colour (set with the modifiers that return `Text`) win over the environment's. Texts joined
/// with `+` are one paragraph; a modifier on the joined text styles the parts that set none of their own.
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    let string: String
    /// The parts of a text joined with `+`, in order (empty for a text of one string).
    var parts: [Text] = []
    var font: Font?
    var weight: Font.Weight?
    var italic = false
    var hasMonospacedDigits = false
    var style: AnyShapeStyle?

    /// Text from a literal (or a key: shown as written).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.key
    }
    /// Text of a string, shown as is.
    public init(verbatim content: String) { string = content }
    /// Text of a string value, shown as is.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

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

    /// A case to show text in.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    /// `text` joined after `self` into one paragraph (SwiftUI's `Text + Text`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.parts = lhs.flattened + rhs.flattened
        return joined
    }

    /// The single-string texts this text is made of, each with this text's styling where it sets none.
    private var flattened: [Text] {
        guard !parts.isEmpty else { return [self] }
        return parts.map { part in
            var p = part
            p.font = p.font ?? font; p.weight = p.weight ?? weight; p.style = p.style ?? style
            p.italic = p.italic || italic; p.hasMonospacedDigits = p.hasMonospacedDigits || hasMonospacedDigits
            return p
        }
    }

    /// What one single-string text draws with in `context`.
    private struct Resolved: Equatable {
        var size: Double, weight: FontWeight, italic: Bool, fill: Fill, features: FontFeatures
    }

    private func resolved(in context: ViewContext) -> Resolved {
        let env = context.environment
        let font = self.font ?? env.font ?? .body
        if font.design != .default {
            context.diagnostics.report("Font design .\(font.design) is not drawn yet (text is drawn in the default design)")
        }
        let weight = self.weight?.value ?? env.fontWeight?.value ?? font.resolvedWeight
        let style = self.style ?? env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
        let fill = context.fill(for: style, what: "the foreground style of Text(\"\(string.prefix(30))\")")
        return Resolved(size: font.pointSize(at: env.dynamicTypeSize), weight: weight, italic: italic || font.isItalic || env.isItalic,
                        fill: fill, features: hasMonospacedDigits || font.isMonospacedDigit || env.isMonospacedDigit ? .tabularFigures : [])
    }

    func makeNodes(in context: ViewContext) -> [Node] {
        let env = context.environment
        let pieces = flattened
        let looks = pieces.map { $0.resolved(in: context) }
        if let first = looks.first, let other = looks.firstIndex(where: { $0 != first }) {
            context.diagnostics.report("Text + Text in different styles (\"\(pieces[0].string.prefix(30))\" and \"\(pieces[other].string.prefix(30))\") "
                                       + "is not drawn yet: joined texts are drawn only when every part has the same font, weight and colour")
        }
        let look = looks[0]   // `flattened` holds at least the text itself
        let shown = env.textCase == .uppercase ? string.uppercased() : env.textCase == .lowercase ? string.lowercased() : string
        let node = Widgets.Text(shown, size: look.size, weight: look.weight, italic: look.italic, color: look.fill,
                                alignment: env.multilineTextAlignment, lineLimit: env.lineLimit, features: look.features)
        // A text case changes how the text looks, not what VoiceOver reads.
        return [shown == string ? node : AccessibilityNode(AccessibilityInfo(label: string), node)]
    }
}

extension ViewContext {
    /// The fill `style` draws with here; a style this version cannot draw is reported (naming `what`)
    /// and drawn in the label colour.
    func fill(for style: AnyShapeStyle, what: String) -> Fill {
        if let fill = style.fill(in: environment) { return fill }
        diagnostics.report("\(what) is \(type(of: style.base)), which SheetshotUI cannot draw yet")
        return .semantic(.label)
    }
}
