import Canvas
import Foundation
import Testing
import Widgets
@testable import SheetWidget

/// A scene is a value: what it renders depends only on it, not on what it or a copy rendered before.
@Suite struct SheetSceneValueTests {
    func pixels(_ scene: SheetScene) throws -> [UInt8] { try scene.render().makeImage().pixels }

    /// A defect once: rendered at 1× and then at 3×, the Fluent partial sheet differed from a fresh
    /// 3× render in about 144,000 pixels, and so did its layout dump.
    @Test func renderingAtAnotherScaleEqualsAFreshRender() throws {
        var scene = SheetScene(preset: .fluent, position: .state(.partial))
        scene.displayScale = 1
        _ = try scene.render()
        _ = try scene.layoutDump()
        scene.displayScale = 3
        var fresh = SheetScene(preset: .fluent, position: .state(.partial))
        fresh.displayScale = 3
        #expect(try pixels(scene) == pixels(fresh))
        #expect(try scene.layoutDump() == fresh.layoutDump())
    }

    /// Copies (as the `.image(scale:)` strategies make) rendered under other environments never change
    /// what the original renders — whatever preset, scale, direction or scheme.
    @Test(arguments: ["fluent", "ods-expanding", "drawer", "tutorial"])
    func copiesBehaveAsValues(_ presetName: String) throws {
        let preset = try #require(SheetPreset.named(presetName))
        var original = SheetScene(preset: preset, position: .state(.expanded))
        original.displayScale = 1
        if presetName != "fluent" { original.position = .detent(preset.configuration.detents.last!.id) }
        let before = try pixels(original)
        let dumpBefore = try original.layoutDump()
        var copy = original
        copy.displayScale = 2
        copy.layoutDirection = .rightToLeft
        copy.colorScheme = .dark
        copy.position = .offset(500)
        _ = try copy.render()
        _ = try copy.hitTest(Point(100, 600))
        _ = try copy.layoutDump()
        #expect(try pixels(original) == before)
        #expect(try original.layoutDump() == dumpBefore)
    }

    /// A preset scene switched to dark renders as one made dark: the sheet's style follows the scheme (it
    /// stayed light, under white text, before). A style set by hand stays in either scheme.
    @Test(arguments: ["fluent", "ods-standard", "drawer", "tutorial", "apple"])
    func switchingTheSchemeSwitchesThePresetsStyle(_ presetName: String) throws {
        let preset = try #require(SheetPreset.named(presetName))
        var switched = SheetScene(preset: preset, device: .iPhoneSE, colorScheme: .light)
        switched.displayScale = 1
        switched.colorScheme = .dark
        var dark = SheetScene(preset: preset, device: .iPhoneSE, colorScheme: .dark)
        dark.displayScale = 1
        #expect(switched.style == preset.style(true))
        #expect(try pixels(switched) == pixels(dark))
        switched.colorScheme = .light
        #expect(switched.style == preset.style(false))
        var custom = switched
        custom.style.cornerRadius = 31.5
        custom.colorScheme = .dark
        #expect(custom.style.cornerRadius == 31.5 && custom.style.background == preset.style(false).background)
        // Both styles given: the scene follows the scheme with them.
        custom.setStyles(light: .material(), dark: .material(dark: true))
        #expect(custom.style == .material(dark: true))
        custom.colorScheme = .light
        #expect(custom.style == .material())
    }
}
