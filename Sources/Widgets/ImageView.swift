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
    public var image: Image { didSet { invalidateLayout() } }
    /// Image pixels per point (3 for an @3x asset).
    public var scale: Double { didSet { invalidateLayout() } }
    /// Fit inside or fill (and crop) when the frame's aspect differs.
    public var contentMode: ContentMode { didSet { invalidateLayout() } }

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
        let k = contentMode == .fit ? min(frame.width / n.width, frame.height / n.height) : max(frame.width / n.width, frame.height / n.height)
        let drawn = Rect(x: frame.midX - n.width * k / 2, y: frame.midY - n.height * k / 2, width: n.width * k, height: n.height * k)
        canvas.withSavedState {
            if contentMode == .fill { canvas.clip(to: frame) }
            canvas.drawImage(image, in: drawn)
        }
    }

    override public var dumpDetails: String { "\(image.width)×\(image.height) px" }
}

/// A vertically scrolling viewport: the content is laid out at its ideal height for the offered width,
/// shifted up by `contentOffset`, and clipped to the viewport. The viewport takes the space it is offered.
public final class ScrollView: Node {
    /// How far the content is scrolled, in points (negative: pulled down past the top).
    public var contentOffset: Double { didSet { invalidateAppearance() } }
    /// The content's size from the last layout pass.
    public private(set) var contentSize = Size.zero

    /// A scroll view of `content` (several nodes are stacked vertically).
    public init(contentOffset: Double = 0, @NodeBuilder _ content: () throws -> [Node]) rethrows {
        self.contentOffset = contentOffset
        let nodes = try content()
        super.init(children: [nodes.count == 1 ? nodes[0] : VStack(spacing: 0) { nodes }])
    }

    /// The largest offset that still shows content at the bottom edge (0 when everything fits).
    public var maximumContentOffset: Double { max(0, contentSize.height - frame.height) }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize { ProposedSize(width: proposal.width, height: nil) }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        let content = children[0].sizeThatFits(contentProposal(proposal), in: environment)
        return Size(proposal.width ?? content.width, proposal.height ?? content.height)
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        let p = contentProposal(proposal)
        contentSize = children[0].sizeThatFits(p, in: environment)
        children[0].place(in: Rect(x: bounds.minX, y: bounds.minY - contentOffset, width: contentSize.width, height: contentSize.height),
                          proposal: p, environment: environment)
    }

    override public func draw(on canvas: Canvas, environment: Environment) {
        canvas.withSavedState {
            canvas.clip(to: frame)
            super.draw(on: canvas, environment: environment)
        }
    }

    override public var clipsHitTesting: Bool { true }
    override public var dumpDetails: String { "offset \(format2(contentOffset)) content \(format2(contentSize.width)) × \(format2(contentSize.height))" }
}
