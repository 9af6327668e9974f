import Canvas
import Foundation

/// Frames of an animation at a fixed rate, rendered on demand: frame k is the picture at t = k / fps.
///
/// A sequence is verified frame by frame against its reference (numbered PNGs or one APNG), in frame
/// order, holding only a few frames in memory at a time. A source that renders faster in order than one
/// frame at a time (a sheet clip renders on every core) hands its frames over through `inOrder`.
public struct FrameSequence {
    /// The most frames a sequence may hold (10,000: over five minutes at 30 fps; a sheet clip's limit too).
    public static let maximumFrames = 10_000

    /// How many frames.
    public let count: Int
    /// Frames per second.
    public let fps: Double
    private let render: (Int) throws -> Image
    private let inOrder: ((_ visit: (Int, Image) throws -> Bool) throws -> Void)?

    /// A sequence whose frame `k` is `frame(k)`.
    /// - Parameters:
    ///   - count: how many frames (1…`maximumFrames`).
    ///   - fps: frames per second (a positive number).
    ///   - frame: renders frame `k` (0-based).
    ///   - inOrder: when given, renders every frame from the first and passes each, in order, to `visit`,
    ///     stopping when `visit` returns false; used instead of `frame` when the frames are taken in order.
    /// - Throws: `SnapshotConfigurationError` for a count outside 1…`maximumFrames` or a fps that is not a
    ///   positive number.
    public init(count: Int, fps: Double, frame: @escaping (Int) throws -> Image,
                inOrder: ((_ visit: (Int, Image) throws -> Bool) throws -> Void)? = nil) throws {
        guard (1...Self.maximumFrames).contains(count) else {
            throw SnapshotConfigurationError("a frame sequence holds 1…\(Self.maximumFrames) frames, not \(count)")
        }
        guard fps.isFinite, fps > 0 else { throw SnapshotConfigurationError("frames per second must be positive, not \(fps)") }
        self.count = count; self.fps = fps; self.render = frame; self.inOrder = inOrder
    }

    /// A sequence of images already made.
    public init(frames: [Image], fps: Double) throws {
        try self.init(count: frames.count, fps: fps) { frames[$0] }
    }

    /// Frame `k` (0-based).
    public func frame(_ k: Int) throws -> Image { try render(k) }

    /// Passes frames 0, 1, 2… to `body` in order until it returns false or the frames run out.
    public func forEachFrame(_ body: (_ index: Int, _ frame: Image) throws -> Bool) throws {
        if let inOrder {
            var next = 0
            try inOrder { k, image in
                // A source must hand over every frame once, in order: anything else is its bug, not a frame.
                guard k == next, k < count else {
                    throw SnapshotConfigurationError("the frame source handed over frame \(k) where frame \(next) was due")
                }
                next += 1
                return try body(k, image)
            }
            return
        }
        for k in 0..<count where try !body(k, try render(k)) { return }
    }

    /// Writes every frame to `url` as `storage` says: a folder of `frame-0000.png`… each carrying its pixels'
    /// fingerprint (replaced whole, put in place when every frame is written), or one APNG (written
    /// atomically; repeated regions stored once).
    public func write(_ storage: FrameStorage, to url: URL, options: PNGEncodingOptions = .fast) throws {
        try SnapshotDiffing<FrameSequence>.writeFrames(self, storage: storage, to: url, options: options)
    }

    /// The time of frame `k` in seconds.
    public func time(ofFrame k: Int) -> Double { Double(k) / fps }
}
