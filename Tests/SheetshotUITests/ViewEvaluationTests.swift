import Canvas
import Testing
import Widgets
import SheetshotUI

/// Views written as SwiftUI code (SampleViews.swift, which imports only the SwiftUI surface) become the
/// Widgets trees a hand-written tree would be, with SwiftUI's defaults and environment rules.
@MainActor @Suite struct ViewEvaluationTests {
    let environment = Widgets.Environment(displayScale: 2)

    func pixels(_ node: Node, _ size: Size = Size(390, 120), in environment: Widgets.Environment? = nil) throws -> CanvasImage {
        try Renderer.render(node, size: size, environment: environment ?? self.environment, background: .white).makeImage()
    }

    /// The texts of a tree, in order.
    func texts(_ node: Node) -> [String] {
        var out: [String] = []
        func visit(_ n: Node) {
            if let t = n as? Widgets.Text { out.append(t.string) }
            n.children.forEach(visit)
        }
        visit(node)
        return out
    }

    func firstText(_ node: Node) throws -> Widgets.Text {
        var found: Widgets.Text?
        func visit(_ n: Node) { if found == nil, let t = n as? Widgets.Text { found = t }; n.children.forEach(visit) }
        visit(node)
        return try #require(found)
    }

    @Test func aBodyRendersAsTheSameWidgetsTree() throws {
        let view = try ViewRenderer.node(LibraryRow(title: "Artists", count: 312))
        let secondary = CanvasColor(rgba: 0x3C3C_4399)
        let handWritten = Widgets.HStack(spacing: 12) {
            Widgets.Text("Artists", size: 17, color: .color(CanvasColor(rgba: 0x0000_00FF)))
            Widgets.Spacer(minLength: 8)
            Widgets.Text("312", size: 17, color: .color(secondary))
        }.padding(.horizontal, 16).frame(minHeight: 60)
        #expect(try pixels(view) == pixels(handWritten))
    }

    @Test func viewBuilderControlFlow() throws {
        let a = try ViewRenderer.node(ControlFlow(showBadge: true, mode: .many, subtitle: "Sub"))
        #expect(texts(a) == ["Badge", "Many", "More", "Sub", "Apple", "Pear", "x", "y", "Row 0", "Row 1", "In a group"])
        let b = try ViewRenderer.node(ControlFlow(showBadge: false, mode: .empty, subtitle: nil))
        #expect(texts(b) == ["No badge", "Apple", "Pear", "x", "y", "Row 0", "Row 1", "In a group"])
        let c = try ViewRenderer.node(ControlFlow(showBadge: false, mode: .one, subtitle: nil))
        #expect(texts(c) == ["No badge", "One", "Apple", "Pear", "x", "y", "Row 0", "Row 1", "In a group"])
    }

    @Test func environmentIsReadWhenTheBodyIsEvaluated() throws {
        var values = EnvironmentValues()
        #expect(texts(try ViewRenderer.node(SchemeReader(), environment: values)) == ["light", "standard"])
        values.colorScheme = .dark
        values.dynamicTypeSize = .accessibility2
        #expect(texts(try ViewRenderer.node(SchemeReader(), environment: values)) == ["dark", "accessibility"])
        // A modifier sets it for a subtree only.
        let mixed = try ViewRenderer.node(VStack { SchemeReader(); SchemeReader().environment(\.colorScheme, .dark) })
        #expect(texts(mixed) == ["light", "standard", "dark", "standard"])
    }

