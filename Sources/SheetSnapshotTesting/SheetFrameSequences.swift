import Canvas
import SheetWidget

extension FrameSequence {
    /// The scene moving as `motion` says, frame k at t = k / fps up to `duration` (default: until the
    /// motion settles), the last frame included — as `render-demo animate` writes them.
    /// - Throws: `SheetClip.LimitError` for a rate or length outside a clip's limits.
    public init(scene: SheetScene, motion: SheetMotion, fps: Int, duration: Double? = nil) throws {
        try self.init(clip: try SheetClip(scene: scene, motion: motion, fps: fps, duration: duration))
    }

    /// The frames of `clip`. Taken in order (as a snapshot compares and writes them) they come from the
    /// clip's own renderer — in parallel when the clip makes a scene per worker, the host drawn once —
    /// with the same pixels as rendering each frame alone.
    public init(clip: SheetClip) throws {
        try self.init(count: clip.frameCount, fps: Double(clip.fps), frame: { k in try clip.frame(k).makeImage() }, inOrder: { visit in
            do {
                try clip.render(transform: { _, canvas in canvas.makeImage() }, deliver: { k, image in
                    if try !visit(k, image) { throw StopFrames() }
                })
            } catch is StopFrames {}
        })
    }
}

/// Ends a clip's rendering early, once the frames taken are enough.
private struct StopFrames: Error {}
