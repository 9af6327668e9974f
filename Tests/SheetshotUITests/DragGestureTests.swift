import Foundation
@testable import SheetshotUI
import Testing

/// A drag's values as SwiftUI reports them: nothing until the finger has moved the minimum distance, the
/// translation from the touch-down point, the velocity of the latest samples, and predictions a quarter
/// second ahead at that velocity (SwiftUI's velocity = 4 × (predicted end − location)).
@Suite struct DragGestureTests {
    @Test func valuesFollowTheFinger() throws {
        let drag = DragGesture()
        let path: [(time: Double, location: CGPoint)] = [
            (0, CGPoint(x: 100, y: 400)), (0.016, CGPoint(x: 100, y: 405)), (0.033, CGPoint(x: 100, y: 420)),
            (0.05, CGPoint(x: 100, y: 450)), (0.066, CGPoint(x: 100, y: 490)),
        ]
        let values = drag.values(for: path)
        // The first sample, 5 points away, is under the 10-point minimum: the drag begins at the third.
        #expect(values.count == 3)
        let last = try #require(values.last)
        #expect(last.startLocation == CGPoint(x: 100, y: 400) && last.translation == CGSize(width: 0, height: 90))
        #expect(abs(last.velocity.height - 40 / 0.016) < 1e-6)
        #expect(abs(last.predictedEndTranslation.height - (90 + last.velocity.height / 4)) < 1e-9)
        #expect(abs(last.velocity.height - 4 * (last.predictedEndLocation.y - last.location.y)) < 1e-9)
        #expect(abs(last.time.timeIntervalSince1970 - 0.066) < 1e-6)   // Date keeps time from 2001 in a Double
        // A drag with no minimum distance begins at once; hostile samples are skipped.
        let eager = DragGesture(minimumDistance: 0).values(for: [(0, .zero), (.nan, .zero), (0.01, CGPoint(x: CGFloat.infinity, y: 0)), (0.02, CGPoint(x: 2, y: 0))])
        #expect(eager.count == 1 && eager[0].velocity.width == 100)
        #expect(DragGesture(minimumDistance: .nan).minimumDistance == 10 && DragGesture(minimumDistance: -4).minimumDistance == 0)
        #expect(DragGesture().values(for: []).isEmpty)
    }
}
