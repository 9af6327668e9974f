// SwiftUI's side of `AttributedString`: the attributes a `Text` draws (`font`, `foregroundColor`, and the
// rest SwiftUI defines), Foundation's `inlinePresentationIntent` (which Foundation on Linux lacks), and
// `AttributedString(markdown:)` (also missing on Linux), read by `InlineMarkdown`.
import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads from an `AttributedString`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes SwiftUI's `Text` reads from an `AttributedString` (`string.font = .headline`,
    /// `string.foregroundColor = .red`), with Foundation's inline presentation intent.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the run (not drawn yet: a warning).
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the run (not drawn yet: a warning).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the run (not drawn yet: a warning).
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space between letters, in points (not drawn yet: a warning unless 0).
        public let kern: KerningAttribute
        /// Extra tracking, in points (not drawn yet: a warning unless 0).
        public let tracking: TrackingAttribute
        /// How far the run is raised, in points (not drawn yet: a warning unless 0).
        public let baselineOffset: BaselineOffsetAttribute
        /// What Markdown marked the run as: emphasis, strong emphasis, code, strikethrough.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
    }
}

extension AttributeDynamicLookup {
    /// `string.font`, `string.foregroundColor` and the other SwiftUI attributes, as on iOS.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeScopes.SwiftUIAttributes {
    /// A run's font.
    public enum FontAttribute: AttributedStringKey {
        /// The type of the attribute's values.
        public typealias Value = Font
        /// The attribute's name, as SwiftUI's (for coding).
        public static let name = "SwiftUI.Font"
    }
    /// A run's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// The type of the attribute's values.
        public typealias Value = Color
        /// The attribute's name, as SwiftUI's (for coding).
        public static let name = "SwiftUI.ForegroundColor"
    }
    /// The colour behind a run.
    public enum BackgroundColorAttribute: AttributedStringKey {
        /// The type of the attribute's values.
        public typealias Value = Color
        /// The attribute's name, as SwiftUI's (for coding).
        public static let name = "SwiftUI.BackgroundColor"
    }
    /// A line through a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// The type of the attribute's values.
        public typealias Value = Text.LineStyle
        /// The attribute's name, as SwiftUI's (for coding).
        public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// A line under a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        /// The type of the attribute's values.
        public typealias Value = Text.LineStyle
        /// The attribute's name, as SwiftUI's (for coding).
        public static let name = "SwiftUI.UnderlineStyle"
    }
    /// Extra space between a run's letters.
    public enum KerningAttribute: AttributedStringKey {
        /// The type of the attribute's values.
        public typealias Value = CGFloat
        /// The attribute's name, as SwiftUI's (for coding).
        public static let name = "SwiftUI.Kern"
    }
    /// Extra tracking of a run.
    public enum TrackingAttribute: AttributedStringKey {
        /// The type of the attribute's values.
        public typealias Value = CGFloat
        /// The attribute's name, as SwiftUI's (for coding).
        public static let name = "SwiftUI.Tracking"
    }
    /// How far a run is raised.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        /// The type of the attribute's values.
        public typealias Value = CGFloat
        /// The attribute's name, as SwiftUI's (for coding).
        public static let name = "SwiftUI.BaselineOffset"
    }
    /// What Markdown marked a run as.
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        /// The type of the attribute's values.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name, as SwiftUI's (for coding).
        public static let name = "NSInlinePresentationIntent"
    }
}

extension Text {
    /// How a line under or through text is drawn (SwiftUI's `Text.LineStyle`).
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern.
        public var pattern: LineStylePattern
        /// The line's colour (nil: the text's).
        public var color: Color?
        /// A line in `pattern` and `color`.
        public init(pattern: LineStylePattern = .solid, color: Color? = nil) { self.pattern = pattern; self.color = color }
        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}

extension AttributedString {
    /// How `AttributedString(markdown:options:baseURL:)` reads Markdown (Foundation's
    /// `AttributedString.MarkdownParsingOptions`).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which syntax is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// All of Markdown (block structure is read as inline text here).
            case full
            /// Inline Markdown only.
            case inlineOnly
            /// Inline Markdown only, keeping every space and line break.
            case inlineOnlyPreservingWhitespace
        }
        /// What to do with Markdown that cannot be read.
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }

        /// Whether `^[text](attribute: value)` extended attributes are read (they are shown as text here).
        public var allowsExtendedAttributes: Bool
        /// Which syntax is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What to do with Markdown that cannot be read (inline Markdown always can be).
        public var failurePolicy: FailurePolicy
        /// The language of the text.
        public var languageCode: String?

        /// Options for reading Markdown.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The attributed string `markdown` describes: its emphasis, strong emphasis, code and strikethrough as
    /// `inlinePresentationIntent`, and its links as `link` (relative ones resolved against `baseURL`).
    /// As SwiftUI's `Text` does, block structure (headings, lists) is kept as written. Inline Markdown is
    /// always readable, so this does not throw.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        for span in InlineMarkdown.parse(markdown) {
            var piece = AttributedString(span.text)
            if !span.intent.isEmpty { piece[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = span.intent }
            if let link = span.link { piece.link = URL(string: link, relativeTo: baseURL) }
            append(piece)
        }
    }

    /// The attributed string `markdown` describes, read from UTF-8 data.
    public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }
}
