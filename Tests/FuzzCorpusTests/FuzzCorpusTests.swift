import Foundation
import Testing

/// The seed corpus of every fuzzing target (the known crashes and hangs among them, and whatever
/// reproducers CI's fuzzing saved and were added) replayed through the targets on every test run: none
/// may crash, and none may hang (take the fuzzer's hang limit: a regression to quadratic work shows here
/// before CI's fuzzer).
@Suite struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fuzz/corpus").standardized
    /// The fuzzer's hang limit, in seconds (`-timeout=10` in .ci/fuzz).
    static let hangLimit = 10.0
    static let replay = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("sheetshot-fuzz").path

    @Test(arguments: ["displaylist", "scenario", "png", "pngrows", "pictures", "svgpath", "snapshotname", "swiftui", "folders"])
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
        // No input hangs: none takes the fuzzer's hang limit (`-timeout=10` in .ci/fuzz), the limit that
        // defines a hang there. How fast inputs replay is not tested here (a busy machine is slower); a
        // regression to quadratic work shows as a hang, and speed is measured in benchmarks.
        for line in text.split(separator: "\n").dropLast() {
            let seconds = Double(line.split(separator: " ").dropLast().last ?? "0") ?? 0
            #expect(seconds < Self.hangLimit, "\(line)")
        }
    }
}
