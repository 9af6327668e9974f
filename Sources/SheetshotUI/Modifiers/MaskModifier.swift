import Canvas
import Widgets

/// A view masked by another (see `mask(alignment:_:)`).
public struct _MaskedView<Content: View, Mask: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content, mask: Mask, alignment: Alignment

    func makeNodes(in context: ViewContext) -> [Node] {
        [Widgets.Mask(alignment: alignment, content: makeNode(content, in: context), mask: makeNode(mask, in: context))]
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
