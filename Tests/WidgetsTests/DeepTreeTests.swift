import Canvas
import Testing
import Widgets

/// Deep trees (issue 31): a tree as deep as `Node.maximumDepth` lays out, draws, hit-tests and dumps
/// within a thread's 8 MiB stack in a debug build — of stacks, the nodes that take the most stack a level —
/// and a deeper one is an error naming the depth, before any of it is laid out (it overflowed the stack).
@Suite struct DeepTreeTests {
    func chain(_ depth: Int, _ wrap: (Node) -> Node) -> Node {
        var node: Node = Shape(.rectangle, fill: .color(.red)).frame(width: 10, height: 10)
        for _ in 1..<depth - 1 { node = wrap(node) }
        return node
    }

    @Test func theDeepestTreeIsLaidOutAndDrawn() throws {
        // The leaf (a frame around a shape) is two levels; the rest are stacks of one child each.
        let stacks = chain(Node.maximumDepth - 1) { child in VStack { child } }
        let deepest = VStack { stacks }
        let canvas = try Renderer.render(deepest, size: Size(100, 100), environment: Environment(displayScale: 1), background: .white)
        #expect(canvas.makeImage().pixels[(50 * 100 + 50) * 4] == 255, "the red square is drawn in the middle")
        #expect(deepest.layoutDump().split(separator: "\n").count == Node.maximumDepth)
        _ = deepest.hitTest(Point(50, 50))
        let paddings = chain(Node.maximumDepth) { $0.padding(1) }
        _ = try Renderer.render(paddings, size: Size(100, 100), environment: Environment(displayScale: 1))
    }

    @Test func aDeeperTreeIsAnErrorNamingTheDepth() throws {
        let tooDeep = chain(Node.maximumDepth + 1) { child in VStack { child } }
        #expect {
            try Renderer.render(tooDeep, size: Size(100, 100), environment: Environment(displayScale: 1))
        } throws: { "\($0)".contains("more than \(Node.maximumDepth) nodes deep") }
    }
}