    /// iOS's Dynamic Type sizes for the text styles; fixed sizes do not scale.
    @Test func dynamicTypeSizes() throws {
        func size(_ font: SheetshotUI.Font, _ dynamicTypeSize: DynamicTypeSize = .large) throws -> Double {
            var values = EnvironmentValues()
            values.dynamicTypeSize = dynamicTypeSize
            return try firstText(try ViewRenderer.node(Text("A").font(font), environment: values)).size
        }
        let large: [(SheetshotUI.Font, Double)] = [(.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
                                       (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11)]
        for (font, points) in large { #expect(try size(font) == points, "\(font)") }
        #expect(try size(.body, .xSmall) == 14)
        #expect(try size(.body, .accessibility1) == 28)
        #expect(try size(.largeTitle, .accessibility5) == 60)
        #expect(try size(.system(size: 20), .accessibility5) == 20)
        // Text without a font is body; headline is semibold; weight and bold override.
        #expect(try firstText(try ViewRenderer.node(Text("A"))).size == 17)
        #expect(try firstText(try ViewRenderer.node(Text("A").font(.headline))).weight == .semibold)
        #expect(try firstText(try ViewRenderer.node(Text("A").font(.title2.bold()))).weight == .bold)
        #expect(try firstText(try ViewRenderer.node(VStack { Text("A") }.fontWeight(.medium))).weight == .medium)
    }

    /// Foreground style and font flow down to text that sets none; text's own colour wins.
    @Test func monospacedDigitsGiveNumbersOneWidth() throws {
        // Set on the text, on its font or on a container: the text is shaped with tabular figures.
        #expect(try firstText(ViewRenderer.node(Text("12:11"))).features == [])
        #expect(try firstText(ViewRenderer.node(Text("12:11").monospacedDigit())).features == .tabularFigures)
        #expect(try firstText(ViewRenderer.node(Text("12:11").font(.caption.monospacedDigit()))).features == .tabularFigures)
        #expect(try firstText(ViewRenderer.node(VStack { Text("12:11") }.monospacedDigit())).features == .tabularFigures)
        func width<V: View>(_ view: V) throws -> Double {
            let node = try ViewRenderer.node(view)
            try Renderer.layout(node, size: Size(390, 100), environment: Widgets.Environment())
            return node.frame.width
        }
        #expect(try width(Text("1:11")) < width(Text("4:44")))
        #expect(try width(Text("1:11").monospacedDigit()) == width(Text("4:44").monospacedDigit()))
    }

    @Test func foregroundStyleAndFontAreInherited() throws {
        let node = try ViewRenderer.node(Styles())
        var found: [String: Widgets.Text] = [:]
        func visit(_ n: Node) { if let t = n as? Widgets.Text { found[t.string] = t }; n.children.forEach(visit) }
        visit(node)
        #expect(found["Inherits"]?.color == .color(CanvasColor(rgba: 0x3C3C_4399)))
        #expect(found["Own"]?.color == .color(CanvasColor(rgba: 0xFF3B_30FF)))
        #expect(found["Inherits"]?.size == 13 && found["Own"]?.size == 13)
        // In dark mode the same styles take their dark values.
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(try firstText(try ViewRenderer.node(Styles(), environment: dark)).color == .color(CanvasColor(rgba: 0xEBEB_F599)))
    }

    @Test func aViewModifierOfYourOwn() throws {
        let view = try ViewRenderer.node(CardView())
        let handWritten = Widgets.Text("Card", size: 17, color: .color(.black)).padding(12)
            .background(.color(CanvasColor(rgba: 0xFFFF_FFFF)))
            .clipShape(.roundedRect(radius: 12, curve: .continuous))
        #expect(try pixels(view) == pixels(handWritten))
    }

    /// A shape of your own is drawn from its path in its own coordinates, wherever it is laid out.
    @Test func aShapeOfYourOwn() throws {
        let view = try ViewRenderer.node(HStack(spacing: 0) { Spacer().frame(width: 100); Triangle().fill(.blue).frame(width: 40, height: 40) })
        var path = CanvasPath()
        path.move(to: Point(245, 40)); path.line(to: Point(265, 80)); path.line(to: Point(225, 80)); path.close()   // the row is centred: x 125…265
        let canvas = try Canvas(width: 780, height: 240, background: .white)
        canvas.scale(2, 2)
        canvas.fill(path, with: .solid(CanvasColor(rgba: 0x007A_FFFF)))
        #expect(try pixels(view) == canvas.makeImage())
    }

    @Test func stateAndBindingsHoldTheirValues() throws {
        #expect(texts(try ViewRenderer.node(Counter(isOn: .constant(true)))) == ["Count 3", "on"])
    }

    /// Accepted API that is not rendered yet is an error naming it, never a silently different picture.
    @Test func unsupportedUseIsNamed() throws {
        #expect(throws: ViewRenderingError.self) { try ViewRenderer.node(PushedScreen()) }
        do { _ = try ViewRenderer.node(PushedScreen()) } catch let error as ViewRenderingError {
            #expect(error.messages == ["a screen pushed with navigationDestination(isPresented:) is not drawn yet"])
        }
    }

    /// The monospaced and serif designs are drawn in their stand-ins (DejaVu Sans Mono for SF Mono, DejaVu
    /// Serif for New York); the rounded design, which has none, is drawn in the default design with a
    /// warning (never silently): in the layout dump, and an error when rendering is strict.
    @Test func fontDesignsAreWarnedAbout() throws {
        let mono = try ViewRenderer.layout(Text("9:41").font(.system(size: 17, design: .monospaced)), on: .iPhoneSE)
        func text(_ n: Node) -> Widgets.Text? { (n as? Widgets.Text) ?? n.children.compactMap(text).first }
        #expect(text(mono)?.family == "DejaVu Sans Mono")
        #expect(text(try ViewRenderer.layout(Text("9:41").font(.system(size: 17, design: .serif)), on: .iPhoneSE))?.family == "DejaVu Serif")
        let warning = "Font design .rounded is not drawn yet: text in it is drawn in the default design"
        let dump = try ViewRenderer.layoutDump(Text("9:41").font(.system(size: 17, design: .rounded)), on: .iPhoneSE)
        #expect(dump.hasSuffix("\nWarnings\n  - \(warning)\n"), "\(dump)")
        do {
            _ = try ViewRenderer.$isStrict.withValue(true) { try ViewRenderer.node(Text("9:41").font(.system(size: 17, design: .rounded))) }
            Issue.record("a rounded design rendered under isStrict")
        } catch let error as ViewRenderingError {
            #expect(error.messages == [warning])
        }
        let plain = try ViewRenderer.layoutDump(Text("9:41").font(.system(size: 17, design: .default)), on: .iPhoneSE)
        #expect(!plain.contains("Warnings"))
    }

    /// A whole screen: laid out in the safe area over the system background, at the device's size.
    @Test func aScreenOnADevice() throws {
        let light = try ViewRenderer.render(LibraryRow(title: "Artists", count: 312), on: .iPhoneSE, scale: 1).makeImage()
        #expect(light.width == 375 && light.height == 667)
        let dark = try ViewRenderer.render(LibraryRow(title: "Artists", count: 312), on: .iPhoneSE, colorScheme: .dark, scale: 1).makeImage()
        #expect(light != dark)
    }
}
