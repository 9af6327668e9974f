import Foundation

// Paragraph layout: text broken into lines that fit a width, placed on baselines, aligned, optionally
// cut to a number of lines with "…". Widths come from shaping (kerning included); each finished line is
// shaped again on its own so that bidi ordering and joining are right per line.

/// Where lines sit horizontally in the layout width. Leading and trailing follow the paragraph's
/// direction (leading is the left edge of left-to-right text, the right edge of right-to-left text).
public enum TextAlignment: Sendable, Hashable {
    case leading, center, trailing
}

/// How a paragraph is laid out.
public struct ParagraphStyle: Sendable, Hashable {
    /// Horizontal placement of each line.
    public var alignment: TextAlignment
    /// Baseline-to-baseline distance; nil uses the font's (ascent + descent + line gap). Extra height
    /// is shared equally above and below the glyphs.
    public var lineHeight: Double?
    /// The most lines shown (nil: no limit); text beyond them is cut and the last line ends in "…".
    public var maximumLines: Int?
    /// The paragraph direction; nil takes it from the first strong character.
    public var direction: TextDirection?

    /// A style; every property has the usual default.
    public init(alignment: TextAlignment = .leading, lineHeight: Double? = nil, maximumLines: Int? = nil,
                direction: TextDirection? = nil) {
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.maximumLines = maximumLines
        self.direction = direction
    }
}

/// One line of a laid-out paragraph.
public struct LaidOutLine: Sendable {
    /// The line's glyphs (its text is `shaped.text`; ends in "…" when truncated).
    public let shaped: ShapedLine
    /// UTF-8 offsets in the paragraph's text of the characters this line shows.
    public let range: Range<Int>
    /// The line's left edge and baseline, relative to the layout's top-left corner.
    public let origin: Point
    /// Whether text was cut at the end of this line.
    public let isTruncated: Bool
}

/// A paragraph laid out in a width.
///
/// ```swift
/// let body = try Font.inter(size: 15)
/// let layout = try TextLayout("Choose how albums are sorted in your library.", font: body, width: 200,
///                             style: ParagraphStyle(maximumLines: 2))
/// canvas.draw(layout, at: Point(16, 100), paint: .solid(.black))
/// ```
public struct TextLayout: Sendable {
    /// The text laid out.
    public let text: String
    /// The font.
    public let font: Font
    /// The width lines were broken to (nil: no wrapping).
    public let width: Double?
    /// The style.
    public let style: ParagraphStyle
    /// The lines, top to bottom.
    public let lines: [LaidOutLine]
    /// The size the text takes: its widest line by the height of all lines (as SwiftUI's `Text`, the
    /// paragraph is no wider than its text; alignment places lines within that width).
    public let size: Size
    /// Whether any text was cut.
    public var isTruncated: Bool { lines.last?.isTruncated ?? false }

    /// The ellipsis that ends a truncated line.
    public static let ellipsis = "…"

    /// The longest text laid out, in UTF-8 bytes: 4 MB, a long licence or a book chapter many times over
    /// (a paragraph or line longer than `TextShaper.maximumLength` is shaped in pieces).
    public static let maximumLength = 4_000_000

    /// Lays out `text` in `font`, breaking lines to fit `width` (nil or infinite: only explicit newlines
    /// break lines).
    /// - Throws: `TextError.tooLong` for text over `TextLayout.maximumLength` bytes.
    public init(_ text: String, font: Font, width: Double? = nil, style: ParagraphStyle = ParagraphStyle()) throws {
        try self.init(text, font: font, width: width, style: style, analysis: nil)
    }

    /// The paragraph direction `text` is laid out in with `style`.
    static func direction(of text: String, style: ParagraphStyle) -> TextDirection {
        style.direction ?? text.unicodeScalars.lazy.compactMap(TextShaper.strongDirection).first ?? .leftToRight
    }

