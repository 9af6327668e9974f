import Canvas
import Widgets

/// A container's layout of your own (SwiftUI's `Layout`): it sizes itself from its subviews' answers
/// (`sizeThatFits`) and places each one (`placeSubviews`), through the same propose–choose–place pass the
/// built-in stacks use. Use it as a container: `MyFlowLayout(spacing: 8) { … }`.
public protocol Layout: Animatable {
    /// What the layout keeps between its calls (`Void` unless it needs something).
    associatedtype Cache = Void
    /// The layout's properties (its stack orientation).
    static var layoutProperties: LayoutProperties { get }
    /// A new cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings `cache` up to date for `subviews`.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the container prefers around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview inside `bounds` (in the container's parent's coordinates).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Where the container's horizontal alignment guide `guide` is, if it sets it.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
    /// Where the container's vertical alignment guide `guide` is, if it sets it.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
}

/// The subviews of a `Layout`'s container.
public typealias Subviews = LayoutSubviews

extension Layout {
    /// Subviews, under the name layouts use.
    public typealias Subviews = LayoutSubviews
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// The default spacing (SheetshotUI's stacks' default).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    /// None.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }
    /// None.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }

    /// The views `content` builds, laid out by this layout.
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: AnyLayout(self), content: content())
    }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// A layout's properties (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along, if it is a stack.
    public var stackOrientation: Axis?
    /// No orientation.
    public init() {}
}

/// The spacing a view prefers around it (SwiftUI's `ViewSpacing`): SheetshotUI's stacks' default between
/// views, none for `.zero`.
public struct ViewSpacing: Sendable {
    var preferred: CGFloat
    /// The default spacing.
    public init() { preferred = CGFloat(defaultStackSpacing) }
    /// No spacing.
    public static let zero: ViewSpacing = { var s = ViewSpacing(); s.preferred = 0; return s }()
    /// The distance between this view and `next` along `axis`: the larger of the two preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(preferred, next.preferred) }
    /// Joins `other`'s preferences on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { preferred = max(preferred, other.preferred) }
    /// This spacing joined with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { var s = self; s.formUnion(other, edges: edges); return s }
}

/// A key for a value a view gives its `Layout` container (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives this view's `Layout` container `value` under `key` (read with `subviews[i][key]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        wrapped { node, _ in
            let holder = node as? LayoutValueNode ?? LayoutValueNode(child: node)
            holder.values[ObjectIdentifier(key)] = value
            return holder
        }
    }
}

/// Holds the layout values a view gives its container.
final class LayoutValueNode: SingleChildModifier {
    var values: [ObjectIdentifier: Any] = [:]
    override init(child: Node) { super.init(child: child) }
}

/// A `Layout` container's subviews, in order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let items: [LayoutSubview]
    /// The direction the container lays out in.
    public let layoutDirection: LayoutDirection
    /// The first index.
    public var startIndex: Int { items.startIndex }
    /// Past the last index.
    public var endIndex: Int { items.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { items[index] }
    /// The subviews in `bounds`.
    public subscript<R: RangeExpression>(bounds: R) -> ArraySlice<LayoutSubview> where R.Bound == Int { items[bounds] }
    /// Whether two collections hold the same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.items == b.items }
}

/// One subview of a `Layout` container (SwiftUI's `LayoutSubview`): ask its size for a proposal, and place it.
public struct LayoutSubview: Equatable {
    let node: Node
    let environment: Widgets.Environment
    let placement: LayoutPlacements

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = node.sizeThatFits(proposal.widgetsProposal, in: environment)
        return CGSize(width: size.width, height: size.height)
    }
    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = node.sizeThatFits(proposal.widgetsProposal, in: environment)
        return ViewDimensions(GuideDimensions(width: size.width, height: size.height, node: node, environment: environment))
    }
    /// Places the subview with its `anchor` at `position`, at the size it takes for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard position.x.isFinite, position.y.isFinite else { return }
        let size = node.sizeThatFits(proposal.widgetsProposal, in: environment)
        // A view that takes an unbounded offer answers an unbounded size: it cannot be placed.
        guard size.width.isFinite, size.height.isFinite else { return }
        let origin = Point(Double(position.x) - Double(anchor.x) * size.width, Double(position.y) - Double(anchor.y) * size.height)
        node.place(in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), proposal: proposal.widgetsProposal,
                   environment: environment)
        placement.placed.insert(ObjectIdentifier(node))
    }
    /// The subview's layout priority.
    public var priority: Double { node.layoutPriority }
    /// The spacing the subview prefers around it.
    public var spacing: ViewSpacing { ViewSpacing() }
    /// The value the subview gives its container under `key` (its default when it gives none).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // The value may sit under modifiers applied after `layoutValue` (a padding, a frame).
        node.throughWrappers(depth: .max) { ($0 as? LayoutValueNode)?.values[ObjectIdentifier(key)] as? K.Value } ?? K.defaultValue
    }
    /// Whether two proxies stand for the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// Which subviews a container's `placeSubviews` placed this pass.
