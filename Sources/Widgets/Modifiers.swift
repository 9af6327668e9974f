import Canvas

// Modifiers: nodes that wrap one child to pad, size, decorate, move, fade or clip it. Each is also a
// chained method on Node (`.padding(16).frame(maxWidth: .infinity).background(...)`).

/// Insets whose sides follow the layout direction (leading is the left in left-to-right layouts).
public struct DirectionalInsets: Sendable, Hashable {
    /// The four distances, in points.
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// Insets per side.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// Equal insets on all sides.
    public init(all d: Double) { self.init(top: d, leading: d, bottom: d, trailing: d) }

    /// The left and right insets in `direction`.
    func leftRight(_ direction: LayoutDirection) -> (Double, Double) {
        direction == .leftToRight ? (leading, trailing) : (trailing, leading)
    }
}

/// The sides `padding` applies to.
public struct Edges: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// Edges from option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Single edges.
    public static let top = Edges(rawValue: 1), leading = Edges(rawValue: 2), bottom = Edges(rawValue: 4), trailing = Edges(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Edges = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Edges = [.top, .bottom]
    /// Every edge.
    public static let all: Edges = [.top, .leading, .bottom, .trailing]
}

/// A child inset from the node's edges by insets that may depend on the environment (padding, safe area).
public class InsetModifier: Node {
    init(child: Node) { super.init(children: [child]) }

    /// The insets in `environment` (override).
    func insets(in environment: Environment) -> DirectionalInsets { DirectionalInsets() }

    private func inner(_ proposal: ProposedSize, _ i: DirectionalInsets) -> ProposedSize {
        let h = i.leading + i.trailing, v = i.top + i.bottom
        return ProposedSize(width: proposal.width.map { max(0, $0 - h) }, height: proposal.height.map { max(0, $0 - v) })
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        let i = insets(in: environment)
        let s = children[0].sizeThatFits(inner(proposal, i), in: environment)
        return Size(s.width + i.leading + i.trailing, s.height + i.top + i.bottom)
    }

    override public func textBaseline(first: Bool, size: Size, in environment: Environment) -> Double {
        let i = insets(in: environment)
        let inner = Size(max(0, size.width - i.leading - i.trailing), max(0, size.height - i.top - i.bottom))
        return i.top + children[0].textBaseline(first: first, size: inner, in: environment)
    }

    override public func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        guard containsAlignmentGuides, guide.combining != .none else { return nil }
        let i = insets(in: environment)
        let inner = Size(max(0, size.width - i.leading - i.trailing), max(0, size.height - i.top - i.bottom))
        return children[0].explicitValue(guide, size: inner, in: environment).map { $0 + (guide.axis == .horizontal ? i.leading : i.top) }
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        let i = insets(in: environment)
        let (l, r) = i.leftRight(environment.layoutDirection)
        children[0].place(in: Rect(x: bounds.minX + l, y: bounds.minY + i.top,
                                   width: max(0, bounds.width - l - r), height: max(0, bounds.height - i.top - i.bottom)),
                          proposal: inner(proposal, i), environment: environment)
    }
}

/// Space around a child.
public final class Padding: InsetModifier {
    /// The space on each side.
    public var insets: DirectionalInsets { didSet { invalidateLayout() } }

    /// `child` with `insets` around it.
    public init(_ insets: DirectionalInsets, _ child: Node) {
        self.insets = insets
        super.init(child: child)
    }

    override func insets(in environment: Environment) -> DirectionalInsets { insets }

    override public var dumpDetails: String {
        "insets \(format2(insets.top)) \(format2(insets.leading)) \(format2(insets.bottom)) \(format2(insets.trailing))"
    }
}

/// Keeps a child inside the environment's safe area on the given edges (content below the status bar
/// and above the home indicator), while the node itself spans the whole area it is given.
public final class SafeAreaPadding: InsetModifier {
    /// The edges kept clear of the safe area.
    public var edges: Edges { didSet { invalidateLayout() } }

    /// `child` kept inside the safe area on `edges`.
    public init(_ edges: Edges, _ child: Node) {
        self.edges = edges
        super.init(child: child)
    }

