import CHarfBuzz

// Shaping: text → positioned glyphs. HarfBuzz does the font work (GPOS kerning, ligatures, mark placement,
// Arabic joining); this file splits a line into runs first — by direction, and by face where the font
// lacks a character and another installed face has it — and puts the runs in visual order.

/// The direction text flows in.
public enum TextDirection: Sendable, Equatable {
    case leftToRight, rightToLeft
}

/// Why text could not be shaped.
public enum TextError: Error, Equatable, CustomStringConvertible {
    /// The text is longer than `TextShaper.maximumLength` UTF-8 bytes.
    case tooLong(bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .tooLong(let bytes, let limit): return "text of \(bytes) UTF-8 bytes is longer than the limit of \(limit)"
        }
    }
}

/// One glyph placed on a line.
public struct ShapedGlyph: Sendable {
    /// The glyph id in `face`.
    public let glyph: UInt32
    /// The face the glyph comes from (the font's, or a fallback's).
    public let face: FontFace
    /// The glyph origin relative to the line's start on the baseline, in the font's units, y down.
    public let x: Double, y: Double
    /// How far the pen moves after this glyph.
    public let advance: Double
    /// The UTF-8 offset in the line's text of the first character this glyph shows.
    public let cluster: Int
}

/// A line of text shaped into glyphs, left to right in visual order.
public struct ShapedLine: Sendable {
    /// The text shaped.
    public let text: String
    /// The font's size (glyph positions are in these units).
    public let size: Double
    /// The glyphs in visual order, left to right.
    public let glyphs: [ShapedGlyph]
    /// The total advance width.
    public let advance: Double
    /// The paragraph direction the line was shaped with.
    public let direction: TextDirection
}

/// Shapes text with HarfBuzz.
public enum TextShaper {
    /// The longest text shaped in one call, in UTF-8 bytes.
    public static let maximumLength = 100_000

