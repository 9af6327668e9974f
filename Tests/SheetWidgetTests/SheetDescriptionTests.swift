import Canvas
import Foundation
import Testing
import Widgets
@testable import SheetWidget

/// A sheet of the user's own described in JSON: drawn, animated and played as scenarios without Swift.
@Suite struct SheetDescriptionTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs").standardized

    @Test func theDocumentedShareSheetDrawsAsDescribed() throws {
        let d = try SheetDescription(contentsOfFile: Self.docs.appendingPathComponent("sheets/share-sheet.json").path)
        #expect(d.configuration.detents.map(\.id) == ["medium", "tall"] && d.configuration.headerContentHeight == 52)
        let darkBackground = Color(rgb: 0x1C1C1E)
        #expect(d.lightStyle.cornerRadius == 16 && d.lightStyle.handleSize == Size(40, 5) && d.darkStyle.background == darkBackground)
        var scene = d.scene(device: .iPhone15Pro, colorScheme: .light, position: .detent("tall"))
        scene.displayScale = 1
        let canvas = try scene.render()
        let l = try scene.layout()
        #expect(abs(l.extent - 852 * 0.85) < 1)
        let h = try #require(l.handle)
        #expect(h.size == Size(40, 5))
        let handleColor = Color(rgb: 0xC7C7CC)
        #expect(canvas.pixel(x: Int(h.midX), y: Int(h.midY)) == handleColor.premultiplied)
        // The header's action and the rows are there, tappable by their identifiers.
        #expect(try scene.hitTest(Point(360, l.header!.midY)) == .header("action"))
        #expect(try scene.hitTest(Point(100, l.content.minY + 24)) == .content("row-1"))
        let dump = try scene.layoutDump()
        #expect(dump.contains("\"Copy link\"") && dump.contains("\"3 people\""))
    }

    @Test func aScenarioPlaysADescribedSheetFromItsFile() throws {
        let s = try SheetScenario(contentsOfFile: Self.docs.appendingPathComponent("scenarios/share-sheet-tour.json").path)
        let motion = try s.motion()
        let moves = motion.events.filter { $0.kind == .didMove }.map { $0.target! }
        #expect(moves.first == "medium" && moves.contains("tall"))
        let clip = try s.clip()
        #expect(clip.frameCount == SheetMotion.frameCount(fps: 30, duration: motion.endTime))
    }

    @Test func inlineSheetsAndImagesRelativeToTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-describe-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A host screenshot and a content picture of the user's own.
        try Image(width: 393, height: 852, color: Color(r: 10, g: 120, b: 200)).writePNG(to: dir + "/host.png")
        try Image(width: 300, height: 200, color: Color(r: 250, g: 200, b: 0)).writePNG(to: dir + "/content.png")
        let json = #"{"sheet": {"configuration": {"detents": [{"id": "half", "fraction": 0.5}], "dimming": false}, "host": {"image": "host.png", "scale": 1}, "content": {"image": "content.png", "scale": 1}, "header": {"title": "Pictures"}}, "start": "half", "scale": 1, "timeline": []}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/scenario.json"))
        let s = try SheetScenario(contentsOfFile: dir + "/scenario.json")
        let canvas = try s.scene().render()
        #expect(canvas.pixel(x: 20, y: 100) == Color(r: 10, g: 120, b: 200).premultiplied)        // the host picture, undimmed
        let l = try s.scene().layout()
        #expect(canvas.pixel(x: 196, y: Int(l.content.minY) + 100) == Color(r: 250, g: 200, b: 0).premultiplied)
    }

    @Test func mistakesAreNamedWithTheirPath() {
        func error(_ json: String) -> String {
            do { _ = try SheetScenario(json: Data(json.utf8)); return "accepted" } catch { return "\(error)" }
        }
        #expect(error(##"{"sheet": {"style": {"handle": {"colour": "#FFFFFF"}}}, "timeline": []}"##)
                == "line 1, column 33: field 'sheet.style.handle.colour': is not a field here — did you mean 'color'? (known: size, strip, color)")
        #expect(error(##"{"sheet": {"configuration": {"detents": [{"id": "x", "fraction": 2}]}}, "timeline": []}"##)
                == "line 1, column 66: field 'sheet.configuration.detents[0].fraction': 2.0 is outside (0, 1]")
        #expect(error(##"{"sheet": {"style": {"background": "#12"}}, "timeline": []}"##).contains("field 'sheet.style.background': invalid colour \"#12\""))
        #expect(error(##"{"preset": "fluent", "sheet": {}, "timeline": []}"##).contains("give a preset or a sheet, not both"))
        #expect(error(##"{"sheet": {"host": {"image": "missing.png"}}, "timeline": []}"##).contains("field 'sheet.host.image': cannot read missing.png: no such file"))
        #expect(error(##"{"sheet": "nowhere.json", "timeline": []}"##).contains("field 'sheet': cannot read nowhere.json: no such file"))
    }
}
