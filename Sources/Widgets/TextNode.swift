import Canvas

/// The most lines of height a text reserves (`Text.reservedLines`, `RichText.reservedLines`): far more than
/// any screen holds, and few enough that the height stays a sound number.
public let maximumReservedLines = 10_000

/// A run of text: its font (family, weight, size in points, scaled by the environment's font scale),
/// colour, alignment of its lines and line limit. It wraps to the width it is offered.
public final class Text: Node {
    /// The text shown (a change measures the node again).
    public var string: String { didSet { if string != oldValue { invalidateLayout() } } }
    /// The font size in points, before the environment's font scale.
    public var size: Double { didSet { invalidateLayout() } }
    /// The font weight.
    public var weight: FontWeight { didSet { invalidateLayout() } }
    /// Whether the italic face is used.
    public var italic: Bool { didSet { invalidateLayout() } }
    /// The family, or nil for the environment's.
    public var family: String? { didSet { invalidateLayout() } }
    /// The text colour (a change repaints without measuring).
    public var color: Fill { didSet { invalidateAppearance() } }
    /// How lines align within the text's width.
    public var alignment: TextAlignment { didSet { invalidateLayout() } }
    /// The most lines shown; more are cut with "…" (nil: no limit).
    public var lineLimit: Int? { didSet { invalidateLayout() } }
    /// OpenType features the text is shaped with (tabular figures for counters and times).
    public var features: FontFeatures { didSet { invalidateLayout() } }
    /// The fewest lines of height the text takes, however few it shows (SwiftUI's
    /// `lineLimit(_:reservesSpace:)` and `lineLimit(2...4)`); at most `maximumReservedLines`.
    public var reservedLines: Int = 0 { didSet { invalidateLayout() } }
    /// Space added after each glyph, in points (SwiftUI's `tracking` and `kerning`), on top of the
    /// system font's own tracking.
    public var tracking: Double = 0 { didSet { invalidateLayout() } }
    /// The font's leading, in points: space between the text's lines (on top of `lineSpacing`), and, in a
    /// column whose spacing is not given, between this text and a text above it (a text style's leading:
    /// body text's lines are 22 points apart on iOS though its font is 20.3 points tall).
    public var leading: Double = 0 { didSet { invalidateLayout() } }
    /// Extra space between lines, in points (SwiftUI's `lineSpacing`): added between lines, not above the
    /// first or below the last.
    public var lineSpacing: Double = 0 { didSet { invalidateLayout() } }

    private var resolved: (key: String, font: Font)?

    /// A text node; the font (family, or the environment's Inter) is resolved when the tree is prepared.
    public init(_ string: String, size: Double = 17, weight: FontWeight = .regular, italic: Bool = false,
                family: String? = nil, color: Fill = .semantic(.label), alignment: TextAlignment = .leading, lineLimit: Int? = nil,
                features: FontFeatures = []) {
        self.string = string
        self.size = size
        self.weight = weight
        self.italic = italic
        self.family = family
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.features = features
        super.init()
    }

    /// The font in `environment` (resolved by `prepare`, which reports a missing font).
    func font(in environment: Environment) throws -> Font {
        let scaled = size * environment.fontScale
        // Text in the system font: the real one's family when in use, else the environment's family standing
        // in for it, spaced and led as iOS spaces SF Pro.
        let system = self.family == nil ? environment.systemFont(size: scaled) : (family: self.family!, tracking: 0, lineMetrics: nil)
        let family = system.family
        let key = "\(family)|\(weight.rawValue)|\(italic)|\(scaled)|\(features.rawValue)|\(system.tracking + tracking)|\(system.lineMetrics != nil)"
        if let r = resolved, r.key == key { return r.font }
        let font = try Font(family: family, weight: weight, italic: italic, size: scaled).withFeatures(features)
            .withTracking(system.tracking + tracking).withLineMetrics(system.lineMetrics)
        resolved = (key, font)
        return font
    }

    /// Resolves the font; a text longer than `TextLayout.maximumLength` bytes is an error here.
    /// - Throws: `FontError`, `TextLengthError`.
    override public func prepare(_ environment: Environment) throws {
        guard string.utf8.count <= TextLayout.maximumLength else { throw TextLengthError(text: string, limit: TextLayout.maximumLength) }
        _ = try font(in: environment)
    }

    /// The spacing drawn: finite and at least zero.
    private var spacing: Double {
        let total = lineSpacing + leading
        return total.isFinite ? max(0, min(total, 10_000)) : 0
    }

    func layout(width: Double?, _ environment: Environment) -> TextLayout? {
        guard let font = try? font(in: environment) else { return nil }
        // Extra spacing widens every line box by it; the half above the first line and below the last is
        // taken off again where the text is measured and drawn.
        let lineHeight = spacing > 0 ? font.lineHeight + spacing : nil
        return try? environment.textCache.layout(string, font: font, width: width,
                                                  style: ParagraphStyle(alignment: alignment, lineHeight: lineHeight, maximumLines: lineLimit))
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        guard let layout = layout(width: proposal.width, environment) else { return .zero }
        var height = layout.size.height
        if reservedLines > 0, let font = try? font(in: environment) {
            height = max(height, Double(min(reservedLines, maximumReservedLines)) * (font.lineHeight + spacing))
        }
        return Size(environment.snapUp(layout.size.width), environment.snapUp(max(0, height - spacing)))
    }

    override public func unbreakableWidth(in environment: Environment) -> Double? {
        // A text held to a number of lines truncates what does not fit rather than taking more room.
        guard lineLimit == nil, let font = try? font(in: environment) else { return nil }
        let spacing = self.spacing
        let lineHeight = spacing > 0 ? font.lineHeight + spacing : nil
        guard let width = try? environment.textCache.unbreakableWidth(string, font: font, style: ParagraphStyle(alignment: alignment, lineHeight: lineHeight,
                                                                                                                 maximumLines: lineLimit)) else { return nil }
        return environment.snapUp(width)
    }

    override public func textBaseline(first: Bool, size: Size, in environment: Environment) -> Double {
        guard let layout = layout(width: size.width + 0.5 / environment.displayScale, environment),
              let line = first ? layout.lines.first : layout.lines.last else { return size.height }
        return line.origin.y - spacing / 2
    }

    override public func drawContent(on canvas: Canvas, environment: Environment) {
        // Lay out again in the placed width (the pixel-snapped width can differ from the measured one
        // by less than a pixel; a little slack keeps the same line breaks).
        guard let layout = layout(width: frame.width + 0.5 / environment.displayScale, environment) else { return }
        canvas.draw(layout, at: Point(frame.minX, frame.minY - spacing / 2), paint: color.paint(in: environment, frame: frame))
    }

    override public var dumpDetails: String { "\"\(string.count > 40 ? String(string.prefix(40)) + "…" : string)\"" }
}
