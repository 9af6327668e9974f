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

/// Composed gestures run in a session: of `exclusively(before:)`, the first that recognises the finger
/// (a session's tap is a single tap); `sequenced(before:)` of a long press and a drag, the drag once the
/// press has ended with the finger down (and nothing when it moved off first); `simultaneously(with:)`,
/// both, each giving the composed value its part.
@MainActor @Suite struct ComposedGestureTests {
    func logLine(_ session: ViewSession<ComposedGestureScreen>) throws -> String {
        try session.accessibilityDump().split(separator: "\n").first { $0.contains("Log:") }.map(String.init) ?? ""
    }

    @Test func exclusiveSequencedAndSimultaneousGesturesRun() throws {
        let session = ViewSession(ComposedGestureScreen(), on: .iPhoneSE, scale: 1)
        // The column is centred: blue, green and orange tiles of 100 × 60 pt, one under the other.
        let image = try session.render().makeImage()
        func firstRow(ofColour c: [UInt8]) -> Int? {
            (0..<image.height).first { y in let i = (y * image.width + image.width / 2) * 4; return Array(image.pixels[i..<i + 3]) == c }
        }
        let blueTop = try #require(firstRow(ofColour: [0, 122, 255]))
        let x = CGFloat(image.width / 2)
        try session.tap(at: CGPoint(x: x, y: CGFloat(blueTop + 30)), time: 1)
        do { let line = try logLine(session); #expect(line.contains("Log: single"), "\(line)") }
        // Held 0.5 s, then moved 40 pt down: the drag after the press moves the tile and ends.
        let green = CGPoint(x: x, y: CGFloat(blueTop + 90))
        try session.touchDown(at: green, time: 2)
        try session.touchMove(to: green, time: 2.6)
        try session.touchMove(to: CGPoint(x: x, y: green.y + 20), time: 2.7)
        try session.touchMove(to: CGPoint(x: x, y: green.y + 40), time: 2.8)
        try session.touchUp()
        do { let line = try logLine(session); #expect(line.contains("single, moved 40"), "\(line)") }
        let moved = try session.render().makeImage()
        let i = ((blueTop + 60 + 45) * moved.width + moved.width / 2) * 4
        #expect(Array(moved.pixels[i..<i + 3]) == [52, 199, 89], "the green tile is 40 pt lower: green at 45 pt below its old top")
        // Moved off before 0.5 s: the press fails, and the drag never runs.
        try session.touchDown(at: CGPoint(x: x, y: green.y + 40), time: 4)
        try session.touchMove(to: CGPoint(x: x, y: green.y + 80), time: 4.1)
        try session.touchUp()
        do { let line = try logLine(session); #expect(line.contains("moved 40\""), "\(line)") }
        // The orange tile's tap and long press both run, each filling its part of the value.
        let orange = CGPoint(x: x, y: CGFloat(blueTop + 150))
        try session.tap(at: orange, time: 6)
        try session.press(at: orange, duration: 0.6, startingAt: 7)
        do { let line = try logLine(session); #expect(line.contains("moved 40, tap, both true false, held, both false true\""), "\(line)") }
    }
}
