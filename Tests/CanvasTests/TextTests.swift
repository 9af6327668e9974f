import Synchronization
import Foundation
import Testing
@testable import Canvas

/// Shaping, fonts and glyph drawing. Fonts are named explicitly (Inter from fonts-inter, DejaVu Sans from
/// fonts-dejavu-core), so results never depend on what else is installed.
@Suite struct ShapingTests {
    let inter = try! Font.inter(size: 100)

    @Test func kerningMakesPairsNarrowerThanTheirGlyphs() throws {
        for pair in ["AV", "To"] {
            let together = try inter.advance(of: pair)
            let apart = try pair.map { try inter.advance(of: String($0)) }.reduce(0, +)
            #expect(together < apart - 1, "\(pair): \(together) vs \(apart)")  // Inter's GPOS kerning, > 1 % of an em
        }
    }

    @Test func tabularFiguresGiveEveryDigitOneWidth() throws {
        // Inter's default figures are proportional: a 1 is narrower than a 0.
        #expect(try inter.advance(of: "1111") < inter.advance(of: "0000") - 10)
        let tabular = inter.withFeatures(.tabularFigures)
        let widths = try (0...9).map { try tabular.advance(of: String(repeating: String($0), count: 4)) }
        #expect(Set(widths).count == 1, "\(widths)")
        #expect(tabular.withSize(50).features == .tabularFigures)
        #expect(tabular != inter, "fonts differing in features are different cache keys")
    }

    @Test func ligatureIsOneGlyphWhereTheFontHasOne() throws {
        let dejaVu = Font(face: try FontLocator.face(family: "DejaVu Sans"), size: 20)
        #expect(try TextShaper.shape("fi", font: dejaVu).glyphs.count == 1)
        let office = try TextShaper.shape("office", font: dejaVu)
        #expect(office.glyphs.count == 4)  // o, ffi, c, e
        #expect(office.glyphs.map(\.cluster) == [0, 1, 4, 5])
    }

    @Test func arabicComesOutRightToLeftAndJoined() throws {
        let word = "مرحبا"  // m-r-ḥ-b-ā
        let line = try TextShaper.shape(word, font: inter)
        #expect(line.direction == .rightToLeft)
        // Visual order is the reverse of logical order: the first letter's glyph is the rightmost.
        let clusters = line.glyphs.map(\.cluster)
        #expect(clusters == clusters.sorted(by: >))
        #expect(line.glyphs.last?.cluster == 0)
        // Inter has no Arabic: every glyph comes from a fallback face that does (never .notdef).
        #expect(line.glyphs.allSatisfy { $0.glyph != 0 && $0.face !== inter.face })
        // Joining: the initial meem is a different glyph from the isolated one.
        let isolated = try TextShaper.shape("م", font: inter).glyphs[0].glyph
        #expect(line.glyphs.last!.glyph != isolated)
        // Glyphs advance left to right.
        let xs = line.glyphs.map(\.x)
        #expect(xs == xs.sorted())
    }

    @Test func numbersInsideRightToLeftTextReadLeftToRight() throws {
        let line = try TextShaper.shape("שלום 123", font: inter)
        #expect(line.direction == .rightToLeft)
        let utf8 = Array("שלום 123".utf8)
        // Leftmost are the digits in reading order, then the Hebrew word reversed.
        let firstThree = line.glyphs.prefix(3).map { Character(UnicodeScalar(utf8[$0.cluster])) }
        #expect(firstThree == ["1", "2", "3"])
        #expect(line.glyphs.last?.cluster == 0)
    }

    @Test func explicitDirectionOverridesTheFirstStrongCharacter() throws {
        let ltr = try TextShaper.shape("abc אבג", font: inter)
        #expect(ltr.direction == .leftToRight && ltr.glyphs.first?.cluster == 0)
        // Right-to-left paragraph: the Hebrew word (bytes 4–9) comes first from the left, reversed; the
        // Latin word keeps its own order at the right end.
        let rtl = try TextShaper.shape("abc אבג", font: inter, direction: .rightToLeft)
        #expect(rtl.direction == .rightToLeft)
        #expect(rtl.glyphs.map(\.cluster) == [8, 6, 4, 3, 0, 1, 2])
    }

    @Test func combiningMarksStayWithTheirBase() throws {
        let line = try TextShaper.shape("e\u{301}", font: inter)  // e + combining acute
        #expect(line.glyphs.allSatisfy { $0.face === inter.face && $0.glyph != 0 })
        #expect(line.advance == (try inter.advance(of: "e")))
    }

