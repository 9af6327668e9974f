@testable import Canvas
import Foundation
import SheetSnapshotTesting
import Testing

/// Frame sequences verified frame by frame, as numbered PNGs and as one APNG.
@Suite struct FrameSequenceSnapshotTests {
    /// Five frames of a bar growing, frame `changed` (if any) with one pixel altered.
    func clip(count: Int = 5, changed: Int? = nil) throws -> FrameSequence {
        try FrameSequence(count: count, fps: 20) { k in
            var changes = (0..<(k + 1)).map { (x: $0, y: 2, value: UInt8(0)) }
            if k == changed { changes.append((7, 5, 99)) }
            return craftedImage(changes: changes)
        }
    }

    @Test(arguments: [FrameStorage.numberedPNGs, .apng])
    func framesVerifiedOneByOne(storage: FrameStorage) throws {
        let box = SnapshotSandbox()
        let strategy = SnapshotStrategy<FrameSequence>.frames(storage) { $0 }
        #expect(box.verify(try clip(), as: strategy, record: .missing)?.contains("Recorded") == true)
        let reference = box.reference(storage == .apng ? "sample.a.apng" : "sample.a")
        if storage == .numberedPNGs {
            #expect(try FileManager.default.contentsOfDirectory(atPath: reference.path).sorted() == (0..<5).map { String(format: "frame-%04d.png", $0) })
        } else {
            let reader = try APNGReader(contentsOfFile: reference.path)
            let frames = try reader.allFrames().map(\.image), expected = try (0..<5).map { try clip().frame($0) }
            #expect(reader.frameCount == 5 && frames == expected)
        }
        #expect(box.verify(try clip(), as: strategy, record: .never) == nil)
        // Frame 3 differs: the message names it and its time; the artifacts show that frame.
        let message = try #require(box.verify(try clip(changed: 3), as: strategy, record: .never))
        #expect(message.contains("Frame 3 (t = 0.150 s) is the first that differs") && message.contains("1 of 5 compared frames differ"))
        let diff = try Image(contentsOfPNGFile: box.artifact("diff.png").path)
        #expect(diff[7, 5].r == 255 && diff[7, 5].g == 0)
        // Every column shows frame 3: expected, difference and the actual frame (the whole actual sequence
        // is what accepting copies).
        #expect(try Image(contentsOfPNGFile: box.artifact("expected.png").path) == (try clip().frame(3)))
        #expect(try Image(contentsOfPNGFile: box.artifact("actual-frame.png").path) == (try clip(changed: 3).frame(3)))
        #expect(message.contains("frame:     \(box.artifact("actual-frame.png").path)"))
        let record = try String(contentsOf: box.artifact("failure.json"), encoding: .utf8)
        #expect(record.contains("actual-frame.png"))
        let html = try String(contentsOf: SnapshotReport.path(in: box.artifacts), encoding: .utf8)
        #expect(html.contains("src=\"SampleTests/sample.a.actual-frame.png\"") && !html.contains("<img src=\"SampleTests/sample.a.actual.apng"))
        // The accept command puts the whole actual sequence in place.
        let command = message.split(separator: "\n").last!.trimmingCharacters(in: .whitespaces)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh"); p.arguments = ["-c", command]
        try p.run(); p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(box.verify(try clip(changed: 3), as: strategy, record: .never) == nil)
    }

    @Test func aDifferentFrameCountIsNamed() throws {
        let box = SnapshotSandbox()
        #expect(box.verify(try clip(), as: .frames, record: .missing) != nil)
        let message = try #require(box.verify(try clip(count: 7), as: .frames, record: .never))
        #expect(message.contains("The reference has 5 frames, the actual sequence 7 (at 20 fps)"))
    }

    @Test func limits() throws {
        #expect(throws: SnapshotConfigurationError.self) { try FrameSequence(frames: [], fps: 30) }
        #expect(throws: SnapshotConfigurationError.self) { try FrameSequence(frames: [craftedImage()], fps: 0) }
        #expect(throws: SnapshotConfigurationError.self) { try FrameSequence(count: FrameSequence.maximumFrames + 1, fps: 30) { _ in craftedImage() } }
    }
}

/// APNGs read back: our own writer's files, and sub-region frames with blend and dispose operations.
@Suite struct APNGReaderTests {
    @Test func aPlainPNGIsOneFrame() throws {
        let image = craftedImage()
        let reader = try APNGReader(pngData: try image.pngData())
        let frames = try reader.allFrames()
        #expect(reader.frameCount == 1 && frames.first?.image == image)
    }