    /// Shapes `text` as one line in `font`, however long (up to `TextLayout.maximumLength` bytes): text
    /// longer than `maximumLength` is shaped in pieces cut after a space where there is one (else between
    /// characters) and joined in visual order — kerning and joining across a cut are lost, nothing else.
    /// - Throws: `TextError.tooLong` beyond `TextLayout.maximumLength`.
    public static func shapeInPieces(_ text: String, font: Font, direction: TextDirection? = nil) throws -> ShapedLine {
        let bytes = text.utf8.count
        guard bytes > maximumLength else { return try shape(text, font: font, direction: direction) }
        guard bytes <= TextLayout.maximumLength else { throw TextError.tooLong(bytes: bytes, limit: TextLayout.maximumLength) }
        let paragraph = direction ?? text.unicodeScalars.lazy.compactMap(strongDirection).first ?? .leftToRight
        // Pieces of at most `maximumLength` bytes, each ending after a space when one is in its last half.
        var pieces: [Substring] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            var end = rest.startIndex
            var used = 0, lastSpace: String.Index?
            while end < rest.endIndex {
                let width = rest[end].utf8.count
                if used + width > maximumLength { break }
                used += width
                if rest[end] == " " { lastSpace = rest.index(after: end) }
                end = rest.index(after: end)
            }
            if end < rest.endIndex, let lastSpace, rest.utf8.distance(from: rest.startIndex, to: lastSpace) > maximumLength / 2 { end = lastSpace }
            if end == rest.startIndex { end = rest.index(after: end) }  // one character longer than the limit: never
            pieces.append(rest[..<end])
            rest = rest[end...]
        }
        var glyphs: [ShapedGlyph] = []
        var pen = 0.0
        var starts: [Int] = []
        var offset = 0
        for piece in pieces { starts.append(offset); offset += piece.utf8.count }
        // Left to right the pieces follow one another; right to left the last is drawn first.
        let order = paragraph == .rightToLeft ? Array(pieces.indices.reversed()) : Array(pieces.indices)
        for i in order {
            let line = try shape(String(pieces[i]), font: font, direction: paragraph)
            for g in line.glyphs {
                glyphs.append(ShapedGlyph(glyph: g.glyph, face: g.face, x: g.x + pen, y: g.y, advance: g.advance, cluster: g.cluster + starts[i]))
            }
            pen += line.advance
        }
        return ShapedLine(text: text, size: font.size, glyphs: glyphs, advance: pen, direction: paragraph)
    }

    /// Shapes `text` as one line in `font`.
    ///
    /// - Parameters:
    ///   - text: the text (at most `maximumLength` UTF-8 bytes).
    ///   - font: the face and size.
    ///   - direction: the paragraph direction; nil takes it from the first strong character (a Hebrew or
    ///     Arabic letter makes it right-to-left).
    /// - Throws: `TextError.tooLong` beyond `maximumLength`.
    public static func shape(_ text: String, font: Font, direction: TextDirection? = nil) throws -> ShapedLine {
        // Control characters (tab, newline, …) show as spaces, not as the font's missing-glyph box: each
        // is one UTF-8 byte, as the space is, so offsets into the text stay valid.
        let utf8 = text.utf8.map { $0 < 0x20 || $0 == 0x7F ? 0x20 : $0 }
        guard utf8.count <= maximumLength else { throw TextError.tooLong(bytes: utf8.count, limit: maximumLength) }
        let scalars = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }
        guard !scalars.isEmpty else {
            return ShapedLine(text: text, size: font.size, glyphs: [], advance: 0, direction: direction ?? .leftToRight)
        }
        var offsets: [Int] = []  // UTF-8 offset of each scalar
        offsets.reserveCapacity(scalars.count + 1)
        var o = 0
        for s in scalars { offsets.append(o); o += UTF8.width(s) }
        offsets.append(o)

        let paragraph = direction ?? scalars.lazy.compactMap(strongDirection).first ?? .leftToRight
        let levels = resolveLevels(scalars, paragraph: paragraph)
        let faces = chooseFaces(scalars, font: font)

        // Runs: maximal stretches with one embedding level and one face, in logical order.
        var runs: [(range: Range<Int>, level: Int, face: FontFace)] = []
        var start = 0
        for i in 1...scalars.count where i == scalars.count || levels[i] != levels[start] || faces[i] !== faces[start] {
            if i > start { runs.append((start..<i, levels[start], faces[start])) }
            start = i
        }
        // Visual order by the bidi algorithm's rule L2: from the highest level down to 1, every maximal
        // sequence of runs at or above the level is reversed (odd levels are shaped right-to-left).
        let runLevels = runs.map(\.level)
        var visual = Array(runs.indices)
        for level in stride(from: runLevels.max() ?? 0, through: 1, by: -1) {
            var k = 0
            while k < visual.count {
                guard runLevels[visual[k]] >= level else { k += 1; continue }
                var m = k
                while m < visual.count && runLevels[visual[m]] >= level { m += 1 }
                visual[k..<m].reverse()
                k = m
            }
        }

        let features = font.features.tags.map { tag -> hb_feature_t in
            // On for the whole run (HarfBuzz's global start and end).
            hb_feature_t(tag: tag.utf8.reduce(0) { $0 << 8 | UInt32($1) }, value: 1, start: 0, end: UInt32.max)
        }
        var glyphs: [ShapedGlyph] = []
        var pen = 0.0
        utf8.withUnsafeBufferPointer { bytes in
            for r in visual {
                let run = runs[r]
                let from = offsets[run.range.lowerBound], to = offsets[run.range.upperBound]
                pen = shapeRun(bytes, from: from, to: to, face: run.face, size: font.size, tracking: font.tracking, features: features,
                               direction: run.level % 2 == 1 ? .rightToLeft : .leftToRight, pen: pen, into: &glyphs)
            }
        }
        return ShapedLine(text: text, size: font.size, glyphs: glyphs, advance: pen, direction: paragraph)
    }

    /// Shapes bytes [from, to) with one face and direction (the whole text as context, so joining and
    /// kerning across run edges come out right), appending glyphs from `pen`; returns the new pen.
    private static func shapeRun(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, face: FontFace, size: Double, tracking: Double,
                                 features: [hb_feature_t], direction: TextDirection, pen: Double, into glyphs: inout [ShapedGlyph]) -> Double {
        guard let buffer = hb_buffer_create() else { return pen }
        defer { hb_buffer_destroy(buffer) }
        bytes.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(from), Int32(to - from))
        }
        hb_buffer_guess_segment_properties(buffer)  // script and language from the text
        hb_buffer_set_direction(buffer, direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        features.withUnsafeBufferPointer { hb_shape(face.hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return pen }
        let scale = size / face.unitsPerEm
        var x = pen
        for k in 0..<Int(count) {
            let p = positions[k]
            // Tracking follows every glyph that advances (not marks placed on another).
            let advance = p.x_advance == 0 ? 0 : Double(p.x_advance) * scale + tracking
            glyphs.append(ShapedGlyph(glyph: infos[k].codepoint, face: face,
                                      x: x + Double(p.x_offset) * scale, y: -Double(p.y_offset) * scale,
                                      advance: advance, cluster: Int(infos[k].cluster)))
            x += advance
        }
        return x
    }

    /// The direction a character forces, or nil for neutrals (spaces, digits, punctuation).
    static func strongDirection(_ s: Unicode.Scalar) -> TextDirection? {
        if s.isASCII {  // the common case, without a Unicode property lookup
            let v = s.value | 0x20
            return v >= 0x61 && v <= 0x7A ? .leftToRight : nil
        }
        switch s.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return s.properties.isAlphabetic || s.properties.generalCategory == .otherLetter ? .rightToLeft : nil
        default:
            return s.properties.isAlphabetic ? .leftToRight : nil
        }
    }

    /// Each character's embedding level — a simplified Unicode bidi resolution with one level of nesting:
    /// the paragraph sits at 0 (left-to-right) or 1 (right-to-left); strong characters of the other
    /// direction one level up; neutrals (spaces, punctuation) take the direction of the strong characters
    /// on both sides when they agree, else the paragraph's; digits read left to right, so a number inside
    /// right-to-left text sits at the next even level; combining marks take their base's level.
    static func resolveLevels(_ scalars: [Unicode.Scalar], paragraph: TextDirection) -> [Int] {
        let base = paragraph == .leftToRight ? 0 : 1
        func level(_ d: TextDirection) -> Int { d == paragraph ? base : base + 1 }
        let strong = scalars.map(strongDirection)
        // Left-to-right text with nothing right-to-left in it is all level 0 (the rules below change nothing):
        // said at once, as most text is.
        if base == 0 && !strong.contains(where: { $0 == .rightToLeft }) { return [Int](repeating: 0, count: scalars.count) }
        var directions = [TextDirection](repeating: paragraph, count: scalars.count)
        var lastStrong: TextDirection? = nil
        var i = 0
        while i < scalars.count {
            if let d = strong[i] { directions[i] = d; lastStrong = d; i += 1; continue }
            var j = i
            while j < scalars.count && strong[j] == nil { j += 1 }
            let next = j < scalars.count ? strong[j] : nil
            let d = (lastStrong != nil && lastStrong == next) ? lastStrong! : paragraph
            for k in i..<j { directions[k] = d }
            i = j
        }
        var levels = directions.map(level)
        for (k, s) in scalars.enumerated() {
            if !s.isASCII && k > 0 && s.properties.generalCategory == .nonspacingMark { levels[k] = levels[k - 1]; continue }
            guard isDigit(s) else { continue }
            // Digits (and separators between digits) in right-to-left surroundings: the next even level.
            if directions[k] == .rightToLeft { levels[k] = levels[k] % 2 == 1 ? levels[k] + 1 : levels[k] + 2 }
        }
        for k in scalars.indices where k > 0 && k + 1 < scalars.count && [0x2C, 0x2E, 0x3A, 0x2F].contains(scalars[k].value)
            && isDigit(scalars[k - 1]) && isDigit(scalars[k + 1]) {
            levels[k] = levels[k - 1]
        }
        return levels
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? (s.value >= 0x30 && s.value <= 0x39) : s.properties.numericType == .decimal
    }

    private static func isPunctuation(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .otherPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation:
            return true
        default:
            return false
        }
    }

    /// The face for each character: the font's when it has the character, else the first fallback that
    /// does (combining marks stay with their base; characters no face has stay with the font's, which
    /// draws its .notdef box).
    private static func chooseFaces(_ scalars: [Unicode.Scalar], font: Font) -> [FontFace] {
        var result: [FontFace] = []
        result.reserveCapacity(scalars.count)
        for (i, s) in scalars.enumerated() {
            if s.isASCII && s.value >= 0x20 && s.value < 0x7F && (i == 0 || result[i - 1] === font.face) && font.face.hasGlyph(for: s) {
                result.append(font.face); continue  // printable ASCII in the font's own run: no property lookups
            }
            if i > 0 && (s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .enclosingMark
                         || s.value == 0x200D || (0xFE00...0xFE0F).contains(s.value)) {
                result.append(result[i - 1]); continue
            }
            // Spaces and punctuation inside fallback text stay in the fallback face (one run, its spacing).
            if i > 0, result[i - 1] !== font.face, s.properties.isWhitespace || isPunctuation(s), result[i - 1].hasGlyph(for: s) {
                result.append(result[i - 1]); continue
            }
            if font.face.hasGlyph(for: s) || s.properties.isWhitespace || s.value < 0x20 {
                result.append(font.face); continue
            }
            result.append(FontLocator.fallbackFace(for: s, like: font.face) ?? font.face)
        }
        return result
    }
}