    @Test func missingCharactersFallBackOrDrawTheBox() throws {
        let hebrew = try TextShaper.shape("א", font: inter)
        #expect(hebrew.glyphs[0].glyph != 0 && hebrew.glyphs[0].face.familyName != "Inter")
        // A private-use code point no installed face maps: the font's own .notdef box, no crash.
        let nothing = try TextShaper.shape("\u{F0000}", font: inter)
        #expect(nothing.glyphs.count == 1 && nothing.glyphs[0].glyph == 0 && nothing.glyphs[0].face === inter.face)
        #expect(nothing.advance > 0)
    }

    @Test func controlCharactersShowAsSpaces() throws {
        let tab = try TextShaper.shape("a\tb\u{7}", font: inter)
        #expect(tab.glyphs.allSatisfy { $0.glyph != 0 })
        #expect(tab.advance == (try inter.advance(of: "a b ")))
        #expect(tab.text == "a\tb\u{7}" && tab.glyphs.map(\.cluster) == [0, 1, 2, 3])
    }

    @Test func tooLongTextIsAnError() throws {
        let long = String(repeating: "a", count: TextShaper.maximumLength + 1)
        #expect(throws: TextError.tooLong(bytes: TextShaper.maximumLength + 1, limit: TextShaper.maximumLength)) {
            try TextShaper.shape(long, font: inter)
        }
        #expect(try TextShaper.shape("", font: inter).glyphs.isEmpty)
    }

    /// A paragraph or line longer than one shaping call is shaped in pieces (cut after a space) and
    /// laid out whole: a licence of 300 KB wraps into lines as a short text does (issue 31: it vanished).
    @Test func longTextIsShapedInPieces() throws {
        let sentence = "The licence grants you the right to use, copy and modify the software. "
        let long = String(repeating: sentence, count: 3 * TextShaper.maximumLength / sentence.utf8.count)
        #expect(long.utf8.count > 2 * TextShaper.maximumLength)
        let line = try TextShaper.shapeInPieces(long, font: inter)
        let short = try TextShaper.shape(sentence, font: inter)
        #expect(line.glyphs.count == short.glyphs.count * (long.utf8.count / sentence.utf8.count))
        #expect(abs(line.advance - short.advance * Double(long.utf8.count / sentence.utf8.count)) < 1e-6 * line.advance)
        #expect(line.glyphs.last!.cluster == long.utf8.count - 1, "clusters count from the whole text's start")
        #expect(zip(line.glyphs, line.glyphs.dropFirst()).allSatisfy { $0.x < $1.x }, "one after another")
        let layout = try TextLayout(long, font: inter, width: 300)
        let wrapped = try TextLayout(String(repeating: sentence, count: 40), font: inter, width: 300)
        #expect(layout.lines.count > 1000 && layout.lines[3].range.count == wrapped.lines[3].range.count)
        // Past the layout limit, an error (checked before anything is shaped).
        let tooLong = String(repeating: "a", count: TextLayout.maximumLength + 1)
        #expect(throws: TextError.tooLong(bytes: TextLayout.maximumLength + 1, limit: TextLayout.maximumLength)) {
            try TextLayout(tooLong, font: inter, width: 300)
        }
    }
}

@Suite struct FontTests {
    @Test func metricsComeFromTheFont() throws {
        let font = try Font.inter(size: 100)
        #expect(font.face.familyName == "Inter" && font.face.weightClass == 400)
        #expect(font.capHeight > 70 && font.capHeight < 75)   // Inter: 1490/2048 em ≈ 72.8
        #expect(font.xHeight > 50 && font.xHeight < 56)       // 1118/2048 ≈ 54.6
        #expect(font.ascent > font.capHeight && font.descent > 15 && font.lineGap >= 0)
        #expect(font.lineHeight == font.ascent + font.descent + font.lineGap)
        #expect(try Font.inter(.bold, size: 10).face.weightClass == 700)
        #expect(try Font.inter(.semibold, size: 10).face.weightClass == 600)
        #expect(try Font.inter(italic: true, size: 10).face.styleName.contains("Italic"))
    }