    override func insets(in environment: Environment) -> DirectionalInsets {
        let s = environment.safeAreaInsets
        let (leading, trailing) = environment.layoutDirection == .leftToRight ? (s.left, s.right) : (s.right, s.left)
        return DirectionalInsets(top: edges.contains(.top) ? s.top : 0, leading: edges.contains(.leading) ? leading : 0,
                                 bottom: edges.contains(.bottom) ? s.bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }
}

/// A frame around a child: fixed sides, or minimum and maximum ones, with the child aligned inside.
///
/// Sizing follows SwiftUI. A fixed side is proposed to the child and taken whatever the child answers.
/// Otherwise the proposal, clamped to min…max, goes to the child; the frame then takes the child's size
/// clamped to min…max — except that with a maximum the frame takes the proposal (clamped), so
/// `frame(maxWidth: .infinity)` fills the width it is offered.
public final class Frame: Node {
    /// A fixed width (nil: not fixed).
    public var width: Double? { didSet { invalidateLayout() } }
    /// A fixed height (nil: not fixed).
    public var height: Double? { didSet { invalidateLayout() } }
    /// Flexible limits (nil: none).
    public var minWidth: Double? { didSet { invalidateLayout() } }
    /// The widest the frame becomes (`.infinity`: what it is offered).
    public var maxWidth: Double? { didSet { invalidateLayout() } }
    /// The shortest the frame becomes.
    public var minHeight: Double? { didSet { invalidateLayout() } }
    /// The tallest the frame becomes (`.infinity`: what it is offered).
    public var maxHeight: Double? { didSet { invalidateLayout() } }
    /// Where the child sits inside the frame (placement only: nothing is measured again).
    public var alignment: Alignment { didSet { invalidateAppearance() } }
    /// The width taken where none is offered (nil: the child's), as SwiftUI's ideal width.
    public var idealWidth: Double? { didSet { invalidateLayout() } }
    /// The height taken where none is offered (nil: the child's).
    public var idealHeight: Double? { didSet { invalidateLayout() } }

    /// A frame around `child`; see the type's comment for how the sides are chosen.
    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center, _ child: Node) {
        self.width = width; self.height = height
        self.minWidth = minWidth; self.maxWidth = maxWidth; self.minHeight = minHeight; self.maxHeight = maxHeight
        self.alignment = alignment
        super.init(children: [child])
    }

    private static func axis(fixed: Double?, lo: Double?, hi: Double?, proposed: Double?, child: (Double?) -> Double) -> Double {
        if let fixed { return fixed }
        func clamp(_ v: Double) -> Double { min(max(v, lo ?? -.infinity), hi ?? .infinity) }
        let offered = proposed.map(clamp)
        let c = child(offered)
        if hi != nil, let offered { return max(clamp(c), offered) }
        return clamp(c)
    }

