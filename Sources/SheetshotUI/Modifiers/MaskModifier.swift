import Canvas
import Widgets

/// A view shown only where its mask is opaque (SwiftUI's `mask`): the view and the mask are each drawn
/// offscreen at the display scale over the view's frame, the view's alpha multiplied by the mask's, and
/// the result drawn in place. The mask is offered the view's size and aligned in its frame; its colours do
/// not matter, only its alpha.
final class MaskNode: Node {
    let alignment: Alignment

    /// `children[0]` is the view, `children[1]` the mask.
    init(alignment: Alignment, content: Node, mask: Node) {
        self.alignment = alignment
        super.init(children: [content, mask])
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        children[0].sizeThatFits(proposal, in: environment)
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        children[0].place(in: bounds, proposal: proposal, environment: environment)
        let offer = ProposedSize(bounds.size)
        children[1].place(in: alignment.rect(of: children[1].sizeThatFits(offer, in: environment), in: bounds, environment),
                          proposal: offer, environment: environment)
    }

    override func draw(on canvas: Canvas, environment: Widgets.Environment) {
        guard let (content, rect) = offscreenImage(of: children[0], environment),
              let (mask, _) = offscreenImage(of: children[1], environment) else { return }
        var pixels = content.pixels
        let alphas = mask.pixels
        for i in stride(from: 3, to: pixels.count, by: 4) {
            pixels[i] = UInt8((UInt32(pixels[i]) * UInt32(alphas[i]) + 127) / 255)
        }
        guard let masked = try? CanvasImage(width: content.width, height: content.height, pixels: pixels) else { return }
        canvas.drawImage(masked, in: rect)
    }

    override var kind: String { "Mask" }
}

/// A view masked by another (see `mask(alignment:_:)`).
public struct _MaskedView<Content: View, Mask: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content, mask: Mask, alignment: Alignment

    func makeNodes(in context: ViewContext) -> [Node] {
        [MaskNode(alignment: alignment, content: makeNode(content, in: context), mask: makeNode(mask, in: context))]
    }
}

extension View {
    /// This view shown only where the view `mask` builds is opaque, the mask aligned in this view's frame.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> _MaskedView<Self, Mask> {
        _MaskedView(content: self, mask: mask(), alignment: alignment)
    }

    /// This view shown only where `mask` is opaque (the older form; prefer `mask(alignment:_:)`).
    @available(*, deprecated, message: "Use mask(alignment:_:) instead.")
    public func mask<Mask: View>(_ mask: Mask) -> _MaskedView<Self, Mask> {
        _MaskedView(content: self, mask: mask, alignment: .center)
    }
}
