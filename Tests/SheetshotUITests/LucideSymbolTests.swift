import Foundation
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// Symbols drawn with the Lucide icon set (read from its PyPI package at run time), letters and digits in
/// containers (the system font's outlines), and the loader's errors — with SVGs written here in Lucide's
/// format (24 × 24, stroked outlines) where the real set is not needed.
@MainActor @Suite(.serialized, .snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct LucideSymbolTests {
    /// The names real SwiftUI code uses most that SheetshotUI does not draw itself (counted in the
    /// compatibility corpus) are all drawn from the set, with no warning.
    @Test(.enabled(if: LucideIcons.isAvailable, "the Lucide set is not installed here (\(LucideIcons.installCommand))"))
    func commonNamesAreDrawnFromTheSet() throws {
        let common = ["sun.max.fill", "flame.fill", "list.dash", "largecircle.fill.circle", "heart.text.square.fill", "app.fill",
                      "wind", "wifi", "speaker.slash.fill", "water.waves", "tray.and.arrow.down", "shuffle", "phone", "person.crop.circle.fill",
                      "moon", "exclamationmark.triangle.fill", "delete.left", "crown.fill", "chevron.backward", "arrow.up.right.square",
                      "gearshape.fill", "cart.fill", "creditcard.fill"]
        for name in common {
            let dump = try ViewRenderer.layoutDump(Image(systemName: name), on: .iPhoneSE)
            #expect(!dump.contains("Warnings"), "\(name)")
        }
        #expect(LucideIcons.symbolNames.count > 600)
    }

    /// The picture: outlines stroked at the text's weight, filled forms with their details knocked out,
    /// containers, and the rendering modes.
    @Test(.enabled(if: LucideIcons.isAvailable, "the Lucide set is not installed here (\(LucideIcons.installCommand))"))
    func gallery() {
        let names = ["sun.max", "sun.max.fill", "cloud.sun.fill", "moon.stars", "wifi", "person.crop.circle.fill",
                     "exclamationmark.triangle", "exclamationmark.triangle.fill", "flame.fill", "heart.text.square.fill", "shuffle", "repeat",
                     "speaker.slash.fill", "mic.fill", "map", "crown.fill", "books.vertical", "tray.and.arrow.down",
                     "chart.bar.xaxis", "lightbulb", "hand.thumbsup.fill", "sparkles", "airplane", "bicycle"]
        let view = VStack(alignment: .leading, spacing: 14) {
            ForEach([names[0..<6], names[6..<12], names[12..<18], names[18..<24]], id: \.self) { row in
                HStack(spacing: 14) { ForEach(Array(row), id: \.self) { Image(systemName: $0) } }
            }
            HStack(spacing: 14) {
                Image(systemName: "cloud.sun.fill").fontWeight(.ultraLight)
                Image(systemName: "cloud.sun.fill").fontWeight(.black)
                Image(systemName: "moon.circle.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "wifi.circle").foregroundStyle(.orange, .blue)
                Image(systemName: "1.circle")
                Image(systemName: "2.circle.fill").foregroundStyle(.red)
            }
            Label("Downloads", systemImage: "tray.and.arrow.down")
        }
        .font(.title2)
        .padding()
        assertSnapshot(of: view, as: .image(on: .iPhoneSE, scale: 1), named: "lucide-symbols")
    }

    /// Letters and digits in containers are drawn from the system font, whether or not the set is here.
    @Test func lettersAndDigitsInContainers() throws {
        for name in ["1.circle", "2.circle.fill", "3.square.fill", "a.circle.fill", "5.circle"] {
            #expect(!(try ViewRenderer.layoutDump(Image(systemName: name), on: .iPhoneSE)).contains("Warnings"), "\(name)")
        }
        // Different characters draw differently.
        let one = try ViewRenderer.render(Image(systemName: "1.circle").font(.largeTitle), on: .iPhoneSE, scale: 1).makeImage()
        let two = try ViewRenderer.render(Image(systemName: "2.circle").font(.largeTitle), on: .iPhoneSE, scale: 1).makeImage()
        #expect(one != two)
    }

    /// `SHEETSHOT_LUCIDE` names the set: a folder of its SVGs (written here in its format) is read; a path
    /// that is not the set fails every symbol's rendering, naming it.
    @Test func theEnvironmentVariableNamesTheSet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-lucide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: folder)
            unsetenv(LucideIcons.environmentVariable)
            LucideIcons.reset()
        }
        func svg(_ body: String) -> Data {
            Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"
              stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
            \(body)
            </svg>
            """.utf8)
        }
        try svg("<path d=\"M12 21 L3 12 A5 5 0 0 1 12 6 A5 5 0 0 1 21 12 Z\" />").write(to: folder.appendingPathComponent("heart.svg"))
        // Our own stand-in for Lucide's "wind": three lines, one bent.
        try svg("<line x1=\"3\" y1=\"8\" x2=\"15\" y2=\"8\" /><polyline points=\"3 12 18 12 20 10\" /><rect x=\"3\" y=\"15\" width=\"10\" height=\"2\" rx=\"1\" />")
            .write(to: folder.appendingPathComponent("wind.svg"))
        setenv(LucideIcons.environmentVariable, folder.path, 1)
        LucideIcons.reset()
        #expect(LucideIcons.isAvailable)
        let drawn = try ViewRenderer.layoutDump(Image(systemName: "wind"), on: .iPhoneSE)
        #expect(!drawn.contains("Warnings"))
        // A mapped name whose icon the folder lacks is a marked stand-in, with a warning.
        #expect(try ViewRenderer.layoutDump(Image(systemName: "flame"), on: .iPhoneSE).contains("Warnings"))

        setenv(LucideIcons.environmentVariable, folder.appendingPathComponent("missing.whl").path, 1)
        LucideIcons.reset()
        do {
            _ = try ViewRenderer.layoutDump(Image(systemName: "wind"), on: .iPhoneSE)
            Issue.record("a missing set named by SHEETSHOT_LUCIDE rendered")
        } catch {
            #expect("\(error)".contains("SHEETSHOT_LUCIDE=") && "\(error)".contains("no such file or folder"))
        }
        let notZip = folder.appendingPathComponent("lucide.whl")
        try Data("not a zip".utf8).write(to: notZip)
        setenv(LucideIcons.environmentVariable, notZip.path, 1)
        LucideIcons.reset()
        #expect(throws: ViewRenderingError.self) { try ViewRenderer.layoutDump(Image(systemName: "wind"), on: .iPhoneSE) }
    }
}