    /// Lays out `text`, reusing `analysis` — its characters, each paragraph's shaping and break
    /// opportunities, and the lines shaped so far — when the same text is laid out at several widths.
    init(_ text: String, font: Font, width: Double?, style: ParagraphStyle, analysis given: TextAnalysis?) throws {
        let utf8Count = text.utf8.count
        guard utf8Count <= TextLayout.maximumLength else {
            throw TextError.tooLong(bytes: utf8Count, limit: TextLayout.maximumLength)
        }
        let limit = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        self.text = text
        self.font = font
        self.width = limit
        self.style = style
        let direction = Self.direction(of: text, style: style)
        let maxLines = style.maximumLines.map { max(1, $0) } ?? Int.max
        let analysis = given ?? TextAnalysis(text, font: font, direction: direction)

        // Line ranges (UTF-8 offsets), paragraph by paragraph.
        var ranges: [(range: Range<Int>, truncated: Bool)] = []
        let characters = analysis.characters
        outer: for (index, paragraph) in analysis.paragraphs.enumerated() {
            let breaks = try analysis.breaker(index)
            for line in breaks.lines(width: limit) {
                let moreFollows = line.upperBound < paragraph.upperBound || paragraph.upperBound < characters.endOffset
                ranges.append((line, ranges.count == maxLines - 1 && moreFollows))
                if ranges.count == maxLines { break outer }
            }
        }
        if ranges.isEmpty { ranges = [(0..<0, false)] }

        // Shape each line; truncated lines get the longest prefix that fits with the ellipsis.
        let ascent = font.ascent, descent = font.descent
        let lineHeight = style.lineHeight ?? font.lineHeight
        let halfLeading = style.lineHeight.map { ($0 - ascent - descent) / 2 } ?? 0
        var shapedLines: [(ShapedLine, Range<Int>, Bool)] = []
        for (range, truncated) in ranges {
            if truncated {
                let (shaped, shown) = try Self.truncate(characters: characters, range: range, font: font, width: limit, direction: direction)
                shapedLines.append((shaped, shown, true))
            } else {
                let trimmed = characters.trimmingTrailingWhitespace(range)
                shapedLines.append((try analysis.line(trimmed), trimmed, false))
            }
        }
        // As SwiftUI's Text: the paragraph is as wide as its widest line, and lines align within that.
        let widest = shapedLines.map(\.0.advance).max() ?? 0
        let boxWidth = widest
        var placed: [LaidOutLine] = []
        for (i, (shaped, range, truncated)) in shapedLines.enumerated() {
            let free = boxWidth - shaped.advance
            let x: Double
            switch (style.alignment, direction) {
            case (.leading, .leftToRight), (.trailing, .rightToLeft): x = 0
            case (.center, _): x = free / 2
            case (.trailing, .leftToRight), (.leading, .rightToLeft): x = free
            }
            let baseline = halfLeading + ascent + Double(i) * lineHeight
            placed.append(LaidOutLine(shaped: shaped, range: range, origin: Point(x, baseline), isTruncated: truncated))
        }
        lines = placed
        size = Size(width: widest, height: Double(placed.count) * lineHeight)
    }