    /// The proposal with an ideal length standing in where none is offered (as SwiftUI's flexible frame).
    private func offered(_ proposal: ProposedSize) -> ProposedSize {
        func valid(_ v: Double?) -> Double? { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        return ProposedSize(width: proposal.width ?? valid(idealWidth), height: proposal.height ?? valid(idealHeight))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        let proposal = offered(proposal)
        return ProposedSize(width: width ?? proposal.width.map { min(max($0, minWidth ?? -.infinity), maxWidth ?? .infinity) },
                            height: height ?? proposal.height.map { min(max($0, minHeight ?? -.infinity), maxHeight ?? .infinity) })
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        // (The frame's own arithmetic is a helper: this frame stays small while the child is measured.)
        size(for: proposal, child: children[0].sizeThatFits(childProposal(proposal), in: environment))
    }

    /// The frame's size for `proposal` around a child of size `child`.
    @inline(never)
    private func size(for proposal: ProposedSize, child: Size) -> Size {
        let given = offered(proposal)
        var w = Self.axis(fixed: width, lo: minWidth, hi: maxWidth, proposed: given.width) { _ in child.width }
        var h = Self.axis(fixed: height, lo: minHeight, hi: maxHeight, proposed: given.height) { _ in child.height }
        // Where nothing is offered, the frame is its ideal length (within its limits), whatever the child's.
        func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double { min(max(v, lo ?? -.infinity), hi ?? .infinity) }
        if width == nil, proposal.width == nil, let ideal = given.width { w = clamp(ideal, minWidth, maxWidth) }
        if height == nil, proposal.height == nil, let ideal = given.height { h = clamp(ideal, minHeight, maxHeight) }
        return Size(w, h)
    }

    override public func textBaseline(first: Bool, size: Size, in environment: Environment) -> Double {
        let p = childProposal(ProposedSize(size))
        let child = children[0].sizeThatFits(p, in: environment)
        return childOrigin(child, in: size, environment).y + children[0].textBaseline(first: first, size: child, in: environment)
    }

    /// Where a child of `child`'s size sits in a frame of `size`, horizontally from the leading edge: its
    /// guide values on the frame's (SwiftUI's frame alignment, explicit guides included).
    private func childOrigin(_ child: Size, in size: Size, _ environment: Environment) -> Point {
        guard alignsByGuides else {
            return Point(alignment.horizontal.offset(child.width, in: size.width, .leftToRight), alignment.vertical.offset(child.height, in: size.height))
        }
        let frame = GuideDimensions(width: size.width, height: size.height)
        let h = alignment.horizontal.guide, v = alignment.vertical.guide
        // (A text baseline places the child at the top, as without guides.)
        let y = alignment.vertical.isTextBaseline ? alignment.vertical.offset(child.height, in: size.height)
            : frame[v] - children[0].guideValue(v, size: child, in: environment)
        return Point(frame[h] - children[0].guideValue(h, size: child, in: environment), y)
    }

    /// Whether the child is placed through guide values: a guide of the user's, or explicit values below.
    private var alignsByGuides: Bool { alignment.usesGuides || containsAlignmentGuides }

    override public func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        guard containsAlignmentGuides, guide.combining != .none else { return nil }
        let child = children[0].sizeThatFits(childProposal(ProposedSize(size)), in: environment)
        let o = childOrigin(child, in: size, environment)
        return children[0].explicitValue(guide, size: child, in: environment).map { $0 + (guide.axis == .horizontal ? o.x : o.y) }
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        let p = childProposal(proposal)
        let child = children[0].sizeThatFits(p, in: environment)
        guard alignsByGuides else {
            children[0].place(in: alignment.rect(of: child, in: bounds, environment), proposal: p, environment: environment)
            return
        }
        let o = childOrigin(child, in: bounds.size, environment)
        let x = environment.layoutDirection == .rightToLeft ? bounds.maxX - o.x - child.width : bounds.minX + o.x
        children[0].place(in: Rect(x: x, y: bounds.minY + o.y, width: child.width, height: child.height), proposal: p, environment: environment)
    }
}

/// A child with another node behind it (`background`) or in front of it (`overlay`), sized to the child.
public final class Decorated: Node {
    /// Whether the decoration is drawn behind the content.
    public let behind: Bool
    /// Where the decoration sits over the content (placement only: nothing is measured again).
    public var alignment: Alignment { didSet { invalidateAppearance() } }

    /// `content` with `decoration` behind or in front, sized to the content.
    public init(content: Node, decoration: Node, behind: Bool, alignment: Alignment = .center) {
        self.behind = behind
        self.alignment = alignment
        super.init(children: behind ? [decoration, content] : [content, decoration])
    }

    private var content: Node { children[behind ? 1 : 0] }
    private var decoration: Node { children[behind ? 0 : 1] }

    /// The content's baseline (the decoration has none of its own).
    override public func textBaseline(first: Bool, size: Size, in environment: Environment) -> Double {
        content.textBaseline(first: first, size: size, in: environment)
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        content.sizeThatFits(proposal, in: environment)
    }

