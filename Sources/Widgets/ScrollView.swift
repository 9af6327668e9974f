import Canvas

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
