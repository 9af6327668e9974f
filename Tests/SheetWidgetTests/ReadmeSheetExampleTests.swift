import Canvas
import Foundation
import Testing
import Widgets
@testable import SheetWidget

/// The "Sheets of your own" example of SheetWidget's getting-started article (once the README's), as written there: it compiles, renders and writes its clip.
@Suite struct ReadmeSheetExampleTests {
    func makeScene() -> SheetScene {                                // new nodes each call
        var configuration = SheetConfiguration()
        configuration.detents = [.medium, .large]
        configuration.headerContentHeight = 56
        let header = HStack {
            Text("Now playing", size: 17, weight: .semibold)
            Spacer()
            HStack(spacing: 20) { Text("⏮"); Text("⏯"); Text("⏭") }
                .environment(\.layoutDirection, .leftToRight)      // controls stay left to right in RTL
        }.padding(.horizontal, 16).frame(height: 56)
        var scene = SheetScene(header: header, content: VStack { Text("Queue") }, configuration: configuration,
                               layoutDirection: .rightToLeft, position: .detent("medium"))
        scene.setStyles(light: .iOS(), dark: .iOS(dark: true))      // follows scene.colorScheme
        scene.fontScale = 1.3                                         // Dynamic Type
        scene.motionStyle = .apple                                    // rubber band, release rule, spring
        return scene
    }

    @Test func theExampleRunsAsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func at(_ name: String) -> String { folder.appendingPathComponent(name).path }

        let motion = try SheetMotion(scene: makeScene(), actions: [.move(to: .detent("large"), at: 0)])
        var small = { () -> SheetScene in var s = self.makeScene(); s.displayScale = 0.5; return s }
        let clip = try SheetClip(scene: small, motion: motion, fps: 30)
        try clip.write(SheetClipOutput(folder: at("clip"), apng: at("clip.png"), contactSheet: at("sheet.png"), events: at("events.json")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: at("clip")).count == clip.frameCount)
        #expect(try APNGReader(contentsOfFile: at("clip.png")).frameCount == clip.frameCount)
        #expect(FileManager.default.fileExists(atPath: at("sheet.png")) && FileManager.default.fileExists(atPath: at("events.json")))

        // The subtree's environment: in the right-to-left header the title is on the right, and the
        // controls still run ⏮ ⏯ ⏭ from left to right.
        let scene = makeScene()
        let resolved = try scene.resolved()
        let dump = resolved.layoutDump()
        #expect(dump.contains("Now playing"))
        let header = try #require(scene.header)
        func x(_ text: String) -> Double? {
            var found: Double?
            func walk(_ n: Node) { if let t = n as? Text, t.string == text { found = t.frame.minX }; n.children.forEach(walk) }
            walk(header)
            return found
        }
        let (previous, play, next, title) = (try #require(x("⏮")), try #require(x("⏯")), try #require(x("⏭")), try #require(x("Now playing")))
        #expect(previous < play && play < next)
        #expect(title > next)
        // The styles follow the scheme.
        var dark = scene
        dark.colorScheme = .dark
        #expect(dark.style == .iOS(dark: true))
        small = { var s = self.makeScene(); s.displayScale = 0.5; s.colorScheme = .dark; return s }
        #expect(try small().render().makeImage() != (try SheetClip(scene: { var s = self.makeScene(); s.displayScale = 0.5; return s },
                                                                  motion: motion, fps: 30).frame(0).makeImage()))
    }
}
