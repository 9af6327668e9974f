import Canvas

// Alignment guides, as SwiftUI's: each alignment (leading, centre, a text baseline, or one of the user's
// own) is a guide, a position across a node computed from its size. A container lines its children up by
// a guide: each child's guide value — its explicit one, written by `AlignmentGuideWriter` below it, or the
// guide's default for its size — is put on one line. Explicit values written deep in a subtree reach the
// container through the layout nodes between, projected into each one's coordinates and combined as the
// guide says (a user's guide averages its children's values; leading, centre, trailing, top and bottom
// stop at the first layout container, as SwiftUI's frame alignments do).
//
// Horizontal values are measured from the node's leading edge (from its right edge in a right-to-left
// layout), so a guide written for a left-to-right layout mirrors with it.

/// An alignment guide's identity and default value (SwiftUI's `AlignmentKey` and `AlignmentID`).
public struct AlignmentGuide: Hashable, Sendable, CustomStringConvertible {
    /// The axis a guide's values are measured along.
    public enum Axis: Sendable, Hashable {
        /// Across a row (leading to trailing): a guide of a column's alignment.
        case horizontal
        /// Down a column (top to bottom): a guide of a row's alignment.
        case vertical
    }

    /// How children's explicit values of a guide make their container's explicit value.
    public enum Combining: Sendable, Hashable {
        /// They do not: the container has no explicit value (SwiftUI's frame alignments).
        case none
        /// Their mean (SwiftUI's default for a user's guide).
        case average
        /// The smallest (the first text baseline).
        case minimum
        /// The largest (the last text baseline).
        case maximum
    }

    /// The axis the guide's values are measured along.
    public let axis: Axis
    /// The guide's name, for dumps and messages.
    public let name: String
    /// What tells two guides of one name apart (a user's alignment type), or nil for a built-in guide.
    public let identity: ObjectIdentifier?
    /// How explicit values combine in a container.
    public let combining: Combining
    /// The guide's value for a node without an explicit one.
    public let defaultValue: @Sendable (GuideDimensions) -> Double

    /// A guide named `name` on `axis`, whose value defaults to `defaultValue` (SwiftUI's `AlignmentID`).
    public init(axis: Axis, name: String, identity: ObjectIdentifier? = nil, combining: Combining = .average,
                defaultValue: @escaping @Sendable (GuideDimensions) -> Double) {
        self.axis = axis; self.name = name; self.identity = identity; self.combining = combining
        self.defaultValue = defaultValue
    }

    /// Guides are the same guide when their axis, name and identity are (their default values are not
    /// compared: a guide has one).
    public static func == (a: AlignmentGuide, b: AlignmentGuide) -> Bool {
        a.axis == b.axis && a.name == b.name && a.identity == b.identity
    }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(axis); hasher.combine(name); hasher.combine(identity) }
    /// The guide's name.
    public var description: String { name }

    /// The leading edge.
    public static let leading = AlignmentGuide(axis: .horizontal, name: "leading", combining: .none) { _ in 0 }
    /// The middle across.
    public static let horizontalCenter = AlignmentGuide(axis: .horizontal, name: "center", combining: .none) { $0.width / 2 }
    /// The trailing edge.
    public static let trailing = AlignmentGuide(axis: .horizontal, name: "trailing", combining: .none) { $0.width }
    /// The top edge.
    public static let top = AlignmentGuide(axis: .vertical, name: "top", combining: .none) { _ in 0 }
    /// The middle down.
    public static let verticalCenter = AlignmentGuide(axis: .vertical, name: "center", combining: .none) { $0.height / 2 }
    /// The bottom edge.
    public static let bottom = AlignmentGuide(axis: .vertical, name: "bottom", combining: .none) { $0.height }
    /// The baseline of the first line of text (the bottom edge of a node without text).
    public static let firstTextBaseline = AlignmentGuide(axis: .vertical, name: "firstTextBaseline", combining: .minimum) {
        $0.textBaseline(first: true)
    }
    /// The baseline of the last line of text (the bottom edge of a node without text).
    public static let lastTextBaseline = AlignmentGuide(axis: .vertical, name: "lastTextBaseline", combining: .maximum) {
        $0.textBaseline(first: false)
    }

    /// `value` combined into `result`, the `n`-th value (from 0) to be combined.
    func combine(_ value: Double, _ n: Int, into result: inout Double?) {
        switch combining {
        case .none: break
        case .average: result = n == 0 ? value : ((result ?? value) * Double(n) + value) / Double(n + 1)
        case .minimum: result = min(value, result ?? .infinity)
        case .maximum: result = max(value, result ?? -.infinity)
        }
    }
}

