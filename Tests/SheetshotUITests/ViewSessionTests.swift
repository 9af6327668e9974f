import Canvas
import Foundation
@testable import SheetshotUI
import Testing

/// A session keeps state across taps: a button's action, a toggle, a tap gesture and a segmented picker
/// change state that the next picture shows; a child keeps its own state when its parent's body runs again;
/// dismiss ends a sheet and runs its onDismiss.
@MainActor @Suite struct ViewSessionTests {
    @Test func tapsChangeState() throws {
        let session = ViewSession(CounterScreen(), on: .iPhoneSE)
        #expect(try session.accessibilityDump().contains("\"Count: 0\""))
        try session.tap("Likes: 0")
        try session.tap("Add")
        try session.tap("Add")
        var elements = try session.accessibilityDump()
        #expect(elements.contains("\"Count: 2\"") && elements.contains("\"Many\""), "\(elements)")
        #expect(elements.contains("\"Likes: 1\""), "the child kept its state: \(elements)")
        try session.tap("Loud")
        elements = try session.accessibilityDump()
        #expect(elements.contains("\"Loud\", value \"off\""), "\(elements)")
        // The picture shows the same state.
        #expect(try session.render().makeImage() != (try ViewRenderer.render(CounterScreen(), on: .iPhoneSE).makeImage()))
        #expect(session.log.count == 4 && session.log.allSatisfy { $0.contains("ran its action") }, "\(session.log)")
        // Taps on nothing, at no point, or on an unknown label.
        #expect(try session.tap(at: CGPoint(x: 2, y: 660)) == false)
        #expect(try session.tap(at: CGPoint(x: CGFloat.nan, y: 3)) == false)
        #expect(throws: ViewSessionError.self) { try session.tap("Subtract") }
        // A one-off picture is not affected by the session's state.
        #expect(try ViewRenderer.accessibilityDump(CounterScreen(), on: .iPhoneSE).contains("\"Count: 0\""))
    }

    @Test func sheetsAreDismissedAndPickersChosen() throws {
        let session = ViewSession(PresentingScreen(), on: .iPhoneSE)
        try session.tap("M")
        var elements = try session.accessibilityDump()
        #expect(elements.contains("\"Size M\"") && elements.contains("button, selected \"M\""), "\(elements)")
        try session.tap("Close", time: 1)
        // Dismissed: the state says so at once, the sheet goes down with Apple's spring and is gone when it
        // settles (its content drawn until then).
        elements = try session.accessibilityDump()
        #expect(elements.contains("Presented sheet") && elements.contains("\"Size M\""), "still on the screen as it starts to leave: \(elements)")
        let gone = try session.settledTime()
        #expect(gone > 1.3 && gone < 2.5, "Apple's default spring settles in well under a second and a half: \(gone)")
        elements = try session.accessibilityDump(at: gone)
        #expect(!elements.contains("Presented sheet") && elements.contains("\"Dismissed 1 times\""), "\(elements)")
        #expect(throws: ViewSessionError.self) { try session.tap("Show") }  // the leaving sheet still covers it
        try session.tap("Show", time: gone)
        elements = try session.accessibilityDump(at: try session.settledTime())
        #expect(elements.contains("Presented sheet") && elements.contains("\"Size M\""), "presented again, its state kept: \(elements)")
        // The event log: which state changed, from what to what, when; and the sheet's moves.
        let lines = session.events.map(\.description)
        let expected = [
            "  0.000 s  state  PresentingScreen.size: \"S\" → \"M\"",
            "  1.000 s  state  PresentingScreen.showSheet: true → false",
            "  1.000 s  state  PresentingScreen.dismissed: 0 → 1",
            "  1.000 s  sheet  sheet will-move → hidden",
            String(format: "%7.3f s  state  PresentingScreen.showSheet: false → true", gone),
            String(format: "%7.3f s  sheet  sheet will-move → medium", gone),
        ]
        for line in expected { #expect(lines.contains(line), "\(line) in \(lines.joined(separator: "\n"))") }
        let order = expected.map { line in lines.firstIndex(of: line) ?? -1 }
        #expect(order == order.sorted(), "in time order: \(lines.joined(separator: "\n"))")
    }
}

/// Changes made inside `withAnimation` move offsets and opacities along the animation from the event's
/// time; an animation interrupted by another starts where the first had the view, at the speed it had;
/// a change without an animation jumps.
@MainActor @Suite struct SessionAnimationTests {
    func boxTop(_ session: ViewSession<MovingBox>, at t: Double) throws -> Double {
        let line = try #require(try session.accessibilityDump(at: t).split(separator: "\n").first { $0.contains("\"Box\"") })
        return try #require(Double(line.split(separator: "(").last!.split(separator: ",")[1].trimmingCharacters(in: .whitespaces)))
    }

    @Test func offsetsFollowTheirAnimation() throws {
        let session = ViewSession(MovingBox(), on: .iPhoneSE)
        let rest = try boxTop(session, at: 0)
        try session.tap("Linear", time: 1)
        #expect(abs(try boxTop(session, at: 1) - rest) < 0.5)
        #expect(abs(try boxTop(session, at: 1.25) - (rest + 50)) < 0.5)
        #expect(abs(try boxTop(session, at: 1.5) - (rest + 100)) < 0.5)
        #expect(abs(try boxTop(session, at: 3) - (rest + 200)) < 0.5)
        #expect(try session.settledTime() == 2)
        // A jump: no animation.
        try session.tap("Jump", time: 3)
        #expect(abs(try boxTop(session, at: 3) - rest) < 0.5)
        // A spring interrupted half-way by another: the position carries on without a jump.
        try session.tap("Spring", time: 4)
        let earlier = try boxTop(session, at: 4.13), before = try boxTop(session, at: 4.15)
        try session.tap("Spring", time: 4.15)
        #expect(abs(try boxTop(session, at: 4.15) - before) < 0.5, "no jump at the interruption")
        // It keeps moving down at the speed it had (a spring from rest would barely move, and upwards).
        let soon = try boxTop(session, at: 4.17)
        #expect(soon - before > 0.4 * (before - earlier) && before - earlier > 5, "\(earlier) → \(before) → \(soon)")
        #expect(abs(try boxTop(session, at: try session.settledTime()) - rest) < 0.5, "back at rest in the end")
        // Times before the clock, or not times, are refused.
        #expect(throws: ViewSessionError.self) { try session.tap("Jump", time: 1) }
        #expect(throws: ViewSessionError.self) { try session.render(at: .nan) }
    }

    @Test func opacityFades() throws {
        let session = ViewSession(MovingBox(), on: .iPhoneSE, scale: 1)
        try session.tap("Fade", time: 0)
        let mid = try session.render(at: 0.2).makeImage(), start = try session.render(at: 0).makeImage(), end = try session.render(at: 0.4).makeImage()
        #expect(mid != start && mid != end && start != end)
    }
}
