import Canvas
import Foundation
import Testing
import TestSupport
@testable import Widgets

/// The same tree in the same environment always gives the same pixels and frames, whatever was rendered
/// before: measurements cached under one environment never answer for another, every property that feeds
/// layout measures again, and a node can be in a tree only once.
@Suite struct LayoutTrustTests {
    func pixels(_ node: Node, _ env: Environment, size: Size = Size(200, 120)) throws -> [UInt8] {
        try Renderer.render(node, size: size, environment: env, background: .white).makeImage().pixels
    }

    func sample() throws -> Node {
        VStack(alignment: .leading, spacing: 6) {
            Text("Display scale and font scale", size: 15)
            HStack(spacing: 8) {
                Shape.roundedRect(4).fill(.color(.red)).frame(width: 20, height: 20)
                Text("Trailing text wraps when narrow", size: 13, weight: .bold)
                Spacer(minLength: 0)
            }
            Divider()
        }.safeAreaPadding(.horizontal).padding(8)
    }

    @Test func measurementsDependOnTheEnvironment() throws {
        let node = try sample()
        let one = Environment(displayScale: 1)
        var three = Environment(displayScale: 3)
        _ = try pixels(node, one)
        #expect(try pixels(node, three) == pixels(try sample(), three))
        three.fontScale = 1.4
        #expect(try pixels(node, three) == pixels(try sample(), three))
        three.safeAreaInsets = EdgeInsets(top: 0, left: 30, bottom: 0, right: 5)
        #expect(try pixels(node, three) == pixels(try sample(), three))
        three.layoutDirection = .rightToLeft
        #expect(try pixels(node, three) == pixels(try sample(), three))
        three.fontFamily = "DejaVu Sans"
        #expect(try pixels(node, three) == pixels(try sample(), three))
        #expect(try pixels(node, one) == pixels(try sample(), one))
    }

    @Test func everyFramePropertyMeasuresAgain() throws {
        let inner = Shape.rectangle().fill(.color(.black))
        let frame = Frame(width: 40, height: 20, inner)
        let env = Environment()
        _ = try Renderer.render(frame, size: Size(100, 100), environment: env)
        #expect(frame.frame.width == 40)
        frame.width = 60
        _ = try Renderer.render(frame, size: Size(100, 100), environment: env)
        #expect(frame.frame.width == 60)
        frame.width = nil; frame.minWidth = 70; frame.maxWidth = 70
        _ = try Renderer.render(frame, size: Size(100, 100), environment: env)
        #expect(frame.frame.width == 70)
        frame.height = nil; frame.minHeight = 10; frame.maxHeight = 12
        _ = try Renderer.render(frame, size: Size(100, 100), environment: env)
        #expect(frame.frame.height == 12)
        frame.alignment = .topLeading
        let count = inner.measureCount
        _ = try Renderer.render(frame, size: Size(100, 100), environment: env)
        #expect(inner.measureCount == count)   // alignment places again, measures nothing
    }

    @Test func aNodeUsedTwiceIsAnErrorNotOneDrawing() throws {
        let dot = Shape.circle().fill(.color(.black)).frame(width: 8, height: 8).id("dot")
        let row = HStack(spacing: 4) { dot; dot; dot }
        #expect(throws: NodeTreeError.self) { try Renderer.render(row, size: Size(40, 10), environment: Environment()) }
        do { _ = try Renderer.render(row, size: Size(40, 10), environment: Environment()) } catch {
            #expect("\(error)" == "Frame #dot is in the tree more than once (children 1 and 2 of HStack); a node draws in one place: make one node for each place, e.g. with a function that returns a new node")
        }
        // A node moved into a second tree leaves the first one, which then knows it lost a child.
        let shared = Text("Shared", size: 12)
        let first = VStack { shared }
        _ = VStack { shared }
        #expect(throws: NodeTreeError.self) { try Renderer.render(first, size: Size(60, 20), environment: Environment()) }
    }
}

