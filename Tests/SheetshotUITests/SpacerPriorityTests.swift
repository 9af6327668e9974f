import SheetshotUI
import Testing
import Widgets

/// A spacer is sized last (its layout priority is −∞, as SwiftUI's): texts beside it get the width they need.
@MainActor @Suite struct SpacerPriorityTests {
    func texts(_ root: Node) -> [Widgets.Text] {
        ((root as? Widgets.Text).map { [$0] } ?? []) + root.children.flatMap(texts)
    }

    @Test func textsBesideASpacerKeepTheirWidth() throws {
        // 65.7 + 8 + 8 + 8 + 107.7 pt: just fits in 200 pt, so neither text wraps (each one line tall).
        let row = HStack { Text("Location"); SheetshotUI.Spacer(); Text("San Francisco") }.frame(width: 200)
        let found = texts(try ViewRenderer.layout(row, on: .iPhone13))
        #expect(found.count == 2)
        for text in found { #expect(text.frame.height < 25, "\(text.string) is one line: \(text.frame)") }
        // The list row of the issue: label and value on one line, the row 44 pt tall.
        let list = List { LabeledContent("Location", value: "San Francisco") }.frame(width: 300)
        let inList = texts(try ViewRenderer.layout(list, on: .iPhone13))
        for text in inList { #expect(text.frame.height < 25, "\(text.string) is one line: \(text.frame)") }
        // A priority set on a spacer replaces −∞: here the spacer is sized first and takes its share.
        let greedy = HStack { Text("Location"); SheetshotUI.Spacer().layoutPriority(1); Text("San Francisco") }.frame(width: 200)
        let squeezed = texts(try ViewRenderer.layout(greedy, on: .iPhone13))
        #expect(squeezed.contains { $0.frame.height > 25 }, "\(squeezed.map(\.frame))")
    }
}
