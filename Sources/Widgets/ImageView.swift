import Canvas

/// How an image meets a frame of another aspect ratio.
public enum ContentMode: Sendable, Hashable {
    /// Scaled to fit inside, aspect kept (bands left empty).
    case fit
    /// Scaled to cover, aspect kept (the overflow clipped).
    case fill
}

/// A bitmap, from a PNG file or memory. Its ideal size is its pixel size divided by `scale` (an image made
/// for 3× screens is a third as many points wide); offered another size it scales by `contentMode`.
public final class ImageView: Node {
    /// The bitmap shown.
    public var image: Image { didSet { tinted = nil; invalidateLayout() } }
    /// Image pixels per point (3 for an @3x asset).
    public var scale: Double { didSet { invalidateLayout() } }
    /// Fit inside or fill (and crop) when the frame's aspect differs.
    public var contentMode: ContentMode { didSet { invalidateLayout() } }
    /// Whether the image takes whatever size it is offered and is stretched to it, aspect not kept
    /// (SwiftUI's `resizable()`; an aspect-ratio modifier around it keeps the proportions).
    public var stretches = false { didSet { invalidateLayout() } }
    /// When set, the picture is a template: its shape (its alpha) is drawn in this fill's colour, its own
    /// colours ignored (a gradient fill tints it with the gradient's first colour).
    public var template: Fill? { didSet { invalidateAppearance() } }
    /// The template picture last drawn, with the colour it was tinted in.
    private var tinted: (color: Color, image: Image)?

    /// An image node.
    public init(_ image: Image, scale: Double = 1, contentMode: ContentMode = .fit) {
        self.image = image
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.contentMode = contentMode
        super.init()
    }

    /// An image read from a PNG file.
    /// - Throws: `PNGError` for a missing, unreadable or corrupt file.
    public convenience init(contentsOfPNGFile path: String, scale: Double = 1, contentMode: ContentMode = .fit) throws {
        self.init(try Image(contentsOfPNGFile: path), scale: scale, contentMode: contentMode)
    }

    private var natural: Size { Size(Double(image.width) / scale, Double(image.height) / scale) }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        let n = natural
        if stretches {
            let w = proposal.width.map { $0.isFinite ? max(0, $0) : n.width } ?? n.width
            let h = proposal.height.map { $0.isFinite ? max(0, $0) : n.height } ?? n.height
            return Size(w, h)
        }
        switch (proposal.width, proposal.height) {
        case (nil, nil): return n
        case (let w?, nil): return Size(w, w * n.height / n.width)
        case (nil, let h?): return Size(h * n.width / n.height, h)
        case (let w?, let h?):
            guard w.isFinite || h.isFinite else { return n }
            if contentMode == .fill { return Size(w.isFinite ? w : h * n.width / n.height, h.isFinite ? h : w * n.height / n.width) }
            let k = min(w / n.width, h / n.height)
            return Size(n.width * k, n.height * k)
        }
    }

    override public func drawContent(on canvas: Canvas, environment: Environment) {
        let n = natural
        guard n.width > 0, n.height > 0, frame.width > 0, frame.height > 0 else { return }
        var image = self.image
        if let template {
            let color: Color
            switch template.paint(in: environment, frame: frame) {
            case .solid(let c): color = c
            case .linearGradient(let g): color = g.stops.first?.color ?? .black
            case .radialGradient(let g): color = g.stops.first?.color ?? .black
            case .conicGradient(let g): color = g.stops.first?.color ?? .black
            }
            if let tinted, tinted.color == color { image = tinted.image } else {
                image = image.tinted(color)
                tinted = (color, image)
            }
        }
        if stretches {
            canvas.drawImage(image, in: frame)
            return
        }
        let k = contentMode == .fit ? min(frame.width / n.width, frame.height / n.height) : max(frame.width / n.width, frame.height / n.height)
        let drawn = Rect(x: frame.midX - n.width * k / 2, y: frame.midY - n.height * k / 2, width: n.width * k, height: n.height * k)
        canvas.withSavedState {
            if contentMode == .fill { canvas.clip(to: frame) }
            canvas.drawImage(image, in: drawn)
        }
    }

    override public var dumpDetails: String { "\(image.width)×\(image.height) px" }
}