final class LayoutPlacements {
    var placed: Set<ObjectIdentifier> = []
}

extension ProposedViewSize {
    var widgetsProposal: ProposedSize {
        func length(_ v: CGFloat?) -> Double? { v.map(Double.init).map { $0.isNaN ? 0 : max(0, $0) } }
        return ProposedSize(width: length(width), height: length(height))
    }
    init(_ proposal: ProposedSize) { self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) }) }
}

/// A type-erased layout (SwiftUI's `AnyLayout`): switch between layouts — `AnyLayout(HStackLayout())` or
/// `AnyLayout(VStackLayout())` — and the views keep their identity.
public struct AnyLayout: Layout {
    /// The erased cache.
    public typealias Cache = Any
    let base: any Layout
    /// `layout`, erased.
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Any {
        func make<L: Layout>(_ l: L) -> Any { l.makeCache(subviews: subviews) }
        return make(base)
    }
    /// Brings the wrapped layout's cache up to date.
    public func updateCache(_ cache: inout Any, subviews: Subviews) {
        func update<L: Layout>(_ l: L) { var c = cache as! L.Cache; l.updateCache(&c, subviews: subviews); cache = c }
        update(base)
    }
    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        func size<L: Layout>(_ l: L) -> CGSize {
            var c = cache as! L.Cache
            defer { cache = c }
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return size(base)
    }
    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        func place<L: Layout>(_ l: L) {
            var c = cache as! L.Cache
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            cache = c
        }
        place(base)
    }
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
}

/// A row as a `Layout` value (SwiftUI's `HStackLayout`): the same as `HStack`.
public struct HStackLayout: Layout {
    /// How the views are aligned down the row.
    public var alignment: VerticalAlignment
    /// The space between views (nil: the default).
    public var spacing: CGFloat?
    /// A row layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    /// Stacks along the horizontal axis.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    /// The stacked size (as a container, the stack it stands for lays out).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackArithmetic.size(subviews, axis: .horizontal, spacing: spacing, proposal: proposal)
    }
    /// Places the subviews stacked (as a container, the stack it stands for places them).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackArithmetic.place(subviews, axis: .horizontal, spacing: spacing, in: bounds, cross: alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5)
    }
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
    func node(children: [Node]) -> Node { Widgets.HStack(alignment: alignment, spacing: spacing.map(Double.init) ?? defaultStackSpacing) { children } }
}

/// A column as a `Layout` value (SwiftUI's `VStackLayout`): the same as `VStack`.
public struct VStackLayout: Layout {
    /// How the views are aligned across the column.
    public var alignment: HorizontalAlignment
    /// The space between views (nil: the default).
    public var spacing: CGFloat?
    /// A column layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    /// Stacks along the vertical axis.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    /// The stacked size (as a container, the stack it stands for lays out).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackArithmetic.size(subviews, axis: .vertical, spacing: spacing, proposal: proposal)
    }
    /// Places the subviews stacked (as a container, the stack it stands for places them).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackArithmetic.place(subviews, axis: .vertical, spacing: spacing, in: bounds, cross: alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5)
    }
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
    func node(children: [Node]) -> Node { Widgets.VStack(alignment: alignment, spacing: spacing.map(Double.init) ?? defaultStackSpacing) { children } }
}

/// Views on top of each other as a `Layout` value (SwiftUI's `ZStackLayout`): the same as `ZStack`.
public struct ZStackLayout: Layout {
    /// How the views are aligned.
    public var alignment: Alignment
    /// An overlay layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// The stacked size (as a container, the stack it stands for lays out).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.reduce(CGSize.zero) { size, s in
            let fit = s.sizeThatFits(proposal)
            return CGSize(width: max(size.width, fit.width), height: max(size.height, fit.height))
        }
    }
    /// Places the subviews stacked (as a container, the stack it stands for places them).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for s in subviews { s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal) }
    }
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }
    func node(children: [Node]) -> Node { Widgets.ZStack(alignment: alignment) { children } }
}

