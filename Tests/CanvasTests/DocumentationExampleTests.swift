import Foundation
import Testing
import Canvas

/// The Canvas getting-started article's example, as written there (files go to a temporary folder).
@Suite struct DocumentationExampleTests {
    @Test func panelExample() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let canvas = try Canvas(width: 390 * 3, height: 300 * 3, background: .white)
        canvas.scale(3, 3)
        let panel = Path(roundedRect: Rect(x: 0, y: 40, width: 390, height: 260),
                         radii: .top(12), curve: .continuous)
        canvas.drawShadow(of: panel, Shadow(color: Color.black.withAlpha(0.24), offset: Point(0, 14), blur: 28))
        canvas.fill(panel, with: .solid(.white))
        canvas.fill(Path(capsuleIn: Rect(x: 177, y: 48, width: 36, height: 4)), with: .solid(Color(rgb: 0x616161)))

        let title = try Font.inter(.semibold, size: 17)
        try canvas.drawText("Customize", font: title, at: Point(16, 80), paint: .solid(.black))
        let width = try title.advance(of: "Customize")
        #expect(width > 60 && width < 100)

        let path = folder.appendingPathComponent("panel.png").path
        try canvas.writePNG(to: path)
        let image = try Image(contentsOfPNGFile: path)
        #expect(image.width == 1170 && image.height == 900)
        #expect(image[Int(195 * 3), Int(50 * 3)] == (0x61, 0x61, 0x61, 255))      // the handle
        #expect(canvas.drawingError == nil)
    }
}
