import Canvas
import Testing

/// Runs in different fonts laid out as one paragraph: words measured in their own run's font, lines
/// broken after spaces (never inside a word that spans runs), one baseline per line, the line limit with
/// "…", right-to-left runs read from the right, hostile widths treated as no wrapping.
@Suite struct RichTextLayoutTests {
    let regular = try! Font.inter(size: 17)
    let bold = try! Font.inter(.bold, size: 17)
    let big = try! Font.inter(.bold, size: 28)

    func advance(_ s: String, _ f: Font) -> Double { try! TextShaper.shape(s, font: f).advance }

    @Test func oneLineIsTheRunsSideBySide() throws {
        let layout = try RichTextLayout(runs: [.init(text: "Total ", font: bold), .init(text: "€12", font: regular)])
        #expect(layout.lineCount == 1 && layout.segments.map(\.run) == [0, 1])
        #expect(layout.segments[0].origin.x == 0 && abs(layout.segments[1].origin.x - advance("Total ", bold)) < 1e-9)
        #expect(abs(layout.size.width - (advance("Total ", bold) + advance("€12", regular))) < 1e-9)
        #expect(layout.segments[0].origin.y == layout.segments[1].origin.y, "one baseline")
        #expect(layout.size.height == regular.lineHeight)
        // A taller run sets the line's height and baseline.
        let tall = try RichTextLayout(runs: [.init(text: "12", font: big), .init(text: " min", font: regular)])
        #expect(tall.size.height == big.lineHeight && tall.segments[1].origin.y == big.ascent)
    }

    @Test func linesBreakAfterSpacesAcrossRuns() throws {
        let runs: [RichTextLayout.Run] = [.init(text: "Free delivery ", font: bold), .init(text: "on orders over €30", font: regular)]
        let width = advance("Free delivery on", bold) - 1
        let layout = try RichTextLayout(runs: runs, width: width)
        #expect(layout.lineCount >= 2 && layout.size.width <= width, "\(layout.size)")
        // The first line holds "Free delivery" (its trailing space trimmed), in the bold run only.
        let firstLine = layout.segments.filter { $0.origin.y == layout.segments[0].origin.y }
        #expect(firstLine.map(\.shaped.text) == ["Free delivery"], "\(firstLine.map(\.shaped.text))")
        // A word spanning two runs ("12" + "€") is never split between lines.
        let glued = try RichTextLayout(runs: [.init(text: "Price 12", font: bold), .init(text: "€ each", font: regular)],
                                       width: advance("Price 12", bold) + 2)
        let lines = Dictionary(grouping: glued.segments, by: \.origin.y).sorted { $0.key < $1.key }.map { $0.value.map(\.shaped.text).joined() }
        #expect(lines.first == "Price" && lines.contains { $0.hasPrefix("12€") }, "\(lines)")
    }

    @Test func limitsNewlinesAndDirection() throws {
        let runs: [RichTextLayout.Run] = [.init(text: "One two three four five six", font: bold), .init(text: " seven eight", font: regular)]
        let cut = try RichTextLayout(runs: runs, width: 90, style: ParagraphStyle(maximumLines: 2))
        #expect(cut.lineCount == 2 && cut.isTruncated && cut.segments.last!.shaped.text.hasSuffix("…"))
        #expect(cut.size.width <= 90)
        let broken = try RichTextLayout(runs: [.init(text: "Line one\nLine", font: bold), .init(text: " two", font: regular)])
        #expect(broken.lineCount == 2)
        // Right to left: the first run is at the right.
        let rtl = try RichTextLayout(runs: [.init(text: "שלום ", font: bold), .init(text: "עולם", font: regular)])
        #expect(rtl.segments[0].origin.x > rtl.segments[1].origin.x)
        // A word longer than the line is broken between characters rather than overflowing.
        let long = try RichTextLayout(runs: [.init(text: "Supercalifragilistic", font: bold)], width: 60)
        #expect(long.lineCount > 1 && long.size.width <= 60)
        // Hostile widths: not a number, infinite or negative.
        for w in [Double.nan, .infinity, -5] {
            let l = try RichTextLayout(runs: runs, width: w)
            #expect(l.size.width.isFinite && l.size.height.isFinite, "\(w)")
        }
        #expect(throws: TextError.self) { try RichTextLayout(runs: [.init(text: String(repeating: "a", count: 100_001), font: regular)]) }
        #expect(try RichTextLayout(runs: []).size == Size(width: 0, height: 0))
    }
}
