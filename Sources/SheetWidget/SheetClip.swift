import Canvas
import Foundation
import Widgets

/// A clip of a sheet moving: frame k is the scene with its sheet where `motion` puts it at t = k / fps,
/// for every frame up to `duration` (the last one included, so d seconds make ⌈d·fps⌉ + 1 frames).
///
/// Frames render in parallel — each worker with its own scene (its own nodes), the host drawn once and
/// shared, each shadow blurred once for the whole clip — and are handed over in frame order as they are
/// done, the workers never more than a few frames ahead, so memory stays bounded however long the clip.
/// Output is byte-identical for any worker count.
///
/// ```swift
/// let motion = try SheetMotion(scene: makeScene(), actions: [.move(to: .state(.expanded), at: 0)])
/// let clip = try SheetClip(scene: makeScene, motion: motion, fps: 30)
/// try clip.write(SheetClipOutput(folder: "clip", apng: "clip.png"))
/// ```
public struct SheetClip {
    /// The key a clip's worker threads carry in their thread dictionary.
    static let workerThreadKey = "Sheetshot.SheetClip.worker"
    /// Whether the calling thread is one of a clip's rendering workers (where nodes are laid out and
    /// drawn, but nothing that must run on the main actor can be done).
    public static var isWorkerThread: Bool { Thread.current.threadDictionary[workerThreadKey] != nil }

    /// The most frames a clip may have: 10,000 (41 s at 240 fps, 5½ minutes at 30). `render-demo` and
    /// scenarios share it; the snapshot library's frame sequences have a limit of the same value.
    public static let maximumFrames = 10_000
    /// The frame rates a clip may have.
    public static let fpsRange = 1...240

    /// Frames per second.
    public let fps: Int
    /// The clip's length in seconds.
    public let duration: Double
    /// ⌈duration·fps⌉ + 1.
    public let frameCount: Int
    /// Where the sheet is at each moment.
    public let motion: SheetMotion
    private let makeScene: () -> SheetScene
    /// Whether `makeScene` makes new nodes each call (so frames may render on several threads).
    private let makesNewNodes: Bool

    /// Why a clip cannot be made: a rate, length or frame count past the limits.
    public struct LimitError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, in plain words.
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// A clip of the scenes `scene` makes — called once for every worker thread, so it must build new
    /// nodes each time (as `SheetScene(preset:)` does); `duration` defaults to when the motion settles.
    /// - Throws: `LimitError` for fps outside 1…240, a duration that is not a finite number ≥ 0, or more
    ///   than `maximumFrames` frames — before anything is rendered.
    public init(scene: @escaping () -> SheetScene, motion: SheetMotion, fps: Int, duration: Double? = nil) throws {
        try self.init(make: scene, newNodes: true, motion: motion, fps: fps, duration: duration)
    }

    /// A clip of one scene value: its nodes are shared by every frame, so frames render on one thread
    /// (pass a closure that makes the scene to render on several).
    /// - Throws: as `init(scene:motion:fps:duration:)`.
    public init(scene: SheetScene, motion: SheetMotion, fps: Int, duration: Double? = nil) throws {
        try self.init(make: { scene }, newNodes: false, motion: motion, fps: fps, duration: duration)
    }

    private init(make: @escaping () -> SheetScene, newNodes: Bool, motion: SheetMotion, fps: Int, duration: Double?) throws {
        guard Self.fpsRange.contains(fps) else {
            throw LimitError("\(fps) frames per second is outside \(Self.fpsRange.lowerBound)…\(Self.fpsRange.upperBound)")
        }
        let length = duration ?? motion.endTime
        guard length.isFinite, length >= 0 else { throw LimitError("a duration of \(length) s is not a length of time") }
        let n = SheetMotion.frameCount(fps: fps, duration: length)
        guard n <= Self.maximumFrames else {
            throw LimitError("\(String(format: "%.2f", length)) s at \(fps) fps is \(n == Int.max ? "too many" : String(n)) frames, "
                             + "more than the limit of \(Self.maximumFrames)")
        }
        makeScene = make; makesNewNodes = newNodes
        self.motion = motion; self.fps = fps; self.duration = length; frameCount = n
    }

    /// The time of frame `k`, in seconds.
    public func time(ofFrame k: Int) -> Double { Double(k) / Double(fps) }

