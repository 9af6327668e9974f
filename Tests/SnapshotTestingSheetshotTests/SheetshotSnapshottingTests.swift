import Canvas
import Foundation
import SheetSnapshotTesting
import SheetWidget
import SnapshotTesting
import SnapshotTestingSheetshot
import Testing
import Widgets

/// The swift-snapshot-testing strategies: a missing reference is recorded, a match passes, a difference
/// fails with our verdict and the diff and composite images, a damaged reference is a message, not a crash.
@Suite struct SheetshotSnapshottingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-pointfree-\(UUID().uuidString)")

    func scene(_ state: SheetState) -> SheetScene {
        SheetScene(preset: .fluent, device: .iPhoneSE, position: .state(state))
    }

    @Test func recordsMatchesAndFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(of: scene(.partial), as: .image(scale: 0.5), named: "sheet", record: .missing, snapshotDirectory: folder.path)
        #expect(first?.contains("No reference was found on disk") == true)
        let reference = folder.appendingPathComponent("recordsMatchesAndFails.sheet.png")
        var expected = scene(.partial)
        expected.displayScale = 0.5
        #expect(try Image(contentsOfPNGFile: reference.path) == (try expected.render().makeImage()))
        // It carries the pixels' fingerprint, so a match is found without decoding it.
        #expect(PixelFingerprint.read(fromPNG: [UInt8](try Data(contentsOf: reference))) == PixelFingerprint(of: try expected.render().makeImage()))
        #expect(verifySnapshot(of: scene(.partial), as: .image(scale: 0.5), named: "sheet", record: .never, snapshotDirectory: folder.path) == nil)
        let failure = try #require(verifySnapshot(of: scene(.expanded), as: .image(scale: 0.5), named: "sheet", record: .never, snapshotDirectory: folder.path))
        #expect(failure.contains("Does not match the reference:") && failure.contains("pixels"))
        let diffLine = try #require(failure.split(separator: "\n").first { $0.hasPrefix("diff: ") })
        let diffPath = String(diffLine.dropFirst("diff: ".count))
        #expect(try Image(contentsOfPNGFile: diffPath).width == Int((DevicePreset.iPhoneSE.size.width / 2).rounded()))
        #expect(failure.contains("composite: "))
        // A tolerance wide enough lets the same change pass.
        #expect(verifySnapshot(of: scene(.expanded), as: .image(scale: 0.5, tolerance: .init(maximumDifferingRatio: 1)), named: "sheet",
                               record: .never, snapshotDirectory: folder.path) == nil)
    }

    @Test func imagesCanvasesAndLayouts() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = try Canvas(width: 4, height: 4, background: .white)
        #expect(verifySnapshot(of: canvas, as: .image, named: "canvas", record: .missing, snapshotDirectory: folder.path) != nil)
        #expect(verifySnapshot(of: canvas.makeImage(), as: .image, named: "canvas", record: .never, snapshotDirectory: folder.path) == nil)
        #expect(verifySnapshot(of: scene(.collapsed), as: .layout, named: "layout", record: .missing, snapshotDirectory: folder.path) != nil)
        let text = try String(contentsOf: folder.appendingPathComponent("imagesCanvasesAndLayouts.layout.txt"), encoding: .utf8)
        #expect(text.contains("panel (0, "))
        #expect(verifySnapshot(of: scene(.collapsed), as: .layout, named: "layout", record: .never, snapshotDirectory: folder.path) == nil)
        let tree = SampleHostScreen.make()
        #expect(verifySnapshot(of: tree, as: .layout(on: .iPhoneSE), named: "tree", record: .missing, snapshotDirectory: folder.path) != nil)
        #expect(verifySnapshot(of: tree, as: .image(on: .iPhoneSE, scale: 0.5), named: "tree", record: .missing, snapshotDirectory: folder.path) != nil)
        #expect(verifySnapshot(of: tree, as: .layout(on: .iPhoneSE), named: "tree", record: .never, snapshotDirectory: folder.path) == nil)
        #expect(verifySnapshot(of: tree, as: .image(on: .iPhoneSE, scale: 0.5), named: "tree", record: .never, snapshotDirectory: folder.path) == nil)
    }

    @Test func aDamagedReferenceIsAMessage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: folder.appendingPathComponent("aDamagedReferenceIsAMessage.bad.png"))
        let message = verifySnapshot(of: try Canvas(width: 2, height: 2).makeImage(), as: .image, named: "bad", record: .never, snapshotDirectory: folder.path)
        #expect(message?.contains("cannot be decoded") == true)
    }

    @Test func assertSnapshotFailsTheTest() throws {
        // swift-snapshot-testing's assertSnapshot takes no folder: it makes __Snapshots__/<file>/ beside this
        // file even when it records nothing. Remove what it made.
        let made = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let existed = FileManager.default.fileExists(atPath: made.path)
        defer { if !existed { try? FileManager.default.removeItem(at: made) } }
        withKnownIssue {
            SnapshotTesting.assertSnapshot(of: scene(.partial), as: .image(scale: 0.25), named: "never-recorded", record: .never)
        }
    }
}