    override public func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        content.explicitValue(guide, size: size, in: environment)
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        content.place(in: bounds, proposal: proposal, environment: environment)
        // The decoration is offered the content's size.
        let offer = ProposedSize(bounds.size)
        let s = decoration.sizeThatFits(offer, in: environment)
        guard alignment.usesGuides || containsAlignmentGuides else {
            decoration.place(in: alignment.rect(of: s, in: bounds, environment), proposal: offer, environment: environment)
            return
        }
        // The decoration's guide values on the content's.
        let h = alignment.horizontal.guide, v = alignment.vertical.guide
        let lead = content.guideValue(h, size: bounds.size, in: environment) - decoration.guideValue(h, size: s, in: environment)
        // (A text baseline places the decoration as without guides.)
        let top = alignment.vertical.isTextBaseline ? alignment.vertical.offset(s.height, in: bounds.height)
            : content.guideValue(v, size: bounds.size, in: environment) - decoration.guideValue(v, size: s, in: environment)
        let x = environment.layoutDirection == .rightToLeft ? bounds.maxX - lead - s.width : bounds.minX + lead
        decoration.place(in: Rect(x: x, y: bounds.minY + top, width: s.width, height: s.height), proposal: offer, environment: environment)
    }

    override public var kind: String { behind ? "Background" : "Overlay" }
}

/// A modifier with one child that takes the child's size and gives it the whole of its own frame;
/// subclasses change only how it is drawn or hit-tested (opacity, clip, shadow) — or, in a layer above,
/// where the child is placed.
open class SingleChildModifier: Node {
    /// A modifier of `child`.
    public init(child: Node) { super.init(children: [child]) }

    /// The child's explicit guide values: it lies over the modifier's whole frame.
    override open func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        children[0].explicitValue(guide, size: size, in: environment)
    }

    override open func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        children[0].sizeThatFits(proposal, in: environment)
    }

    override open func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        children[0].place(in: bounds, proposal: proposal, environment: environment)
    }
}

/// Moves a child when drawn (and for hit testing) without changing its layout: by points, and by shares of
/// its own laid-out size (a view sliding out by its own height moves by `sizeFractions.y = 1`).
public final class Offset: Node {
    /// The horizontal move, in points.
    public var dx: Double { didSet { invalidateAppearance() } }
    /// The vertical move, in points.
    public var dy: Double { didSet { invalidateAppearance() } }
    /// A further move by these shares of the child's width and height (0 by default).
    public var sizeFractions: (x: Double, y: Double) { didSet { invalidateAppearance() } }

    /// `child` drawn moved by (dx, dy) points and by `sizeFractions` of its own size.
    public init(dx: Double, dy: Double, sizeFractions: (x: Double, y: Double) = (0, 0), _ child: Node) {
        self.dx = dx; self.dy = dy; self.sizeFractions = sizeFractions
        super.init(children: [child])
    }

    /// The child's explicit guide values: a move when drawn leaves the layout, and its guides, as they are.
    override public func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        children[0].explicitValue(guide, size: size, in: environment)
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        children[0].sizeThatFits(proposal, in: environment)
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        let x = dx + sizeFractions.x * bounds.width, y = dy + sizeFractions.y * bounds.height
        children[0].place(in: bounds.offsetBy(x.isFinite ? x : 0, y.isFinite ? y : 0), proposal: proposal, environment: environment)
    }
}

/// Draws a child as a group with an opacity (overlaps inside blend first). At 0 nothing is drawn and taps
/// pass through.
public final class Opacity: SingleChildModifier {
    /// 0 (invisible, no taps) … 1.
    public var opacity: Double { didSet { invalidateAppearance() } }

    /// `child` drawn as a group at `opacity`.
    public init(_ opacity: Double, _ child: Node) {
        self.opacity = opacity
        super.init(child: child)
    }

    override public func draw(on canvas: Canvas, environment: Environment) {
        guard opacity > 0 else { return }
        if opacity >= 1 { super.draw(on: canvas, environment: environment); return }
        canvas.withLayer(opacity: opacity) { super.draw(on: canvas, environment: environment) }
    }

    override public var isHiddenFromHitTesting: Bool { !(opacity > 0) }
    override public var dumpDetails: String { "opacity \(format2(opacity))" }
}

/// Clips a child to a shape in the child's frame.
public final class Clip: SingleChildModifier {
    /// The shape the child is clipped to, in the child's frame.
    public var shape: ShapeKind { didSet { invalidateAppearance() } }

    /// The outline in the node's frame, when a closure gives it (a shape of the user's); else `shape`'s.
    public let outline: (@Sendable (Rect) -> Path)?
    /// The rule that decides what is inside the outline.
    public let rule: FillRule