    /// The scene at frame `k`.
    public func scene(atFrame k: Int) -> SheetScene {
        var s = makeScene()
        s.position = .extent(motion.extent(at: time(ofFrame: k)))
        return s
    }

    /// Frame `k` alone (on this thread).
    public func frame(_ k: Int) throws -> Canvas { try scene(atFrame: k).render() }

    /// Renders every frame: `transform` turns each rendered canvas into a value on the worker that drew
    /// it (encode it, hash it — the canvas is reused afterwards), and `deliver` receives the values on the
    /// calling thread, in frame order.
    /// - Parameters:
    ///   - requested: threads (default one per core; always one for a clip of one scene value).
    ///   - transform: makes a frame's value from its canvas, on the worker that drew it.
    ///   - deliver: receives each frame's value, on the calling thread, in frame order.
    public func render<T: Sendable>(workers requested: Int? = nil,
                                    transform: @escaping @Sendable (_ frame: Int, _ canvas: Canvas) throws -> T,
                                    deliver: (_ frame: Int, _ value: T) throws -> Void) throws {
        try render(workers: requested, withPrevious: false, transform: { k, canvas, _, _ in try transform(k, canvas) }, deliver: deliver)
    }

    /// `render(workers:transform:deliver:)`, and with `withPrevious` each worker also renders frame k − 1
    /// (into a second canvas of its own) and hands it to `transform` beside frame k (nil for frame 0): what
    /// a frame's changed region is found from without waiting for the worker that drew frame k − 1. Then
    /// `transform` also gets the value it made for frame k − 1 when the same worker made it (a frame equal
    /// to the one before can reuse it).
    ///
    /// The workers are threads of their own that take the next run of frames as soon as they finish one,
    /// while the calling thread delivers the values in order as they arrive (writing files, appending to an
    /// APNG) — no barrier between batches. A worker waits when it gets `window` frames ahead of delivery,
    /// so memory stays bounded however long the clip. An error (from a frame or from `deliver`) stops the
    /// workers; it is thrown once every worker has stopped.
    func render<T: Sendable>(workers requested: Int?, withPrevious: Bool,
                             transform: @escaping @Sendable (_ frame: Int, _ canvas: Canvas, _ previous: Canvas?, _ previousValue: T?) throws -> T,
                             deliver: (_ frame: Int, _ value: T) throws -> Void) throws {
        let workers = makesNewNodes ? max(1, min(64, requested ?? ProcessInfo.processInfo.activeProcessorCount)) : 1
        // One shadow cache for all workers: each shadow is blurred once for the whole clip.
        let cache = ShadowCache()
        let scenes = (0..<workers).map { _ -> SheetScene in var s = makeScene(); s.shadowCache = cache; return s }
        let backdrop = try scenes[0].renderHost()
        _ = backdrop.copy()  // write out any deferred fill now, before threads share it
        // A run is the frames a worker takes at once. With the frame before wanted, a run is consecutive
        // frames and the worker's two canvases take turns: each frame is the next one's "before", and only a
        // run's first frame draws its predecessor again — runs as long as leaves each worker about three
        // (4…12 frames: 10 for 60 frames on two cores), so that the last runs still share out evenly.
        let run = withPrevious ? min(12, max(4, frameCount / (3 * workers))) : 1
        let runs = (frameCount + run - 1) / run
        let window = max(2 * run * workers, 8)
        let canvases = (0..<workers).map { _ in backdrop.copy() }
        let previous = withPrevious ? (0..<workers).map { _ in backdrop.copy() } : []
        // Worker w uses only scenes[w] (its own nodes), canvases[w] and previous[w]; the backdrop is only read.
        let shared = UncheckedShare((scenes, backdrop, canvases, previous))
        let motion = self.motion, fps = self.fps, frameCount = self.frameCount
        let pipe = FramePipeline<T>(workers: workers)
        for w in 0..<workers {
            let thread = Thread {
                Thread.current.threadDictionary[SheetClip.workerThreadKey] = true
                var current = shared.value.2[w], before: Canvas? = withPrevious ? shared.value.3[w] : nil
                while let r = pipe.takeRun(runs: runs, frames: run, window: window) {
                    var haveBefore = false   // `before` holds frame k − 1, and `last` its value
                    var last: T? = nil
                    for k in (r * run)..<min(frameCount, (r + 1) * run) where !pipe.isStopped {
                        let result = Result { () throws -> T in
                            var s = shared.value.0[w]
                            if withPrevious && k > 0 && !haveBefore {
                                s.position = .extent(motion.extent(at: Double(k - 1) / Double(fps)))
                                before = try s.render(over: shared.value.1, reusing: before)
                            }
                            s.position = .extent(motion.extent(at: Double(k) / Double(fps)))
                            let canvas = try s.render(over: shared.value.1, reusing: current)
                            return try transform(k, canvas, withPrevious && k > 0 ? before : nil, haveBefore ? last : nil)
                        }
                        last = try? result.get()
                        pipe.put(k, result)
                        if withPrevious, let b = before {
                            // This frame is the next one's predecessor: the canvases swap roles.
                            before = current; current = b
                            haveBefore = last != nil
                        }
                    }
                }
                pipe.finished()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        do {
            for k in 0..<frameCount { try deliver(k, try pipe.take(k).get()) }
        } catch {
            pipe.stop()
            pipe.waitForWorkers()
            throw error
        }
        pipe.waitForWorkers()
    }

    /// What `write(_:workers:progress:)` wrote.
    public struct Written: Sendable {
        /// The frames' size in pixels.
        public let width: Int, height: Int
        /// How many frames.
        public let frames: Int
    }

    /// Writes the clip to `output`: numbered PNGs, an APNG, a contact sheet, the event log — whichever it
    /// names. Every output is checked first (`output.validate(frameCount:)`); frames are written into a
    /// hidden folder inside the frames folder and moved into place (replacing an earlier clip's numbered
    /// frames) when all are done; the APNG, contact sheet and event log appear atomically at the end. A
    /// failure or a signal leaves neither temporaries nor half a clip. The APNG stores, after its first
    /// frame, only the rectangle that changed from the frame before (found and encoded on the workers; the
    /// same pictures in any player), unless `output.apngStoresChangedRegions` is false.
    /// - Parameters:
    ///   - output: what to write, and where.
    ///   - workers: threads (default one per core; always one for a clip of one scene value).
    ///   - progress: called after each frame with (frames done, frames in all).
    @discardableResult
    public func write(_ output: SheetClipOutput, workers: Int? = nil, progress: ((Int, Int) -> Void)? = nil) throws -> Written {
        try output.validate(frameCount: frameCount)
        let eventLog = try output.events.map { _ in Array(try motion.eventsJSON(fps: fps, duration: duration).utf8) }
        let frames = try output.folder.map { try StagedFrames(folder: $0) }
        do {
            var width = 0, height = 0
            var writer: APNGWriter? = nil
            var sheet: ContactSheet? = nil
            let every = max(1, output.contactSheetEvery ?? max(1, fps / 6))
            let wantsThumbnails = output.contactSheet != nil
            // An APNG of changed regions: each worker also draws the frame before its own, finds what changed
            // and encodes only that (opaque frames; any other is stored whole).
            let regions = output.apng != nil && output.apngStoresChangedRegions
            let wantsWholeFrames = output.folder != nil || !regions
            // Frames are encoded on the workers at once: one thread each, unless there is one worker.
            let fast: PNGEncodingOptions = {
                var o = PNGEncodingOptions.fast
                if (workers ?? ProcessInfo.processInfo.activeProcessorCount) > 1 { o.threads = 1 }
                return o
            }()
            // For changed regions workers see the frame before; a frame equal to it (a settled sheet) reuses
            // its file when the same worker wrote it.
            try render(workers: workers, withPrevious: regions, transform: { (k: Int, canvas: Canvas, previous: Canvas?, last: FrameFiles?) -> FrameFiles in
                // Opaque frames encode straight from the canvas; any other through an image, as RGB too (an
                // APNG needs one colour type; the scene paints every pixel).
                func whole() throws -> [UInt8] {
                    try canvas.opaquePNGData(options: fast) ?? canvas.makeImage().pngData(options: fast, alpha: false)
                }
                func files(_ png: [UInt8]?, _ region: RegionPNG?) -> FrameFiles {
                    FrameFiles(png: png, region: region, thumbnail: wantsThumbnails && k % every == 0 ? canvas.makeImage() : nil,
                               width: canvas.width, height: canvas.height)
                }
                // What changed since frame k − 1 (nil inside when nothing did), when that frame is at hand: for
                // frame 0 and whole-frame APNGs it is not, and the frame is written whole.
                guard let changed = try previous.map({ try canvas.changedRegion(from: $0) }) else { return files(try whole(), nil) }
                // Nothing changed: one pixel stands for the frame in the APNG.
                let r = changed ?? (x: 0, y: 0, width: 1, height: 1)
                if r == (x: 0, y: 0, width: canvas.width, height: canvas.height) {
                    // Every row changed (a dimming still fading): the whole frame's file is the region's.
                    return files(try whole(), nil)
                }
                if wantsWholeFrames, changed != nil, r.x == 0, r.y == 0, r.width == canvas.width,
                   let both = try canvas.opaquePNGData(withTop: r.height, options: fast) {
                    // The frame's top rows (a dimming fading above a sheet that settles lower): both files from
                    // one encoding of those rows.
                    return files(both.frame, RegionPNG(png: both.top, x: 0, y: 0))
                }
                // The same pixels make the same file (the encoder is deterministic).
                let png = wantsWholeFrames ? try (changed == nil ? last?.png : nil) ?? whole() : nil
                if let data = try canvas.opaquePNGData(region: r, options: fast) { return files(png, RegionPNG(png: data, x: r.x, y: r.y)) }
                return files(try png ?? whole(), nil)
            }, deliver: { k, f in
                if k == 0 {
                    width = f.width; height = f.height
                    writer = try output.apng.map {
                        try APNGWriter(path: $0, width: width, height: height, frameCount: frameCount, delayNumerator: 1, delayDenominator: UInt16(fps))
                    }
                    if output.contactSheet != nil { sheet = try ContactSheet(frames: frameCount, every: every, width: width, height: height) }
                }
                if let png = f.png { try frames?.write(png, frame: k) }
                if let part = f.region {
                    try writer?.append(pngData: part.png, x: part.x, y: part.y)
                } else if let png = f.png {
                    try writer?.append(pngData: png)
                }
                if let image = f.thumbnail { sheet?.add(image, frame: k) }
                progress?(k + 1, frameCount)
            })
            let contactPNG = try sheet?.pngData()
            try frames?.commit(count: frameCount)
            try writer?.finish()
            if let path = output.contactSheet, let contactPNG { try AtomicFile.write(contactPNG, to: path) }
            if let path = output.events, let eventLog { try AtomicFile.write(eventLog, to: path) }
            return Written(width: width, height: height, frames: frameCount)
        } catch {
            frames?.abandon()
            throw error
        }
    }

    /// `frame-0042.png`.
    public static func frameName(_ k: Int) -> String { String(format: "frame-%04d.png", k) }

    /// k for `frame-k.png` with at least four digits (the names clips write), else nil.
    public static func frameNumber(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).dropLast(4)
        guard digits.count >= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}

/// What a worker hands back for one frame: the whole frame's PNG (when the frames folder or the APNG
/// needs it) and the PNG of the region that changed since the frame before (for a changed-region APNG).
private struct FrameFiles: Sendable {
    let png: [UInt8]?
    let region: RegionPNG?
    let thumbnail: Image?
    let width: Int, height: Int
}

/// A frame's changed region as a PNG, and where it goes.
private struct RegionPNG: Sendable {
    let png: [UInt8]
    let x: Int, y: Int
}

/// Numbered frames written into a hidden temporary folder inside their folder, and moved into place all
/// together — replacing the numbered frames an earlier clip left there.
private final class StagedFrames {
    let folder: String
    let staging: String
    private var committed = false
    private let createdFolder: Bool

    init(folder: String) throws {
        self.folder = folder
        var st = stat()
        createdFolder = stat(folder, &st) != 0
        try OutputFolder.create(folder)
        TemporaryFiles.removeStale(in: folder)
        staging = TemporaryFiles.path(beside: (folder as NSString).appendingPathComponent("frames"))
        guard TemporaryFiles.track(staging, isFolder: true) else { throw FileError(.write, folder, "the program is ending (interrupted)") }
        if mkdir(staging, 0o755) != 0 { throw FileError.from(errno: errno, .createFolder, folder) }
    }

    func write(_ png: [UInt8], frame k: Int) throws {
        do { try AtomicFile.write(png, to: (staging as NSString).appendingPathComponent(SheetClip.frameName(k))) } catch {
            throw FileError(.write, (folder as NSString).appendingPathComponent(SheetClip.frameName(k)), error.reason)
        }
    }

    func commit(count: Int) throws {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where SheetClip.frameNumber(name) != nil {
            try? fm.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
        for k in 0..<count {
            let from = (staging as NSString).appendingPathComponent(SheetClip.frameName(k))
            let to = (folder as NSString).appendingPathComponent(SheetClip.frameName(k))
            if rename(from, to) != 0 { throw FileError.from(errno: errno, .write, to) }
        }
        committed = true
        TemporaryFiles.discard(staging)
    }

    /// Removes the staged frames (and the frames folder, when it was made for this clip and is empty).
    func abandon() {
        // Ending on a signal: the signal's cleanup removes the staging folder, and the frames folder stays
        // as it does when the signal comes first (the same result however the two race).
        if TemporaryFiles.isEnding { return }
        TemporaryFiles.discard(staging)
        if createdFolder && !committed { rmdir(folder) }
    }
}

/// A contact sheet: thumbnails a quarter of the frame's size, five to a row.
private struct ContactSheet {
    let canvas: Canvas
    let every: Int, columns: Int, thumbWidth: Int, thumbHeight: Int

    init(frames: Int, every: Int, width: Int, height: Int) throws {
        let count = (frames + every - 1) / every
        self.every = every
        thumbWidth = max(1, width / 4); thumbHeight = max(1, height / 4); columns = min(5, max(1, count))
        canvas = try Canvas(width: min(Image.maximumSide, columns * thumbWidth + (columns + 1) * 8),
                            height: min(Image.maximumSide, ((count + columns - 1) / columns) * (thumbHeight + 8) + 8), background: .white)
    }

    func add(_ image: Image, frame k: Int) {
        let i = k / every
        canvas.drawImage(image, in: Rect(x: Double(8 + (i % columns) * (thumbWidth + 8)), y: Double(8 + (i / columns) * (thumbHeight + 8)),
                                         width: Double(thumbWidth), height: Double(thumbHeight)))
    }

    func pngData() throws -> [UInt8] { try canvas.makeImage().pngData() }
}

/// The frames of a clip passing from its workers to the thread that delivers them: which run of frames is
/// next to take, each frame's result until it is delivered, how far delivery has got, and whether to stop.
private final class FramePipeline<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [Int: Result<T, Error>] = [:]
    private var nextRun = 0, delivered = 0, running: Int
    private var stopped = false

    init(workers: Int) { running = workers }

    /// The next run for a worker (nil when there is none, or when stopped), once its first frame is fewer
    /// than `window` frames past the delivered ones.
    func takeRun(runs: Int, frames: Int, window: Int) -> Int? {
        condition.lock(); defer { condition.unlock() }
        while !stopped && nextRun < runs && nextRun * frames >= delivered + window { condition.wait() }
        guard !stopped, nextRun < runs else { return nil }
        nextRun += 1
        return nextRun - 1
    }

    /// Frame k's result, from its worker.
    func put(_ k: Int, _ result: Result<T, Error>) {
        condition.lock(); results[k] = result; condition.broadcast(); condition.unlock()
    }

    /// Frame k's result once it is there (k = the frames delivered so far), counted as delivered.
    func take(_ k: Int) -> Result<T, Error> {
        condition.lock(); defer { condition.unlock() }
        while results[k] == nil { condition.wait() }
        delivered = k + 1
        condition.broadcast()
        return results.removeValue(forKey: k)!
    }

    var isStopped: Bool { condition.lock(); defer { condition.unlock() }; return stopped }

    /// Tells the workers to take no more frames.
    func stop() { condition.lock(); stopped = true; condition.broadcast(); condition.unlock() }

    /// A worker's last call.
    func finished() { condition.lock(); running -= 1; condition.broadcast(); condition.unlock() }

    /// Returns when every worker has finished.
    func waitForWorkers() {
        condition.lock(); while running > 0 { condition.wait() }; condition.unlock()
    }
}

/// Hands values that are not `Sendable` to concurrent workers when the code guarantees each is used safely
/// (see the comment at the use).
struct UncheckedShare<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
