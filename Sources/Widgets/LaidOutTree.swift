import Canvas

/// A tree laid out once, with every node's frame kept: drawn, hit-tested or dumped later, it first puts
/// its frames back (a cheap walk, nothing measured), so that laying the same nodes out again in between —
/// a copy of a scene rendered in another environment, or at another position — changes nothing it shows.
/// A laid-out tree is a value, good until it is dropped. (Nodes are not locked: lay out and draw trees
/// that share nodes on one thread.)
public struct LaidOutTree {
    /// The tree's root.
    public let root: Node
    /// The environment it was laid out in (and is drawn in).
    public let environment: Environment
    private let frames: [(node: Node, frame: Rect)]

    /// Lays `root` out for `size` points (as `Renderer.layout(_:size:environment:)`) and keeps the frames.
    /// - Throws: `NodeTreeError`, `FontError`.
    public init(_ root: Node, size: Size, environment: Environment) throws {
        try Renderer.layout(root, size: size, environment: environment)
        self.init(placed: root, environment: environment)
    }

    /// Lays `root` out in `rect` (as `Renderer.layout(_:in:environment:alignment:)`) and keeps the frames.
    /// - Throws: `NodeTreeError`, `FontError`.
    public init(_ root: Node, in rect: Rect, environment: Environment, alignment: Alignment = .topLeading) throws {
        try Renderer.layout(root, in: rect, environment: environment, alignment: alignment)
        self.init(placed: root, environment: environment)
    }

    /// Keeps the frames of a tree just laid out (by `Renderer.layout`) in `environment`.
    public init(placed root: Node, environment: Environment) {
        self.root = root
        self.environment = environment
        var frames: [(node: Node, frame: Rect)] = []
        func visit(_ n: Node) { frames.append((n, n.frame)); for c in n.children { visit(c) } }
        visit(root)
        self.frames = frames
    }

    /// Puts the kept frames back.
    private func restore() {
        for (node, frame) in frames { node.frame = frame }
    }

    /// Draws the tree as it was laid out.
    public func draw(on canvas: Canvas) {
        restore()
        root.draw(on: canvas, environment: environment)
    }

    /// The front-most tappable node under `point`, as laid out.
    public func hitTest(_ point: Point) -> Node? {
        restore()
        return root.hitTest(point)
    }

    /// The layout dump of the tree as laid out.
    public func layoutDump() -> String {
        restore()
        return root.layoutDump()
    }
}
