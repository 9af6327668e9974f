import Canvas
import SheetWidget

/// Frames of an animation at a fixed rate, rendered on demand: frame k is the picture at t = k / fps.
///
/// A sequence is verified frame by frame against its reference (numbered PNGs or one APNG); only one
/// frame is in memory at a time.
public struct FrameSequence {
    /// The most frames a sequence may hold: a clip's limit (10,000: over five minutes at 30 fps).
    public static var maximumFrames: Int { SheetClip.maximumFrames }

    /// How many frames.
    public let count: Int
    /// Frames per second.
    public let fps: Double
    private let render: (Int) throws -> Image

    /// A sequence whose frame `k` is `frame(k)`.
    /// - Throws: `SnapshotConfigurationError` for a count outside 1…`maximumFrames` or a non-positive fps.
    public init(count: Int, fps: Double, frame: @escaping (Int) throws -> Image) throws {
        guard (1...Self.maximumFrames).contains(count) else {
            throw SnapshotConfigurationError("a frame sequence holds 1…\(Self.maximumFrames) frames, not \(count)")
        }
        guard fps.isFinite, fps > 0 else { throw SnapshotConfigurationError("frames per second must be positive, not \(fps)") }
        self.count = count; self.fps = fps; self.render = frame
    }

    /// A sequence of images already made.
    public init(frames: [Image], fps: Double) throws {
        try self.init(count: frames.count, fps: fps) { frames[$0] }
    }

    /// The scene moving as `motion` says, frame k at t = k / fps up to `duration` (default: until the
    /// motion ends), the last frame included — as `render-demo animate` writes them.
    /// - Throws: `SheetConfigurationError` for a rate or length outside a clip's limits.
    public init(scene: SheetScene, motion: SheetMotion, fps: Int, duration: Double? = nil) throws {
        try self.init(clip: try SheetClip(scene: scene, motion: motion, fps: fps, duration: duration))
    }

    /// The frames of `clip` (rendered one at a time over the host drawn once).
    public init(clip: SheetClip) throws {
        let backdrop = try clip.scene(atFrame: 0).renderHost()
        try self.init(count: clip.frameCount, fps: Double(clip.fps)) { k in
            try clip.scene(atFrame: k).render(over: backdrop).makeImage()
        }
    }

    /// Frame `k` (0-based).
    public func frame(_ k: Int) throws -> Image { try render(k) }

    /// The time of frame `k` in seconds.
    public func time(ofFrame k: Int) -> Double { Double(k) / fps }
}
