import Canvas

extension Node {
    /// The pixels `node` draws over this node's frame, rendered offscreen at the display scale (the frame
    /// rounded out to whole pixels), with the rectangle in points they cover; nil for an empty frame or one
    /// too large for a canvas. What `node` draws outside the frame is cut off.
    public func offscreenImage(of node: Node, _ environment: Environment) -> (image: Image, rect: Rect)? {
        let scale = environment.displayScale
        let width = Int((frame.width * scale).rounded(.up)), height = Int((frame.height * scale).rounded(.up))
        guard width > 0, height > 0, let canvas = try? Canvas(width: width, height: height) else { return nil }
        canvas.scale(scale, scale)
        canvas.translate(-frame.minX, -frame.minY)
        node.draw(on: canvas, environment: environment)
        return (canvas.makeImage(), Rect(x: frame.minX, y: frame.minY, width: Double(width) / scale, height: Double(height) / scale))
    }
}
