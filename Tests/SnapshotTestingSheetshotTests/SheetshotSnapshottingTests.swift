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
    /// Where these deliberate failures leave their artifacts (not this package's report).
    var artifacts: URL { folder.appendingPathComponent("artifacts") }

    /// The path a failure message gives for `label` ("  diff:      /path").
    func path(_ message: String, _ label: String) -> String? {
        message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix(label + ":") }.map { String($0.dropFirst(label.count + 1)).trimmingCharacters(in: .whitespaces) }
    }

    /// The accept command a failure message gives.
    func acceptCommand(_ message: String) -> String? {
        let lines = message.split(separator: "\n").map(String.init)
        return lines.firstIndex { $0.hasPrefix("Accept the actual") }.map { lines[$0 + 1].trimmingCharacters(in: .whitespaces) }
    }

    func run(_ command: String) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", command]
        try p.run(); p.waitUntilExit()
        return p.terminationStatus
    }

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
        let failure = try #require(withSnapshotConfiguration(artifactsDirectory: artifacts) {
            verifySnapshot(of: scene(.expanded), as: .image(scale: 0.5), named: "sheet", record: .never, snapshotDirectory: folder.path)
        })
        #expect(failure.contains("Does not match the reference:") && failure.contains("pixels"))
        let diffPath = try #require(path(failure, "diff"))
        #expect(diffPath.hasPrefix(artifacts.path + "/"))
        #expect(try Image(contentsOfPNGFile: diffPath).width == Int((DevicePreset.iPhoneSE.size.width / 2).rounded()))
        #expect(path(failure, "composite") != nil && path(failure, "expected") != nil)
        // No hint at a macOS-only diff tool; the accept command instead, as Sheetshot's own assertion gives.
        #expect(!failure.contains("ksdiff") && !failure.contains("withSnapshotTesting"))
        #expect(failure.contains("Accept the actual result as the new reference:"))
        // The failure is in the report, with its test and reference.
        let html = try String(contentsOf: SnapshotReport.path(in: artifacts), encoding: .utf8)
        #expect(html.contains("test recordsMatchesAndFails()") && html.contains("reference \(reference.path)"))
        // A tolerance wide enough lets the same change pass.
        #expect(verifySnapshot(of: scene(.expanded), as: .image(scale: 0.5, tolerance: .init(maximumDifferingRatio: 1)), named: "sheet",
                               record: .never, snapshotDirectory: folder.path) == nil)
        // The accept command makes it pass, and takes it off the report.
        #expect(try run(try #require(acceptCommand(failure))) == 0)
        #expect(verifySnapshot(of: scene(.expanded), as: .image(scale: 0.5), named: "sheet", record: .never, snapshotDirectory: folder.path) == nil)
        try SnapshotReport.regenerate(in: artifacts)
        #expect(!FileManager.default.fileExists(atPath: SnapshotReport.path(in: artifacts).path))
    }

    /// The same options as Sheetshot's own strategies: colour scheme, font scale, layout direction.
    @Test func optionsChangeWhatIsRendered() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, Snapshotting<SheetScene, SheetshotImage>)] = [
            ("plain", .image(scale: 0.5)), ("dark", .image(scale: 0.5, colorScheme: .dark)),
            ("large", .image(scale: 0.5, fontScale: 1.6)), ("rtl", .image(scale: 0.5, layoutDirection: .rightToLeft)),
        ]
        var pictures: [String: Image] = [:]
        for (name, strategy) in cases {
            #expect(verifySnapshot(of: scene(.partial), as: strategy, named: name, record: .missing, snapshotDirectory: folder.path) != nil)
            pictures[name] = try Image(contentsOfPNGFile: folder.appendingPathComponent("optionsChangeWhatIsRendered.\(name).png").path)
        }
        for name in ["dark", "large", "rtl"] { #expect(pictures[name] != pictures["plain"], "\(name)") }
        // Each is what the library's own strategy with the same option renders.
        var large = scene(.partial)
        large.displayScale = 0.5; large.fontScale = 1.6
        #expect(pictures["large"] == (try large.render().makeImage()))
        #expect(verifySnapshot(of: scene(.partial), as: .layout(layoutDirection: .rightToLeft), named: "rtl-layout", record: .missing,
                               snapshotDirectory: folder.path) != nil)
        let ltr = try scene(.partial).layoutDump()
        #expect(try String(contentsOf: folder.appendingPathComponent("optionsChangeWhatIsRendered.rtl-layout.txt"), encoding: .utf8) != ltr)
        let node = SampleHostScreen.make()
        #expect(verifySnapshot(of: node, as: .image(on: .iPhoneSE, fontScale: 1.4, layoutDirection: .rightToLeft, scale: 0.5), named: "node",
                               record: .missing, snapshotDirectory: folder.path) != nil)
        #expect(try Image(contentsOfPNGFile: folder.appendingPathComponent("optionsChangeWhatIsRendered.node.png").path)
                == (try Renderer.render(SampleHostScreen.make(), device: .iPhoneSE, fontScale: 1.4, layoutDirection: .rightToLeft, scale: 0.5).makeImage()))
    }

    /// Frame sequences as one APNG: recorded, matched, and on a difference the first differing frame in
    /// every column of the composite, with the whole actual APNG to accept.
    @Test func frameSequences() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = scene(.collapsed)
        let motion = try SheetMotion(scene: base, actions: [.move(to: .state(.partial), at: 0)])
        let strategy = Snapshotting<SheetScene, SheetshotFrames>.frames(motion: motion, fps: 10, duration: 0.5)
        var small = base
        small.displayScale = 0.25
        #expect(verifySnapshot(of: small, as: strategy, named: "open", record: .missing, snapshotDirectory: folder.path) != nil)
        let reference = folder.appendingPathComponent("frameSequences.open.apng")
        let frames = try APNGReader(contentsOfFile: reference.path).allFrames()
        #expect(frames.count == 6)
        let clip = try SheetClip(scene: small, motion: motion, fps: 10, duration: 0.5)
        for k in 0..<6 { #expect(frames[k].image == (try clip.frame(k).makeImage()), "frame \(k)") }
        #expect(verifySnapshot(of: small, as: strategy, named: "open", record: .never, snapshotDirectory: folder.path) == nil)
        // The same clip through the clip strategy matches the same reference.
        #expect(verifySnapshot(of: clip, as: .frames, named: "open", record: .never, snapshotDirectory: folder.path) == nil)
        var dark = small
        dark.colorScheme = .dark
        let failure = try #require(withSnapshotConfiguration(artifactsDirectory: artifacts) {
            verifySnapshot(of: dark, as: strategy, named: "open", record: .never, snapshotDirectory: folder.path)
        })
        #expect(failure.contains("Frame 0 (t = 0.000 s) is the first that differs; 6 of 6 compared frames differ."), "\(failure)")
        let frame = try Image(contentsOfPNGFile: try #require(path(failure, "frame")))
        #expect(frame == (try SheetClip(scene: dark, motion: motion, fps: 10, duration: 0.5).frame(0).makeImage()))
        #expect(path(failure, "actual")?.hasSuffix(".actual.apng") == true)
        let longer = Snapshotting<SheetScene, SheetshotFrames>.frames(motion: motion, fps: 10, duration: 0.8)
        let count = try #require(withSnapshotConfiguration(artifactsDirectory: artifacts) {
            verifySnapshot(of: small, as: longer, named: "open", record: .never, snapshotDirectory: folder.path)
        })
        #expect(count.contains("The reference has 6 frames, the actual sequence 9."), "\(count)")
        #expect(try run(try #require(acceptCommand(count))) == 0)
        #expect(verifySnapshot(of: small, as: longer, named: "open", record: .never, snapshotDirectory: folder.path) == nil)
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
        let image = try Canvas(width: 2, height: 2).makeImage()
        let message = withSnapshotConfiguration(artifactsDirectory: artifacts) {
            verifySnapshot(of: image, as: .image, named: "bad", record: .never, snapshotDirectory: folder.path)
        }
        #expect(message?.contains("cannot be decoded") == true)
        #expect(message?.contains("Accept the actual result") == true)
    }

    @Test func assertSnapshotFailsTheTest() throws {
        // swift-snapshot-testing's assertSnapshot takes no folder: it makes __Snapshots__/<file>/ beside this
        // file even when it records nothing. Remove what it made.
        let made = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let existed = FileManager.default.fileExists(atPath: made.path)
        defer { if !existed { try? FileManager.default.removeItem(at: made) } }
        withKnownIssue {
            SnapshotTesting.assertSnapshot(of: scene(.partial), as: .image(scale: 0.25), named: "never-recorded", record: .never)
        } matching: { "\($0)".contains("No reference was found on disk") }
    }

    /// Issue 44, S10: a reference whose fingerprint chunk claims another picture's pixels fails here too;
    /// bytes this machine made or checked are then matched by fingerprint.
    @Test func aForgedFingerprintNeverPasses() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shown = try Image(width: 6, height: 4, color: .black), claimed = try Image(width: 6, height: 4, color: .white)
        let reference = folder.appendingPathComponent("aForgedFingerprintNeverPasses.forged.png")
        try Data(try PixelFingerprint(of: claimed).embedded(in: try shown.pngData(options: .small))).write(to: reference)
        let message = withSnapshotConfiguration(artifactsDirectory: artifacts) {
            verifySnapshot(of: claimed, as: .image, named: "forged", record: .never, snapshotDirectory: folder.path)
        }
        #expect(message?.contains("Does not match the reference") == true, "\(message ?? "")")
        #expect(verifySnapshot(of: shown, as: .image, named: "forged", record: .never, snapshotDirectory: folder.path) == nil)
    }
}
