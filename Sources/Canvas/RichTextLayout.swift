// A paragraph of runs in different fonts (SwiftUI's `Text + Text` in two styles): words are measured in
// their own run's font, lines are filled greedily and broken after spaces (or inside a word longer than the
// line), and each line is drawn as one shaped segment per run, all on one baseline.

/// A paragraph made of runs of text, each in its own font, laid out in a width.
///
/// ```swift
/// let layout = try RichTextLayout(runs: [.init(text: "Total ", font: bold), .init(text: "€12", font: regular)],
///                                 width: 200)
/// canvas.draw(layout, at: Point(16, 100), paints: [.solid(.black), .solid(.gray)])
/// ```
public struct RichTextLayout: Sendable {
    /// A run: text and the font it is set in.
    public struct Run: Sendable {
        /// The run's text.
        public var text: String
        /// The run's font.
        public var font: Font
        /// A run of `text` in `font`.
        public init(text: String, font: Font) { self.text = text; self.font = font }
    }

    /// A piece of one line in one run's font, shaped, with its place.
    public struct Segment: Sendable {
        /// Which run the segment's text comes from (its index in `runs`).
        public let run: Int
        /// The segment's glyphs.
        public let shaped: ShapedLine
        /// The segment's left edge and baseline, relative to the layout's top-left corner.
        public let origin: Point
    }

    /// The runs laid out.
    public let runs: [Run]
    /// The segments of every line, top to bottom, left to right.
    public let segments: [Segment]
    /// The number of lines.
    public let lineCount: Int
    /// The widest line by the height of all lines.
    public let size: Size
    /// Whether text was cut to fit the style's line limit.
    public let isTruncated: Bool

    /// Lays out `runs` in a width (nil or infinite: only newlines break lines).
    /// - Throws: `TextError.tooLong` when the runs together exceed `TextShaper.maximumLength` bytes.
    public init(runs: [Run], width: Double? = nil, style: ParagraphStyle = ParagraphStyle()) throws {
        let total = runs.reduce(0) { $0 + $1.text.utf8.count }
        guard total <= TextShaper.maximumLength else { throw TextError.tooLong(bytes: total, limit: TextShaper.maximumLength) }
        self.runs = runs
        let limit = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let allText = runs.map(\.text).joined()
        let direction = style.direction ?? allText.unicodeScalars.lazy.compactMap(TextShaper.strongDirection).first ?? .leftToRight
        let maxLines = style.maximumLines.map { max(1, $0) } ?? Int.max

        // Units: a word and the spaces after it (possibly across runs), or a hard line break.
        var lines: [[Piece]] = [[]]
        var lineWidth = 0.0
        func advance(_ text: String, _ run: Int) throws -> Double {
            text.isEmpty ? 0 : try TextShaper.shape(text, font: runs[run].font, direction: direction).advance
        }
        for unit in Self.units(runs) {
            if unit.isEmpty { lines.append([]); lineWidth = 0; continue }   // a newline
            let widths = try unit.map { try advance($0.text, $0.run) }
            let inkWidth = try zip(unit, widths).enumerated().reduce(0.0) { sum, item in
                let (i, (piece, w)) = item
                // The unit's trailing spaces do not count against the line's width.
                return sum + (i == unit.count - 1 ? try advance(Self.trimmedTrailingSpaces(piece.text), piece.run) : w)
            }
            if let limit, !lines[lines.count - 1].isEmpty, lineWidth + inkWidth > limit {
                lines.append([]); lineWidth = 0
            }
            if let limit, lines[lines.count - 1].isEmpty, inkWidth > limit {
                // A word longer than the line: broken between characters where it overflows.
                for piece in unit {
                    for character in piece.text {
                        let w = try advance(String(character), piece.run)
                        if lineWidth + w > limit, !lines[lines.count - 1].isEmpty, !character.isWhitespace { lines.append([]); lineWidth = 0 }
                        lines[lines.count - 1].append(Piece(run: piece.run, text: String(character)))
                        lineWidth += w
                    }
                }
                continue
            }
            lines[lines.count - 1].append(contentsOf: unit)
            lineWidth += widths.reduce(0, +)
        }

        // The line limit: the last line shown ends in "…" when text follows it.
        var truncated = false
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            truncated = true
        }

