import Canvas
import Testing
import Widgets
@testable import SheetWidget

/// The one transform from a sheet's own terms (across its edge, away from it) to the screen.
@Suite struct SheetEdgeFrameTests {
    static let edges: [SheetEdgeFrame.Edge] = [.bottom, .top, .left, .right]
    let container = Size(393, 852)

    /// A panel showing `e` points of a sheet `depth` deep sits against its edge and reaches `e` into the screen.
    @Test(arguments: edges) func aPanelSitsAgainstItsEdge(_ edge: SheetEdgeFrame.Edge) {
        let frame = SheetEdgeFrame(edge: edge, container: container)
        let r = frame.place(.init(start: 20, width: 300, inner: 200, depth: 200))
        let expected: Rect = switch edge {
        case .bottom: Rect(x: 20, y: 652, width: 300, height: 200)
        case .top: Rect(x: 20, y: 0, width: 300, height: 200)
        case .left: Rect(x: 0, y: 20, width: 200, height: 300)
        case .right: Rect(x: 193, y: 20, width: 200, height: 300)
        }
        #expect(r == expected)
        // The inverse gives the sheet's own terms back.
        #expect(frame.extent(of: r) == .init(start: 20, width: 300, inner: 200, depth: 200))
        // A deeper panel reaches past the screen's edge, never further in.
        let deeper = frame.place(.init(start: 20, width: 300, inner: 200, depth: 500))
        #expect(deeper.intersection(Rect(origin: .zero, size: container)) == r)
    }

    /// The inner corners are the two away from the edge: with only those rounded, the two at the edge are square.
    @Test(arguments: edges) func innerCornersFaceAwayFromTheEdge(_ edge: SheetEdgeFrame.Edge) {
        let radii = SheetEdgeFrame(edge: edge, container: container).radii(inner: 10, outer: 0)
        let rounded: Set<String> = Set([("topLeft", radii.topLeft), ("topRight", radii.topRight), ("bottomRight", radii.bottomRight),
                                        ("bottomLeft", radii.bottomLeft)].filter { $0.1 == 10 }.map(\.0))
        let expected: Set<String> = switch edge {
        case .bottom: ["topLeft", "topRight"]
        case .top: ["bottomLeft", "bottomRight"]
        case .left: ["topRight", "bottomRight"]
        case .right: ["topLeft", "bottomLeft"]
        }
        #expect(rounded == expected)
    }

    /// Dragging toward the edge shrinks the sheet: down for a bottom sheet, left for a left one.
    @Test func translationShrinksTowardTheEdge() {
        #expect(SheetEdgeFrame(edge: .bottom, container: container).translationSign == -1)
        #expect(SheetEdgeFrame(edge: .right, container: container).translationSign == -1)
        #expect(SheetEdgeFrame(edge: .top, container: container).translationSign == 1)
        #expect(SheetEdgeFrame(edge: .left, container: container).translationSign == 1)
    }

    /// Leading and trailing sheets take their physical edge from the layout direction.
    @Test func leadingAndTrailingFollowTheLayoutDirection() throws {
        func edge(_ e: SheetEdge, _ direction: LayoutDirection) throws -> SheetEdgeFrame.Edge {
            var c = SheetConfiguration()
            c.edge = e
            return try SheetGeometry(configuration: c, containerSize: container, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                     layoutDirection: direction).frame.edge
        }
        #expect(try edge(.leading, .leftToRight) == .left)
        #expect(try edge(.leading, .rightToLeft) == .right)
        #expect(try edge(.trailing, .leftToRight) == .right)
        #expect(try edge(.trailing, .rightToLeft) == .left)
    }
}
