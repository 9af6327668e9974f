import Canvas

// Stacks, spacers and dividers: the nodes that share space.

/// The axis a stack lays its children along.
public enum StackAxis: Sendable { case horizontal, vertical }

/// The shared algorithm of HStack and VStack (SwiftUI's): children with a higher `layoutPriority` are
/// sized first, offered what is left after the smallest sizes of the rest; within one priority each
/// child's flexibility along the axis is the difference between its size for an unlimited and for a zero
/// proposal, and the least flexible are sized first, each offered an equal share of the space left — so
/// spacers and flexible frames take what remains.
public class AxisStack: Node {
    /// The axis children are laid along.
    public let axis: StackAxis
    /// The gap between neighbouring children, in points.
    public var spacing: Double { didSet { invalidateLayout() } }
    /// The gap after each child but the last, in points, in place of `spacing` (SwiftUI's spacing by the
    /// pair of views: none between two texts in a column); ignored unless it has one gap per neighbouring
    /// pair.
    public var gaps: [Double]? = nil { didSet { invalidateLayout() } }

    /// `gaps` when it fits the children (one per neighbouring pair), else nil.
    private var fittingGaps: [Double]? { gaps?.count == children.count - 1 ? gaps : nil }
    /// The gap between child `i` and child `i + 1` (after the last child, as placing asks, `spacing`).
    func gap(after i: Int) -> Double {
        guard let gaps = fittingGaps, i < gaps.count else { return spacing }
        return gaps[i]
    }
    /// The sum of the gaps between the children.
    var totalGaps: Double { fittingGaps.map { $0.reduce(0, +) } ?? spacing * Double(max(0, children.count - 1)) }

    init(axis: StackAxis, spacing: Double, children: [Node]) {
        self.axis = axis
        self.spacing = spacing
        super.init(children: children)
    }

    private func along(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
    private func across(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
    private func proposal(along a: Double?, across c: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: a, height: c) : ProposedSize(width: c, height: a)
    }

    /// The children's sizes for `proposal`, in child order.
    func childSizes(_ proposal: ProposedSize, _ env: Environment) -> [Size] {
        childLayout(proposal, env).map(\.size)
    }

    /// Each child's size and the proposal it was sized with, in child order.
    /// (The work is in helpers with small frames: this function's frame is live while every child below it
    /// is measured, so a deep tree of stacks costs little stack per level, also in a debug build.)
    func childLayout(_ proposal: ProposedSize, _ env: Environment) -> [(size: Size, proposal: ProposedSize)] {
        guard !children.isEmpty else { return [] }
        let crossProposal = axis == .horizontal ? proposal.height : proposal.width
        guard let total = axis == .horizontal ? proposal.width : proposal.height else {
            return measureAll(self.proposal(along: nil, across: crossProposal), env)
        }
        let most = lengthsAlong(self.proposal(along: .infinity, across: crossProposal), env)
        let least = lengthsAlong(self.proposal(along: 0, across: crossProposal), env)
        return distribute(total, crossProposal, order: offerOrder(most: most, least: least), ideal: most, env)
    }

    /// Every child measured for `p`.
    @inline(never)
    private func measureAll(_ p: ProposedSize, _ env: Environment) -> [(size: Size, proposal: ProposedSize)] {
        var result: [(size: Size, proposal: ProposedSize)] = []
        result.reserveCapacity(children.count)
        for c in children { result.append((c.sizeThatFits(p, in: env), p)) }
        return result
    }

    /// Every child's length along the axis for `p`.
    @inline(never)
    private func lengthsAlong(_ p: ProposedSize, _ env: Environment) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(children.count)
        for c in children { result.append(along(c.sizeThatFits(p, in: env))) }
        return result
    }

