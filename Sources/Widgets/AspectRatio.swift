import Canvas

/// A child offered the largest (fit) or smallest (fill) size of an aspect ratio around what its parent
/// offers (SwiftUI's `aspectRatio`).
public final class AspectRatio: Node {
    /// Width over height (nil: the child's ideal size's).
    public let ratio: Double?
    /// Whether the child is offered the largest size that fits or the smallest that fills.
    public let mode: ContentMode

    /// `child`, offered sizes of `ratio` (width over height; nil: its own ideal size's) that fit or fill.
    public init(ratio: Double?, mode: ContentMode, _ child: Node) {
        self.ratio = ratio; self.mode = mode
        super.init(children: [child])
    }

    private func fitted(_ proposal: ProposedSize, _ environment: Environment) -> ProposedSize {
        let ideal = children[0].sizeThatFits(.unspecified, in: environment)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let w?, let h?) where w.isFinite && h.isFinite:
            let byWidth = Size(w, w / r), byHeight = Size(h * r, h)
            let useWidth = mode == .fit ? byWidth.height <= h : byWidth.height >= h
            return ProposedSize(useWidth ? byWidth : byHeight)
        case (let w?, _) where w.isFinite: return ProposedSize(Size(w, w / r))
        case (_, let h?) where h.isFinite: return ProposedSize(Size(h * r, h))
        default:
            let base = ideal.width > 0 ? ideal.width : 10
            return ProposedSize(Size(base, base / r))
        }
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        children[0].sizeThatFits(fitted(proposal, environment), in: environment)
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        let p = fitted(ProposedSize(bounds.size), environment)
        let size = children[0].sizeThatFits(p, in: environment)
        children[0].place(in: Alignment.center.rect(of: size, in: bounds, environment), proposal: p, environment: environment)
    }

    override public var kind: String { "AspectRatio" }
}