    /// The longest start of `range` (whole characters, trailing spaces dropped) that fits `width` with
    /// the ellipsis after it, shaped; and the range it shows.
    /// Without a width the line keeps its own text. With one, text from the following lines may move up
    /// (a line broken before a long word still ends as "short words lo…", as UIKit does).
    private static func truncate(characters: CharacterTable, range line: Range<Int>, font: Font, width: Double?,
                                 direction: TextDirection) throws -> (ShapedLine, Range<Int>) {
        let paragraphEnd = characters.paragraphs().first { $0.contains(line.lowerBound) || $0.lowerBound == line.lowerBound }?.upperBound
            ?? line.upperBound
        let range = width == nil ? line : line.lowerBound..<max(line.upperBound, paragraphEnd)
        let stops = characters.boundaries(in: range)  // character boundaries, range.lowerBound first
        func attempt(_ end: Int) throws -> ShapedLine {
            let shown = characters.trimmingTrailingWhitespace(range.lowerBound..<end)
            let piece = characters.substring(shown)
            return try TextShaper.shapeInPieces(piece + ellipsis, font: font, direction: direction)
        }
        guard let width else { return (try attempt(range.upperBound), characters.trimmingTrailingWhitespace(range)) }
        // Binary search over character boundaries: the widest prefix whose shaped line fits.
        var lo = 0, hi = stops.count - 1
        var best = try attempt(stops[0])
        var bestEnd = stops[0]
        while lo <= hi {
            let mid = (lo + hi) / 2
            let candidate = try attempt(stops[mid])
            if candidate.advance <= width {
                best = candidate; bestEnd = stops[mid]; lo = mid + 1
            } else {
                hi = mid - 1
            }
        }
        return (best, characters.trimmingTrailingWhitespace(range.lowerBound..<bestEnd))
    }
}

/// The text's characters (extended grapheme clusters) with their UTF-8 offsets.
struct CharacterTable {
    let text: String
    let characters: [Character]
    /// offsets[i] is the UTF-8 offset of characters[i]; offsets[characters.count] the text's length.
    let offsets: [Int]
    var endOffset: Int { offsets[characters.count] }

    init(_ text: String) {
        self.text = text
        var characters: [Character] = [], offsets: [Int] = []
        var o = 0
        for c in text {
            characters.append(c); offsets.append(o); o += c.utf8.count
        }
        offsets.append(o)
        self.characters = characters
        self.offsets = offsets
    }

    /// The character index at a UTF-8 offset that is a character boundary.
    func index(ofOffset offset: Int) -> Int {
        var lo = 0, hi = offsets.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if offsets[mid] < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func substring(_ range: Range<Int>) -> String {
        let u = text.utf8
        return String(u[u.index(u.startIndex, offsetBy: range.lowerBound)..<u.index(u.startIndex, offsetBy: range.upperBound)])!
    }

    /// Paragraph ranges: split at \n, \r\n, \r, U+2028 and U+2029 (the separators belong to no paragraph).
    func paragraphs() -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (i, c) in characters.enumerated() where Self.isHardBreak(c) {
            result.append(start..<offsets[i])
            start = offsets[i + 1]
        }
        result.append(start..<endOffset)
        return result
    }

    static func isHardBreak(_ c: Character) -> Bool {
        // ASCII first ("\r\n" is one character whose ASCII value is that of "\n"), without Unicode lookups.
        if let a = c.asciiValue { return a == 0x0A || a == 0x0D }
        return c == "\u{2028}" || c == "\u{2029}"
    }

    static func isBreakingSpace(_ c: Character) -> Bool {
        if let a = c.asciiValue { return a == 0x20 || a == 0x09 || a == 0x0B || a == 0x0C }   // (hard breaks aside)
        return c.isWhitespace && !isHardBreak(c) && c != "\u{00A0}" && c != "\u{202F}" && c != "\u{2007}"
    }

    func trimmingTrailingWhitespace(_ range: Range<Int>) -> Range<Int> {
        var end = index(ofOffset: range.upperBound)
        let start = index(ofOffset: range.lowerBound)
        while end > start && (Self.isBreakingSpace(characters[end - 1]) || Self.isHardBreak(characters[end - 1])) { end -= 1 }
        return range.lowerBound..<offsets[end]
    }

    /// Character boundaries inside `range`, both ends included.
    func boundaries(in range: Range<Int>) -> [Int] {
        let a = index(ofOffset: range.lowerBound), b = index(ofOffset: range.upperBound)
        return Array(offsets[a...b])
    }
}

