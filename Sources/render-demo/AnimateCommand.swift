import ArgumentParser
import Canvas
import Foundation
import SheetWidget
import Synchronization
import Widgets

struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render a sheet moving between two resting sizes as numbered PNGs, optionally an APNG and a contact sheet.",
        discussion: """
        Frame k is the scene at t = k / fps, the last frame included, so a clip of d seconds has d·fps + 1 frames.
        Example: render-demo animate --preset fluent --from collapsed --to expanded --device iphone15pro --fps 60 --out clip --apng clip.png
        """)

    @Option(help: "The sheet preset: \(SheetPreset.all.map(\.name).joined(separator: ", ")).") var preset = "fluent"
    @Option(help: "Where the sheet starts: a state (collapsed, partial, expanded, hidden) or a detent.") var from = "hidden"
    @Option(help: "Where it moves to: a state or a detent.") var to: String
    @Option(help: "The device.") var device = "iphone15pro"
    @Option(help: "light or dark.") var scheme = "light"
    @Option(help: "Frames per second (1…240).") var fps = 60
    @Option(help: "The clip's length in seconds (default: until the sheet settles).") var duration: Double?
    @Option(help: "Pixels per point (default: the device's).") var scale: Double?
    @OptionGroup var output: ClipOutputOptions

    /// The longest clip, in frames.
    static let maximumFrames = 10_000

    func position(_ name: String, _ preset: SheetPreset) -> SheetPosition {
        if preset.configuration.detents.isEmpty, let s = SheetState(rawValue: name) { return .state(s) }
        if name == "hidden" { return .state(.hidden) }
        return .detent(name)
    }

    func run() throws {
        do {
            guard let sheet = SheetPreset.named(preset) else { throw ValidationError("unknown preset '\(preset)'") }
            guard let device = DevicePreset.named(self.device) else { throw ValidationError("unknown device '\(self.device)'") }
            guard let scheme = ColorScheme(rawValue: scheme) else { throw ValidationError("unknown scheme '\(scheme)' (expected light or dark)") }
            guard (1...240).contains(fps) else { throw ValidationError("--fps \(fps) is outside 1…240") }
            if let duration, !(duration.isFinite && duration >= 0 && duration <= SheetScenario.maximumDuration) {
                throw ValidationError("--duration \(duration) is not a length of time in 0…\(Int(SheetScenario.maximumDuration)) s")
            }
            if let scale { try checkScale(scale, device: device) }
            func scene() -> SheetScene {
                var s = SheetScene(preset: sheet, device: device, colorScheme: scheme, position: position(from, sheet))
                s.displayScale = scale
                return s
            }
            let motion = try SheetMotion(scene: scene(), actions: [.move(to: position(to, sheet), at: 0)])
            let length = duration ?? motion.endTime
            try output.render(length: length, fps: fps, scene: scene, motion: motion)
        } catch {
            throw fail(error)
        }
    }
}

/// Checks a `--scale` before any work: a finite number above 0 whose canvas fits.
func checkScale(_ scale: Double, device: DevicePreset) throws {
    do { _ = try Renderer.pixelSize(of: device.size, scale: scale) } catch let e as DisplayScaleError {
        throw ValidationError("--scale \(scale): \(e.reason)")
    }
}

/// Where a clip goes: the options `animate` and `scenario` share.
struct ClipOutputOptions: ParsableArguments {
    @Option(help: "The folder for frame-0000.png … (created; the numbered frames of an earlier clip there are replaced).") var out: String
    @Option(help: "Also write the clip as one APNG file.") var apng: String?
    @Option(help: "Also write a contact sheet of every n-th frame.") var contactSheet: String?
    @Option(help: "Every how many frames the contact sheet takes one (default: fps / 6).") var every: Int?
    @Option(help: "Write the motion's event log (will-move, did-move, offsets, …) as JSON here.") var events: String?
    @Option(help: "Worker threads (default: one per core). Output is byte-identical for any count.") var threads: Int?