/// Random trees × random sequences of environments: after any sequence, a render equals a fresh render
/// of a fresh tree in the same environment, byte for byte (and so do the layout dumps).
@Suite struct LayoutPropertyTests {

    /// A random tree of stacks, text, shapes and modifiers, the same for the same seed.
    static func tree(_ rng: inout SeededRandom, depth: Int = 0) -> Node {
        let words = ["Albums", "Now playing", "A longer line that wraps in a narrow column", "9:41", "Ü Ä ŝ", "٣٤ مرحبا"]
        func leaf() -> Node {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return Text(words.randomElement(using: &rng)!, size: Double.random(in: 9...22, using: &rng),
                                weight: [.regular, .medium, .semibold, .bold].randomElement(using: &rng)!)
            case 1: return Shape.roundedRect(Double.random(in: 0...8, using: &rng)).fill(.color(.red))
                .frame(width: Double.random(in: 2...40, using: &rng), height: Double.random(in: 2...30, using: &rng))
            case 2: return Spacer(minLength: Double.random(in: 0...12, using: &rng))
            case 3: return Divider()
            case 4: return Shape.capsule().fill(.semantic(.tint)).frame(minWidth: 4, maxWidth: .infinity, minHeight: 3, maxHeight: 9)
            default: return Text("\(Int.random(in: 0...999, using: &rng))", size: 13).padding(Double.random(in: 0...6, using: &rng))
            }
        }
        var node: Node
        if depth < 3 && Int.random(in: 0..<3, using: &rng) > 0 {
            let children = (0..<Int.random(in: 1...4, using: &rng)).map { _ in tree(&rng, depth: depth + 1) }
            let spacing = Double.random(in: 0...10, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: node = HStack(alignment: [.top, .center, .bottom].randomElement(using: &rng)!, spacing: spacing) { children }
            case 1: node = VStack(alignment: [.leading, .center, .trailing].randomElement(using: &rng)!, spacing: spacing) { children }
            default: node = ZStack(alignment: [.topLeading, .center, .bottomTrailing].randomElement(using: &rng)!) { children }
            }
        } else {
            node = leaf()
        }
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: node = node.padding(DirectionalInsets(top: 2, leading: Double.random(in: 0...12, using: &rng), bottom: 1, trailing: 3))
        case 1: node = node.safeAreaPadding([.leading, .top])
        case 2: node = node.background(.semantic(.secondarySystemBackground), in: .roundedRect(radius: 5, curve: .continuous))
        case 3: node = node.frame(maxWidth: .infinity, alignment: .leading)
        case 4: node = node.offset(x: 1.5, y: -2).opacity(0.7)
        default: break
        }
        return node
    }

    static func environment(_ rng: inout SeededRandom) -> Environment {
        var e = Environment(displayScale: [1, 2, 3].randomElement(using: &rng)!, colorScheme: Bool.random(using: &rng) ? .light : .dark,
                            fontScale: [0.8, 1, 1.35].randomElement(using: &rng)!,
                            layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft)
        if Bool.random(using: &rng) { e.safeAreaInsets = EdgeInsets(top: 12, left: Double.random(in: 0...20, using: &rng), bottom: 4, right: 7) }
        return e
    }

    @Test func renderingAfterAnySequenceEqualsAFreshRender() throws {
        for seed in 0..<25 as Range<UInt64> {
            var treeRng = SeededRandom(seed: seed), envRng = SeededRandom(seed: seed &* 7919)
            let retained = Self.tree(&treeRng)
            for step in 0..<4 {
                let env = Self.environment(&envRng)
                let size = Size(180, 140)
                let again = try Renderer.render(retained, size: size, environment: env, background: .white).makeImage()
                let dump = retained.layoutDump()
                var freshRng = SeededRandom(seed: seed)
                let fresh = Self.tree(&freshRng)
                let first = try Renderer.render(fresh, size: size, environment: env, background: .white).makeImage()
                #expect(again == first, "seed \(seed), step \(step)")
                #expect(dump == fresh.layoutDump(), "seed \(seed), step \(step)")
            }
        }
    }
}
