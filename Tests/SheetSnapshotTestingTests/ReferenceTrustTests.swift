@testable import Canvas
import Foundation
import SheetSnapshotTesting
import Testing

/// References come from a repository (issue 44): a link is never read or written through (S3), a
/// fingerprint chunk is believed only for bytes this machine checked (S10), and a reference of another
/// size fails from its header without a large decode (H1).
@Suite struct ReferenceTrustTests {
    let image = craftedImage(width: 10, height: 10)
    let other = craftedImage(width: 10, height: 10, gray: 30)

    @Test(arguments: [SnapshotRecordMode.all, .failed, .missing, .never])
    func aReferenceThatIsALinkIsNeitherReadNorReplaced(mode: SnapshotRecordMode) throws {
        let box = SnapshotSandbox()
        let bashrc = box.root.appendingPathComponent("bashrc")
        try Data("rc\n".utf8).write(to: bashrc)
        try FileManager.default.createDirectory(at: box.references, withIntermediateDirectories: true)
        #expect(symlink(bashrc.path, box.reference().path) == 0)
        let message = try #require(box.verify(image, as: .image, record: mode))
        #expect(message.contains("is a symbolic link") && message.contains("neither read nor written through links"), "\(message)")
        #expect(try String(contentsOf: bashrc, encoding: .utf8) == "rc\n")
    }