    /// Checks every option and output path, then renders the clip and prints what was written. Nothing is
    /// written unless everything checks out; frames are rendered into a hidden folder inside `--out` and
    /// moved into place (replacing the earlier clip's numbered frames) only when all of them are done.
    func render(length: Double, fps: Int, scene: () -> SheetScene, motion: SheetMotion) throws {
        let frames = SheetMotion.frameCount(fps: fps, duration: length)
        guard frames <= AnimateCommand.maximumFrames else {
            throw ValidationError("\(String(format: "%.2f", length)) s at \(fps) fps is \(frames == Int.max ? "too many" : String(frames)) frames, more than the limit of \(AnimateCommand.maximumFrames)")
        }
        if let threads, !(1...64).contains(threads) { throw ValidationError("--threads \(threads) is outside 1…64") }
        if let every, every < 1 { throw ValidationError("--every \(every) must be at least 1") }
        try checkOutputs(frames: frames)
        // The event log is made before anything is written (it cannot fail afterwards).
        let eventLog = try events.map { _ in Array(try motion.eventsJSON(fps: fps, duration: length).utf8) }
        var st = stat()
        let createdOut = stat(out, &st) != 0
        try OutputFolder.create(out)
        let stats: Clip.Stats
        do {
            stats = try Clip.render(frames: frames, fps: fps, workers: threads, scene: scene, motion: motion, out: out, apng: apng,
                                    contactSheet: contactSheet, every: every ?? max(1, fps / 6))
        } catch {
            if createdOut { rmdir(out) }   // a folder made for this clip goes again when empty
            throw error
        }
        if let events, let eventLog { try AtomicFile.write(eventLog, to: events) }
        print("wrote \(frames) frames to \(out)/ (\(stats.width)×\(stats.height), \(String(format: "%.2f", length)) s at \(fps) fps) in \(String(format: "%.2f", stats.seconds)) s"
              + (apng.map { ", APNG \($0)" } ?? "") + (contactSheet.map { ", contact sheet \($0)" } ?? "") + (events.map { ", events \($0)" } ?? ""))
    }

    /// Every output path is checked before the first frame: `--out` is a folder or can be made one, each
    /// file can be written (its folder exists — or is `--out` — and it is not a device or folder), no two
    /// outputs are the same file, and none is one of the frames.
    private func checkOutputs(frames: Int) throws {
        var st = stat()
        let outExists = stat(out, &st) == 0
        if outExists, st.st_mode & S_IFMT != S_IFDIR { throw ValidationError("--out \(out) is \(FileError.kindName(st.st_mode)), not a folder") }
        if !outExists, let blocking = Self.firstNonFolder(above: out) { throw ValidationError("--out \(out): \(blocking) is not a folder") }
        let outURL = URL(fileURLWithPath: out).standardizedFileURL
        var seen: [String: String] = [:]
        for (flag, path) in [("--apng", apng), ("--contact-sheet", contactSheet), ("--events", events)] {
            guard let path else { continue }
            guard !path.isEmpty else { throw ValidationError("\(flag) is empty") }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            if let other = seen[url.path] { throw ValidationError("\(flag) \(path) is the same file as \(other)") }
            seen[url.path] = "\(flag) \(path)"
            let folder = url.deletingLastPathComponent()
            if folder.path == outURL.path, let n = Self.frameNumber(url.lastPathComponent), n < frames {
                throw ValidationError("\(flag) \(path) would be overwritten by frame \(n) of the clip")
            }
            if url.path == outURL.path { throw ValidationError("\(flag) \(path) is the --out folder") }
            if folder.path != outURL.path {
                var fs = stat()
                guard stat(folder.path, &fs) == 0 else { throw ValidationError("\(flag) \(path): the folder \(folder.path) does not exist") }
                guard fs.st_mode & S_IFMT == S_IFDIR else { throw ValidationError("\(flag) \(path): \(folder.path) is not a folder") }
                guard access(folder.path, W_OK) == 0 else { throw ValidationError("\(flag) \(path): the folder \(folder.path) is not writable") }
            }
            do { _ = try AtomicFile.checkWritable(path) } catch { throw ValidationError("\(flag): \(error)") }
        }
    }