/// What laying out one text in one font and direction needs at any width, made once and shared by the
/// layouts of that text at several widths (a view is measured without a width, at the offered width and
/// drawn at its placed one): the characters, each paragraph's shaping and break opportunities, and each
/// line shaped so far. Safe to share between threads.
final class TextAnalysis: @unchecked Sendable {
    let characters: CharacterTable
    let paragraphs: [Range<Int>]
    let font: Font
    let direction: TextDirection
    private let lock = NSLock()
    private var breakers: [Int: LineBreaker] = [:]
    private var lines: [Range<Int>: ShapedLine] = [:]

    init(_ text: String, font: Font, direction: TextDirection) {
        characters = CharacterTable(text)
        paragraphs = characters.paragraphs()
        self.font = font
        self.direction = direction
    }

    /// The widest run of the text no line may break inside, over every paragraph.
    func widestUnbreakable() throws -> Double {
        try paragraphs.indices.reduce(0) { max($0, try breaker($1).widestUnbreakable) }
    }

    /// The line breaker of paragraph `index`, made the first time it is asked for.
    func breaker(_ index: Int) throws -> LineBreaker {
        if let made = lock.withLock({ breakers[index] }) { return made }
        let made = try LineBreaker(characters: characters, paragraph: paragraphs[index], font: font, direction: direction)
        lock.withLock { breakers[index] = made }
        return made
    }

    /// The characters at `range` (UTF-8 offsets) shaped as one line, shaped the first time they are asked
    /// for; a whole paragraph is its breaker's shaping (the same call on the same text).
    func line(_ range: Range<Int>) throws -> ShapedLine {
        if let made = lock.withLock({ lines[range] }) { return made }
        let made: ShapedLine
        if let whole = paragraphs.firstIndex(of: range), let shaped = lock.withLock({ breakers[whole] })?.shaped {
            made = shaped
        } else {
            made = try TextShaper.shapeInPieces(characters.substring(range), font: font, direction: direction)
        }
        lock.withLock { lines[range] = made }
        return made
    }
}

/// Greedy line breaking of one paragraph at allowed break points, with widths from one shaping pass.
struct LineBreaker {
    let characters: CharacterTable
    let paragraph: Range<Int>
    /// Character indices of the paragraph's first character and one past its last.
    let first: Int, end: Int
    /// prefix[k] = width of characters first..<first + k (from the shaped paragraph's cluster advances).
    let prefix: [Double]
    /// allowed[k]: a line may start at character first + k.
    let allowed: [Bool]
    /// The paragraph shaped as one line (what a layout without a width draws).
    let shaped: ShapedLine
    /// lowest[k]: the least of prefix[k...]. A line from `start` ending at or after k, where character k − 1
    /// is not a space, is at least lowest[k] − prefix[start] wide (its trimmed end is at or after k), so once
    /// that passes the limit no later break fits — exact, whatever the advances' signs. Made once here, for
    /// every width the paragraph is broken at.
    let lowest: [Double]

