import Canvas

/// Lays a tree out and draws it: the whole pass from a root node to pixels.
public enum Renderer {
    /// Resolves fonts, measures the root for `size` (points) and places it at the origin.
    /// - Throws: `FontError` when a text's font is not installed.
    public static func layout(_ root: Node, size: Size, environment: Environment) throws {
        try root.validateTree()
        try root.prepare(environment)
        let fitted = root.sizeThatFits(ProposedSize(size), in: environment)
        // The root is offered the whole size and placed centred in it, as a window's content is.
        root.place(in: Alignment.center.rect(of: fitted, in: Rect(x: 0, y: 0, width: size.width, height: size.height), environment),
                   proposal: ProposedSize(size), environment: environment)
    }

    /// Resolves fonts, offers `root` the size of `rect` and places it at the rect's top-left corner (a part
    /// of a larger scene: a sheet's header or content).
    /// - Throws: `FontError` when a text's font is not installed.
    public static func layout(_ root: Node, in rect: Rect, environment: Environment, alignment: Alignment = .topLeading) throws {
        try root.validateTree()
        try root.prepare(environment)
        let proposal = ProposedSize(rect.size)
        let fitted = root.sizeThatFits(proposal, in: environment)
        root.place(in: alignment.rect(of: fitted, in: rect, environment), proposal: proposal, environment: environment)
    }

    /// The canvas size in pixels for `size` points at `scale` pixels per point.
    /// - Throws: `DisplayScaleError` when the scale is not a finite number above 0, or the canvas it makes
    ///   would be outside 1…16384 pixels a side — checked before anything is allocated.
    public static func pixelSize(of size: Size, scale: Double) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw DisplayScaleError(scale: scale, reason: "must be a finite number above 0") }
        let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
        let limit = Double(Image.maximumSide)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= limit, h <= limit else {
            func points(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v) }
            let screen = "the \(points(size.width))×\(points(size.height)) pt screen"
            if w.isFinite, h.isFinite, max(w, h) < 1e9 {
                throw DisplayScaleError(scale: scale, reason: "would make a \(Int(w))×\(Int(h)) pixel canvas of \(screen); each side must be 1…\(Image.maximumSide) pixels")
            }
            throw DisplayScaleError(scale: scale, reason: "would make a canvas of \(screen) far larger than \(Image.maximumSide) pixels a side")
        }
        return (Int(w), Int(h))
    }

    /// Lays out and draws `root` on a new canvas of `size` points at the environment's display scale.
    /// - Throws: `FontError`, or `DisplayScaleError` when the scale or the pixel size is out of range.
    public static func render(_ root: Node, size: Size, environment: Environment, background: Color = .clear) throws -> Canvas {
        let scale = environment.displayScale
        let pixels = try pixelSize(of: size, scale: scale)
        try layout(root, size: size, environment: environment)
        let canvas = try Canvas(width: pixels.width, height: pixels.height, background: background)
        canvas.scale(scale, scale)
        root.draw(on: canvas, environment: environment)
        return canvas
    }

    /// Lays out and draws `root` full-screen on `device`, at `scale` pixels per point (else the device's).
    /// - Throws: `DisplayScaleError` for a scale that is not a finite number above 0 or makes too large a
    ///   canvas (never silently the device's instead), `FontError`.
    public static func render(_ root: Node, device: DevicePreset, colorScheme: ColorScheme = .light,
                              fontScale: Double = 1, layoutDirection: LayoutDirection = .leftToRight,
                              scale: Double? = nil) throws -> Canvas {
        var environment = Environment(device: device, colorScheme: colorScheme, fontScale: fontScale, layoutDirection: layoutDirection)
        if let scale { environment.displayScale = scale }
        return try render(root, size: device.size, environment: environment,
                          background: SemanticColor.systemBackground.resolved(in: colorScheme))
    }
}

/// Why a scene cannot be rendered at a display scale: the scale and what is wrong with it.
public struct DisplayScaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pixels-per-point asked for.
    public let scale: Double
    /// What is wrong.
    public let reason: String

    /// An error for `scale`, for `reason`.
    public init(scale: Double, reason: String) { self.scale = scale; self.reason = reason }

    /// "display scale S: reason".
    public var description: String { "display scale \(scale): \(reason)" }
}