    /// The order children are offered space in — higher layout priorities first, each group offered what
    /// is left after the smallest sizes of the lower groups (`reserved`); inside a group, least flexible
    /// first, each offered an equal share of what its group has left (`sharers`: how many share it then).
    @inline(never)
    private func offerOrder(most: [Double], least: [Double]) -> [(child: Int, groupStart: Bool, reserved: Double, sharers: Int)] {
        let flexibility = zip(most, least).map { $0 - $1 }
        var order: [(child: Int, groupStart: Bool, reserved: Double, sharers: Int)] = []
        for priority in Set(children.map(\.layoutPriority)).sorted(by: >) {
            let members = children.indices.filter { children[$0].layoutPriority == priority }
                .sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + least[$1] }
            for (k, i) in members.enumerated() { order.append((i, k == 0, reserved, members.count - k)) }
        }
        return order
    }

    /// The children measured in `order`, each offered its share of `total` less the spacing.
    @inline(never)
    private func distribute(_ total: Double, _ crossProposal: Double?, order: [(child: Int, groupStart: Bool, reserved: Double, sharers: Int)],
                            ideal: [Double], _ env: Environment) -> [(size: Size, proposal: ProposedSize)] {
        var remaining = total - totalGaps
        var groupRemaining = 0.0
        var result = [(size: Size, proposal: ProposedSize)](repeating: (.zero, .zero), count: children.count)
        for step in order {
            if step.groupStart { groupRemaining = remaining - step.reserved }
            var share = max(0, groupRemaining / Double(step.sharers))
            // A text whose share is narrower than its widest word is offered that word's width while its group
            // has the room, as SwiftUI's stack sizes a text: it breaks between words, not inside one (a
            // price beside a long name keeps its digits together).
            // (Asked only of a child whose ideal length does not fit its share: the others fit as they are.)
            if axis == .horizontal, ideal[step.child] > share, let word = children[step.child].unbreakableWidth(in: env), word > share {
                share = max(share, min(word, groupRemaining))
            }
            let p = self.proposal(along: share, across: crossProposal)
            let s = children[step.child].sizeThatFits(p, in: env)
            result[step.child] = (s, p)
            groupRemaining -= along(s)
            remaining -= along(s)
        }
        return result
    }

    override public func measure(_ proposal: ProposedSize, in env: Environment) -> Size {
        let sizes = childSizes(proposal, env)
        guard !sizes.isEmpty else { return .zero }
        let length = sizes.reduce(0) { $0 + along($1) } + totalGaps
        let thickness = sizes.map(across).max() ?? 0
        return axis == .horizontal ? Size(length, thickness) : Size(thickness, length)
    }

    /// Each child's value of `guide` (across the axis) at its size, and how far the children reach before
    /// and after the line those values are put on.
    func guideLine(_ guide: AlignmentGuide, _ sizes: [Size], _ env: Environment) -> (each: [Double], before: Double, after: Double) {
        let each = zip(children, sizes).map { c, s in c.guideValue(guide, size: s, in: env) }
        let before = each.max() ?? 0
        let after = zip(sizes, each).map { across($0) - $1 }.max() ?? 0
        return (each, before, after)
    }

    /// The children's origins when the stack is `size`, with horizontal positions from the leading edge
    /// (for combining explicit guide values), and their sizes.
    func childOrigins(size: Size, across guide: AlignmentGuide, _ env: Environment) -> (origins: [Point], sizes: [Size]) {
        let sizes = childSizes(ProposedSize(size), env)
        let line = guideLine(guide, sizes, env)
        var along = 0.0
        var origins: [Point] = []
        for (i, s) in sizes.enumerated() {
            let cross = line.before - line.each[i]
            origins.append(axis == .horizontal ? Point(along, cross) : Point(cross, along))
            along += self.along(s) + gap(after: i)
        }
        return (origins, sizes)
    }

    override public var dumpDetails: String {
        guard let gaps = fittingGaps, let first = gaps.first else { return "spacing \(format2(spacing))" }
        return "spacing " + (gaps.allSatisfy { $0 == first } ? format2(first) : gaps.map(format2).joined(separator: ", "))
    }
}

/// Children side by side, leading to trailing (mirrored right-to-left), aligned vertically.
public final class HStack: AxisStack {
    /// How children of different heights line up.
    public var alignment: VerticalAlignment { didSet { invalidateLayout() } }

    /// Children side by side with `spacing` points between them.
    public init(alignment: VerticalAlignment = .center, spacing: Double = 8, @NodeBuilder _ content: () throws -> [Node]) rethrows {
        self.alignment = alignment
        super.init(axis: .horizontal, spacing: spacing, children: try content())
    }

    /// The children's baselines and the row's height above and below them, for a baseline alignment.
    private func baselines(_ sizes: [Size], _ environment: Environment) -> (each: [Double], above: Double, below: Double) {
        let first = alignment == .firstTextBaseline
        let each = zip(children, sizes).map { c, s -> Double in
            let b = c.textBaseline(first: first, size: s, in: environment)
            return b.isFinite ? b : s.height
        }
        let above = each.max() ?? 0
        let below = zip(sizes, each).map { $0.height - $1 }.max() ?? 0
        return (each, above, below)
    }

    /// Whether children line up through guide values: a user's guide, or explicit values written below.
    private var alignsByGuides: Bool { alignment.isCustom || containsAlignmentGuides }

    override public func measure(_ proposal: ProposedSize, in env: Environment) -> Size {
        let size = super.measure(proposal, in: env)
        guard !children.isEmpty else { return size }
        if alignsByGuides {
            let line = guideLine(alignment.guide, childSizes(proposal, env), env)
            return Size(size.width, max(0, line.before + line.after))
        }
        guard alignment.isTextBaseline else { return size }
        let line = baselines(childSizes(proposal, env), env)
        return Size(size.width, max(0, line.above + line.below))
    }