/// The plain stacking arithmetic behind the stack layouts' `Layout` methods, for code that calls them
/// itself (as a container, a stack layout is drawn by the stack it stands for).
enum StackArithmetic {
    static func size(_ subviews: LayoutSubviews, axis: Axis, spacing: CGFloat?, proposal: ProposedViewSize) -> CGSize {
        let gap = spacing ?? CGFloat(defaultStackSpacing)
        var along: CGFloat = 0, across: CGFloat = 0
        for (i, s) in subviews.enumerated() {
            let fit = s.sizeThatFits(proposal)
            along += (axis == .horizontal ? fit.width : fit.height) + (i > 0 ? gap : 0)
            across = max(across, axis == .horizontal ? fit.height : fit.width)
        }
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
    static func place(_ subviews: LayoutSubviews, axis: Axis, spacing: CGFloat?, in bounds: CGRect, cross: CGFloat) {
        let gap = spacing ?? CGFloat(defaultStackSpacing)
        var offset: CGFloat = 0
        for s in subviews {
            let fit = s.sizeThatFits(.unspecified)
            if axis == .horizontal {
                s.place(at: CGPoint(x: bounds.minX + offset, y: bounds.minY + (bounds.height - fit.height) * cross), proposal: ProposedViewSize(fit))
                offset += fit.width + gap
            } else {
                s.place(at: CGPoint(x: bounds.minX + (bounds.width - fit.width) * cross, y: bounds.minY + offset), proposal: ProposedViewSize(fit))
                offset += fit.height + gap
            }
        }
    }
}

/// The views of a `Layout` container, built and laid out by the layout (a built-in stack layout by its stack).
public struct _LayoutContainer<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: AnyLayout
    let content: Content
    func makeNodes(in context: ViewContext) -> [Node] {
        let children = SheetshotUI.makeNodes(content, in: context)
        switch layout.base {
        case let stack as HStackLayout: return [stack.node(children: children)]
        case let stack as VStackLayout: return [stack.node(children: children)]
        case let stack as ZStackLayout: return [stack.node(children: children)]
        default: return [CustomLayoutNode(layout: layout, children: children)]
        }
    }
}

/// A container laid out by a `Layout` of the user's: measuring asks its `sizeThatFits`, placing its
/// `placeSubviews` (a subview it does not place is centred in the container, as SwiftUI does).
final class CustomLayoutNode: Node {
    let layout: AnyLayout
    private var cache: Any?

    init(layout: AnyLayout, children: [Node]) {
        self.layout = layout
        super.init(children: children)
    }

    private func subviews(_ environment: Widgets.Environment, _ placements: LayoutPlacements) -> LayoutSubviews {
        LayoutSubviews(items: children.map { LayoutSubview(node: $0, environment: environment, placement: placements) },
                       layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout Any) -> R) -> R {
        var c = cache ?? layout.makeCache(subviews: subviews)
        let result = body(&c)
        cache = c
        return result
    }

    override func measure(_ proposal: ProposedSize, in environment: Widgets.Environment) -> Size {
        let subviews = self.subviews(environment, LayoutPlacements())
        let size = withCache(subviews) { layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &$0) }
        func clean(_ v: CGFloat) -> Double { v.isFinite ? max(0, Double(v)) : 0 }
        if !size.width.isFinite || !size.height.isFinite {
            noteMeasurementProblem("measured \(Node.describe(Double(size.width))) × \(Node.describe(Double(size.height))) points (by \(type(of: layout.base)))")
        }
        return Size(clean(size.width), clean(size.height))
    }

    override func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Widgets.Environment) {
        let placements = LayoutPlacements()
        let subviews = self.subviews(environment, placements)
        let rect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        withCache(subviews) { layout.placeSubviews(in: rect, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &$0) }
        for child in children where !placements.placed.contains(ObjectIdentifier(child)) {
            let size = child.sizeThatFits(ProposedSize(bounds.size), in: environment)
            child.place(in: Alignment.center.rect(of: size, in: bounds, environment), proposal: ProposedSize(bounds.size), environment: environment)
        }
    }

    override var kind: String { "Layout" }
    override var dumpDetails: String { String(describing: type(of: layout.base)) }
}