    /// A folder between the test file and its reference that is a link (`__Snapshots__ -> ~`) is refused too.
    @Test func aLinkedSnapshotsFolderIsRefused() throws {
        let box = SnapshotSandbox()
        let tests = box.root.appendingPathComponent("Tests"), elsewhere = box.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        #expect(symlink(elsewhere.path, tests.appendingPathComponent("__Snapshots__").path) == 0)
        let message = verifySnapshot(of: image, as: .image, named: "a", record: .all, filePath: tests.appendingPathComponent("SampleTests.swift").path,
                                     testName: "sample()", environment: box.environment())
        #expect(message?.contains("__Snapshots__ is a symbolic link") == true, "\(message ?? "")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// The accept command and accept-all replace a reference that has become a link; they never write through it.
    @Test func acceptingReplacesALinkInsteadOfWritingThroughIt() throws {
        let box = SnapshotSandbox()
        #expect(box.verify(image, as: .image, record: .missing)?.contains("Recorded") == true)
        let message = try #require(box.verify(other, as: .image, record: .never))
        let accept = try #require(message.components(separatedBy: "\n").last?.trimmingCharacters(in: .whitespaces))
        let bashrc = box.root.appendingPathComponent("bashrc")
        try Data("rc\n".utf8).write(to: bashrc)
        try FileManager.default.removeItem(at: box.reference())
        #expect(symlink(bashrc.path, box.reference().path) == 0)
        #expect(try run(accept) == 0)
        #expect(try String(contentsOf: bashrc, encoding: .utf8) == "rc\n")
        var st = stat()
        #expect(lstat(box.reference().path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG)
        #expect(box.verify(other, as: .image, record: .never) == nil)
    }

    /// A reference whose chunk claims another picture's fingerprint fails, whether or not it is in a package
    /// that remembers checked references; one this machine wrote or checked is then matched by fingerprint.
    @Test func aForgedFingerprintNeverPasses() throws {
        let box = SnapshotSandbox()
        // A package, so that checked references are remembered in its .build.
        let package = box.root.appendingPathComponent("App"), refs = package.appendingPathComponent("Tests/__Snapshots__/SampleTests")
        try FileManager.default.createDirectory(at: refs, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        func verify(_ value: Image, _ mode: SnapshotRecordMode = .never) -> String? {
            verifySnapshot(of: value, as: .image, named: "a", record: mode, filePath: package.appendingPathComponent("Tests/SampleTests.swift").path,
                           testName: "sample()", environment: box.environment())
        }
        let reference = refs.appendingPathComponent("sample.a.png")
        // Shows `other`, claims `image`'s pixels.
        let forged = try PixelFingerprint(of: image).embedded(in: try other.pngData(options: .small))
        try Data(forged).write(to: reference)
        #expect(verify(image)?.contains("Does not match the reference") == true)
        // Recorded here: trusted, and a match needs no decode.
        #expect(verify(image, .all)?.contains("Recorded") == true)
        let trust = package.appendingPathComponent(".build/sheetshot-trusted-fingerprints")
        func entries() throws -> Int { try FileManager.default.contentsOfDirectory(atPath: trust.path).filter { $0.hasSuffix(".trusted") }.count }
        #expect(try entries() == 1)
        // Its key is secret: the user's alone.
        let key = try FileManager.default.attributesOfItem(atPath: trust.appendingPathComponent("key").path)
        #expect((key[.posixPermissions] as? Int) == 0o600 && (key[.size] as? Int) == 16)
        #expect(verify(image) == nil)
        // The file replaced by the forged one (a checkout, a pull): other bytes, so it is decoded again.
        try Data(forged).write(to: reference)
        #expect(verify(image)?.contains("Does not match the reference") == true)
        // An honest file from elsewhere is decoded once, then trusted.
        try FileManager.default.removeItem(at: trust)
        try Data(try PixelFingerprint(of: image).embedded(in: try image.pngData(options: .small))).write(to: reference)
        #expect(verify(image) == nil)
        #expect(try entries() == 1)
    }

    /// The keyed hash that names trusted references is SipHash-2-4, with its published test vectors.
    @Test func theKeyedHashIsSipHash24() {
        let key = Array(UInt8(0)...UInt8(15))
        #expect(KeyedHash.sipHash24(key: key, []) == 0x726f_db47_dd0e_0e31)
        #expect(KeyedHash.sipHash24(key: key, Array(UInt8(0)...UInt8(14))) == 0xa129_ca61_49be_45e5)
    }

    /// H1: a 65 KB reference whose header says 8192×8192 fails at once on its size, and is not decoded to be shown.
    @Test func aReferenceOfAnotherSizeFailsFromItsHeader() throws {
        let box = SnapshotSandbox()
        var png = try craftedImage(width: 64, height: 64).pngData(options: .small)
        for (offset, value) in [(16, 8192), (20, 8192)] {
            png.replaceSubrange(offset..<offset + 4, with: PNGChunk.be32(UInt32(value)))
        }
        png.replaceSubrange(29..<33, with: PNGChunk.be32(PNGChunk.crc(Array(png[12..<29]))))
        try FileManager.default.createDirectory(at: box.references, withIntermediateDirectories: true)
        try Data(png).write(to: box.reference())
        let message = try #require(box.verify(image, as: .image, record: .never))
        #expect(message.contains("Size mismatch: the reference is 8192×8192 px, the actual image 10×10 px."), "\(message)")
        #expect(message.contains("not drawn beside it"))
        #expect(box.exists(box.artifact("actual.png")) && !box.exists(box.artifact("expected.png")))
        // A reference of another size that is not much larger is shown beside the actual picture.
        try craftedImage(width: 12, height: 10).writePNG(to: box.reference().path)
        let small = try #require(box.verify(image, as: .image, record: .never))
        #expect(small.contains("Size mismatch") && !small.contains("not drawn"))
        #expect(box.exists(box.artifact("expected.png")))
    }

    /// Second read: a committed `.build` link does not send artifacts or remembered fingerprints elsewhere.
    @Test func aLinkedBuildFolderIsNotWrittenThrough() throws {
        let box = SnapshotSandbox()
        let package = box.root.appendingPathComponent("App"), elsewhere = box.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        #expect(symlink(elsewhere.path, package.appendingPathComponent(".build").path) == 0)
        let message = verifySnapshot(of: image, as: .image, named: "a", record: .all, filePath: package.appendingPathComponent("Tests/SampleTests.swift").path,
                                     testName: "sample()", environment: [:])
        #expect(message?.contains("Recorded") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        // A failure's artifacts go to the temporary folder's artifacts instead.
        let failed = try #require(verifySnapshot(of: other, as: .image, named: "a", record: .never,
                                                 filePath: package.appendingPathComponent("Tests/SampleTests.swift").path, testName: "sample()", environment: [:]))
        #expect(!failed.contains(elsewhere.path) && failed.contains("sheetshot-snapshot-artifacts-"), "\(failed)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// Second read: recording a folder of frames replaces its frames, never a folder that holds more.
    @Test func recordingFramesNeverRemovesAFolderWhole() throws {
        let box = SnapshotSandbox()
        let frames = try FrameSequence(frames: [image, other], fps: 10)
        let folder = box.reference("sample.f")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let message = box.verify(frames, as: .frames(.numberedPNGs) { $0 }, named: "f", record: .all)
        #expect(message?.contains("also holds notes.txt") == true, "\(message ?? "")")
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep\n")
    }
}
