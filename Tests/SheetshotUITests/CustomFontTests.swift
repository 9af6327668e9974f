import Canvas
import Foundation
import SheetshotUI
import Testing
import Widgets

/// `Font.custom` draws in the font it names — installed, registered, or in a package's resources — and the
/// monospaced and serif designs draw in their stand-ins.
@MainActor @Suite struct CustomFontTests {
    func texts(_ root: Node) -> [Widgets.Text] { ((root as? Widgets.Text).map { [$0] } ?? []) + root.children.flatMap(texts) }

    @Test func aCustomFontIsFoundByPostScriptOrFamilyName() throws {
        let view = VStack {
            Text("Bold by PostScript name").font(.custom("DejaVuSans-Bold", size: 20))
            Text("Serif by family name").font(.custom("DejaVu Serif", size: 20))
            Text("Code").font(.body.monospaced())
            Text("Plain")
        }
        let found = texts(try ViewRenderer.layout(view, on: .iPhone13))
        #expect(found.map(\.family) == ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", nil], "\(found.map(\.family))")
        #expect(found[0].weight == .bold && found[1].weight == .regular)
        // Drawn without a warning: strict rendering passes.
        let dump = try ViewRenderer.layoutDump(view, on: .iPhone13)
        #expect(!dump.contains("warning"), "\(dump)")
        // A name no font has is drawn in the system font, with a warning that says how to add it.
        let missing = try ViewRenderer.layoutDump(Text("x").font(.custom("NoSuchFont-Regular", size: 20)), on: .iPhone13)
        #expect(missing.contains("Font.custom(\"NoSuchFont-Regular\") is not an installed or registered font"), "\(missing)")
    }

    @Test func registeringFontFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A font file copied into an app's resources registers; what is not a font, or not there, is refused.
        let copy = folder.appendingPathComponent("Fonts/Brand.ttf")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", toPath: copy.path)
        try "not a font".write(to: folder.appendingPathComponent("Notes.ttf"), atomically: true, encoding: .utf8)
        #expect(throws: FontError.self) { try CustomFonts.register(fileAt: folder.appendingPathComponent("Notes.ttf")) }
        #expect(throws: FontError.self) { try CustomFonts.register(fileAt: folder.appendingPathComponent("Missing.ttf")) }
        try CustomFonts.register(fileAt: copy)
        let face = try #require(FontLocator.face(postScriptName: "DejaVuSansMono-Bold"))
        #expect(face.family == "DejaVu Sans Mono" && face.weight == .bold)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Notes.ttf"))
        #expect(try CustomFonts.registerFonts(in: try #require(Bundle(url: folder))) == 1)
    }
}

/// A real system font, when a team has one: system-font text is drawn in its text family below 20 points
/// and its display family from 20, with Apple's tracking and the face's own line metrics.
@MainActor @Suite struct SystemFontTests {
    @Test func systemFontTextUsesTheRealFamiliesBySize() throws {
        var environment = Widgets.Environment(device: .iPhone13)
        environment.tracksLikeSystemFont = true
        environment.systemFontFamilies = SystemFontFamilies(text: "DejaVu Sans", display: "DejaVu Serif")
        for (size, family) in [(17.0, "DejaVu Sans"), (28.0, "DejaVu Serif")] {
            let node = Widgets.Text("Hello there", size: size)
            try node.prepare(environment)
            let measured = node.sizeThatFits(ProposedSize(width: nil, height: nil), in: environment)
            let font = try CanvasTextFont(family: family, size: size).withTracking(SystemFontTracking.appleTracking(size: size))
            let expected = try font.advance(of: "Hello there")
            #expect(abs(measured.width - expected) < 0.34, "\(size) pt: \(measured.width) vs \(family)'s \(expected)")
            #expect(abs(measured.height - font.lineHeight) < 0.34, "the face's own line height: \(measured.height) vs \(font.lineHeight)")
        }
    }

    @Test func aFolderWithoutTheFamiliesIsRefusedAndChangesNothing() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-nofonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: SystemFont.SetupError.self) { try SystemFont.use(directory: empty) }
        #expect(throws: SystemFont.SetupError.self) {
            try SystemFont.use(directory: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu"))   // fonts, but no SF Pro
        }
        #expect(SystemFont.families == nil)
    }
}
