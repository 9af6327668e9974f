import Canvas
import Widgets

/// How content meets a frame of another aspect ratio (SwiftUI's `ContentMode`).
public typealias ContentMode = Widgets.ContentMode

/// A child offered the largest (fit) or smallest (fill) size of an aspect ratio around what its parent
/// offers (SwiftUI's `aspectRatio`).
final class AspectRatioNode: Node {
    let ratio: Double?
    let mode: ContentMode

    init(ratio: Double?, mode: ContentMode, _ child: Node) {
        self.ratio = ratio; self.mode = mode
        super.init(children: [child])
    }

    private func fitted(_ proposal: ProposedSize, _ environment: Widgets.Environment) -> ProposedSize {
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

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        children[0].sizeThatFits(fitted(proposal, environment), in: environment)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let p = fitted(ProposedSize(bounds.size), environment)
        let size = children[0].sizeThatFits(p, in: environment)
        children[0].place(in: Alignment.center.rect(of: size, in: bounds, environment), proposal: p, environment: environment)
    }

    override var kind: String { "AspectRatio" }
}

extension View {
    /// The view offered sizes of `aspectRatio` (width over height; nil: its own ideal size's), the
    /// largest that fits (`.fit`) or the smallest that fills (`.fill`) what it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped { node, _ in AspectRatioNode(ratio: aspectRatio.map(Double.init), mode: contentMode, node) }
    }
    /// The view offered sizes of `aspectRatio` (width over height of `aspectRatio`).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    /// `aspectRatio(nil, contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// `aspectRatio(nil, contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
