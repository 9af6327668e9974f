import Canvas

// Widgets: a retained tree of nodes with a SwiftUI-style layout pass.
//
// Composition. Nodes are built with result builders and chained modifiers, as in SwiftUI:
//
//     let row = HStack(spacing: 12) {
//         Shape.roundedRect(7).fill(.color(.orange)).frame(width: 32, height: 32)
//         Text("Albums", size: 17)
//         Spacer()
//     }.padding(.horizontal, 16).id("albums")
//
// Every node and every modifier is an object that stays alive between frames, so an animation changes a
// property (a colour, an offset, a string) and only what depends on it is done again.
//
// Layout. A parent proposes a size (either side may be nil = "your ideal size"), the child answers with
// the size it wants, the parent places it. Measuring (`sizeThatFits`) may be called many times with
// different proposals and never commits anything; its answers are cached per proposal until the node or
// something below it changes. Placing (`place`) commits frames, top-down. Stacks share space among
// their children as SwiftUI does: least flexible first, each offered an equal share of what is left.
//
// Pixels. Layout is in points. When a node is placed its frame's edges are rounded to the nearest device
// pixel (points × display scale), so that rectangles, dividers and hairlines land on whole pixels and stay
// crisp at any scale; sizes of text are rounded up to whole pixels before they are reported.

/// A size proposed to a node: nil on an axis means "your ideal size there".
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width (nil: ideal).
    public var width: Double?
    /// The proposed height (nil: ideal).
    public var height: Double?

    /// A proposal of both sides.
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    /// A proposal of exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Ideal on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Nothing on both axes (the smallest size a node can take).
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Unlimited on both axes (the largest).
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with nil sides replaced by `size`'s.
    public func replacingUnspecified(with size: Size) -> Size { Size(width ?? size.width, height ?? size.height) }

    public var description: String {
        func f(_ v: Double?) -> String { v.map { $0 == .infinity ? "∞" : "\($0)" } ?? "nil" }
        return "\(f(width))×\(f(height))"
    }
}

