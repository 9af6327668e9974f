import Foundation
import SheetshotUI
import Testing

/// The SheetshotUI article's example, as written there (LibraryRow is in SampleViews.swift).
@MainActor @Suite struct SheetshotUIDocumentationExampleTests {
    @Test func gettingStarted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshotui-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("row.png").path

        let canvas = try ViewRenderer.render(LibraryRow(title: "Artists", count: 312), on: .iPhone15Pro,
                                             colorScheme: .dark, dynamicTypeSize: .accessibility1)
        try canvas.makeImage().writePNG(to: path)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(canvas.width == 1179 && canvas.height == 2556)
    }
}