    @Test func aMissingFontIsAnErrorThatSaysHowToGetIt() throws {
        #expect(throws: FontError.notFound(family: "No Such Family 7", weight: .bold, italic: false)) {
            try Font(family: "No Such Family 7", weight: .bold, size: 12)
        }
        let message = FontError.notFound(family: "Inter", weight: .black, italic: true).description
        #expect(message.contains("'Inter'") && message.contains("fonts-inter"))
        #expect(throws: FontError.self) { try FontLocator.face(file: "NoSuchFont-Regular.otf") }
        do {
            _ = try FontLocator.face(file: "NoSuchFont-Regular.otf")
        } catch let error as FontError {
            #expect(error.description.contains("NoSuchFont-Regular.otf") && error.description.contains("/usr/share/fonts"))
        }
    }

    @Test func anUnreadableFontFileIsAnErrorNamingIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let junk = dir.appendingPathComponent("junk.otf").path
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: junk))
        do {
            _ = try FontFace(contentsOfFile: junk)
            Issue.record("a text file opened as a font")
        } catch let FontError.unreadable(path, reason) {
            #expect(path == junk && !reason.isEmpty)
        }
        #expect(throws: FontError.unreadable(path: dir.path + "/missing.otf", reason: "no such file")) {
            try FontFace(contentsOfFile: dir.path + "/missing.otf")
        }
    }

    @Test func aFontFileCanBeNamedByFileNameOrPath() throws {
        let byName = try FontLocator.face(file: "Inter-Bold.otf")
        #expect(byName.familyName == "Inter" && byName.weightClass == 700)
        #expect(try FontLocator.face(file: byName.path) === byName)  // opened once, shared
    }
}

@Suite struct TextDrawingTests {
    /// The rows of `canvas` holding any pixel with alpha > 0.
    func inkedRows(_ canvas: Canvas) -> [Int] {
        (0..<canvas.height).filter { y in (0..<canvas.width).contains { canvas.pixel(x: $0, y: y).a > 0 } }
    }

    @Test func capitalHSitsCapHeightAboveTheBaselineAt3x() throws {
        let font = try Font.inter(size: 17)
        let canvas = try Canvas(width: 60, height: 90)
        canvas.scale(3, 3)
        try canvas.drawText("H", font: font, at: Point(4, 25), paint: .solid(.black))
        let rows = inkedRows(canvas)
        let baseline = 25.0 * 3, top = baseline - font.capHeight * 3
        #expect(abs(Double(rows.first!) - top) <= 1, "top row \(rows.first!) vs \(top)")
        #expect(abs(Double(rows.last! + 1) - baseline) <= 1, "bottom \(rows.last! + 1) vs \(baseline)")
    }

    @Test func outlinesAndBitmapsAgree() throws {
        // The same "H" through cached bitmaps (scale 2) and through outlines (a 90° rotation there and
        // back is not a plain scale): the ink lands in the same place within a pixel.
        let font = try Font.inter(size: 20)
        let a = try Canvas(width: 60, height: 60), b = try Canvas(width: 60, height: 60)
        a.scale(2, 2)
        try a.drawText("H", font: font, at: Point(5, 22), paint: .solid(.black))
        b.scale(2, 2)
        b.rotate(.pi / 2); b.rotate(-.pi / 2 + 1e-12)
        try b.drawText("H", font: font, at: Point(5, 22), paint: .solid(.black))
        var total = 0, differing = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let pa = Int(a.pixel(x: x, y: y).a), pb = Int(b.pixel(x: x, y: y).a)
                total += pa
                if abs(pa - pb) > 64 { differing += 1 }
            }
        }
        #expect(total > 255 * 100)
        #expect(differing < 20, "\(differing) pixels differ by more than a quarter")
    }

    @Test func textRendersTheSameOnManyThreadsAtOnce() throws {
        @Sendable func render() -> [UInt8] {
            let canvas = try! Canvas(width: 300, height: 40, background: .white)
            try! canvas.drawText("Kerning AV To — ﬁ", font: try! Font.inter(.medium, size: 22), at: Point(4, 28), paint: .solid(.black))
            return canvas.makeImage().pixels
        }
        let reference = render()
        let results = Mutex<[[UInt8]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let pixels = render()
            results.withLock { $0.append(pixels) }
        }
        #expect(results.withLock { $0.allSatisfy { $0 == reference } })
    }

    @Test func gradientAndMaskedTextTakeTheGeneralPath() throws {
        let canvas = try Canvas(width: 200, height: 40, background: .white)
        canvas.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 40)))  // a path clip: a coverage mask
        let gradient = LinearGradient(start: Point(0, 0), end: Point(200, 0),
                                      stops: [GradientStop(0, Color(red: 1, green: 0, blue: 0)), GradientStop(1, Color(red: 0, green: 0, blue: 1))])
        try canvas.drawText("MMMMMMMMMMMMMMM", font: try Font.inter(.bold, size: 30), at: Point(0, 32), paint: .linearGradient(gradient))
        let left = (0..<40).map { canvas.pixel(x: 40, y: $0) }.min { $0.g < $1.g }!
        let right = (0..<40).map { canvas.pixel(x: 160, y: $0) }.min { $0.g < $1.g }!
        #expect(left.r > left.b && right.b > right.r)          // the gradient runs under the glyphs
        #expect(canvas.pixel(x: 2, y: 30) == Color.white.premultiplied)  // outside the ellipse: untouched
    }

    @Test func clippedAndTranslucentText() throws {
        let canvas = try Canvas(width: 100, height: 40, background: .white)
        canvas.clip(to: Rect(x: 0, y: 0, width: 30, height: 40))
        try canvas.drawText("WWWWWW", font: try Font.inter(size: 30), at: Point(2, 32), paint: .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        let inked = (0..<100).filter { x in (0..<40).contains { canvas.pixel(x: x, y: $0).r < 255 } }
        #expect(!inked.isEmpty && inked.max()! < 30)
        // Half-opaque black at full coverage over white: 127 or 128.
        let darkest = (0..<30).flatMap { x in (0..<40).map { canvas.pixel(x: x, y: $0).r } }.min()!
        #expect(darkest >= 126 && darkest <= 128)
    }
}

