import Foundation
@testable import SheetshotUI
import Testing
import Widgets

/// Inline Markdown in `Text` literals and `AttributedString(markdown:)`, read as CommonMark reads emphasis,
/// and drawn as SwiftUI draws it.
@MainActor @Suite struct MarkdownTextTests {
    /// `source` as (text, marks) pairs: b strong, i emphasis, c code, s strikethrough, and a link's target.
    func read(_ source: String) -> [String] {
        InlineMarkdown.parse(source).map { span in
            var marks = ""
            if span.intent.contains(.stronglyEmphasized) { marks += "b" }
            if span.intent.contains(.emphasized) { marks += "i" }
            if span.intent.contains(.code) { marks += "c" }
            if span.intent.contains(.strikethrough) { marks += "s" }
            if let link = span.link { marks += "@" + link }
            return marks.isEmpty ? span.text : "\(span.text)[\(marks)]"
        }
    }

    @Test func emphasisFollowsCommonMarksDelimiterRules() {
        #expect(read("Tap **Save** now") == ["Tap ", "Save[b]", " now"])
        #expect(read("*one* and _two_") == ["one[i]", " and ", "two[i]"])
        #expect(read("***both***") == ["both[bi]"])
        #expect(read("**bold *and italic* bold**") == ["bold [b]", "and italic[bi]", " bold[b]"])
        #expect(read("~~gone~~ kept") == ["gone[s]", " kept"])
        // Intraword underscores are not emphasis; intraword stars are.
        #expect(read("snake_case_name") == ["snake_case_name"])
        #expect(read("un*frigging*believable") == ["un", "frigging[i]", "believable"])
        // Delimiters that cannot open or close stay as written.
        #expect(read("2 * 3 * 4") == ["2 * 3 * 4"])
        #expect(read("**not closed") == ["**not closed"])
        #expect(read("a * b*") == ["a * b*"])
        // Escapes and code spans keep their characters.
        #expect(read(#"\*not\* emphasis"#) == ["*not* emphasis"])
        #expect(read("run `rm *.tmp` now") == ["run ", "rm *.tmp[c]", " now"])
        #expect(read("``a ` b``") == ["a ` b[c]"])
        #expect(read("`unclosed") == ["`unclosed"])
        // Links, with emphasis inside, and brackets that are not links.
        #expect(read("See [the **docs**](https://example.com \"Title\").") ==
                ["See ", "the [@https://example.com]", "docs[b@https://example.com]", "."])
        #expect(read("[not a link] (x)") == ["[not a link] (x)"])
        #expect(read("Sizes [1, 2]") == ["Sizes [1, 2]"])
        #expect(InlineMarkdown.plainText("Tap **Save**") == "Tap Save")
    }

    @Test func hostileDelimiterRunsAreReadInLinearTime() {
        // Long strings of openers that never close, alternating kinds, and unmatched brackets and
        // backticks: each is read once (a quadratic reader would take minutes at this size).
        let n = 20_000
        let sources = [String(repeating: "*a _", count: n), String(repeating: "[", count: n) + "x",
                       String(repeating: "` `` ", count: n / 2), String(repeating: "**a ", count: n) + String(repeating: "b** ", count: n),
                       String(repeating: "_", count: n) + "x" + String(repeating: "*", count: n)]
        for source in sources {
            let spans = InlineMarkdown.parse(source)
            #expect(!spans.isEmpty)
        }
    }

    /// The runs of the first text of `view`: (string, weight's name, italic).
    func runs<V: View>(_ view: V) throws -> [(String, String, Bool)] {
        func find(_ n: Node) -> Node? {
            if n is Widgets.Text || n is Widgets.RichText { return n }
            for child in n.children { if let found = find(child) { return found } }
            return nil
        }
        let node = try #require(find(try ViewRenderer.layout(view, on: .iPhoneSE)))
        if let rich = node as? Widgets.RichText { return rich.runs.map { ($0.string, $0.weight.description, $0.italic) } }
        let text = try #require(node as? Widgets.Text)
        return [(text.string, text.weight.description, text.italic)]
    }

    @Test func aTextLiteralDrawsItsMarkdown() throws {
        let r = try runs(Text("Tap **Save** or *cancel*"))
        #expect(r.map(\.0) == ["Tap ", "Save", " or ", "cancel"])
        #expect(r.map(\.1) == ["regular", "bold", "regular", "regular"])
        #expect(r.map(\.2) == [false, false, false, true])
        // Verbatim text and String values are shown as written, as in SwiftUI.
        #expect(try runs(Text(verbatim: "**x**")).map(\.0) == ["**x**"])
        let value = "**x**"
        #expect(try runs(Text(value)).map(\.0) == ["**x**"])
        // An interpolated value is never read as Markdown, though the literal around it is.
        let name = "*Ann*"
        let greeting = try runs(Text("Hi **\(name)**!"))
        #expect(greeting.map(\.0) == ["Hi ", "*Ann*", "!"] && greeting[1].1 == "bold", "\(greeting)")
        // A Text modifier styles the pieces the Markdown leaves alone.
        let light = try runs(Text("a **b**").fontWeight(.light))
        #expect(light.map(\.1) == ["light", "bold"])
        // VoiceOver and tap lookups read the text without its marks.
        let tree = try ViewRenderer.accessibilityDump(Text("Tap **Save**"), on: .iPhoneSE)
        #expect(tree.contains("Tap Save") && !tree.contains("**"), "\(tree)")
    }

    @Test func attributedStringsDrawTheirRuns() throws {
        let parsed = try AttributedString(markdown: "_Hamlet_ by **William Shakespeare**")
        #expect(String(parsed.characters) == "Hamlet by William Shakespeare")
        let intents = parsed.runs.map { $0.inlinePresentationIntent }
        #expect(intents == [.emphasized, nil, .stronglyEmphasized])
        let r = try runs(Text(parsed))
        #expect(r.map(\.0) == ["Hamlet", " by ", "William Shakespeare"])
        #expect(r.map(\.2) == [true, false, false] && r[2].1 == "bold")

        var styled = AttributedString("Red ")
        styled.foregroundColor = .red
        var big = AttributedString("title")
        big.font = .title.bold()
        let both = try runs(Text(styled + big))
        #expect(both.map(\.0) == ["Red ", "title"] && both[1].1 == "bold")
        let link = try AttributedString(markdown: "[Terms](terms)", baseURL: URL(string: "https://example.com/legal/"))
        #expect(link.runs.first?.link?.absoluteString == "https://example.com/legal/terms")
    }
}
