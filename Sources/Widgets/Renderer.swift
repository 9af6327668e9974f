import Canvas

/// Lays a tree out and draws it: the whole pass from a root node to pixels.
public enum Renderer {
    /// Resolves fonts, measures the root for `size` (points) and places it at the origin.
    /// - Throws: `FontError` when a text's font is not installed.
    public static func layout(_ root: Node, size: Size, environment: Environment) throws {
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
        try root.prepare(environment)
        let proposal = ProposedSize(rect.size)
        let fitted = root.sizeThatFits(proposal, in: environment)
        root.place(in: alignment.rect(of: fitted, in: rect, environment), proposal: proposal, environment: environment)
    }

    /// Lays out and draws `root` on a new canvas of `size` points at the environment's display scale.
    /// - Throws: `FontError`, or `CanvasError` when the pixel size is outside 1…16384.
    public static func render(_ root: Node, size: Size, environment: Environment, background: Color = .clear) throws -> Canvas {
        try layout(root, size: size, environment: environment)
        let scale = environment.displayScale
        let canvas = try Canvas(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                                background: background)
        canvas.scale(scale, scale)
        root.draw(on: canvas, environment: environment)
        return canvas
    }

    /// Lays out and draws `root` full-screen on `device`, at `scale` pixels per point (else the device's).
    public static func render(_ root: Node, device: DevicePreset, colorScheme: ColorScheme = .light,
                              fontScale: Double = 1, layoutDirection: LayoutDirection = .leftToRight,
                              scale: Double? = nil) throws -> Canvas {
        var environment = Environment(device: device, colorScheme: colorScheme, fontScale: fontScale, layoutDirection: layoutDirection)
        if let scale, scale > 0, scale.isFinite { environment.displayScale = scale }
        return try render(root, size: device.size, environment: environment,
                          background: SemanticColor.systemBackground.resolved(in: colorScheme))
    }
}