        // Each line: consecutive pieces of one run joined and shaped together; one baseline for all.
        var built: [Segment] = []
        var top = 0.0, widest = 0.0
        var lineBoxes: [(segments: [(run: Int, shaped: ShapedLine, x: Double)], width: Double, baseline: Double, height: Double)] = []
        for (index, line) in lines.enumerated() {
            var merged = Self.merged(line)
            if let last = merged.indices.last { merged[last].text = Self.trimmedTrailingSpaces(merged[last].text) }
            if truncated, index == lines.count - 1 {
                merged = try Self.ellipsized(merged, runs: runs, width: limit, direction: direction)
            }
            var x = 0.0
            var shapedSegments: [(run: Int, shaped: ShapedLine, x: Double)] = []
            for piece in merged where !piece.text.isEmpty {
                let shaped = try TextShaper.shape(piece.text, font: runs[piece.run].font, direction: direction)
                shapedSegments.append((piece.run, shaped, x))
                x += shaped.advance
            }
            // The line's fonts set its height: the tallest ascent and descent among its runs (the first
            // run's font for an empty line).
            let fonts = Set(merged.map(\.run)).map { runs[$0].font }
            let lineFonts = fonts.isEmpty ? (runs.first.map { [$0.font] } ?? []) : fonts
            let ascent = lineFonts.map(\.ascent).max() ?? 0
            let descent = lineFonts.map(\.descent).max() ?? 0
            let gap = lineFonts.map(\.lineGap).max() ?? 0
            // As `TextLayout`: a line height of the style's shares its extra room above and below the glyphs.
            let height = style.lineHeight ?? (ascent + descent + gap)
            let halfLeading = style.lineHeight.map { ($0 - ascent - descent) / 2 } ?? 0
            lineBoxes.append((shapedSegments, x, halfLeading + ascent, height))
            widest = max(widest, x)
        }
        for (segmentsOfLine, width, baseline, height) in lineBoxes {
            let free = widest - width
            let offset: Double
            switch (style.alignment, direction) {
            case (.leading, .leftToRight), (.trailing, .rightToLeft): offset = 0
            case (.center, _): offset = free / 2
            case (.trailing, .leftToRight), (.leading, .rightToLeft): offset = free
            }
            for s in segmentsOfLine {
                // Right-to-left paragraphs read their runs from the right.
                let x = direction == .rightToLeft ? offset + width - s.x - s.shaped.advance : offset + s.x
                built.append(Segment(run: s.run, shaped: s.shaped, origin: Point(x, top + baseline)))
            }
            top += height
        }
        segments = built
        lineCount = lineBoxes.count
        size = Size(width: widest, height: top)
        isTruncated = truncated
    }

    /// Text of one run.
    struct Piece {
        let run: Int
        var text: String
    }

    /// The runs cut into units that lines break between: each a word with the spaces after it (its
    /// pieces in one or more runs); an empty unit is a hard line break.
    static func units(_ runs: [Run]) -> [[Piece]] {
        var units: [[Piece]] = []
        var current: [Piece] = []
        var inSpaces = false
        func append(_ c: Character, _ run: Int) {
            if let last = current.indices.last, current[last].run == run { current[last].text.append(c) } else { current.append(Piece(run: run, text: String(c))) }
        }
        for (r, run) in runs.enumerated() {
            for c in run.text {
                if c.isNewline {
                    if !current.isEmpty { units.append(current) }
                    units.append([]); current = []; inSpaces = false
                } else if c == " " || c == "\t" || c == "\u{3000}" {
                    append(c, r); inSpaces = true
                } else {
                    if inSpaces { units.append(current); current = []; inSpaces = false }
                    append(c, r)
                }
            }
        }
        if !current.isEmpty { units.append(current) }
        return units
    }

    /// `pieces` with neighbours of the same run joined.
    static func merged(_ pieces: [Piece]) -> [Piece] {
        var out: [Piece] = []
        for p in pieces {
            if let last = out.indices.last, out[last].run == p.run { out[last].text += p.text } else { out.append(p) }
        }
        return out
    }

    static func trimmedTrailingSpaces(_ s: String) -> String {
        var s = s
        while let last = s.last, last == " " || last == "\t" || last == "\u{3000}" { s.removeLast() }
        return s
    }

    /// The line's pieces cut so that they and "…" (in the last piece's font) fit `width`.
    static func ellipsized(_ pieces: [Piece], runs: [Run], width: Double?, direction: TextDirection) throws -> [Piece] {
        var pieces = pieces
        guard let lastRun = pieces.last?.run ?? runs.indices.last else { return pieces }
        func measured(_ p: [Piece]) throws -> Double {
            try p.reduce(0) { $0 + (try TextShaper.shape($1.text, font: runs[$1.run].font, direction: direction)).advance }
        }
        let ellipsisRun = lastRun
        let ellipsis = try TextShaper.shape(TextLayout.ellipsis, font: runs[ellipsisRun].font, direction: direction).advance
        if let limit = width {
            while try measured(pieces) + ellipsis > limit, let last = pieces.indices.last {
                if pieces[last].text.count <= 1 { pieces.removeLast() } else { pieces[last].text.removeLast() }
                if pieces.isEmpty { break }
            }
        }
        if let last = pieces.indices.last { pieces[last].text = trimmedTrailingSpaces(pieces[last].text) }
        if let last = pieces.indices.last, pieces[last].run == ellipsisRun {
            pieces[last].text += TextLayout.ellipsis
        } else {
            pieces.append(Piece(run: ellipsisRun, text: TextLayout.ellipsis))
        }
        return pieces
    }
}

extension Canvas {
    /// Draws a rich paragraph with its top-left corner at `origin`, each run in its paint
    /// (`paints[run]`; the last paint for runs beyond the list).
    public func draw(_ layout: RichTextLayout, at origin: Point, paints: [Paint]) {
        guard let fallback = paints.last else { return }
        for s in layout.segments {
            draw(s.shaped, at: Point(origin.x + s.origin.x, origin.y + s.origin.y), paint: s.run < paints.count ? paints[s.run] : fallback)
        }
    }
}
