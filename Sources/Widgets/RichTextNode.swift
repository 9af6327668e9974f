import Canvas

/// Text in several styles in one paragraph (SwiftUI's `Text + Text` with different fonts or colours): each
/// run has its own size, weight, italic, features and colour; lines wrap across runs to the width
/// offered, on one baseline per line.
public final class RichText: Node {
    /// One run of the paragraph.
    public struct Run: Sendable {
        /// The run's text.
        public var string: String
        /// Its size in points (before the environment's font scale), weight and slant.
        public var size: Double, weight: FontWeight, italic: Bool
        /// Its colour.
        public var color: Fill
        /// OpenType features (tabular figures).
        public var features: FontFeatures
        /// Space added after each of its glyphs, in points (on top of the system font's own tracking).
        public var tracking: Double
        /// Its font family, or nil for the environment's (the system font).
        public var family: String?
        /// A run of `string` in the given style.
        public init(_ string: String, size: Double = 17, weight: FontWeight = .regular, italic: Bool = false, color: Fill = .semantic(.label),
                    features: FontFeatures = [], tracking: Double = 0, family: String? = nil) {
            self.string = string; self.size = size; self.weight = weight; self.italic = italic; self.color = color; self.features = features
            self.tracking = tracking; self.family = family
        }
    }

    /// The runs, in reading order.
    public var runs: [Run] { didSet { cached = nil; invalidateLayout() } }
    /// How lines align within the paragraph's width.
    public var alignment: TextAlignment { didSet { cached = nil; invalidateLayout() } }
    /// The most lines shown; more are cut with "…" (nil: no limit).
    public var lineLimit: Int? { didSet { cached = nil; invalidateLayout() } }
    /// The fewest lines of height the paragraph takes, however few it shows (its tallest run's line
    /// height each); at most `maximumReservedLines`.
    public var reservedLines: Int = 0 { didSet { invalidateLayout() } }

    /// The whole text (the runs joined), as VoiceOver reads it.
    public var string: String { runs.map(\.string).joined() }

    private var cached: (key: String, layout: RichTextLayout)?

    /// A paragraph of `runs`.
    public init(_ runs: [Run], alignment: TextAlignment = .leading, lineLimit: Int? = nil) {
        self.runs = runs; self.alignment = alignment; self.lineLimit = lineLimit
        super.init()
    }

    private func fonts(in environment: Environment) throws -> [Font] {
        try runs.map { run in
            let size = run.size * environment.fontScale
            // Text in the system font is drawn, spaced and led as `Environment.systemFont(size:)` says.
            let system = run.family == nil ? environment.systemFont(size: size) : (family: run.family!, tracking: 0, lineMetrics: nil)
            return try Font(family: system.family, weight: run.weight, italic: run.italic, size: size)
                .withFeatures(run.features).withTracking(system.tracking + run.tracking).withLineMetrics(system.lineMetrics)
        }
    }

    /// Resolves the fonts; runs longer together than `TextShaper.maximumLength` bytes are an error here.
    /// - Throws: `FontError`, `TextLengthError`.
    override public func prepare(_ environment: Environment) throws {
        let bytes = runs.reduce(0) { $0 + $1.string.utf8.count }
        guard bytes <= TextShaper.maximumLength else { throw TextLengthError(text: string, limit: TextShaper.maximumLength) }
        _ = try fonts(in: environment)
        try super.prepare(environment)
    }

    func layout(width: Double?, _ environment: Environment) -> RichTextLayout? {
        let key = "\(width.map { String($0) } ?? "-")|\(environment.fontScale)|\(environment.fontFamily)|\(environment.layoutDirection)|\(environment.tracksLikeSystemFont)|\(environment.systemFontFamilies.map { $0.text + $0.display } ?? "")"
        if let c = cached, c.key == key { return c.layout }
        guard let fonts = try? fonts(in: environment) else { return nil }
        let style = ParagraphStyle(alignment: alignment, maximumLines: lineLimit)
        guard let layout = try? RichTextLayout(runs: zip(runs, fonts).map { RichTextLayout.Run(text: $0.string, font: $1) }, width: width, style: style)
        else { return nil }
        cached = (key, layout)
        return layout
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        guard let layout = layout(width: proposal.width, environment) else { return .zero }
        var height = layout.size.height
        if reservedLines > 0, let fonts = try? fonts(in: environment) {
            height = max(height, Double(min(reservedLines, maximumReservedLines)) * (fonts.map(\.lineHeight).max() ?? 0))
        }
        return Size(environment.snapUp(layout.size.width), environment.snapUp(height))
    }

    override public func textBaseline(first: Bool, size: Size, in environment: Environment) -> Double {
        guard let layout = layout(width: size.width + 0.5 / environment.displayScale, environment) else { return size.height }
        let baselines = layout.segments.map(\.origin.y)
        return (first ? baselines.min() : baselines.max()) ?? size.height
    }

    override public func drawContent(on canvas: Canvas, environment: Environment) {
        guard let layout = layout(width: frame.width + 0.5 / environment.displayScale, environment) else { return }
        canvas.draw(layout, at: frame.origin, paints: runs.map { $0.color.paint(in: environment, frame: frame) })
    }

    override public var dumpDetails: String {
        "\"\(string.count > 40 ? String(string.prefix(40)) + "…" : string)\" \(runs.count) runs"
    }
}
