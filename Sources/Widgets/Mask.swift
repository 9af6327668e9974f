import Canvas

/// A node shown only where its mask is opaque (SwiftUI's `mask`): the view and the mask are each drawn
/// offscreen at the display scale over the view's frame, the view's alpha multiplied by the mask's, and
/// the result drawn in place. The mask is offered the view's size and aligned in its frame; its colours do
/// not matter, only its alpha.
public final class Mask: Node {
    /// Where the mask sits in the content's frame.
    public let alignment: Alignment

    /// `content` shown only where `mask` is opaque (`children[0]` is the content, `children[1]` the mask).
    public init(alignment: Alignment, content: Node, mask: Node) {
        self.alignment = alignment
        super.init(children: [content, mask])
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        children[0].sizeThatFits(proposal, in: environment)
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        children[0].place(in: bounds, proposal: proposal, environment: environment)
        let offer = ProposedSize(bounds.size)
        children[1].place(in: alignment.rect(of: children[1].sizeThatFits(offer, in: environment), in: bounds, environment),
                          proposal: offer, environment: environment)
    }

    override public func draw(on canvas: Canvas, environment: Environment) {
        guard let (content, rect) = offscreenImage(of: children[0], environment),
              let (mask, _) = offscreenImage(of: children[1], environment) else { return }
        var pixels = content.pixels
        let alphas = mask.pixels
        for i in stride(from: 3, to: pixels.count, by: 4) {
            pixels[i] = UInt8((UInt32(pixels[i]) * UInt32(alphas[i]) + 127) / 255)
        }
        guard let masked = try? Image(width: content.width, height: content.height, pixels: pixels) else { return }
        canvas.drawImage(masked, in: rect)
    }

    override public var kind: String { "Mask" }
}
