import SheetshotUI
import SheetWidget
import Testing

/// The corpus's scripted taps (its README), run on the files' own code in a session: their actions change
/// their own state, and the next picture shows it.
@MainActor @Suite struct CorpusInteractionTests {
    /// ShareSheet: tapping "Include link" turns the switch off.
    @Test func theShareSheetsSwitchTurnsOff() throws {
        let session = ViewSession(ShareScreen(), on: .iPhone15Pro)
        #expect(try session.accessibilityDump().contains("\"Include link\", value \"on\""))
        let before = try session.render().makeImage()
        try session.tap("Include link")
        #expect(try session.accessibilityDump().contains("\"Include link\", value \"off\""))
        #expect(try session.render().makeImage() != before)
    }

    /// FilterSheet: "Done" dismisses the sheet (its own `dismiss()`), the toolbar's filter button presents
    /// it again, and what was chosen in it is kept.
    @Test func theFilterSheetIsDismissedAndPresentedAgain() throws {
        let session = ViewSession(LibraryScreen(), on: .iPhone15Pro)
        try session.tap("Artist")
        #expect(try session.accessibilityDump().contains("button, selected \"Artist\""))
        try session.tap("Done")
        let dismissed = try session.accessibilityDump(at: try session.settledTime())
        #expect(!dismissed.contains("Presented sheet"), "\(dismissed)")
        try session.tap("Filters", time: try session.settledTime())
        let again = try session.accessibilityDump(at: try session.settledTime())
        #expect(again.contains("Presented sheet") && again.contains("button, selected \"Artist\""), "\(again)")
    }
}

extension CorpusInteractionTests {
    /// Where "Nearby", the card's title, is on the screen (its top edge).
    func nearbyTop(_ session: ViewSession<MapScreen>) throws -> Double {
        let line = try #require(try session.accessibilityDump().split(separator: "\n").first { $0.contains("\"Nearby\"") })
        // "  header? static text "Nearby" (x, y, w × h)"
        let numbers = line.split(separator: "(").last!.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        return try #require(numbers[1])
    }

    /// MapSheet: its own DragGesture moves the card while the finger moves (`@GestureState`), and its
    /// `onEnded` picks the detent nearest the predicted end — down 300 points in 0.2 s collapses the card,
    /// up 600 in 0.15 s opens it full, a slow 20-point drag returns it where it was.
    @Test func theMapCardFollowsItsOwnDragRules() throws {
        let session = ViewSession(MapScreen(), on: .iPhone15Pro)
        let height = 852.0 - 59   // the card's GeometryReader: the safe area's top to the screen's bottom
        let half = try nearbyTop(session)
        let grabber = CGPoint(x: 196, y: 59 + height * 0.5 + 10)
        // Mid-drag, the card follows the finger.
        try session.touchDown(at: grabber, time: 0)
        for k in 1...10 { try session.touchMove(to: CGPoint(x: 196, y: grabber.y + Double(10 * k)), time: 0.1 * Double(k)) }
        #expect(abs(try nearbyTop(session) - (half + 100)) < 0.5)
        try session.touchUp()
        // Each release animates (the code's withAnimation spring): positions are read once it has settled.
        // 100 points at 100 pt/s: the predicted end is 125 points down, nearer half than collapsed.
        #expect(abs(try nearbyTop(session, at: try session.settledTime()) - half) < 0.5)
        // Down 300 in 0.2 s: collapsed (top at height − 120).
        try session.drag(from: grabber, to: CGPoint(x: 196, y: grabber.y + 300), duration: 0.2, startingAt: try session.settledTime())
        let collapsed = try nearbyTop(session, at: try session.settledTime())
        #expect(abs(collapsed - (half + (height - 120) - height * 0.5)) < 0.5, "\(collapsed)")
        // Up 600 in 0.15 s from the collapsed grabber: full (top at 60).
        let low = CGPoint(x: 196, y: 59 + height - 120 + 10)
        try session.drag(from: low, to: CGPoint(x: 196, y: low.y - 600), duration: 0.15, startingAt: try session.settledTime())
        let full = try nearbyTop(session, at: try session.settledTime())
        #expect(abs(full - (half + 60 - height * 0.5)) < 0.5, "\(full)")
        // A slow 20-point drag comes back.
        try session.drag(from: CGPoint(x: 196, y: 59 + 60 + 10), to: CGPoint(x: 196, y: 59 + 60 + 30), duration: 1, startingAt: try session.settledTime())
        #expect(abs(try nearbyTop(session, at: try session.settledTime()) - full) < 0.5)
        #expect(session.log.filter { $0.contains("onEnded ran") }.count == 4, "\(session.log)")
    }
}

extension CorpusInteractionTests {
    /// Where "Nearby" is at `time` seconds.
    func nearbyTop(_ session: ViewSession<MapScreen>, at time: Double) throws -> Double {
        let line = try #require(try session.accessibilityDump(at: time).split(separator: "\n").first { $0.contains("\"Nearby\"") })
        let numbers = line.split(separator: "(").last!.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        return try #require(numbers[1])
    }

