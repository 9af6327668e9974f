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

import SheetshotUISnapshotTesting

/// The SheetshotUISnapshotTesting article's example, as written there, recorded into a sandbox and then
/// passing against what it recorded.
@MainActor @Suite struct ViewSnapshotDocumentationExampleTests {
    func row() {
        let row = LibraryRow(title: "Artists", count: 312)
        assertSnapshot(of: row, as: .image(on: .iPhoneSE, scale: 1), named: "light")
        assertSnapshot(of: row, as: .image(on: .iPhoneSE, colorScheme: .dark, scale: 1), named: "dark")
        assertSnapshot(of: row, as: .image(on: .iPhoneSE, dynamicTypeSize: .accessibility2,
                                           layoutDirection: .rightToLeft, scale: 1), named: "large-rtl")
        assertSnapshot(of: row, as: .layout(on: .iPhoneSE), named: "layout")
    }

    @Test func gettingStarted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshotui-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withSnapshotConfiguration(record: .missing, directory: folder, artifactsDirectory: folder.appendingPathComponent("artifacts")) {
            withKnownIssue { row() } matching: { "\($0)".contains("Recorded snapshot") }
            row()
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "artifacts" }.sorted()
        #expect(files == ["row.dark.png", "row.large-rtl.png", "row.layout.txt", "row.light.png"])
    }
}

/// The article's test of every preview of a file, as written there but for the file's name (LibraryRow and
/// its previews are in SampleViews.swift): recorded into a sandbox, then passing against what it recorded.
@MainActor @Suite struct PreviewSnapshotDocumentationExampleTests {
    func previews() {
        for preview in Preview.all(inFile: "SampleViews.swift") {
            assertSnapshot(of: preview, as: .image(on: .iPhone15Pro, scale: 1), named: preview.displayName)
        }
    }

    @Test func everyPreviewOfAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshotui-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withSnapshotConfiguration(record: .missing, directory: folder, artifactsDirectory: folder.appendingPathComponent("artifacts")) {
            withKnownIssue { previews() } matching: { "\($0)".contains("Recorded snapshot") }
            previews()
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "artifacts" }.sorted()
        // Names are made safe for file names by the snapshot core (percent-encoded).
        #expect(files == ["previews.Albums%2C%20fitted.png", "previews.Artists.png"])
    }
}