    @Test func regionsBlendAndDispose() throws {
        // A 4×1 canvas: frame 0 fills it red (source); frame 1 puts a half-transparent blue pixel at x = 1
        // (blend over) and is disposed to background; frame 2 draws nothing new (a 1×1 clear pixel, over).
        func png(_ w: Int, _ h: Int, _ rgba: [UInt8]) throws -> [UInt8] { try Image(width: w, height: h, pixels: rgba).pngData(options: .fast, alpha: true) }
        func fctl(_ seq: UInt32, _ w: UInt32, _ h: UInt32, _ x: UInt32, _ dispose: UInt8, _ blend: UInt8) -> [UInt8] {
            func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
            return be(seq) + be(w) + be(h) + be(x) + be(0) + [0, 1, 0, 10, dispose, blend]
        }
        let red = try PNGChunk.chunks(of: try png(4, 1, [UInt8](repeating: 0, count: 16).enumerated().map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 0 }))
        let blue = try PNGChunk.chunks(of: try png(1, 1, [0, 0, 255, 128]))
        let clear = try PNGChunk.chunks(of: try png(1, 1, [0, 0, 0, 0]))
        var file = [UInt8]([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func add(_ type: String, _ data: [UInt8]) {
            var d = Data(); PNGChunk(type: type, data: data).append(to: &d); file += [UInt8](d)
        }
        add("IHDR", red[0].data)
        add("acTL", [0, 0, 0, 3, 0, 0, 0, 0])
        add("fcTL", fctl(0, 4, 1, 0, 0, 0)); for c in red where c.type == "IDAT" { add("IDAT", c.data) }
        add("fcTL", fctl(1, 1, 1, 1, 1, 1)); for c in blue where c.type == "IDAT" { add("fdAT", [0, 0, 0, 2] + c.data) }
        add("fcTL", fctl(3, 1, 1, 3, 0, 1)); for c in clear where c.type == "IDAT" { add("fdAT", [0, 0, 0, 4] + c.data) }
        add("IEND", [])
        let frames = try APNGReader(pngData: file).allFrames()
        #expect(frames.count == 3 && frames[0].delay == 0.1)
        #expect(frames[0].image[1, 0] == (255, 0, 0, 255))
        let blended = frames[1].image[1, 0]
        #expect(blended.a == 255 && abs(Int(blended.r) - 127) <= 1 && abs(Int(blended.b) - 128) <= 1)
        #expect(frames[2].image[1, 0] == (0, 0, 0, 0))                 // disposed to background after frame 1
        #expect(frames[2].image[0, 0] == (255, 0, 0, 255) && frames[2].image[3, 0] == (255, 0, 0, 255))
    }

    @Test func changedRegionsOnlyReadBackAsWholeFrames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshot-apng-regions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = [craftedImage(), craftedImage(changes: [(2, 1, 0), (5, 3, 9)]), craftedImage(changes: [(2, 1, 0), (5, 3, 9)]), craftedImage()]
        let path = dir.appendingPathComponent("clip.png").path
        let writer = try APNGWriter(path: path, width: 8, height: 6, frameCount: 4, storesChangedRegionsOnly: true)
        for f in frames { try writer.append(f) }
        try writer.finish()
        let chunks = try PNGChunk.chunks(of: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        // Regions: the whole canvas, the 4×3 box around the two changes, 1×1 (nothing changed), the box again.
        let regions = chunks.filter { $0.type == "fcTL" }.map { c in (Int(c.data[7]), Int(c.data[11]), Int(c.data[15]), Int(c.data[19])) }
        #expect(regions.map { [$0.0, $0.1, $0.2, $0.3] } == [[8, 6, 0, 0], [4, 3, 2, 1], [1, 1, 0, 0], [4, 3, 2, 1]])
        #expect(try APNGReader(contentsOfFile: path).allFrames().map(\.image) == frames)
        // Debian's apngdis composes the same pictures.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/apngdis"); p.arguments = [path, "f"]; p.currentDirectoryURL = dir
        p.standardOutput = FileHandle.nullDevice
        try p.run(); p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        for k in 0..<4 {
            #expect(try Image(contentsOfPNGFile: dir.appendingPathComponent("f\(k + 1).png").path) == frames[k], "apngdis frame \(k)")
        }
    }

    @Test func damagedFilesAreErrors() throws {
        #expect(throws: PNGError.self) { try APNGReader(pngData: [1, 2, 3]) }
        let image = craftedImage()
        var bytes = try image.pngData()
        bytes[bytes.count - 20] ^= 0xFF
        #expect(throws: PNGError.self) { try APNGReader(pngData: bytes) }
    }
}