    /// MapSheet's release runs inside `withAnimation(.spring(response: 0.35, dampingFraction: 0.85))`: the card
    /// moves from where the finger left it to the collapsed detent along that spring — sampled positions
    /// within 0.5 pt of the closed form — and rests there; any moment renders on its own.
    @Test func theMapCardSettlesAlongItsOwnSpring() throws {
        let session = ViewSession(MapScreen(), on: .iPhone15Pro)
        let height = 852.0 - 59
        let half = try nearbyTop(session)
        let grabber = CGPoint(x: 196, y: 59 + height * 0.5 + 10)
        try session.drag(from: grabber, to: CGPoint(x: 196, y: grabber.y + 300), duration: 0.2)
        let release = session.now
        #expect(abs(release - 0.2) < 1e-9)
        let from = half + 300, to = half + (height - 120) - height * 0.5
        let spring = Spring(response: 0.35, dampingFraction: 0.85)
        for dt in [0.0, 0.05, 0.1, 0.2, 0.35, 0.6] {
            let expected = to + (from - to) * spring.state(at: dt, from: 1, velocity: 0).position
            let shown = try nearbyTop(session, at: release + dt)
            #expect(abs(shown - expected) < 0.5, "at +\(dt) s: \(shown), the spring says \(expected)")
        }
        #expect(abs(try nearbyTop(session, at: try session.settledTime()) - to) < 0.5)   // frames snap to device pixels
        // Frames out of order draw the same as in order.
        let late = try session.render(at: release + 0.1).makeImage()
        _ = try session.render(at: release + 0.5)
        #expect(try session.render(at: release + 0.1).makeImage() == late)
    }
}

/// The corpus's system-sheet drags (its README): FilterSheet's grabber dragged up goes to `.large` and
/// settles along Apple's sheet spring; dragged down far and fast it dismisses, turning the file's own
/// `showFilters` false.
@MainActor @Suite struct CorpusSheetDragTests {
    /// The top of the presented sheet's panel at `time` (nil: no sheet shows).
    func sheetTop(_ session: ViewSession<LibraryScreen>, at time: Double) throws -> Double? {
        try session.presentedSheet(at: time).map { try $0.layout().panel.minY }
    }

    @Test func theFilterSheetIsDraggedToLargeAndDismissed() throws {
        let session = ViewSession(LibraryScreen(), on: .iPhone15Pro)
        let mediumTop = try #require(try sheetTop(session, at: 0))
        #expect(abs(mediumTop - 852 / 2) < 40, "medium is about half the screen: \(mediumTop)")
        // Up by 300 pt in 0.25 s from the grabber.
        #expect(try session.drag(from: CGPoint(x: 196, y: mediumTop + 8), to: CGPoint(x: 196, y: mediumTop + 8 - 300), duration: 0.25))
        // While the finger is on it the sheet followed it (no rubber band below .large).
        #expect(abs(try #require(try sheetTop(session, at: 0.125)) - (mediumTop - 150)) < 6)
        let large = try #require(session.events.last { $0.kind == .sheet && $0.subject == "sheet will-move" })
        #expect(large.to == "large" && large.time == 0.25, "\(session.events)")
        // After the release it settles along Apple's default sheet spring from where the finger left it,
        // with the finger's speed (1200 pt/s): sampled positions within 0.5 pt of the closed form.
        let releasedTop = mediumTop - 300
        let largeTop = try #require(try sheetTop(session, at: 5))
        #expect(largeTop > 59 && largeTop < releasedTop - 20, "large rests below the status bar, above where it was let go: \(largeTop)")
        for dt in [0.0, 0.05, 0.1, 0.2, 0.35, 0.6] {
            let closed = largeTop + Spring.default.state(at: dt, from: releasedTop - largeTop, velocity: -1200).position
            let shown = try #require(try sheetTop(session, at: 0.25 + dt))
            #expect(abs(shown - closed) < 0.5, "at \(dt) s after release: \(shown) vs the spring's \(closed)")
        }
        // Down by 700 pt in 0.3 s: projected past the bottom, the sheet is dismissed by its own binding.
        let t0 = try session.settledTime()
        #expect(try session.drag(from: CGPoint(x: 196, y: largeTop + 8), to: CGPoint(x: 196, y: largeTop + 708), duration: 0.3, startingAt: t0))
        #expect(session.events.contains { $0.kind == .state && $0.subject == "LibraryScreen.showFilters" && $0.from == "true" && $0.to == "false" },
                "\(session.events)")
        let end = try session.settledTime()
        #expect(try sheetTop(session, at: end) == nil && !(try session.accessibilityDump(at: end).contains("Presented sheet")))
        // A short slow drag on the re-presented sheet returns it to medium.
        try session.tap("Filters", time: end)
        let back = try session.settledTime()
        let top = try #require(try sheetTop(session, at: back))
        #expect(abs(top - mediumTop) < 0.5)
        try session.drag(from: CGPoint(x: 196, y: top + 100), to: CGPoint(x: 196, y: top + 130), duration: 1, startingAt: back)
        #expect(abs(try #require(try sheetTop(session, at: try session.settledTime())) - mediumTop) < 0.5)
    }
}
