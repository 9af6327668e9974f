import Canvas
@testable import SheetWidget
import Testing
import Widgets

/// What an opaque panel covers is not drawn (ResolvedSheet.render): every preset in every state, on a phone
/// and an iPad, at whole and fractional scales, in both colour schemes, gives the same pixels as drawing it.
@Suite struct HiddenRowsTests {
    @Test(arguments: SheetPreset.all.map(\.name))
    func theSamePixelsAsDrawingEverything(_ name: String) throws {
        let preset = try #require(SheetPreset.named(name))
        var culled = 0
        let settings: [(DevicePreset, Double, ColorScheme)] = [(.iPhoneSE, 1, .light), (.iPhoneSE, 1, .dark), (.iPhoneSE, 0.25, .light),
                                                               (.iPhoneSE, 1.5, .light), (.iPad10, 1, .light)]
        for (device, scale, scheme) in settings {
            for position in SheetState.allCases.map(SheetPosition.state) + [.offset(300)] {
                var scene = SheetScene(preset: preset, device: device, colorScheme: scheme, position: position)
                scene.displayScale = scale
                let resolved = try scene.resolved()
                if resolved.hiddenRows(scale: scale) != nil { culled += 1 }
                let fast = try resolved.render(over: nil, reusing: nil, cullingHiddenRows: true)
                let whole = try resolved.render(over: nil, reusing: nil, cullingHiddenRows: false)
                #expect(try fast.pngData() == whole.pngData(), "\(name) \(device.name) \(scale)× \(position) \(scheme)")
                // Over a host drawn whole once (a clip's frames), too.
                let backdrop = try scene.renderHost()
                #expect(try resolved.render(over: backdrop).pngData() == whole.pngData(), "\(name) \(device.name) \(scale)× \(position) over a backdrop")
            }
        }
        // Full-width opaque bottom sheets leave rows out (the comparison is not vacuous); side, top and
        // translucent ones do not.
        if ["fluent", "apple", "ods-standard", "tutorial"].contains(name) { #expect(culled > 0, "\(name)") }
    }
}
