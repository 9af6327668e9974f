import SheetshotUI
import Testing
import Widgets

/// A stack with no spacing given spaces its views by the pair, as SwiftUI does: two texts all but touch
/// (their line boxes the lower text style's leading apart), a text and a plain view stand by the text's
/// metrics, a spacer takes no spacing beside it, and other pairs stand 8 points apart.
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
        // A text above a shape: the larger of its line height plus a tenth (rounded up to a pixel) less
        // its cap height, and that tenth plus its descent; a shape above a text: the text's descent plus the
        // tenth (SwiftUI's text spacing, in SF Pro's metrics: 17 pt body at 3× gives 10.64 and 6.43).
        let mixed = try frames(ViewRenderer.layout(VStack { Text("A"); Rectangle().frame(width: 10, height: 10); Text("B") }, on: .iPhone13))
        let size = 17.0, line = (1950.0 + 494) / 2048 * size, tenth = (line * 0.1 * 3).rounded(.up) / 3
        let textAbove = max(line + tenth - 1443.0 / 2048 * size, tenth + 494.0 / 2048 * size), textBelow = line + tenth - 1950.0 / 2048 * size
        #expect(mixed.count == 3, "\(mixed)")
        #expect(abs(mixed[1].minY - mixed[0].maxY - textAbove) < 0.34, "\(mixed) \(textAbove)")
        #expect(abs(mixed[2].minY - mixed[1].maxY - textBelow) < 0.34, "\(mixed) \(textBelow)")
        let explicit = try frames(ViewRenderer.layout(VStack(spacing: 4) { Text("A"); Text("B") }, on: .iPhone13))
        #expect(abs(explicit[1].minY - explicit[0].maxY - 4) < 0.01, "\(explicit)")
        // A row of texts keeps 8 points between them.
        let row = try frames(ViewRenderer.layout(HStack { Text("A"); Text("B") }, on: .iPhone13))
        #expect(abs(row[1].minX - row[0].maxX - 8) < 0.01, "\(row)")
    }

    /// A grid with no vertical spacing spaces its rows by their cells' facing edges: rows of texts all but
    /// touch, as a column's texts do; a row of shapes stands 8 points from the next; a given spacing is kept.
    @Test func gridRowsAreSpacedByTheirCells() throws {
        let texts = try frames(ViewRenderer.layout(Grid {
            GridRow { Text("A"); Text("B") }
            GridRow { Text("C"); Text("D") }
        }, on: .iPhone13))
        let column = try frames(ViewRenderer.layout(VStack { Text("A"); Text("C") }, on: .iPhone13))
        #expect(abs((texts[2].minY - texts[0].maxY) - (column[1].minY - column[0].maxY)) < 0.01, "\(texts) \(column)")
        let shapes = try frames(ViewRenderer.layout(Grid {
            GridRow { Rectangle().frame(width: 10, height: 10) }
            GridRow { Rectangle().frame(width: 10, height: 10) }
        }, on: .iPhone13))
        #expect(abs(shapes[1].minY - shapes[0].maxY - 8) < 0.01, "\(shapes)")
        let given = try frames(ViewRenderer.layout(Grid(verticalSpacing: 3) {
            GridRow { Text("A") }
            GridRow { Text("C") }
        }, on: .iPhone13))
        #expect(abs(given[1].minY - given[0].maxY - 3) < 0.01, "\(given)")
    }

    /// A grid with no horizontal spacing spaces its columns by their cells' facing edges over every row:
    /// texts stand 8 points apart, nothing is added beside a spacer column (so a zero-length one lets its
    /// neighbours touch), and a given spacing is kept.
    @Test func gridColumnsAreSpacedByTheirCells() throws {
        let texts = try frames(ViewRenderer.layout(Grid {
            GridRow { Text("A"); Text("B") }
            GridRow { Text("C"); Text("D") }
        }.fixedSize(), on: .iPhone13))
        // C and D are their columns' widest cells, so their edges are the columns'.
        #expect(abs(texts[3].minX - texts[2].maxX - 8) < 0.01, "\(texts)")
        let touching = try frames(ViewRenderer.layout(Grid {
            GridRow { Text("A"); Spacer(minLength: 0); Text("B") }
        }.fixedSize(), on: .iPhone13))
        #expect(abs(touching[1].minX - touching[0].maxX) < 0.01, "\(touching)")
        // A cell spanning two columns: the gap before the third column is what its own trailing edge asks.
        let spanning = try frames(ViewRenderer.layout(Grid {
            GridRow { Text("Wide title").gridCellColumns(2); Spacer(minLength: 0); Text("B") }
            GridRow { Text("x"); Text("y") }
        }.fixedSize(), on: .iPhone13))
        #expect(abs(spanning[1].minX - spanning[0].maxX) < 0.01, "\(spanning)")
        let given = try frames(ViewRenderer.layout(Grid(horizontalSpacing: 3) {
            GridRow { Text("A"); Spacer(minLength: 0); Text("B") }
        }.fixedSize(), on: .iPhone13))
        #expect(abs(given[1].minX - given[0].maxX - 6) < 0.01, "\(given)")
    }

    /// Nothing is added beside a spacer: its own least length (8 points) is the gap, as `Spacer(minLength: 0)`
    /// letting neighbours touch relies on.
    @Test func spacersTakeNoSpacingBesideThem() throws {
        let row = try frames(ViewRenderer.layout(HStack { Text("Left"); Spacer(); Text("Right") }.fixedSize(), on: .iPhone13))
        #expect(abs(row[1].minX - row[0].maxX - 8) < 0.01, "\(row)")
        let touching = try frames(ViewRenderer.layout(HStack { Text("Left"); Spacer(minLength: 0); Text("Right") }.fixedSize(), on: .iPhone13))
        #expect(abs(touching[1].minX - touching[0].maxX) < 0.01, "\(touching)")
    }

    /// Padding on an edge makes it a plain view's there: padded texts are spaced as views, unpadded
    /// edges keep the text's rule.
    @Test func paddingResetsTheEdgesItPads() throws {
        let sides = try frames(ViewRenderer.layout(VStack { Text("A").padding(.horizontal); Text("B") }, on: .iPhone13))
        let plain = try frames(ViewRenderer.layout(VStack { Text("A"); Text("B") }, on: .iPhone13))
        #expect(abs((sides[1].minY - sides[0].maxY) - (plain[1].minY - plain[0].maxY)) < 0.01, "\(sides) \(plain)")
        let padded = try frames(ViewRenderer.layout(VStack { Text("A").padding(.vertical, 4); Text("B") }, on: .iPhone13))
        // 4 of padding, then a plain view above a text.
        #expect(abs(padded[1].minY - padded[0].maxY - (4 + 6.43)) < 0.34, "\(padded)")
    }
}
