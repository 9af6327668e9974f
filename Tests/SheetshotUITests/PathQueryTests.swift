import Foundation
import SheetshotUI
import Testing

/// What a shape library asks of `Path` (as the `Shapes` package does): tangent arcs, transformed additions,
/// the elements, trimming, hit testing and the Core Graphics bridge — each checked against geometry worked
/// out by hand.
@Suite struct PathQueryTests {
    /// A 100 × 60 rectangle whose corners are rounded by tangent arcs of radius 10, the way a rounded
    /// polygon is built: it is the rounded rectangle with circular corners.
    @Test func tangentArcsRoundACorner() {
        let corners = [CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 60), CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 0)]
        let path = Path { path in
            path.move(to: CGPoint(x: 50, y: 0))
            for index in corners.indices {
                path.addArc(tangent1End: corners[index], tangent2End: corners[(index + 1) % corners.count], radius: 10)
            }
            path.closeSubpath()
        }
        // The corner's own point and a point just inside its cut-off are outside; the arc's inside is inside.
        #expect(!path.contains(CGPoint(x: 99, y: 1)))
        #expect(!path.contains(CGPoint(x: 97.5, y: 2.5)), "2.5 from each side is outside a circle of radius 10 centred at (90, 10)")
        #expect(path.contains(CGPoint(x: 96, y: 4)), "7.2 from (90, 10): inside the arc")
        #expect(path.contains(CGPoint(x: 50, y: 30)))
        #expect(!path.contains(CGPoint(x: 1, y: 59)))
        let bounds = path.boundingRect
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxX - 100) < 1e-9 && abs(bounds.maxY - 60) < 1e-9,
                "the arcs meet the sides: the outline touches each side \(bounds)")
        // The arcs are where the circles are: 45° round each corner is 10 − 10/√2 in from both sides.
        let inset = 10 - 10 / 2.0.squareRoot()
        #expect(path.contains(CGPoint(x: 100 - inset - 0.05, y: inset + 0.05)))
        #expect(!path.contains(CGPoint(x: 100 - inset + 0.05, y: inset - 0.05)))
    }

    /// With a transform, the corner is worked out where the tangents are given and then moved: the path's
    /// current point is mapped back first (as Core Graphics does).
    @Test func aTransformedTangentArcIsTheArcMoved() {
        let move = CGAffineTransform(translationX: 5, y: 7)
        var plain = Path(), moved = Path()
        plain.move(to: CGPoint(x: 50, y: 0))
        plain.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 60), radius: 10)
        moved.move(to: CGPoint(x: 55, y: 7))
        moved.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 60), radius: 10, transform: move)
        let a = plain.boundingRect, b = moved.boundingRect
        #expect(abs(b.minX - a.minX - 5) < 1e-9 && abs(b.minY - a.minY - 7) < 1e-9 && abs(b.width - a.width) < 1e-9 && abs(b.height - a.height) < 1e-9,
                "\(a) \(b)")
    }

    @Test func aTangentArcThatCannotTurnIsALine() {
        var path = Path()
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements == [.move(to: CGPoint(x: 10, y: 0))], "no current point: a move to the first tangent's end")
        path.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 30, y: 0), radius: 5)
        path.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 40, y: 10), radius: .nan)
        elements = []
        path.forEach { elements.append($0) }
        #expect(elements == [.move(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 40, y: 0))],
                "collinear tangents, or a radius that is not a number, draw a line to the corner")
    }

    @Test func elementsTransformsTrimsAndTheCoreGraphicsBridge() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 10, y: 20), control2: CGPoint(x: 5, y: 20))
        path.closeSubpath()
        var kinds: [String] = []
        path.forEach { element in
            switch element {
            case .move: kinds.append("move")
            case .line: kinds.append("line")
            case .quadCurve: kinds.append("quad")
            case .curve: kinds.append("curve")
            case .closeSubpath: kinds.append("close")
            }
        }
        #expect(kinds == ["move", "line", "quad", "curve", "close"])

        var moved = Path()
        moved.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(moved.boundingRect == CGRect(x: 100, y: 0, width: 10, height: 10))
        moved.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(moved.contains(CGPoint(x: 18, y: 5)) && !moved.contains(CGPoint(x: 50, y: 5)))

        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        #expect(line.trimmedPath(from: 0.25, to: 0.5).boundingRect == CGRect(x: 25, y: 0, width: 25, height: 0))
        #expect(line.trimmedPath(from: .nan, to: 1).isEmpty)

        // Two nested squares: the even-odd rule makes the inner one a hole.
        var frame = Path()
        frame.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        frame.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(frame.contains(CGPoint(x: 15, y: 15)) && !frame.contains(CGPoint(x: 15, y: 15), eoFill: true))
        #expect(!frame.contains(CGPoint(x: CGFloat.nan, y: 1)))

        #expect(Path(frame.cgPath).boundingRect == frame.boundingRect)
        #expect(CGRectNull.isNull)
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 40, height: nil)) == CGSize(width: 40, height: 10))
    }
}