/// A node of the view tree. Subclasses override `measure`, `placeChildren` and `draw`.
open class Node {
    /// The identifier tests and hit testing find the node by.
    public var identifier: String?
    /// The children, in drawing order (later ones on top).
    public private(set) var children: [Node] = []
    /// The parent, once the node is in a tree.
    public private(set) weak var parent: Node?
    /// The frame from the last layout pass, in the root's coordinate space (points).
    public internal(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Stacks size children of higher priority first (SwiftUI's `layoutPriority`; default 0).
    public var layoutPriority: Double = 0 { didSet { invalidateLayout() } }
    /// Where the node is drawn among its siblings (SwiftUI's `zIndex`): higher on top; equal values keep
    /// their order. Layout is unchanged.
    public var zIndex: Double = 0 { didSet { invalidateAppearance() } }
    /// Whether taps stop at this node (see `hitTest`).
    public var acceptsTaps = false
    /// How many times `measure` ran: for tests of the retained tree and for profiling.
    public private(set) var measureCount = 0
    /// How many times the node changed since it was made (layout or appearance).
    public private(set) var revision = 0
    /// What was wrong with the geometry the last layout gave the node — a size or position that was not
    /// a number, or infinite or beyond `Node.largestLength` (a custom node's arithmetic on an infinite
    /// proposal, a length given from outside) — and so was made finite; nil when it was sound. (A negative
    /// size, as a negative padding makes, is taken as none and is not a problem.)
    /// Read after layout (`invalidGeometry()`): such a node is drawn where it was put, never lost silently.
    public var geometryProblem: String? { placementProblem ?? measurementProblem }
    /// An unsound size a measurement answered (kept while the measurement is cached).
    private var measurementProblem: String?
    /// An unsound rect the last placement was given.
    private var placementProblem: String?

    /// Notes, from `measure`, that the size it computed was unsound and has been made sound (read in
    /// `geometryProblem` while the measurement is cached): `problem` says what it was.
    public func noteMeasurementProblem(_ problem: String) {
        measurementProblem = problem
    }

    /// The longest length, in points, a node is measured or placed at: a size or coordinate beyond it (or
    /// not a finite number) is brought within it and noted in `geometryProblem`, so that sums of lengths
    /// stay finite and every frame can be printed, drawn and hit-tested. Far above any screen's content
    /// (a list of 100,000 rows 44 points tall is 4.4 million points long).
    public static let largestLength = 1_000_000_000.0

    private var sizeCache: [ProposedSize: Size] = [:]
    /// The environment's layout inputs the cached sizes were measured under.
    private var cacheInputs: Environment.LayoutInputs?

    /// A node with `children` (subclasses add their own properties).
    public init(children: [Node] = []) {
        setChildren(children)
    }

    /// Replaces the children (a change of structure: this node and its ancestors measure again).
    public func setChildren(_ nodes: [Node]) {
        for c in children where c.parent === self { c.parent = nil }
        children = nodes
        for c in nodes { c.parent = self }
        updateContainsAlignmentGuides()
        invalidateLayout()
    }

    /// Whether this node or one below it writes an alignment guide (`AlignmentGuideWriter`): containers
    /// look for explicit guide values only in such subtrees, so a tree without them lays out as fast as
    /// before guides existed.
    public private(set) var containsAlignmentGuides = false

    /// Whether this node writes an explicit alignment guide value itself (override).
    open var writesAlignmentGuide: Bool { false }

    /// Recomputes `containsAlignmentGuides` here and, where it changed, in the ancestors.
    private func updateContainsAlignmentGuides() {
        var node: Node? = self
        while let n = node {
            let contains = n.writesAlignmentGuide || n.children.contains { $0.containsAlignmentGuides }
            if contains == n.containsAlignmentGuides && n !== self { break }
            n.containsAlignmentGuides = contains
            node = n.parent
        }
    }

    /// The node's explicit value of `guide` when it is `size` — written by an `AlignmentGuideWriter` below
    /// it and carried up — or nil (override in layout containers, which project their children's values
    /// into their own coordinates; a modifier that places its one child over its whole frame passes the
    /// child's on). Nodes that place their children otherwise answer nil by default. Ask through
    /// `explicitValue(_:size:in:)`, which keeps the answers of one layout.
    open func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? { nil }

    /// `explicitAlignment(_:size:in:)`, kept per guide and size until the node's layout changes (a stack
    /// asks each child more than once, level after level).
    public final func explicitValue(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        guard containsAlignmentGuides else { return nil }
        let inputs = environment.layoutInputs
        if inputs != guideCacheInputs { guideCache.removeAll(keepingCapacity: true); guideCacheInputs = inputs }
        let key = GuideCacheKey(guide: guide, size: size)
        if let cached = guideCache[key] { return cached }
        let value = explicitAlignment(guide, size: size, in: environment)
        if guideCache.count > 64 { guideCache.removeAll(keepingCapacity: true) }
        guideCache[key] = .some(value)
        return value
    }

    /// What `explicitValue` keeps: a guide at a size.
    private struct GuideCacheKey: Hashable {
        let guide: AlignmentGuide
        let width: Double, height: Double
        init(guide: AlignmentGuide, size: Size) { self.guide = guide; width = size.width; height = size.height }
    }
    private var guideCache: [GuideCacheKey: Double?] = [:]
    private var guideCacheInputs: Environment.LayoutInputs?

    /// Marks the node's size as possibly changed: its cached measurements and those of every ancestor
    /// are dropped (their sizes depend on it); siblings keep theirs.
    public func invalidateLayout() {
        revision += 1
        var node: Node? = self
        while let n = node {
            n.sizeCache.removeAll(keepingCapacity: true)
            n.guideCache.removeAll(keepingCapacity: true)
            n.measurementProblem = nil
            node = n.parent
        }
    }

    /// Marks a change that alters pixels but not sizes (a colour): nothing is measured again.
    public func invalidateAppearance() {
        revision += 1
    }

    // MARK: Layout

    /// The size the node takes for `proposal` in `environment` — cached per proposal until the node
    /// changes or it is measured under an environment whose layout inputs differ (display scale, font
    /// scale and family, direction, safe area, the values nodes declare they read).
    public final func sizeThatFits(_ proposal: ProposedSize, in environment: Environment) -> Size {
        // (Kept to a small frame — what is not needed while children are measured is in helpers — so a
        // deep tree costs little stack per level, also in a debug build.)
        if let cached = cachedSize(for: proposal, in: environment) { return cached }
        measureCount += 1
        return store(measure(proposal, in: environment), for: proposal)
    }

    /// The size cached for `proposal`, after dropping the cache if the layout inputs changed.
    @inline(never)
    private func cachedSize(for proposal: ProposedSize, in environment: Environment) -> Size? {
        let inputs = environment.layoutInputs
        if inputs != cacheInputs {
            sizeCache.removeAll(keepingCapacity: true)
            measurementProblem = nil
            cacheInputs = inputs
        }
        return sizeCache[proposal]
    }

    /// `measured` made sound and cached for `proposal`: not a number, or infinite (beyond the longest
    /// length) where no infinite length was offered, is a custom node's arithmetic gone wrong. (An infinite
    /// length offered may be taken: a stack asks how far a child stretches.)
    @inline(never)
    private func store(_ measured: Size, for proposal: ProposedSize) -> Size {
        var size = measured
        func sound(_ v: Double, _ offered: Double?) -> Double? {
            if v.isNaN { return 0 }
            if abs(v) > Node.largestLength, offered != .infinity { return v < 0 ? -Node.largestLength : Node.largestLength }
            return nil
        }
        let w = sound(size.width, proposal.width), h = sound(size.height, proposal.height)
        if w != nil || h != nil {
            measurementProblem = "measured \(Node.describe(size.width)) × \(Node.describe(size.height)) points"
            size = Size(w ?? size.width, h ?? size.height)
        }
        if sizeCache.count > 64 {
            sizeCache.removeAll(keepingCapacity: true)
            if w == nil, h == nil { measurementProblem = nil }
        }
        sizeCache[proposal] = size
        return size
    }

    /// Computes the size for `proposal` (override; call children's `sizeThatFits`, never `place`).
    /// The default lays the children on top of each other and takes the largest.
    open func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        var w = 0.0, h = 0.0
        for c in children {
            let s = c.sizeThatFits(proposal, in: environment)
            w = max(w, s.width); h = max(h, s.height)
        }
        return Size(w, h)
    }

    /// Commits `rect` (root coordinates, points; edges snapped to device pixels) and places the children.
    /// `proposal` is the proposal the parent sized the node with: children are placed with the sizes they
    /// gave for it, so placing measures nothing new.
    public final func place(in rect: Rect, proposal: ProposedSize, environment: Environment) {
        frame = snappedFrame(rect, environment)
        placeChildren(in: frame, proposal: proposal, environment: environment)
    }

    /// `rect` made sound (a coordinate or length not a number or beyond the longest length is noted in
    /// `geometryProblem` and brought within it; a negative size is taken as none) and snapped to pixels.
    @inline(never)
    private func snappedFrame(_ rect: Rect, _ environment: Environment) -> Rect {
        var rect = rect
        let limit = Node.largestLength
        placementProblem = nil
        if !(abs(rect.minX) <= limit) || !(abs(rect.minY) <= limit) || !(abs(rect.width) <= limit) || !(abs(rect.height) <= limit) {
            placementProblem = "placed at (\(Node.describe(rect.minX)), \(Node.describe(rect.minY))), "
                + "\(Node.describe(rect.width)) × \(Node.describe(rect.height)) points"
            func coordinate(_ v: Double) -> Double { v.isNaN ? 0 : min(limit, max(-limit, v)) }
            rect = Rect(x: coordinate(rect.minX), y: coordinate(rect.minY), width: coordinate(rect.width), height: coordinate(rect.height))
        }
        let x0 = environment.snap(rect.minX), y0 = environment.snap(rect.minY)
        let x1 = environment.snap(rect.maxX), y1 = environment.snap(rect.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// `v` for a message: whole numbers without decimals, others with at most two, non-finite ones by name.
    public static func describe(_ v: Double) -> String {
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        if abs(v) >= 1e15 { return String(v) }
        return v == v.rounded() ? String(Int(v)) : format2(v)
    }

    /// The nodes of this tree (this one included) whose last layout gave them an unsound geometry
    /// (see `geometryProblem`), depth first.
    public func invalidGeometry() -> [Node] {
        var found: [Node] = []
        var stack: [Node] = [self]
        while let n = stack.popLast() {
            if n.geometryProblem != nil { found.append(n) }
            stack.append(contentsOf: n.children.reversed())
        }
        return found
    }

    /// The width of the widest run of the node's text no line may break inside (a word, a number), when the
    /// node is text (nil otherwise): a horizontal stack offers a text at least this much while it has the
    /// room, so that it breaks between its words rather than inside one. Modifiers that lay their child
    /// out as it is answer for it.
    open func unbreakableWidth(in environment: Environment) -> Double? { nil }

    /// Where the baseline of the node's first (or last) line of text is, down from its top, when it is
    /// `size` (override): a node without text answers its bottom edge, as SwiftUI's views do; a node with
    /// one child answers the child's.
    open func textBaseline(first: Bool, size: Size, in environment: Environment) -> Double {
        guard children.count == 1 else { return size.height }
        return children[0].textBaseline(first: first, size: size, in: environment)
    }

    /// Places the children inside `bounds` (override). The default offers each child the node's own
    /// proposal and centres it at the size it answers.
    open func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        for c in children {
            let s = c.sizeThatFits(proposal, in: environment)
            c.place(in: Alignment.center.rect(of: s, in: bounds, environment), proposal: proposal, environment: environment)
        }
    }

    // MARK: Drawing

    /// Draws the node and its children (override `drawContent` for what the node itself shows).
    open func draw(on canvas: Canvas, environment: Environment) {
        drawContent(on: canvas, environment: environment)
        for c in childrenInDrawingOrder { c.draw(on: canvas, environment: environment) }
    }

    /// The children in the order they are drawn: by `zIndex`, equal ones in their order.
    public var childrenInDrawingOrder: [Node] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// What the node itself shows, under its children (default: nothing).
    open func drawContent(on canvas: Canvas, environment: Environment) {}

    /// Checks that every node below this one is in the tree once, as its parent's child: a retained node
    /// has one place and one frame, so a node listed twice (`HStack { dot; dot }`) or moved into another
    /// tree would be laid out in several places and drawn in one. `Renderer` checks before every layout.
    /// - Throws: `NodeTreeError` naming the node and where it is.
    public final func validateTree() throws {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        func name(_ n: Node) -> String { n.kind + (n.identifier.map { " #\($0)" } ?? "") }
        // Depth first without recursion, so the check itself needs no stack however deep the tree is.
        var stack: [(node: Node, depth: Int)] = [(self, 1)]
        while let (n, depth) = stack.popLast() {
            guard depth <= Node.maximumDepth else {
                throw NodeTreeError("the tree is more than \(Node.maximumDepth) nodes deep (at \(name(n))): layout, drawing and hit testing "
                                    + "go at most Node.maximumDepth nodes down — a real screen is some tens deep")
            }
            for (i, c) in n.children.enumerated() {
                guard c.parent === n else {
                    throw NodeTreeError("\(name(c)), child \(i + 1) of \(name(n)), has been put into another tree (under \(c.parent.map(name) ?? "nothing")); "
                                        + "a node draws in one place: make a new node for each tree")
                }
                guard seen.insert(ObjectIdentifier(c)).inserted else {
                    let first = n.children.firstIndex { $0 === c }.map { $0 + 1 } ?? 0
                    throw NodeTreeError("\(name(c)) is in the tree more than once (children \(first) and \(i + 1) of \(name(n))); "
                                        + "a node draws in one place: make one node for each place, e.g. with a function that returns a new node")
                }
            }
            for c in n.children.reversed() { stack.append((c, depth + 1)) }
        }
    }

    /// The deepest tree laid out: 3,000 nodes, root included (checked by `validateTree()`, before every
    /// layout). Layout, drawing and hit testing recurse once a level, at most about 2 KB of stack a level in
    /// a debug build (a stack's; most nodes take under half a kilobyte): within the 8 MiB stack of a main
    /// thread, a test thread or a clip worker, and far deeper than a real screen.
    public static let maximumDepth = 3_000

    /// Resolves what the node needs before layout (fonts); the first failure stops the render.
    open func prepare(_ environment: Environment) throws {
        for c in children { try c.prepare(environment) }
    }

    // MARK: Finding and hit testing

    /// The node's kind in layout dumps.
    open var kind: String { String(describing: type(of: self)) }

    /// Extra words for the layout dump (a text's string, a stack's spacing).
    open var dumpDetails: String { "" }

    /// The first node (depth first, this one included) with `identifier`.
    public func find(_ identifier: String) -> Node? {
        if self.identifier == identifier { return self }
        for c in children { if let found = c.find(identifier) { return found } }
        return nil
    }

    /// Whether the node hides itself and its children from taps (opacity 0 does).
    open var isHiddenFromHitTesting: Bool { false }
    /// Whether points outside the frame cannot reach the children (clipping nodes).
    open var clipsHitTesting: Bool { false }

    /// Whether `point`, inside the frame, is inside the node's clip (override for a clip shape: a circle
    /// clip's corners are outside it). Asked only of nodes that clip hit testing.
    open func clipContains(_ point: Point) -> Bool { true }

    /// The front-most node under `point` (root coordinates) that accepts taps: children are searched
    /// from the top of the drawing order down, clips cut off what lies outside them, and a node at
    /// opacity 0 receives nothing.
    public func hitTest(_ point: Point) -> Node? { hitTest(point) { $0.acceptsTaps } }

    /// The front-most node under `point` (root coordinates) that `accepts` (a node with a tap, a drag or a
    /// long press registered for it): the one hit test taps, drags and presses share. Children are searched
    /// from the top of the drawing order down (`zIndex` first, then later siblings), deepest first; a clip
    /// (`clipsHitTesting`: a clip shape, a scroll view) cuts off what lies outside it; a node hidden from
    /// hit testing (hidden, at opacity 0, with hit testing turned off) and what it holds receive nothing.
    public func hitTest(_ point: Point, where accepts: (Node) -> Bool) -> Node? {
        if isHiddenFromHitTesting { return nil }
        let inside = point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
        if clipsHitTesting && !(inside && clipContains(point)) { return nil }
        for c in childrenInDrawingOrder.reversed() {
            if let hit = c.hitTest(point, where: accepts) { return hit }
        }
        return inside && accepts(self) ? self : nil
    }

    /// A text dump of the laid-out tree: kind, identifier, frame in points, one node a line.
    public func layoutDump() -> String {
        var lines: [String] = []
        func visit(_ n: Node, _ depth: Int) {
            func f(_ v: Double) -> String { Node.describe(v) }
            var line = String(repeating: "  ", count: depth) + n.kind
            if let id = n.identifier { line += " #\(id)" }
            line += " (\(f(n.frame.minX)), \(f(n.frame.minY)), \(f(n.frame.width)) × \(f(n.frame.height)))"
            if !n.dumpDetails.isEmpty { line += " " + n.dumpDetails }
            lines.append(line)
            for c in n.children { visit(c, depth + 1) }
        }
        visit(self, 0)
        return lines.joined(separator: "\n")
    }
}

/// `v` with at most two decimals, trailing zeros dropped.
func format2(_ v: Double) -> String {
    var s = String((v * 100).rounded() / 100)
    if s.hasSuffix(".0") { s.removeLast(2) }
    return s
}

/// Horizontal placement: leading and trailing follow the layout direction.
public enum HorizontalAlignment: Sendable, Hashable {
    case leading, center, trailing
    /// By a guide of the user's (SwiftUI's `HorizontalAlignment(_:)` of an `AlignmentID`).
    case custom(AlignmentGuide)

    /// Whether this is a guide of the user's (containers then align through guide values).
    public var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }

    /// The guide this alignment lines children up by.
    public var guide: AlignmentGuide {
        switch self {
        case .leading: return .leading
        case .center: return .horizontalCenter
        case .trailing: return .trailing
        case .custom(let guide): return guide
        }
    }

    /// The offset of a child `width` wide inside `available` (by default guide values: a container that
    /// honours explicit ones aligns through `guide`).
    func offset(_ width: Double, in available: Double, _ direction: LayoutDirection) -> Double {
        switch (self, direction) {
        case (.center, _): return (available - width) / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return 0
        case (.trailing, .leftToRight), (.leading, .rightToLeft): return available - width
        case (.custom(let guide), _):
            let lead = guide.defaultValue(GuideDimensions(width: available, height: 0)) - guide.defaultValue(GuideDimensions(width: width, height: 0))
            let x = lead.isFinite ? lead : 0
            return direction == .leftToRight ? x : available - width - x
        }
    }
}

/// Vertical placement: by the top, centre or bottom edge, or — in a row (`HStack`) — by the baseline of
/// the children's first or last line of text (a child without text by its bottom edge, as SwiftUI's).
public enum VerticalAlignment: Sendable, Hashable {
    case top, center, bottom
    /// The baseline of the first line of text.
    case firstTextBaseline
    /// The baseline of the last line of text.
    case lastTextBaseline
    /// By a guide of the user's (SwiftUI's `VerticalAlignment(_:)` of an `AlignmentID`).
    case custom(AlignmentGuide)