/// A node's size and its alignment guides, as a guide's default value and `AlignmentGuideWriter`'s
/// closure see them (SwiftUI's `ViewDimensions`).
public struct GuideDimensions {
    /// The node's width, in points.
    public let width: Double
    /// The node's height, in points.
    public let height: Double
    /// The node whose guides these are (nil: a container's own frame, which has only default values).
    let node: Node?
    /// The environment the node is laid out in.
    let environment: Environment

    /// The dimensions of `node` at `size` (nil: default values only).
    public init(width: Double, height: Double, node: Node? = nil, environment: Environment = Environment()) {
        self.width = width; self.height = height; self.node = node; self.environment = environment
    }

    /// The node's value of `guide`: its explicit one, else the guide's default.
    public subscript(guide: AlignmentGuide) -> Double {
        if let value = self[explicit: guide] { return value }
        return guide.defaultValue(self)
    }

    /// The node's explicit value of `guide`, if something below it wrote one.
    public subscript(explicit guide: AlignmentGuide) -> Double? {
        node?.explicitValue(guide, size: Size(width, height), in: environment)
    }

    /// Where the node's first (or last) text baseline is, down from its top (its bottom without text).
    public func textBaseline(first: Bool) -> Double {
        guard let node else { return height }
        let b = node.textBaseline(first: first, size: Size(width, height), in: environment)
        return b.isFinite ? b : height
    }
}

extension Node {
    /// The node's value of `guide` at `size`: the explicit one written below it, else the guide's default.
    public func guideValue(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double {
        let value = GuideDimensions(width: size.width, height: size.height, node: self, environment: environment)[guide]
        return value.isFinite ? value : 0
    }

    /// The explicit values of `guide` of children placed at `origins` (leading-origin coordinates) with
    /// `sizes`, combined as the guide says (what a container's `explicitAlignment` answers).
    func combinedExplicitAlignment(_ guide: AlignmentGuide, origins: [Point], sizes: [Size], in environment: Environment) -> Double? {
        guard guide.combining != .none, containsAlignmentGuides else { return nil }
        var result: Double?
        var n = 0
        for (i, c) in children.enumerated() where c.containsAlignmentGuides {
            guard let v = c.explicitValue(guide, size: sizes[i], in: environment), v.isFinite else { continue }
            guide.combine((guide.axis == .horizontal ? origins[i].x : origins[i].y) + v, n, into: &result)
            n += 1
        }
        return result
    }
}

/// A child whose value of one alignment guide is computed from its dimensions (SwiftUI's
/// `alignmentGuide(_:computeValue:)`): the container aligning by that guide puts this value on its line.
public final class AlignmentGuideWriter: SingleChildModifier {
    /// The guide written.
    public let guide: AlignmentGuide
    /// The guide's value from the child's dimensions.
    public let computeValue: (GuideDimensions) -> Double

    /// `child` with its value of `guide` given by `computeValue`.
    public init(_ guide: AlignmentGuide, _ child: Node, computeValue: @escaping (GuideDimensions) -> Double) {
        self.guide = guide
        self.computeValue = computeValue
        super.init(child: child)
    }

    override public var writesAlignmentGuide: Bool { true }

    override public func explicitAlignment(_ guide: AlignmentGuide, size: Size, in environment: Environment) -> Double? {
        guard guide == self.guide else { return children[0].explicitValue(guide, size: size, in: environment) }
        let value = computeValue(GuideDimensions(width: size.width, height: size.height, node: children[0], environment: environment))
        return value.isFinite ? value : nil
    }

    override public var kind: String { "AlignmentGuide" }
    override public var dumpDetails: String { guide.name }
}

extension Node {
    /// This node with its value of `guide` computed from its dimensions (SwiftUI's `alignmentGuide`).
    public func alignmentGuide(_ guide: AlignmentGuide, computeValue: @escaping (GuideDimensions) -> Double) -> Node {
        AlignmentGuideWriter(guide, self, computeValue: computeValue)
    }
}