@Suite struct FallbackTests {
    /// Characters Inter lacks come from DejaVu Sans (fonts-dejavu-core) in the matching weight, whatever
    /// else is installed (DejaVu's condensed, serif and math faces also cover them).
    @Test func fallbackPrefersPlainDejaVuSansOfTheSameWeight() throws {
        for (weight, file) in [(FontWeight.regular, "DejaVuSans.ttf"), (.bold, "DejaVuSans-Bold.ttf")] {
            let inter = try Font.inter(weight, size: 12)
            for character in ["\u{FB01}", "א", "م"] {
                let glyph = try TextShaper.shape(character, font: inter).glyphs[0]
                #expect((glyph.face.path as NSString).lastPathComponent == file, "\(character) \(weight): \(glyph.face.path)")
            }
        }
    }
}

@Suite struct GlyphCacheTests {
    @Test func cacheStaysBoundedAndKeepsRecentEntries() {
        var cache = GlyphCache()
        let bitmap = GlyphBitmap(left: 0, top: 0, width: 1, height: 1, coverage: [255])
        for g in 0..<UInt32(GlyphCache.capacity) { cache.insert(bitmap, for: GlyphKey(glyph: g, size64: 64, subpixel: 0)) }
        #expect(cache.count == GlyphCache.capacity)
        _ = cache.lookup(GlyphKey(glyph: 0, size64: 64, subpixel: 0))  // glyph 0 is now the most recent
        cache.insert(bitmap, for: GlyphKey(glyph: 99_999, size64: 64, subpixel: 0))
        #expect(cache.count <= GlyphCache.capacity / 2 + 1)
        #expect(cache.lookup(GlyphKey(glyph: 0, size64: 64, subpixel: 0)) != nil)
        #expect(cache.lookup(GlyphKey(glyph: 99_999, size64: 64, subpixel: 0)) != nil)
        #expect(cache.lookup(GlyphKey(glyph: 1, size64: 64, subpixel: 0)) == nil)
    }

    @Test func subpixelPositionsRenderDifferently() throws {
        let face = try Font.inter(size: 15).face
        let a = face.glyphBitmap(UInt32(try TextShaper.shape("l", font: Font(face: face, size: 15)).glyphs[0].glyph), pixelSize: 15, subpixel: 0)
        let b = face.glyphBitmap(UInt32(try TextShaper.shape("l", font: Font(face: face, size: 15)).glyphs[0].glyph), pixelSize: 15, subpixel: 2)
        #expect(a.coverage != b.coverage)  // a stem shifted by half a pixel spreads its coverage differently
        #expect(a.coverage.reduce(0) { $0 + Int($1) } > 0)
    }
}

/// The shaped-line cache answers a line shaped before without shaping it again, stays within its capacity,
/// and gives the shaper's own glyphs.
@Suite struct ShapedLineCacheTests {
    @Test func hitsMissesAndCapacity() throws {
        let cache = ShapedLineCache(capacity: 4)
        let font = try Font(family: "Inter", size: 17)
        let a = try cache.line("Hello", font: font), b = try cache.line("Hello", font: font)
        let direct = try TextShaper.shape("Hello", font: font)
        #expect(a.glyphs.map(\.glyph) == direct.glyphs.map(\.glyph) && a.glyphs.map(\.x) == direct.glyphs.map(\.x) && b.advance == direct.advance)
        #expect(cache.statistics == (hits: 1, misses: 1))
        _ = try cache.line("Hello", font: Font(family: "Inter", size: 18))   // another size is another line
        #expect(cache.statistics.misses == 2)
        for i in 0..<20 { _ = try cache.line("line \(i)", font: font) }
        _ = try cache.line("line 19", font: font)
        #expect(cache.statistics.hits == 2, "the most recent line is kept")
        #expect(throws: TextError.self) { try cache.line(String(repeating: "a", count: TextShaper.maximumLength + 1), font: font) }
    }
}