    /// Whether this is one of the text baselines.
    public var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }

    /// Whether this is a guide of the user's (containers then align through guide values).
    public var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }

    /// The guide this alignment lines children up by.
    public var guide: AlignmentGuide {
        switch self {
        case .top: return .top
        case .center: return .verticalCenter
        case .bottom: return .bottom
        case .firstTextBaseline: return .firstTextBaseline
        case .lastTextBaseline: return .lastTextBaseline
        case .custom(let guide): return guide
        }
    }

    /// Where a child of `height` goes in `available` (a baseline, outside a row, places it at the top; by
    /// default guide values: a container that honours explicit ones aligns through `guide`).
    func offset(_ height: Double, in available: Double) -> Double {
        switch self {
        case .top, .firstTextBaseline, .lastTextBaseline: return 0
        case .center: return (available - height) / 2
        case .bottom: return available - height
        case .custom(let guide):
            let y = guide.defaultValue(GuideDimensions(width: 0, height: available)) - guide.defaultValue(GuideDimensions(width: 0, height: height))
            return y.isFinite ? y : 0
        }
    }
}

/// Placement on both axes.
public struct Alignment: Sendable, Hashable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    /// The nine usual alignments (leading and trailing follow the layout direction).
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Leading, by the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centred, by the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing, by the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading, by the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centred, by the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, by the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// Whether either part is a user's guide (containers then align through guide values).
    public var usesGuides: Bool { horizontal.isCustom || vertical.isCustom }

    /// Where a child of `size` goes inside `bounds`.
    public func rect(of size: Size, in bounds: Rect, _ environment: Environment) -> Rect {
        Rect(x: bounds.minX + horizontal.offset(size.width, in: bounds.width, environment.layoutDirection),
             y: bounds.minY + vertical.offset(size.height, in: bounds.height),
             width: size.width, height: size.height)
    }
}

/// Builds arrays of nodes from `{ … }` blocks, with `if`, `if/else` and `for` inside.
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first: [Node]) -> [Node] { first }
    public static func buildEither(second: [Node]) -> [Node] { second }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}
