import ArgumentParser
import Canvas
import Foundation
import SheetWidget

/// Where a clip goes: the options `animate` and `scenario` share.
struct ClipOutputOptions: ParsableArguments {
    @Option(help: "The folder for frame-0000.png … (created; the numbered frames of an earlier clip there are replaced).") var out: String
    @Option(help: "Also write the clip as one APNG file (frames after the first store only what changed).") var apng: String?
    @Flag(help: "Store every APNG frame whole instead of only the region that changed.") var wholeFrames = false
    @Option(help: "Also write a contact sheet of every n-th frame.") var contactSheet: String?
    @Option(help: "Every how many frames the contact sheet takes one (default: fps / 6).") var every: Int?
    @Option(help: "Write the motion's event log (will-move, did-move, offsets, …) as JSON here.") var events: String?
    @Option(help: "Worker threads (default: one per core). Output is byte-identical for any count.") var threads: Int?

    /// Writes `clip` to these outputs (all checked before the first frame) and prints what was written.
    func write(_ clip: SheetClip) throws {
        if let threads, !(1...64).contains(threads) { throw ValidationError("--threads \(threads) is outside 1…64") }
        if let every, every < 1 { throw ValidationError("--every \(every) must be at least 1") }
        let output = SheetClipOutput(folder: out, apng: apng, contactSheet: contactSheet, contactSheetEvery: every, events: events,
                                     apngStoresChangedRegions: !wholeFrames)
        let started = DispatchTime.now().uptimeNanoseconds
        let progress = Progress(total: clip.frameCount)
        let written = try clip.write(output, workers: threads) { _, _ in progress.advance() }
        progress.finish()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        print("wrote \(written.frames) frames to \(out)/ (\(written.width)×\(written.height), \(String(format: "%.2f", clip.duration)) s at \(clip.fps) fps) in \(String(format: "%.2f", seconds)) s"
              + (apng.map { ", APNG \($0)" } ?? "") + (contactSheet.map { ", contact sheet \($0)" } ?? "") + (events.map { ", events \($0)" } ?? ""))
    }
}

/// A progress bar on standard error when it is a terminal (frames done / total, frames per second);
/// silent otherwise.
final class Progress {
    let total: Int
    private var done = 0
    private let started = DispatchTime.now().uptimeNanoseconds
    private let enabled = isatty(STDERR_FILENO) != 0

    init(total: Int) { self.total = total }

    func advance() {
        done += 1
        guard enabled else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let filled = total == 0 ? 30 : done * 30 / total
        let line = "\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: 30 - filled) + "] "
            + "\(done)/\(total) frames, " + String(format: "%.1f fps", Double(done) / max(seconds, 1e-9))
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
