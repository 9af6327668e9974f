import Canvas
import Foundation
import SheetSnapshotTesting
import Testing

/// Defaults set for a scope or a suite; a call's own arguments win.
@Suite struct SnapshotConfigurationTests {
    @Test func scopesSetDefaultsAndCallsOverrideThem() throws {
        let box = SnapshotSandbox()
        let file = box.root.appendingPathComponent("ScopeTests.swift").path
        let env = box.environment()
        let changed = craftedImage(changes: [(1, 1, 0)])
        withSnapshotConfiguration(record: .never, directory: box.references) {
            // never, from the scope: nothing written.
            #expect(verifySnapshot(of: craftedImage(), as: .image, named: "a", filePath: file, testName: "t()", environment: env)?
                .contains("record mode never (the call's record: argument or its snapshot configuration)") == true)
            #expect(!box.exists(box.references.appendingPathComponent("t.a.png")))
            // The call's own mode wins; the scope's folder holds the reference.
            #expect(verifySnapshot(of: craftedImage(), as: .image, named: "a", record: .missing, filePath: file, testName: "t()", environment: env) != nil)
            #expect(box.exists(box.references.appendingPathComponent("t.a.png")))
            // A nested scope adds a tolerance and keeps the rest.
            withSnapshotConfiguration(tolerance: .init(maximumDifferingPixels: 1)) {
                #expect(SnapshotConfiguration.current.record == .never && SnapshotConfiguration.current.directory?.path == box.references.path)
                #expect(verifySnapshot(of: changed, as: .image, named: "a", filePath: file, testName: "t()", environment: env) == nil)
            }
            #expect(verifySnapshot(of: changed, as: .image, named: "a", filePath: file, testName: "t()", environment: env) != nil)
        }
        #expect(SnapshotConfiguration.current.record == nil && SnapshotConfiguration.current.directory == nil)
    }
}

/// A suite whose trait sets its snapshot defaults.
@Suite(.snapshots(record: .never, tolerance: .init(maximumChannelDelta: 9)))
struct SnapshotTraitTests {
    @Test func theTraitIsInForce() {
        #expect(SnapshotConfiguration.current.record == .never)
        #expect(SnapshotConfiguration.current.tolerance == .init(maximumChannelDelta: 9))
    }

    @Test(.snapshots(record: .all)) func aTestTraitOverridesTheSuites() {
        #expect(SnapshotConfiguration.current.record == .all)
        #expect(SnapshotConfiguration.current.tolerance == .init(maximumChannelDelta: 9))
    }
}