    override public func textBaseline(first: Bool, size: Size, in environment: Environment) -> Double {
        // The row's baseline: its aligned baseline, or its first child's where it sits.
        let laid = childLayout(ProposedSize(size), environment)
        guard !laid.isEmpty else { return size.height }
        let s = laid[0].size
        if alignsByGuides {
            let line = guideLine(alignment.guide, laid.map(\.size), environment)
            return line.before - line.each[0] + children[0].textBaseline(first: first, size: s, in: environment)
        }
        if alignment.isTextBaseline { return baselines(laid.map(\.size), environment).above }
        return alignment.offset(s.height, in: size.height) + children[0].textBaseline(first: first, size: s, in: environment)
    }

    override public func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        guard containsAlignmentGuides, guide.combining != .none else { return nil }
        let laid = childOrigins(size: size, across: alignment.guide, environment)
        return combinedExplicitAlignment(guide, origins: laid.origins, sizes: laid.sizes, in: environment)
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        let laid = childLayout(proposal, environment)
        let rtl = environment.layoutDirection == .rightToLeft
        var x = rtl ? bounds.maxX : bounds.minX
        let guides = alignsByGuides ? guideLine(alignment.guide, laid.map(\.size), environment) : nil
        let line = guides == nil && alignment.isTextBaseline ? baselines(laid.map(\.size), environment) : nil
        for (i, (c, (s, p))) in zip(children, laid).enumerated() {
            let y = guides.map { bounds.minY + $0.before - $0.each[i] }
                ?? line.map { bounds.minY + $0.above - $0.each[i] } ?? bounds.minY + alignment.offset(s.height, in: bounds.height)
            if rtl { x -= s.width }
            c.place(in: Rect(x: x, y: y, width: s.width, height: s.height), proposal: p, environment: environment)
            x += rtl ? -gap(after: i) : s.width + gap(after: i)
        }
    }
}

/// Children one above another, top to bottom, aligned horizontally (leading follows the direction).
public final class VStack: AxisStack {
    /// How children of different widths line up.
    public var alignment: HorizontalAlignment { didSet { invalidateLayout() } }

    /// Children one above another with `spacing` points between them.
    public init(alignment: HorizontalAlignment = .center, spacing: Double = 8, @NodeBuilder _ content: () throws -> [Node]) rethrows {
        self.alignment = alignment
        super.init(axis: .vertical, spacing: spacing, children: try content())
    }

    override public func textBaseline(first: Bool, size: Size, in environment: Environment) -> Double {
        // A column's first baseline is its first child's; its last, its last child's where it sits.
        let laid = childLayout(ProposedSize(size), environment)
        guard let edge = first ? laid.first : laid.last else { return size.height }
        let child = first ? children[0] : children[children.count - 1]
        let top = first ? 0 : laid.dropLast().enumerated().reduce(0) { $0 + $1.element.size.height + gap(after: $1.offset) }
        return top + child.textBaseline(first: first, size: edge.size, in: environment)
    }

    /// Whether children line up through guide values: a user's guide, or explicit values written below.
    private var alignsByGuides: Bool { alignment.isCustom || containsAlignmentGuides }

    override public func measure(_ proposal: ProposedSize, in env: Environment) -> Size {
        let size = super.measure(proposal, in: env)
        guard alignsByGuides, !children.isEmpty else { return size }
        let line = guideLine(alignment.guide, childSizes(proposal, env), env)
        return Size(max(0, line.before + line.after), size.height)
    }

    override public func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        guard containsAlignmentGuides, guide.combining != .none else { return nil }
        let laid = childOrigins(size: size, across: alignment.guide, environment)
        return combinedExplicitAlignment(guide, origins: laid.origins, sizes: laid.sizes, in: environment)
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        let laid = childLayout(proposal, environment)
        let rtl = environment.layoutDirection == .rightToLeft
        let line = alignsByGuides ? guideLine(alignment.guide, laid.map(\.size), environment) : nil
        var y = bounds.minY
        for (i, (c, (s, p))) in zip(children, laid).enumerated() {
            var x = bounds.minX + alignment.offset(s.width, in: bounds.width, environment.layoutDirection)
            if let line {
                // From the leading edge: the child's guide value on the column's line.
                let lead = line.before - line.each[i]
                x = rtl ? bounds.maxX - lead - s.width : bounds.minX + lead
            }
            c.place(in: Rect(x: x, y: y, width: s.width, height: s.height), proposal: p, environment: environment)
            y += s.height + gap(after: i)
        }
    }
}

/// Children on top of each other (later ones in front), each at its own size, aligned in the stack.
public final class ZStack: Node {
    /// Where each child sits in the stack.
    public var alignment: Alignment { didSet { invalidateLayout() } }

