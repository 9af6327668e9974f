import Canvas
import SheetshotUI
import SheetshotUISnapshotTesting
import Testing
import Widgets

/// GeometryReader (content built from the size layout gives it), horizontal ScrollView, aspectRatio.
@MainActor @Suite(.snapshots(record: .requested(orElse: .never), directory: "../../Snapshots/SheetshotUI"))
struct GeometryTests {
    @Test func aCardPlacedByItsGeometry() {
        assertSnapshot(of: GeometrySample(), as: .image(on: .iPhoneSE, scale: 1), named: "card")
    }

    func texts(_ node: Node) -> [String] {
        var out: [String] = []
        func visit(_ n: Node) { if let t = n as? Widgets.Text { out.append(t.string) }; n.children.forEach(visit) }
        visit(node)
        return out
    }

    /// The reader's content sees the size layout gave it (the safe area of an iPhone SE: 375 × 647).
    @Test func theReaderSeesItsSize() throws {
        let root = try ViewRenderer.layout(GeometrySample(), on: .iPhoneSE)
        #expect(texts(root).contains("375 × 647 points"))
    }

    /// A horizontal scroll view is as tall as its content and as wide as it is offered; its content runs on.
    @Test func aHorizontalScrollViewRunsOn() throws {
        let node = try ViewRenderer.node(ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<10) { _ in Color.red.frame(width: 50, height: 30) } } })
        try Renderer.layout(node, size: Size(200, 300), environment: Widgets.Environment(displayScale: 2))
        #expect(node.frame.size == Size(200, 30))
        #expect(node.children[0].frame.width == 500)
    }

    @Test func aspectRatioFitsAndFills() throws {
        func size(_ view: some SheetshotUI.View) throws -> Size {
            let node = try ViewRenderer.node(view)
            try Renderer.layout(node, size: Size(200, 100), environment: Widgets.Environment(displayScale: 2))
            return node.frame.size
        }
        #expect(try size(Rectangle().aspectRatio(1, contentMode: .fit)) == Size(100, 100))
        #expect(try size(Rectangle().aspectRatio(2, contentMode: .fit).frame(width: 60)) == Size(60, 30))
        #expect(try size(Rectangle().aspectRatio(1, contentMode: .fill)) == Size(200, 200))
    }
}