    /// `child` clipped to `shape` in its frame — or to what `outline` gives for the frame, under `rule`.
    public init(_ shape: ShapeKind, _ child: Node, outline: (@Sendable (Rect) -> Path)? = nil, rule: FillRule = .nonZero) {
        self.shape = shape
        self.outline = outline
        self.rule = rule
        super.init(child: child)
    }

    override public func draw(on canvas: Canvas, environment: Environment) {
        canvas.withSavedState {
            let path = outline?(frame) ?? shape.path(in: frame)
            canvas.clip(to: path.isFinite ? path : Path(), rule: rule)
            super.draw(on: canvas, environment: environment)
        }
    }

    override public var clipsHitTesting: Bool { true }

    /// Whether `point` is inside the clip's outline (a tap on a circle's corner reaches nothing).
    override public func clipContains(_ point: Point) -> Bool {
        (outline?(frame) ?? shape.path(in: frame)).contains(point, rule: rule)
    }
}

/// A drop shadow of a shape in the child's frame, drawn under the child.
public final class ShadowNode: SingleChildModifier {
    /// The shape whose shadow is drawn, in the child's frame.
    public var shape: ShapeKind { didSet { invalidateAppearance() } }
    /// The shadow's colour, offset, blur and spread.
    public var shadow: Shadow { didSet { invalidateAppearance() } }

    /// `child` over the shadow of `shape` in its frame.
    public init(_ shape: ShapeKind, _ shadow: Shadow, _ child: Node) {
        self.shape = shape
        self.shadow = shadow
        super.init(child: child)
    }

    override public func drawContent(on canvas: Canvas, environment: Environment) {
        canvas.drawShadow(of: shape.path(in: frame), shadow)
    }

    override public var kind: String { "Shadow" }
}

extension Node {
    /// Sets the identifier (for `find` and hit testing).
    @discardableResult
    public func id(_ identifier: String) -> Self { self.identifier = identifier; return self }

    /// Sets the priority stacks size the node with (higher first).
    @discardableResult
    public func layoutPriority(_ priority: Double) -> Self { layoutPriority = priority; return self }

    /// Makes the node a tap target (`hitTest` stops at it).
    @discardableResult
    public func tappable(_ accepts: Bool = true) -> Self { acceptsTaps = accepts; return self }

    /// Equal padding on `edges`.
    public func padding(_ edges: Edges = .all, _ length: Double = 16) -> Node {
        Padding(DirectionalInsets(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0), self)
    }
    /// Equal padding on every side.
    public func padding(_ length: Double) -> Node { padding(.all, length) }
    /// Padding per side.
    public func padding(_ insets: DirectionalInsets) -> Node { Padding(insets, self) }

    /// Insets the node by the environment's safe area on `edges`.
    public func safeAreaPadding(_ edges: Edges = .all) -> Node { SafeAreaPadding(edges, self) }

    /// A fixed width and/or height.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Node {
        Frame(width: width, height: height, alignment: alignment, self)
    }
    /// Minimum and maximum sides (`maxWidth: .infinity` fills the offered width).
    public func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> Node {
        Frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment, self)
    }

    /// A node drawn behind this one, sized to it.
    public func background(_ node: Node, alignment: Alignment = .center) -> Node {
        Decorated(content: self, decoration: node, behind: true, alignment: alignment)
    }
    /// A shape filled behind this node.
    public func background(_ fill: Fill, in shape: ShapeKind = .rectangle) -> Node {
        background(Shape(shape, fill: fill))
    }
    /// A node drawn in front of this one, sized to it.
    public func overlay(_ node: Node, alignment: Alignment = .center) -> Node {
        Decorated(content: self, decoration: node, behind: false, alignment: alignment)
    }

    /// Moves the node when drawn.
    public func offset(x: Double = 0, y: Double = 0) -> Node { Offset(dx: x, dy: y, self) }
    /// Draws the node as a group with `opacity`.
    public func opacity(_ opacity: Double) -> Node { Opacity(opacity, self) }
    /// Clips the node to `shape`.
    public func clipShape(_ shape: ShapeKind) -> Node { Clip(shape, self) }
    /// A drop shadow of `shape` under the node.
    public func shadow(_ shadow: Shadow, shape: ShapeKind = .rectangle) -> Node { ShadowNode(shape, shadow, self) }
}
