import SheetshotUI
import Testing
import Widgets

/// A column with no spacing given spaces its views by the pair, as SwiftUI does: two texts all but touch
/// (their line boxes the lower text style's leading apart), other pairs stand 8 points apart.
@MainActor @Suite struct StackSpacingTests {
    func frames(_ root: Node) -> [LayoutRect] {
        var out: [LayoutRect] = []
        func visit(_ n: Node) {
            if n is Widgets.Text || n.kind == "Rectangle" { out.append(n.frame) }
            n.children.forEach(visit)
        }
        visit(root)
        return out
    }

    @Test func textsInAColumnTouch() throws {
        let titled = try frames(ViewRenderer.layout(VStack(alignment: .leading) {
            Text("Title").font(.headline)
            Text("Subtitle").font(.subheadline)
        }, on: .iPhone13))
        // The subheadline's leading apart: its line height 20 (Apple's 15 / 20) less its font's 17.9.
        #expect(titled.count == 2 && abs(titled[1].minY - titled[0].maxY - 2.1) < 0.35, "\(titled)")
        // Texts of fixed sizes have no leading: their line boxes touch.
        let fixed = try frames(ViewRenderer.layout(VStack { Text("A").font(.system(size: 16)); Text("B").font(.system(size: 13)) }, on: .iPhone13))
        #expect(abs(fixed[1].minY - fixed[0].maxY) < 0.01, "\(fixed)")
        // Body text's lines are 22 points apart, as Apple's typography gives it.
        let lines = try frames(ViewRenderer.layout(Text("One\nTwo\nThree"), on: .iPhone13))
        #expect(abs(lines[0].height - (2 * 22 + 17 * 2444.0 / 2048)) < 0.7, "\(lines)")
        // Text and a shape: 8 points; an explicit spacing is kept whatever the pair.
        let mixed = try frames(ViewRenderer.layout(VStack { Text("A"); Rectangle().frame(width: 10, height: 10); Text("B") }, on: .iPhone13))
        #expect(mixed.count == 3 && abs(mixed[1].minY - mixed[0].maxY - 8) < 0.01 && abs(mixed[2].minY - mixed[1].maxY - 8) < 0.01, "\(mixed)")
        let explicit = try frames(ViewRenderer.layout(VStack(spacing: 4) { Text("A"); Text("B") }, on: .iPhone13))
        #expect(abs(explicit[1].minY - explicit[0].maxY - 4) < 0.01, "\(explicit)")
        // A row of texts keeps 8 points between them.
        let row = try frames(ViewRenderer.layout(HStack { Text("A"); Text("B") }, on: .iPhone13))
        #expect(abs(row[1].minX - row[0].maxX - 8) < 0.01, "\(row)")
    }
}
