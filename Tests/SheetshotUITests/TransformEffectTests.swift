import Canvas
import SheetshotUI
import Testing
import Widgets

/// `rotationEffect` and `scaleEffect` turn and scale what is drawn about an anchor, leaving layout alone.
@MainActor @Suite struct TransformEffectTests {
    func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 80 && p.b < 80 }

    @Test func rotationTurnsTheDrawingNotTheLayout() throws {
        let bar = SheetshotUI.Rectangle().fill(Color.red).frame(width: 100, height: 10)
        let turned = try ViewRenderer.render(bar.rotationEffect(.degrees(90)), on: .iPhoneSE, scale: 1).makeImage()
        let flat = try ViewRenderer.render(bar, on: .iPhoneSE, scale: 1).makeImage()
        // The bar is centred in the safe area (20…667): at (187.5, 343.5).
        #expect(isRed(flat[187 + 40, 343]) && !isRed(flat[187, 343 + 40]))
        #expect(!isRed(turned[187 + 40, 343]) && isRed(turned[187, 343 + 40]))
        // The layout is the bar's own.
        let dump = try ViewRenderer.layoutDump(bar.rotationEffect(.degrees(90)), on: .iPhoneSE)
        #expect(dump.contains("TransformEffect (137.5, 338.5, 100 × 10) rotation 90°"), "\(dump)")
        // About the top-leading corner, a quarter turn clockwise swings the bar down from its left end.
        let corner = try ViewRenderer.render(bar.rotationEffect(.degrees(90), anchor: .topLeading), on: .iPhoneSE, scale: 1).makeImage()
        #expect(isRed(corner[133, 338 + 60]) && !isRed(corner[187, 343]))
    }

    @Test func scaleGrowsAboutTheAnchor() throws {
        let dot = SheetshotUI.Rectangle().fill(Color.red).frame(width: 20, height: 20)
        let grown = try ViewRenderer.render(dot.scaleEffect(3), on: .iPhoneSE, scale: 1).makeImage()
        #expect(isRed(grown[187 + 25, 343]) && !isRed(grown[187 + 35, 343]))
        let wide = try ViewRenderer.render(dot.scaleEffect(x: 3, y: 1), on: .iPhoneSE, scale: 1).makeImage()
        #expect(isRed(wide[187 + 25, 343]) && !isRed(wide[187, 343 + 15]))
        // Hostile numbers draw the view untransformed; a zero scale draws nothing.
        let node = TransformEffect(rotation: .nan, scale: (.infinity, -.infinity), anchor: (.nan, 2), Widgets.Spacer())
        #expect(node.rotation == 0 && node.scale.x == 1 && node.scale.y == 1 && node.anchor.x == 0.5)
        let gone = try ViewRenderer.render(dot.scaleEffect(0), on: .iPhoneSE, scale: 1).makeImage()
        #expect(!isRed(gone[187, 343]))
    }
}
