import SheetshotUI
import Testing
import Widgets

/// At the accessibility text sizes iOS reflows a label and its value one above the other, and never breaks
/// a word inside while a break between words is possible.
@MainActor @Suite struct AccessibilityReflowTests {
    func texts(_ root: Node) -> [Widgets.Text] { ((root as? Widgets.Text).map { [$0] } ?? []) + root.children.flatMap(texts) }

    @Test func aLabelledValueStacksAtAccessibilitySizes() throws {
        let list = List { LabeledContent("Location", value: "San Francisco") }
        let large = texts(try ViewRenderer.layout(list, on: .iPhone13))
        #expect(large.count == 2 && abs(large[0].frame.midY - large[1].frame.midY) < 1, "side by side: \(large.map(\.frame))")
        let ax3 = texts(try ViewRenderer.layout(list.environment(\.dynamicTypeSize, .accessibility3), on: .iPhone13))
        #expect(ax3.count == 2, "\(ax3.map(\.string))")
        // The value under its label, both at the row's leading margin, each on whole words.
        #expect(ax3[1].frame.minY >= ax3[0].frame.maxY - 0.01, "\(ax3.map(\.frame))")
        #expect(abs(ax3[0].frame.minX - ax3[1].frame.minX) < 0.01, "\(ax3.map(\.frame))")
        for text in ax3 {
            let lines = Int((text.frame.height / (text.size * 1.3)).rounded())
            let words = text.string.split(separator: " ").count
            #expect(lines <= words, "\(text.string) takes \(lines) lines for \(words) words: a word was broken")
        }
    }
}