    /// Children on top of each other.
    public init(alignment: Alignment = .center, @NodeBuilder _ content: () throws -> [Node]) rethrows {
        self.alignment = alignment
        super.init(children: try content())
    }

    /// Whether children line up through guide values: a user's guide, or explicit values written below.
    private var alignsByGuides: Bool { alignment.usesGuides || containsAlignmentGuides }

    /// Each child's origin (horizontally from the leading edge) in a stack whose children are `sizes`,
    /// and the stack's size: every child's guide values on the stack's two lines.
    private func guideLayout(_ sizes: [Size], _ env: Environment) -> (origins: [Point], size: Size) {
        let xs = zip(children, sizes).map { c, s in c.guideValue(alignment.horizontal.guide, size: s, in: env) }
        // (A text baseline places children at the top, as without guides.)
        let ys = zip(children, sizes).map { c, s in alignment.vertical.isTextBaseline ? 0 : c.guideValue(alignment.vertical.guide, size: s, in: env) }
        let left = xs.max() ?? 0, top = ys.max() ?? 0
        let right = zip(sizes, xs).map { $0.width - $1 }.max() ?? 0
        let bottom = zip(sizes, ys).map { $0.height - $1 }.max() ?? 0
        let origins = zip(xs, ys).map { Point(left - $0, top - $1) }
        return (origins, Size(max(0, left + right), max(0, top + bottom)))
    }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        guard alignsByGuides, !children.isEmpty else { return super.measure(proposal, in: environment) }
        return guideLayout(children.map { $0.sizeThatFits(proposal, in: environment) }, environment).size
    }

    override public func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        guard containsAlignmentGuides, guide.combining != .none else { return nil }
        let sizes = children.map { $0.sizeThatFits(ProposedSize(size), in: environment) }
        return combinedExplicitAlignment(guide, origins: guideLayout(sizes, environment).origins, sizes: sizes, in: environment)
    }

    override public func placeChildren(in bounds: Rect, proposal: ProposedSize, environment: Environment) {
        guard alignsByGuides else {
            for c in children {
                let s = c.sizeThatFits(proposal, in: environment)
                c.place(in: alignment.rect(of: s, in: bounds, environment), proposal: proposal, environment: environment)
            }
            return
        }
        let sizes = children.map { $0.sizeThatFits(proposal, in: environment) }
        let laid = guideLayout(sizes, environment)
        // The children's group sits in the bounds as one child of the group's size would.
        let group = alignment.rect(of: laid.size, in: bounds, environment)
        let rtl = environment.layoutDirection == .rightToLeft
        for (i, c) in children.enumerated() {
            let o = laid.origins[i], s = sizes[i]
            let x = rtl ? group.maxX - o.x - s.width : group.minX + o.x
            c.place(in: Rect(x: x, y: group.minY + o.y, width: s.width, height: s.height), proposal: proposal, environment: environment)
        }
    }
}

/// Empty space that grows along its stack's axis (at least `minLength`); across the axis it takes nothing.
/// Its layout priority is −∞, as SwiftUI's: a stack sizes every other child first, keeping only the
/// spacers' least lengths back, and the spacers share what is left (a text beside a spacer gets the width
/// it needs). A priority set on the spacer replaces it.
public final class Spacer: Node {
    /// The least space the spacer takes along its stack, in points.
    public var minLength: Double { didSet { invalidateLayout() } }

    /// A spacer of at least `minLength` points.
    public init(minLength: Double = 8) {
        self.minLength = minLength
        super.init()
        layoutPriority = -.infinity
    }

    /// The axis of the stack the spacer is in (a spacer outside a stack grows both ways).
    private var axis: StackAxis? { (parent as? AxisStack)?.axis }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        switch axis {
        case .horizontal: return Size(max(minLength, proposal.width ?? minLength), 0)
        case .vertical: return Size(0, max(minLength, proposal.height ?? minLength))
        case nil: return Size(max(minLength, proposal.width ?? minLength), max(minLength, proposal.height ?? minLength))
        }
    }
}

/// A separator line one device pixel thick, across its stack's axis (horizontal outside an HStack).
public final class Divider: Node {
    /// The line's colour (the separator colour by default).
    public var color: Fill { didSet { invalidateAppearance() } }

    /// A one-device-pixel line.
    public init(color: Fill = .semantic(.separator)) {
        self.color = color
        super.init()
    }

    private var isVertical: Bool { (parent as? AxisStack)?.axis == .horizontal }

    override public func measure(_ proposal: ProposedSize, in environment: Environment) -> Size {
        let hairline = 1 / environment.displayScale
        return isVertical ? Size(hairline, proposal.height ?? 0) : Size(proposal.width ?? 0, hairline)
    }

    override public func drawContent(on canvas: Canvas, environment: Environment) {
        canvas.fill(frame, with: color.paint(in: environment, frame: frame))
    }
}
