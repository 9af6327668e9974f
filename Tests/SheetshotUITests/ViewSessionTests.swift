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
        try session.tap("Close")
        elements = try session.accessibilityDump()
        #expect(!elements.contains("Presented sheet") && elements.contains("\"Dismissed 1 times\""), "\(elements)")
        try session.tap("Show")
        elements = try session.accessibilityDump()
        #expect(elements.contains("Presented sheet") && elements.contains("\"Size M\""), "presented again, its state kept: \(elements)")
    }
}
