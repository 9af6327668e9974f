import Canvas
import Foundation
import Testing
import Widgets
@testable import SheetWidget

/// The SheetWidget articles' examples, as written there.
@Suite struct SheetDocumentationExampleTests {
    @Test func gettingStarted() throws {
        var scene = SheetScene(preset: .fluent, device: .iPhone15Pro, colorScheme: .dark, position: .state(.partial))
        let layout = try scene.layout()
        #expect(layout.panel.width == DevicePreset.iPhone15Pro.size.width)
        scene.position = .offset(300)
        #expect(try scene.layout().panel.minY == 300)

        var configuration = SheetConfiguration()
        configuration.detents = [.medium, .fraction(0.85, id: "tall"), SheetDetent("peek", .points(120))]
        configuration.headerContentHeight = 56
        configuration.largestUndimmedDetent = "peek"          // Apple's rule: no dimming up to it

        var own = SheetScene(header: Text("Share", size: 17, weight: .semibold).padding(.horizontal, 16),
                             content: VStack { Text("AirDrop"); Text("Messages") },
                             configuration: configuration, position: .detent("tall"))
        own.setStyles(light: .iOS(), dark: .iOS(dark: true))
        own.style.cornerRadius = 16
        own.displayScale = 1
        let tall = try own.layout()
        let geometry = try own.geometry()
        #expect(abs(tall.extent - (geometry.extent(forDetent: "tall") ?? -1)) < 0.5, "\(tall.extent) \(geometry.maximumHeight)")
        #expect(tall.extent > 0.8 * geometry.maximumHeight && tall.extent < geometry.maximumHeight)
        own.position = .detent("peek")
        #expect(try own.layout().dimmingAlpha == 0)
        _ = try own.render()
    }

    @Test func animating() throws {
        let scene = SheetScene(preset: .fluent, position: .state(.collapsed))
        let motion = try SheetMotion(scene: scene, actions: [
            .move(to: .state(.partial), at: 0),
            .pan([(time: 1.0, translation: 0), (time: 1.05, translation: -40), (time: 1.1, translation: -120)]),
            .tap(Point(196, 120), at: 2.5),                  // on the dimming: the sheet collapses
        ])
        let extent = motion.extent(at: 0.3)
        #expect(extent > (try scene.layout().extent))
        let collapsed = try scene.layout().extent
        #expect(abs(motion.extent(at: motion.endTime) - collapsed) < 0.5)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func at(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let clip = try SheetClip(scene: { var s = SheetScene(preset: .fluent); s.displayScale = 0.25; return s }, motion: motion, fps: 10)
        try clip.write(SheetClipOutput(folder: at("clip"), apng: at("clip.png"), contactSheet: at("contact.png"), events: at("events.json")))
        #expect(try APNGReader(contentsOfFile: at("clip.png")).frameCount == clip.frameCount)
    }
}
