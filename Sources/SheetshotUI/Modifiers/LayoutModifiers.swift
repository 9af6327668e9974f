import Widgets

extension View {
    /// Space around the view on `edges`: `length` points, or the system's 16 when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        wrapped { node, context in
            let d = length.map { context.length($0, "padding(_:)") } ?? 16
            return Widgets.Padding(context.animatedInsets(.padding, DirectionalInsets(top: edges.contains(.top) ? d : 0, leading: edges.contains(.leading) ? d : 0,
                                                                                bottom: edges.contains(.bottom) ? d : 0, trailing: edges.contains(.trailing) ? d : 0)), node)
        }
    }
    /// `length` points of space on every side.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Space around the view, side by side.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped { node, context in
            Widgets.Padding(context.animatedInsets(.padding, DirectionalInsets(top: context.length(insets.top, "padding(EdgeInsets(top:))"),
                                                                                leading: context.length(insets.leading, "padding(EdgeInsets(leading:))"),
                                                                                bottom: context.length(insets.bottom, "padding(EdgeInsets(bottom:))"),
                                                                                trailing: context.length(insets.trailing, "padding(EdgeInsets(trailing:))"))), node)
        }
    }

    /// A frame of a fixed width and/or height (nil: the view's own), the view placed in it by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped { node, context in
            Widgets.Frame(width: context.animatedLength(.width, context.frameDimension(width, "frame(width:)")),
                          height: context.animatedLength(.height, context.frameDimension(height, "frame(height:)")),
                          alignment: alignment, node)
        }
    }

    /// A flexible frame: at least the minimum and at most the maximum in each direction (`.infinity` fills
    /// what is offered), the view placed in it by `alignment`; where no length is offered (a scroll view's
    /// axis, `fixedSize`), the ideal one is taken.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        wrapped { node, context in
            let minW = context.frameDimension(minWidth, "frame(minWidth:)"), maxW = context.frameDimension(maxWidth, "frame(maxWidth:)", allowsInfinity: true)
            let minH = context.frameDimension(minHeight, "frame(minHeight:)"), maxH = context.frameDimension(maxHeight, "frame(maxHeight:)", allowsInfinity: true)
            if let lo = minW, let hi = maxW, lo > hi { context.diagnostics.warn("Contradictory frame constraints specified: frame(minWidth: \(Node.describe(lo)), maxWidth: \(Node.describe(hi)))") }
            if let lo = minH, let hi = maxH, lo > hi { context.diagnostics.warn("Contradictory frame constraints specified: frame(minHeight: \(Node.describe(lo)), maxHeight: \(Node.describe(hi)))") }
            let frame = Widgets.Frame(minWidth: context.animatedLength(.minWidth, minW),
                                      maxWidth: context.animatedLength(.maxWidth, maxW),
                                      minHeight: context.animatedLength(.minHeight, minH),
                                      maxHeight: context.animatedLength(.maxHeight, maxH), alignment: alignment, node)
            frame.idealWidth = context.frameDimension(idealWidth, "frame(idealWidth:)")
            frame.idealHeight = context.frameDimension(idealHeight, "frame(idealHeight:)")
            return frame
        }
    }

    /// The view drawn `x` and `y` points away from where it is laid out (its layout is unchanged).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapped { node, context in
            let v = context.animatedValue(.offset, [context.length(x, "offset(x:)"), context.length(y, "offset(y:)")])
            return Widgets.Offset(dx: v[0], dy: v[1], node)
        }
    }
    /// The view drawn `offset` away from where it is laid out.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// The view at its ideal size on both axes, whatever it is offered (a text on one line, all its lines shown).
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped { node, _ in Widgets.FixedSize(horizontal: horizontal, vertical: vertical, node) }
    }

    /// How early a stack gives this view its space (higher first).
    public func layoutPriority(_ value: Double) -> some View {
        wrapped { node, _ in node.layoutPriority = value; return node }
    }
    /// The view's centre placed at (x, y) in the space its parent offers, which it takes whole.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapped { node, context in Widgets.Position(x: context.length(x, "position(x:)"), y: context.length(y, "position(y:)"), node) }
    }
    /// The view's centre placed at `position` in the space its parent offers, which it takes whole.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
    /// Where the view is drawn among its siblings in its container: higher on top (default 0). Layout is
    /// unchanged.
    public func zIndex(_ value: Double) -> some View {
        wrapped { node, _ in node.zIndex = value.isFinite ? value : 0; return node }
    }

    /// An identity for the view (shown in layout dumps and found by hit tests as its identifier); in a
    /// session, a new id makes a new view, whose state starts again.
    public func id<ID: Hashable>(_ id: ID) -> some View { _IdentifiedView(content: self, id: id) }
}

extension View {
    /// The view sized as a share of its container along `axes` (iOS 17): the container's length divided into
    /// `count` parts `spacing` apart, `span` of them. The container here is the screen's safe area (a
    /// scroll view's visible size, for a scroll view filling the screen).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            guard count > 0 else { return length }
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, part * CGFloat(max(1, span)) + spacing * CGFloat(max(1, span) - 1))
        }
    }
    /// The view as large as its container along `axes` (the screen's safe area here).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }
    /// The view sized along `axes` by `length` from its container's length (the screen's safe area here).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        wrapped { node, context in
            let device = context.environment.renderingDevice
            let width = device.size.width - device.safeArea.left - device.safeArea.right
            let height = device.size.height - device.safeArea.top - device.safeArea.bottom
            let w: Double? = axes.contains(.horizontal) ? Double(length(CGFloat(width), .horizontal)) : nil
            let h: Double? = axes.contains(.vertical) ? Double(length(CGFloat(height), .vertical)) : nil
            return Widgets.Frame(width: w.map { $0.isFinite ? max(0, $0) : 0 }, height: h.map { $0.isFinite ? max(0, $0) : 0 },
                                 alignment: alignment, node)
        }
    }
}

extension View {
    /// Sets the view's value of the horizontal alignment guide `g` from its dimensions (SwiftUI's
    /// `alignmentGuide(_:computeValue:)`): a `VStack`, `ZStack`, frame or overlay aligned by `g` puts this
    /// value on its line. A guide of one's own (`HorizontalAlignment(MyGuide.self)`) reaches the container
    /// through stacks, padding and frames between; leading, centre and trailing are read only from the
    /// container's direct child, as on iOS.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapped { node, _ in
            AlignmentGuideWriter(g.guide, node) { Double(computeValue(ViewDimensions($0))) }
        }
    }
    /// Sets the view's value of the vertical alignment guide `g` from its dimensions (see the horizontal
    /// form): an `HStack`, `ZStack`, frame or overlay aligned by `g` puts this value on its line.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapped { node, _ in
            AlignmentGuideWriter(g.guide, node) { Double(computeValue(ViewDimensions($0))) }
        }
    }
}

extension View {
    /// Padding on `edges` by the scene's amount (iOS 15). Apple documents the amount only for macOS and
    /// watchOS; on iPhone it is drawn as the system's default padding, `padding(edges)`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }
    /// Padding of the kind `padding` on `edges` by the scene's amount (iOS 16), drawn as `scenePadding(edges)`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { scenePadding(edges) }
}

/// The padding that spaces a view from its scene (SwiftUI's `ScenePadding`).
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The minimum scene padding.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of a navigation bar's content.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}
