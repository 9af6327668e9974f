import Foundation
import Testing

/// The seed corpus of every fuzzing target (the known crashes and hangs among them, and whatever
/// reproducers CI's fuzzing saved and were added) replayed through the targets on every test run: none
/// may crash, and none may take long (a regression to quadratic work shows here before CI's fuzzer).
@Suite struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fuzz/corpus").standardized
    static let replay = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("sheetshot-fuzz").path

    @Test(arguments: ["displaylist", "scenario", "png", "pngrows", "svgpath", "snapshotname", "swiftui", "folders"])
    func seedsReplayWithoutCrashing(_ target: String) throws {
        let folder = Self.corpus.appendingPathComponent(target).path
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
        #expect(seeds.count >= 5, "the \(target) corpus is nearly empty")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.replay)
        p.arguments = [target, folder]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationReason == .exit && p.terminationStatus == 0, "\(target): \(text.suffix(2000))")
        #expect(text.hasSuffix("\(seeds.count) inputs, none crashed\n"))
        // Each input in well under the fuzzer's 10 s hang limit (this is a debug build).
        for line in text.split(separator: "\n").dropLast() {
            let seconds = Double(line.split(separator: " ").dropLast().last ?? "0") ?? 0
            #expect(seconds < 5, "\(line)")
        }
    }
}