    /// The first existing ancestor of `path` that is not a folder (which would stop `mkdir -p`).
    static func firstNonFolder(above path: String) -> String? {
        var dir = (path as NSString).deletingLastPathComponent
        while !dir.isEmpty && dir != "/" {
            var st = stat()
            if stat(dir, &st) == 0 { return st.st_mode & S_IFMT == S_IFDIR ? nil : dir }
            dir = (dir as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// k for `frame-k.png` with at least four digits (the names the clip writes), else nil.
    static func frameNumber(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard digits.count >= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}

/// Renders a clip: frames in parallel batches (each worker with its own scene and nodes, the host drawn
/// once and shared), written in order — memory is bounded by one batch however long the clip. Frames go to
/// a hidden folder inside `out` and replace the earlier clip's numbered frames only when all are written;
/// the APNG and contact sheet appear (atomically) at the end; a failure or a signal leaves neither
/// temporaries nor a half-written clip.
enum Clip {
    struct Stats { let width: Int, height: Int, seconds: Double }

    static func render(frames: Int, fps: Int, workers requested: Int?, scene make: () -> SheetScene, motion: SheetMotion, out: String,
                       apng: String?, contactSheet: String?, every: Int) throws -> Stats {
        let started = DispatchTime.now().uptimeNanoseconds
        let workers = max(1, requested ?? ProcessInfo.processInfo.activeProcessorCount)
        // One shadow cache for all workers: each shadow is blurred once for the whole clip.
        let cache = ShadowCache()
        let scenes = (0..<workers).map { _ -> SheetScene in var s = make(); s.shadowCache = cache; return s }
        let backdrop = try scenes[0].renderHost()
        _ = backdrop.copy()  // write out any deferred fill now, before threads share it
        let width = backdrop.width, height = backdrop.height
        TemporaryFiles.removeStale(in: out)
        let staging = TemporaryFiles.path(beside: (out as NSString).appendingPathComponent("frames"))
        guard TemporaryFiles.track(staging, isFolder: true) else { throw FileError(.write, out, "the program is ending (interrupted)") }
        defer { TemporaryFiles.discard(staging) }
        if mkdir(staging, 0o755) != 0 { throw FileError.from(errno: errno, .createFolder, out) }
        let writer = try apng.map { try APNGWriter(path: $0, width: width, height: height, frameCount: frames, delayNumerator: 1, delayDenominator: UInt16(fps)) }
        // The contact sheet: thumbnails 1/4 of the frame's size, five to a row.
        let thumbs = stride(from: 0, to: frames, by: every).map { $0 }
        let thumbW = max(1, width / 4), thumbH = max(1, height / 4), columns = min(5, max(1, thumbs.count))
        let sheet = try contactSheet.map { _ in
            try Canvas(width: min(Image.maximumSide, columns * thumbW + (columns + 1) * 8),
                       height: min(Image.maximumSide, ((thumbs.count + columns - 1) / columns) * (thumbH + 8) + 8), background: .white)
        }
        let progress = Progress(total: frames)
        let batch = workers * 2
        var start = 0
        // Worker w only ever touches scenes[w] and canvases[w] (its own nodes and frame buffer); the
        // backdrop is only read (copied).
        let canvases = (0..<workers).map { _ in backdrop.copy() }
        let shared = Unchecked((scenes, backdrop, canvases))
        let wantsThumbnails = sheet != nil
        while start < frames {
            let batchStart = start, end = min(frames, start + batch)
            let results = Mutex<[Int: Result<(png: [UInt8], image: Image?), Error>]>([:])
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                var k = batchStart + w
                while k < end {
                    let r = Result { () throws -> (png: [UInt8], image: Image?) in
                        var s = shared.value.0[w]
                        s.position = .extent(motion.extent(at: Double(k) / Double(fps)))
                        let canvas = try s.render(over: shared.value.1, reusing: shared.value.2[w])
                        let thumbnail = k % every == 0 && wantsThumbnails ? canvas.makeImage() : nil
                        // Opaque frames encode straight from the canvas; any other through an image, as RGB
                        // too (an APNG needs one colour type; the scene paints every pixel).
                        let png = try canvas.opaquePNGData(options: .fast) ?? canvas.makeImage().pngData(options: .fast, alpha: false)
                        return (png, thumbnail)
                    }
                    results.withLock { $0[k] = r }
                    k += workers
                }
            }
            for k in start..<end {
                let frame = try results.withLock { $0[k]! }.get()
                do { try AtomicFile.write(frame.png, to: (staging as NSString).appendingPathComponent(frameName(k))) } catch {
                    throw FileError(.write, (out as NSString).appendingPathComponent(frameName(k)), error.reason)
                }
                try writer?.append(pngData: frame.png)
                if let sheet, let image = frame.image {
                    let i = k / every
                    sheet.drawImage(image, in: Rect(x: Double(8 + (i % columns) * (thumbW + 8)), y: Double(8 + (i / columns) * (thumbH + 8)),
                                                    width: Double(thumbW), height: Double(thumbH)))
                }
                progress.advance()
            }
            start = end
        }
        progress.finish()
        let contactPNG = try sheet.map { try $0.makeImage().pngData() }
        // Everything is rendered: put it in place. The earlier clip's numbered frames go first.
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: out)) ?? [] where ClipOutputOptions.frameNumber(name) != nil {
            try? fm.removeItem(atPath: (out as NSString).appendingPathComponent(name))
        }
        for k in 0..<frames {
            let from = (staging as NSString).appendingPathComponent(frameName(k)), to = (out as NSString).appendingPathComponent(frameName(k))
            if rename(from, to) != 0 { throw FileError.from(errno: errno, .write, to) }
        }
        try writer?.finish()
        if let contactSheet, let contactPNG { try AtomicFile.write(contactPNG, to: contactSheet) }
        return Stats(width: width, height: height, seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
    }

    static func frameName(_ k: Int) -> String { String(format: "frame-%04d.png", k) }
}

/// Hands values that are not `Sendable` to concurrent workers when the code guarantees each is used safely
/// (see the comment at the use).
struct Unchecked<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
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
