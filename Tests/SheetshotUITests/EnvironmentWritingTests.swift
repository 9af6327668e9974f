import SheetshotUI
import Testing
import Widgets

/// An environment value a view writes for its content reaches the layout and drawing too: a part of the
/// screen written right to left is laid out right to left, one written dark is drawn dark.
@MainActor @Suite struct EnvironmentWritingTests {
    func texts(_ root: Node) -> [Widgets.Text] { ((root as? Widgets.Text).map { [$0] } ?? []) + root.children.flatMap(texts) }

    @Test func aLayoutDirectionWrittenInTheViewMirrorsItsContent() throws {
        let row = VStack {
            HStack { Text("First"); Text("Second") }
            HStack { Text("Un"); Text("Deux") }.environment(\.layoutDirection, .rightToLeft)
        }
        let found = texts(try ViewRenderer.layout(row, on: .iPhone13))
        let x = Dictionary(uniqueKeysWithValues: found.map { ($0.string, $0.frame.minX) })
        #expect(try #require(x["First"]) < (try #require(x["Second"])))
        #expect(try #require(x["Un"]) > (try #require(x["Deux"])), "the mirrored row runs right to left: \(x)")
    }

    @Test func aColorSchemeWrittenInTheViewDrawsItsContentInIt() throws {
        let view = ZStack {
            Color.black
            Text("Dark").font(.system(size: 40, weight: .bold))
        }
        .frame(width: 200, height: 100)
        .environment(\.colorScheme, .dark)
        let picture = try ViewRenderer.render(view, layout: .fixed(width: 200, height: 100), traits: .init(displayScale: 1)).makeImage()
        // The label colour in dark mode is white: the text's brightest pixel is near white on black.
        var brightest = 0
        for y in 0..<picture.height { for x in 0..<picture.width { brightest = max(brightest, Int(picture[x, y].g)) } }
        #expect(brightest > 200, "\(brightest)")
    }
}
