import Canvas
import Foundation
import SheetSnapshotTesting
import Testing

/// What each record mode writes and whether the snapshot passes, with the reference missing, matching
/// and differing; and where the mode comes from.
@Suite struct RecordModeTests {
    let image = craftedImage()
    let changed = craftedImage(changes: [(3, 2, 10)])

    @Test func missingWritesAMissingReferenceAndFails() throws {
        let box = SnapshotSandbox()
        let message = try #require(box.verify(image, as: .image, record: .missing))
        #expect(message.contains("Recorded snapshot SampleTests/sample.a") && message.contains("there was no reference"))
        #expect(try Image(contentsOfPNGFile: box.reference().path) == image)
        #expect(box.verify(image, as: .image, record: .missing) == nil)                      // now it matches
        #expect(box.verify(changed, as: .image, record: .missing)?.contains("1 of 48 pixels") == true)
        #expect(try Image(contentsOfPNGFile: box.reference().path) == image)                 // not overwritten
    }

    @Test func neverWritesNothing() throws {
        let box = SnapshotSandbox()
        let message = try #require(box.verify(image, as: .image, record: .never))
        #expect(message.contains("No reference at") && message.contains("record mode never"))
        #expect(!box.exists(box.reference()))
        #expect(box.exists(box.artifact("actual.png")))                                      // but the actual is kept
        try FileManager.default.createDirectory(at: box.references, withIntermediateDirectories: true)
        try image.writePNG(to: box.reference().path)
        #expect(box.verify(image, as: .image, record: .never) == nil)
        #expect(box.verify(changed, as: .image, record: .never) != nil)
        #expect(try Image(contentsOfPNGFile: box.reference().path) == image)
    }

    @Test func allRecordsEvenWhenMatchingAndFails() throws {
        let box = SnapshotSandbox()
        try FileManager.default.createDirectory(at: box.references, withIntermediateDirectories: true)
        try changed.writePNG(to: box.reference().path)
        #expect(box.verify(image, as: .image, record: .all)?.contains("record mode all") == true)
        #expect(try Image(contentsOfPNGFile: box.reference().path) == image)
        #expect(box.verify(image, as: .image, record: .all) != nil)                          // fails even when it matches
    }

    @Test func failedRecordsOnlyWhatDiffers() throws {
        let box = SnapshotSandbox()
        #expect(box.verify(image, as: .image, record: .failed) != nil)                       // missing: recorded, fails
        #expect(box.verify(image, as: .image, record: .failed) == nil)                       // matching: passes, untouched
        let message = try #require(box.verify(changed, as: .image, record: .failed))
        #expect(message.contains("Recorded the actual result as the new reference (record mode failed"))
        #expect(try Image(contentsOfPNGFile: box.reference().path) == changed)
        #expect(try Image(contentsOfPNGFile: box.artifact("expected.png").path) == image)    // what it was, kept to look at
    }

    @Test func modeFromTheEnvironment() throws {
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try SnapshotRecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(["CI": "1", "SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "ALL"]) == .all)
        #expect(throws: SnapshotConfigurationError.self) { try SnapshotRecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "yes"]) }
        #expect(SnapshotRecordMode.requested(orElse: .never, environment: ["CI": "", "X": "1"]) == .never)
        #expect(SnapshotRecordMode.requested(orElse: .never, environment: ["SNAPSHOT_TESTING_RECORD": "missing"]) == .missing)
        #expect(SnapshotRecordMode.requested(orElse: .never, environment: ["SNAPSHOT_TESTING_RECORD": "bogus"]) == nil)
    }

    @Test func environmentDrivesTheCallWithoutAnArgument() throws {
        let box = SnapshotSandbox()
        // Under CI a missing reference is not invented.
        #expect(box.verify(image, as: .image, env: ["CI": "true"])?.contains("record mode never (CI=true is set)") == true)
        #expect(!box.exists(box.reference()))
        // A bad mode is a clear failure, not a crash, and writes nothing.
        let bad = try #require(box.verify(image, as: .image, env: ["SNAPSHOT_TESTING_RECORD": "sometimes"]))
        #expect(bad.contains("SNAPSHOT_TESTING_RECORD=sometimes is not a record mode"))
        #expect(!box.exists(box.reference()))
        // Locally, the default records the missing one.
        #expect(box.verify(image, as: .image, env: [:])?.contains("there was no reference") == true)
        #expect(box.exists(box.reference()))
    }

    @Test func referencesLiveBesideTheTestFileByDefault() throws {
        let box = SnapshotSandbox()
        let testFile = box.root.appendingPathComponent("Tests/AppTests/SheetTests.swift").path
        let env = box.environment()
        #expect(verifySnapshot(of: image, as: .image, record: .missing, filePath: testFile, testName: "expanded()", environment: env) != nil)
        #expect(verifySnapshot(of: image, as: .image, record: .missing, filePath: testFile, testName: "expanded()", environment: env) != nil)
        #expect(verifySnapshot(of: image, as: .image, named: "dark mode", record: .missing, filePath: testFile, testName: "expanded()", environment: env) != nil)
        let folder = box.root.appendingPathComponent("Tests/AppTests/__Snapshots__/SheetTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["expanded.1.png", "expanded.2.png", "expanded.dark%20mode.png"])
    }
}
