import SwiftUI

/// A polygon with rounded corners, its corners on the ellipse the frame holds: each corner an arc tangent to
/// its two sides.
public struct Seal: Shape {
    public var sides: Int
    public var cornerRadius: CGFloat

    public init(sides: Int, cornerRadius: CGFloat) {
        self.sides = sides
        self.cornerRadius = cornerRadius
    }

    public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let corners = (0..<max(sides, 3)).map { index -> CGPoint in
            let angle = Double(index) / Double(max(sides, 3)) * 2 * .pi
            return CGPoint(x: center.x + rect.width / 2 * cos(angle), y: center.y + rect.height / 2 * sin(angle))
        }
        return Path { path in
            let first = corners[0], last = corners[corners.count - 1]
            path.move(to: CGPoint(x: (first.x + last.x) / 2, y: (first.y + last.y) / 2))
            for index in corners.indices {
                path.addArc(tangent1End: corners[index], tangent2End: corners[(index + 1) % corners.count], radius: cornerRadius)
            }
            path.closeSubpath()
        }
    }
}
