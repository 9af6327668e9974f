import Canvas
import Testing
@testable import Widgets

/// The status bar is mirrored in a right-to-left layout, as iOS mirrors it: the time on the right and the
/// indicators on the left, battery outermost, each item keeping its own shape.
@Suite struct StatusBarTests {
    /// The leftmost and rightmost columns with ink (alpha) in the bar drawn on a clear 390 × 47 canvas at 1×.
    func inkExtent(_ direction: LayoutDirection) throws -> (left: Int, right: Int, canvas: Canvas) {
        var environment = Environment(layoutDirection: direction, safeAreaInsets: EdgeInsets(top: 47))
        environment.displayScale = 1
        let canvas = try Renderer.render(StatusBar(), size: Size(390, 47), environment: environment)
        var left = Int.max, right = Int.min
        for y in 0..<47 { for x in 0..<390 where canvas.pixel(x: x, y: y).a > 40 { left = min(left, x); right = max(right, x) } }
        return (left, right, canvas)
    }

    @Test func rightToLeftMirrorsThePlaces() throws {
        let ltr = try inkExtent(.leftToRight), rtl = try inkExtent(.rightToLeft)
        // Left to right the battery's cap is the rightmost ink; right to left the battery is leftmost, as far
        // from the left edge as it was from the right.
        #expect(ltr.right > 360 && abs(rtl.left - (389 - ltr.right)) <= 1, "\(ltr.left)…\(ltr.right) / \(rtl.left)…\(rtl.right)")
        // The battery's fill (a solid block) is at the right end left to right and at the left end right to
        // left; the other end has the time there instead.
        func solid(_ c: Canvas, _ xs: ClosedRange<Int>) -> Bool { (24...28).allSatisfy { y in xs.allSatisfy { c.pixel(x: $0, y: y).a > 200 } } }
        #expect(solid(ltr.canvas, 345...362) && !solid(ltr.canvas, 25...42))
        #expect(solid(rtl.canvas, 25...42) && !solid(rtl.canvas, 345...362))
        // The battery keeps its shape: its outline and fill, cap on the right, mirrored only in place.
        #expect(rtl.canvas.pixel(x: rtl.left + 26, y: 26).a > 40, "the cap right of the body")
    }
}
