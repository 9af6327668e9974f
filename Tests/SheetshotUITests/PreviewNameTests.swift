import Canvas
import Foundation
@testable import SheetshotUI
import SheetshotUISnapshotTesting
import Synchronization
import Testing
import Widgets

// Names that coincide once sanitised, or differ only in case, and names with no letter, with a NUL, or
// long in bytes (issue 44: W2, W3, W5, M1, M3).
#Preview("Punct!") { Text("one") }
#Preview("Punct?") { Text("two") }
#Preview("Casing") { Text("three") }
#Preview("casing") { Text("four") }
#Preview("🎉") { Text("party") }
#Preview("A\u{0}B") { Text("nul") }
#Preview("日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日本語日") { Text("long") }

@MainActor @Suite struct PreviewNameTests {
    let variants = PreviewVariants.device(.iPhoneSE, scale: 0.25)
    func mine(_ preview: Preview) -> Bool { preview.fileID.hasSuffix("/PreviewNameTests.swift") }
    func named(_ names: String...) -> (Preview) -> Bool { { p in names.contains(p.name ?? "") } }
    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-preview-names-\(UUID().uuidString)")
    }

    @Test func previewsThatWouldShareAReferenceFailNamingBoth() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let seen = Mutex<[String]>([])
        withKnownIssue {
            let run = assertPreviewSnapshots(in: "SheetshotUITests", variants: variants, including: named("Punct!", "Punct?", "Casing", "casing"),
                                             record: .missing, directory: folder)
            #expect(run.failures == 2 && run.snapshots == 0)
        } matching: { issue in seen.withLock { $0.append("\(issue)") }; return true }
        let messages = seen.withLock { $0 }
        let punct = try #require(messages.first { $0.contains("Punct!") })
        #expect(punct.contains("Punct?") && punct.contains("PreviewNameTests.swift, line 11") && punct.contains("line 12")
                && punct.contains("would share the reference name Punct"), "\(messages)")
        #expect(messages.contains { $0.contains("Casing") && $0.contains("casing") })
        // Nothing was recorded for either.
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(recorded.isEmpty)
    }

    @Test func aNameWithoutLettersKeepsItsReferenceWhereverItMoves() throws {
        let party = try #require(Preview.all(inFile: "PreviewNameTests.swift").first { $0.name == "🎉" })
        #expect(party.snapshotName.hasPrefix("preview-") && !party.snapshotName.contains("\(party.line)"))
        let moved = Preview(name: "🎉", fileID: party.fileID, line: party.line + 40, layout: .device, isLandscape: false, makeBody: { AnyView(Text("x")) })
        #expect(moved.snapshotName == party.snapshotName)
        let dots = Preview(name: "..", fileID: party.fileID, line: 1, layout: .device, isLandscape: false, makeBody: { AnyView(Text("x")) })
        #expect(dots.snapshotName != party.snapshotName && dots.snapshotName.hasPrefix("preview-"))
        // An empty name is no name: the file and a hash of the source.
        let empty = Preview(name: "", fileID: "M/File.swift", line: 3, layout: .device, isLandscape: false, sourceHash: "abcdef0123",
                            makeBody: { AnyView(Text("x")) })
        #expect(empty.snapshotName == "File-abcdef01")
    }

    @Test func aNulInANameIsShownNotCut() throws {
        let seen = Mutex<[String]>([])
        withKnownIssue {
            // No reference and record mode never: a failure whose message names the preview.
            _ = assertPreviewSnapshots(in: "SheetshotUITests", variants: variants, including: named("A\u{0}B"), record: .never,
                                       directory: temporaryFolder())
        } matching: { issue in seen.withLock { $0.append("\(issue)") }; return true }
        let messages = seen.withLock { $0 }
        #expect(messages.contains { $0.contains("A\\u{0}B") && $0.contains("No reference") }, "\(messages)")
    }

    @Test func aFilterThatKeepsNothingSaysSo() {
        withKnownIssue {
            let run = assertPreviewSnapshots(in: "SheetshotUITests", including: { _ in false })
            #expect(run.failures == 1)
        } matching: { issue in "\(issue)".contains("is kept by the including: filter") && !"\(issue)".contains("No #Preview found") }
    }

    /// 100 CJK characters are 300 bytes: the reference and the gallery's files are still written.
    @Test func longNamesInBytesAreWritten() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long: (Preview) -> Bool = { $0.name?.hasPrefix("日本語") == true }
        withKnownIssue("the first run records") {
            let run = assertPreviewSnapshots(in: "SheetshotUITests", variants: variants, including: long, record: .missing, directory: folder)
            #expect(run.failures == 1)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 1 && names[0].utf8.count <= 255 && names[0].hasSuffix(".png"), "\(names)")
        #expect(assertPreviewSnapshots(in: "SheetshotUITests", variants: variants, including: long, record: .never, directory: folder).failures == 0)
        let gallery = folder.appendingPathComponent("gallery").path
        let page = try writePreviewGallery(of: "SheetshotUITests", variants: variants, including: long, to: gallery)
        let file = try #require(page.sections.first?.rows.first?.pictures.first?.file)
        #expect(FileManager.default.fileExists(atPath: gallery + "/" + file) && file.utf8.count < 220)
    }

    /// S5: a device or locale name holding "../" is one component of the gallery's file names.
    @Test func aDeviceNameCannotLeaveTheGallery() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = DevicePreset(name: "../../escaped", size: Size(100, 100), scale: 1, safeArea: EdgeInsets())
        let gallery = folder.appendingPathComponent("inner/gallery").path
        let page = try writePreviewGallery(of: "SheetshotUITests", variants: .device(device), including: named("Casing"), to: gallery)
        let file = try #require(page.sections.first?.rows.first?.pictures.first?.file)
        #expect(file == "previews/Casing_%2E%2E%2F%2E%2E%2Fescaped.png", "\(file)")
        let outside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(outside == ["inner"], "\(outside)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("inner").path) == ["gallery"])
    }

    /// A module's folder in the gallery folder that is a link (committed to send pictures elsewhere) is refused.
    @Test func aLinkedModuleFolderIsNotWrittenThrough() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gallery = folder.appendingPathComponent("gallery").path, outside = folder.appendingPathComponent("outside").path
        try FileManager.default.createDirectory(atPath: gallery, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        #expect(symlink(outside, gallery + "/SheetshotUITests") == 0)
        let problem = writePreviewGalleryIfAsked(of: "SheetshotUITests", variants: variants, shard: nil, including: named("Casing"),
                                                 environment: ["SHEETSHOT_GALLERY": gallery])
        #expect(problem?.contains("symbolic link") == true, "\(problem ?? "")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    /// W7: a device whose own scale is NaN or 0 is an error, as a configuration's scale is.
    @Test func aDeviceScaleThatIsNotANumberIsAnError() {
        for scale in [Double.nan, 0, -1, .infinity] {
            let device = DevicePreset(name: "odd", size: Size(100, 100), scale: scale, safeArea: EdgeInsets())
            #expect(throws: DisplayScaleError.self, "\(scale)") { try ViewRenderer.render(Text("x"), in: ScreenConfiguration(device: device)) }
        }
    }
}