    init(characters: CharacterTable, paragraph: Range<Int>, font: Font, direction: TextDirection) throws {
        self.characters = characters
        self.paragraph = paragraph
        first = characters.index(ofOffset: paragraph.lowerBound)
        end = characters.index(ofOffset: paragraph.upperBound)
        let count = end - first
        // Advance of each character: glyph advances summed by cluster, a cluster's total given to the
        // character that starts it (ligatures and marks then count once).
        let shaped = try TextShaper.shapeInPieces(characters.substring(paragraph), font: font, direction: direction)
        self.shaped = shaped
        var perCharacter = [Double](repeating: 0, count: count)
        for g in shaped.glyphs {
            let k = characters.index(ofOffset: paragraph.lowerBound + g.cluster) - first
            if k >= 0 && k < count { perCharacter[k] += g.advance } else if count > 0 { perCharacter[max(0, min(count - 1, k))] += g.advance }
        }
        var prefix = [0.0]
        prefix.reserveCapacity(count + 1)
        for w in perCharacter { prefix.append(prefix[prefix.count - 1] + w) }
        self.prefix = prefix
        var lowest = prefix
        for k in stride(from: count - 1, through: 0, by: -1) { lowest[k] = min(lowest[k], lowest[k + 1]) }
        self.lowest = lowest
        // Break opportunities (a simplified UAX #14): after a run of spaces, after a hyphen or dash
        // followed by a letter, after a zero-width space, and around CJK ideographs and kana.
        var allowed = [Bool](repeating: false, count: count + 1)
        for k in 1..<max(1, count) {
            let before = characters.characters[first + k - 1], here = characters.characters[first + k]
            if CharacterTable.isBreakingSpace(before) && !CharacterTable.isBreakingSpace(here) { allowed[k] = true }
            else if Self.isBreakingDash(before) && here.isLetter { allowed[k] = true }
            else if before == "\u{200B}" { allowed[k] = true }
            else if (Self.isIdeographic(before) || Self.isIdeographic(here)) && !Self.isClosingPunctuation(here)
                        && !CharacterTable.isBreakingSpace(here) && !Self.isOpeningPunctuation(before) { allowed[k] = true }
        }
        self.allowed = allowed
    }

    /// A hyphen, dash or slash after which a line may break before a letter.
    static func isBreakingDash(_ c: Character) -> Bool {
        guard c.unicodeScalars.count == 1, let v = c.unicodeScalars.first?.value else { return false }
        return v == 0x2D || v == 0x2F || v == 0x2010 || v == 0x2013 || v == 0x2014
    }

    static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0x20000...0x2FFFF).contains(v)
    }

    static func isClosingPunctuation(_ c: Character) -> Bool { "、。，．：；！？）」』】〉》”’ー".contains(c) }
    static func isOpeningPunctuation(_ c: Character) -> Bool { "（「『【〈《“‘".contains(c) }

    /// The widest run of the paragraph no line may break inside (a word, a number, a run between break
    /// opportunities), trailing spaces not counted: the narrowest width it is laid out in without breaking
    /// inside a word.
    var widestUnbreakable: Double {
        let count = end - first
        guard count > 0 else { return 0 }
        var widest = 0.0, start = 0
        for k in 1...count where k == count || allowed[k] {
            widest = max(widest, width(start, k))
            start = k
        }
        return widest
    }

    /// The width of characters first + a ..< first + b, trailing spaces not counted.
    func width(_ a: Int, _ b: Int) -> Double {
        var e = b
        while e > a && CharacterTable.isBreakingSpace(characters.characters[first + e - 1]) { e -= 1 }
        return prefix[e] - prefix[a]
    }

    /// Line ranges (UTF-8 offsets, trailing spaces included) for `width` (nil: one line). Linear in the
    /// paragraph's length: each line's scan stops as soon as no later break could fit, so a word of a
    /// million characters with no break opportunity is cut into lines in one pass, not one pass a line.
    func lines(width limit: Double?) -> [Range<Int>] {
        var steps = 0
        return lines(width: limit, steps: &steps)
    }

    /// `lines(width:)`, counting the characters its scans visit in `steps` (how its linearity is tested).
    func lines(width limit: Double?, steps: inout Int) -> [Range<Int>] {
        let count = end - first
        guard let limit, count > 0 else { return [paragraph] }
        var result: [Range<Int>] = []
        var start = 0
        while start < count {
            // The furthest allowed break whose line fits; else (a word wider than the line) the most
            // whole characters that fit, at least one.
            var lastFit: Int? = nil
            var k = start + 1
            while k <= count {
                if k == count || allowed[k] {
                    if width(start, k) <= limit + 1e-9 { lastFit = k } else { break }
                }
                if !CharacterTable.isBreakingSpace(characters.characters[first + k - 1]) && lowest[k] - prefix[start] > limit + 1e-9 { break }
                k += 1
                steps += 1
            }
            var stop: Int
            if let lastFit {
                stop = lastFit
            } else {
                stop = start + 1
                while stop < count && width(start, stop + 1) <= limit + 1e-9 { stop += 1; steps += 1 }
            }
            result.append(characters.offsets[first + start]..<characters.offsets[first + stop])
            start = stop
        }
        return result
    }
}

