import Testing
@testable import Canvas

@Suite struct TextLayoutTests {
    let body = try! Font.inter(size: 17)

    func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.shaped.text) }

    /// Issue 44: breaking a paragraph into lines visits each character a bounded number of times — a word
    /// of 100,000 characters with no break opportunity once took a scan to its end for every line (5,000
    /// lines: 250 million steps; a 1 MB word in a `Text` more than 20 s in a debug build).
    @Test func lineBreakingIsLinearInTheText() throws {
        for text in [String(repeating: "a", count: 100_000), String(repeating: "abcd ", count: 20_000),
                     "x" + String(repeating: " ", count: 50_000) + "y", String(repeating: "日本", count: 20_000)] {
            let characters = CharacterTable(text)
            let breaker = try LineBreaker(characters: characters, paragraph: 0..<text.utf8.count, font: body, direction: .leftToRight)
            var steps = 0
            let lines = breaker.lines(width: 200, steps: &steps)
            #expect(steps <= 3 * characters.characters.count + 3 * lines.count, "\(steps) steps for \(characters.characters.count) characters")
            #expect(lines.first?.lowerBound == 0 && lines.last?.upperBound == text.utf8.count)
            for (a, b) in zip(lines, lines.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
        }
        // Laid out at three widths, a long text is shaped once (the analysis is shared), with the same lines.
        let cache = TextLayoutCache()
        let text = String(repeating: "word ", count: 2_000)
        let wide = try cache.layout(text, font: body, width: 300), wider = try cache.layout(text, font: body, width: 300.25)
        #expect(texts(wide) == texts(try TextLayout(text, font: body, width: 300)) && texts(wide) == texts(wider))
    }

    @Test func greedyBreaksAtSpacesAndEveryLineFits() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps running through the field"
        for width in [100.0, 120, 180, 260, 400] {  // all wider than any one word
            let layout = try TextLayout(text, font: body, width: width)
            let lines = texts(layout)
            #expect(lines.joined(separator: " ") == text, "width \(width): \(lines)")
            for (i, line) in lines.enumerated() {
                #expect(try body.advance(of: line) <= width + 1e-9, "\(line) at \(width)")
                // Greedy: the next word would not have fitted on this line.
                if i + 1 < lines.count, let next = lines[i + 1].split(separator: " ").first {
                    #expect(try body.advance(of: line + " " + next) > width, "\(line) + \(next) at \(width)")
                }
            }
        }
    }

    @Test func knownBreaks() throws {
        // A width just wider than "Sort option" but narrower than "Sort option 12".
        let width = try body.advance(of: "Sort option") + 1
        #expect(texts(try TextLayout("Sort option 12 of many", font: body, width: width)) == ["Sort option", "12 of many"])
        // Hyphens and dashes allow a break after them; no-break spaces do not.
        let narrow = max(try body.advance(of: "well-"), try body.advance(of: "known")) + 1
        let hyphenated = texts(try TextLayout("well-known", font: body, width: narrow))
        #expect(hyphenated == ["well-", "known"], "\(hyphenated) at \(narrow)")
        let nbsp = try TextLayout("10\u{00A0}km away", font: body, width: try body.advance(of: "10 km") + 1)
        #expect(texts(nbsp) == ["10\u{00A0}km", "away"])
    }

    @Test func explicitNewlinesAndEmptyLines() throws {
        let layout = try TextLayout("One\nTwo\r\n\nFour", font: body, width: 500)
        #expect(texts(layout) == ["One", "Two", "", "Four"])
        #expect(layout.size.height == 4 * body.lineHeight)
        #expect(try TextLayout("", font: body, width: 100).lines.count == 1)
    }

    @Test func longWordsBreakBetweenGraphemesOnly() throws {
        let word = String(repeating: "e\u{301}", count: 30)  // é as e + combining acute: 30 graphemes
        let layout = try TextLayout(word, font: body, width: 50)
        #expect(layout.lines.count > 1)
        for line in layout.lines {
            #expect(line.shaped.advance <= 50)
            #expect(line.shaped.text.unicodeScalars.first != "\u{301}")  // never starts with a lone accent
        }
        #expect(texts(layout).joined() == word)
    }

    @Test func cjkBreaksBetweenIdeographs() throws {
        let face = try FontLocator.face(family: "DejaVu Sans")  // any face: widths only; missing glyphs are boxes
        let font = Font(face: face, size: 20)
        let layout = try TextLayout("日本語のテキスト。", font: font, width: try font.advance(of: "日本語") + 1)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { !$0.shaped.text.hasPrefix("。") })  // closing punctuation stays behind
    }

    @Test func truncationEndsInAnEllipsisAndFits() throws {
        let text = "Choose how albums are sorted and grouped in your library, by artist or by year"
        let layout = try TextLayout(text, font: body, width: 150, style: ParagraphStyle(maximumLines: 2))
        #expect(layout.lines.count == 2 && layout.isTruncated)
        let last = layout.lines[1]
        #expect(last.isTruncated && last.shaped.text.hasSuffix("…") && last.shaped.advance <= 150)
        #expect(!last.shaped.text.dropLast().hasSuffix(" "))
        // The shown text is a prefix of the rest of the text.
        #expect(text.utf8.starts(with: (texts(layout)[0] + " " + last.shaped.text.dropLast()).utf8))
        // One line, no width: the first line's text and the ellipsis.
        let oneLine = try TextLayout("First\nSecond", font: body, style: ParagraphStyle(maximumLines: 1))
        #expect(texts(oneLine) == ["First…"])
        // Text that fits is not cut.
        #expect(!(try TextLayout("Short", font: body, width: 150, style: ParagraphStyle(maximumLines: 1))).isTruncated)
    }

    @Test func alignmentFollowsDirection() throws {
        let text = "Wide line of text\nNarrow"
        let widest = try body.advance(of: "Wide line of text"), narrow = try body.advance(of: "Narrow")
        func x(_ alignment: TextAlignment, _ direction: TextDirection? = nil) throws -> Double {
            try TextLayout(text, font: body, width: 400, style: ParagraphStyle(alignment: alignment, direction: direction)).lines[1].origin.x
        }
        #expect(try x(.leading) == 0)
        #expect(abs(try x(.center) - (widest - narrow) / 2) < 1e-9)
        #expect(abs(try x(.trailing) - (widest - narrow)) < 1e-9)
        #expect(abs(try x(.leading, .rightToLeft) - (widest - narrow)) < 1e-9)
        #expect(try x(.trailing, .rightToLeft) == 0)
        #expect(try TextLayout(text, font: body, width: 400).size.width == widest)
    }

    @Test func lineHeightPlacesBaselines() throws {
        let layout = try TextLayout("a\nb\nc", font: body, style: ParagraphStyle(lineHeight: 30))
        let baselines = layout.lines.map(\.origin.y)
        #expect(abs(baselines[1] - baselines[0] - 30) < 1e-9 && abs(baselines[2] - baselines[1] - 30) < 1e-9)
        #expect(abs(baselines[0] - ((30 - body.ascent - body.descent) / 2 + body.ascent)) < 1e-9)
        #expect(layout.size.height == 90)
        let natural = try TextLayout("a", font: body)
        #expect(natural.lines[0].origin.y == body.ascent)
    }

    @Test func measuringIsCached() throws {
        let cache = TextLayoutCache(capacity: 4)
        let a = try cache.measure("Measure me twice", font: body, width: 80)
        let b = try cache.measure("Measure me twice", font: body, width: 80)
        #expect(a == b && a.height == 2 * body.lineHeight)
        #expect(cache.statistics.hits == 1 && cache.statistics.misses == 1)
        for i in 0..<10 { _ = try cache.measure("text \(i)", font: body, width: nil) }  // stays bounded
        _ = try cache.measure("text 9", font: body, width: nil)
        #expect(cache.statistics.hits == 2)
    }
}