extension Canvas {
    /// Draws a laid-out paragraph with its top-left corner at `origin` (user space).
    public func draw(_ layout: TextLayout, at origin: Point, paint: Paint) {
        for line in layout.lines {
            draw(line.shaped, at: Point(origin.x + line.origin.x, origin.y + line.origin.y), paint: paint)
        }
    }
}

/// Remembers laid-out paragraphs, so that a layout pass measuring the same text at the same width many
/// times shapes it once, and the same text at other widths is broken into lines without being shaped
/// again. Bounded (least recently used go first) and safe to share between threads.
public final class TextLayoutCache: Sendable {
    private struct Key: Hashable, Sendable {
        let text: String, font: Font, width: Double?, style: ParagraphStyle
    }
    private struct AnalysisKey: Hashable, Sendable {
        let text: String, font: Font, direction: TextDirection
    }
    private let cache: BoundedCache<Key, TextLayout>
    /// Texts' analyses for laying them out at another width: many short ones, and the last long one (a
    /// long text's analysis holds tens of bytes a character, so only one is kept).
    private let analyses = BoundedCache<AnalysisKey, TextAnalysis>(capacity: 256)
    private let longAnalysis = BoundedCache<AnalysisKey, TextAnalysis>(capacity: 1)
    /// The longest text whose analysis is kept among the many, in UTF-8 bytes.
    private static let shortText = 16_384
    /// The most layouts kept.
    public var capacity: Int { cache.capacity }

    /// A cache of at most `capacity` layouts.
    public init(capacity: Int = 512) { cache = BoundedCache(capacity: capacity) }

    /// The layout of `text`, from the cache when it was made before.
    public func layout(_ text: String, font: Font, width: Double?, style: ParagraphStyle = ParagraphStyle()) throws -> TextLayout {
        let key = Key(text: text, font: font, width: width.flatMap { $0.isFinite ? $0 : nil }, style: style)
        return try cache.value(for: key) {
            guard text.utf8.count <= TextLayout.maximumLength else { return try TextLayout(text, font: font, width: width, style: style) }
            let direction = TextLayout.direction(of: text, style: style)
            let analysisKey = AnalysisKey(text: text, font: font, direction: direction)
            let analysis = (text.utf8.count <= Self.shortText ? analyses : longAnalysis).value(for: analysisKey) {
                TextAnalysis(text, font: font, direction: direction)
            }
            return try TextLayout(text, font: font, width: width, style: style, analysis: analysis)
        }
    }

    /// The width of the widest run of `text` no line may break inside (a word, a number): the narrowest it
    /// is laid out in with breaks between words only.
    public func unbreakableWidth(_ text: String, font: Font, style: ParagraphStyle = ParagraphStyle()) throws -> Double {
        guard text.utf8.count <= TextLayout.maximumLength else { return try TextLayout(text, font: font, width: nil, style: style).size.width }
        let direction = TextLayout.direction(of: text, style: style)
        let analysisKey = AnalysisKey(text: text, font: font, direction: direction)
        let analysis = (text.utf8.count <= Self.shortText ? analyses : longAnalysis).value(for: analysisKey) {
            TextAnalysis(text, font: font, direction: direction)
        }
        return try analysis.widestUnbreakable()
    }

    /// The size `text` takes when laid out in `width` (nil: unlimited).
    public func measure(_ text: String, font: Font, width: Double?, style: ParagraphStyle = ParagraphStyle()) throws -> Size {
        try layout(text, font: font, width: width, style: style).size
    }

    /// Lookups answered from the cache and lookups that laid text out, since the cache was made.
    public var statistics: (hits: Int, misses: Int) { cache.statistics }
}
