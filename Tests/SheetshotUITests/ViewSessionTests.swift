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

/// Layout and colour animate too: padding, a frame's width, a fill's colour (in linear light) and a corner
/// radius move along the animation `.animation(_:value:)` gives a change of its value; `.animation(nil,
/// value:)` makes a change inside `withAnimation` jump.
@MainActor @Suite struct LayoutAnimationTests {
    /// The frame (x, y, width, height) of the element called `label` at `t`.
    func frame(_ label: String, _ session: ViewSession<GrowingCard>, at t: Double) throws -> [Double] {
        let line = try #require(try session.accessibilityDump(at: t).split(separator: "\n").first { $0.contains("\"\(label)\"") })
        let inside = line.split(separator: "(").last!.split(separator: ")").first!
        return inside.replacingOccurrences(of: "×", with: ",").split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    @Test func paddingFrameColourAndCornersAnimate() throws {
        let session = ViewSession(GrowingCard(), on: .iPhoneSE, scale: 1)
        // The card grows 60 pt taller (padding 10 → 40) in a centred column: what is below it moves 30 pt down.
        let small = try frame("Shy", session, at: 0)
        try session.tap("Grow", time: 1)   // no withAnimation: the card's .animation(.linear(duration: 1), value: big)
        let big = try frame("Shy", session, at: 3)
        #expect(abs(big[1] - small[1] - 30) < 0.01, "\(small) → \(big)")
        let half = try frame("Shy", session, at: 1.5)
        #expect(abs(half[1] - (small[1] + 15)) < 0.01, "half-way at half time (linear): \(half)")
        let quarter = try frame("Shy", session, at: 1.25)
        #expect(abs(quarter[1] - (small[1] + 7.5)) <= 0.5, "to the pixel: \(quarter) from \(small)")
        #expect(try session.settledTime() == 2)
        // The width: the column is centred, so the card's middle stays and its left edge moves out by 100 pt.
        func isBlue(_ image: CanvasImage, _ x: Int, _ y: Int) -> Bool {
            let i: Int = (y * image.width + x) * 4
            return image.pixels[i + 2] > 200 && image.pixels[i] < 100
        }
        func cardLeft(_ t: Double) throws -> Double {
            let image = try session.render(at: t).makeImage()
            let y: Int = Int(try frame("Card", session, at: t)[1]) - 5
            let x: Int = (0..<image.width).first { isBlue(image, $0, y) } ?? -1
            return Double(x)
        }
        #expect(abs(try cardLeft(1.5) - (try cardLeft(1) - 50)) <= 1, "half of the 200 pt growth, split both sides")
        // The corners: rounded by half of 30 pt half-way (the top-left corner pixel is background, then card).
        let corner = try session.render(at: 1.5).makeImage()
        var top = Int(try frame("Card", session, at: 1.5)[1]) - 5
        while top > 0, isBlue(corner, corner.width / 2, top - 1) { top -= 1 }   // the card's top edge, in its middle
        let left = Int(try cardLeft(1.5))
        #expect(!isBlue(corner, left + 1, top + 1) && isBlue(corner, left + 15, top + 15) && isBlue(corner, left + 20, top + 1),
                "the corner is cut off by a 15 pt radius, (\(left), \(top))")
        // The colour: blue to red in linear light, sampled half-way.
        try session.tap("Paint", time: 4)
        let mid = try session.render(at: 4.5).makeImage()
        let card = try frame("Card", session, at: 4.5)
        let (x, y) = (Int(card[0]) - 20, Int(card[1]) + 2)
        let got = (0..<3).map { Double(mid.pixels[(y * mid.width + x) * 4 + $0]) / 255 }
        let blue = [0.0, 122.0 / 255, 1.0], red = [1.0, 59.0 / 255, 48.0 / 255]   // iOS's systemBlue and systemRed
        for c in 0..<3 {
            let lin = { (v: Double) in v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            let l = (lin(blue[c]) + lin(red[c])) / 2
            let expected = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
            #expect(abs(got[c] - expected) < 2.5 / 255, "channel \(c): \(got[c] * 255) vs \(expected * 255)")
        }
        // .animation(nil, value:) wins over withAnimation: the change jumps.
        let quiet = try frame("Shy", session, at: 6)
        try session.tap("Quiet", time: 6)
        #expect(abs(try frame("Shy", session, at: 6)[0] - quiet[0] - 50) < 0.01)
        // A session at rest draws what a one-off picture draws.
        #expect(try session.render(at: 10).makeImage() != (try ViewRenderer.render(GrowingCard(), on: .iPhoneSE, scale: 1).makeImage()))
        let rest = ViewSession(GrowingCard(), on: .iPhoneSE, scale: 1)
        #expect(try rest.render().makeImage() == (try ViewRenderer.render(GrowingCard(), on: .iPhoneSE, scale: 1).makeImage()))
    }
}

/// onAppear, onChange and onDisappear run on the session's clock, after the action that causes them; rows
/// of a ForEach keep their state by id; a new `.id` starts a view's state again.
@MainActor @Suite struct LifecycleTests {
    @Test func appearChangeDisappearAndIdentity() throws {
        let session = ViewSession(LifecycleScreen(), on: .iPhone15Pro, scale: 1)
        // onAppear ran at time 0, inside withAnimation: the banner fades in over 0.5 s.
        let start = try session.render(at: 0).makeImage(), half = try session.render(at: 0.25).makeImage(), end = try session.render(at: 0.5).makeImage()
        #expect(start != half && half != end)
        #expect(session.events.contains { $0.kind == .lifecycle && $0.subject == "onAppear ran" && $0.time == 0 })
        #expect(session.events.contains { $0.kind == .state && $0.subject == "LifecycleScreen.shown" && $0.to == "true" && $0.time == 0 })
        // onChange(of:) runs after the tap that changed the value, with old and new.
        try session.tap("Sort", time: 1)
        try session.tap("Sort", time: 2)
        #expect(try session.accessibilityDump().contains("\"Changed 2 times\""))
        #expect(session.events.filter { $0.kind == .lifecycle && $0.subject == "onChange ran" }.map(\.time) == [1, 2])
        // Rows by id: "c" switched on stays on when "a" is inserted before it.
        try session.tap("c", time: 3)
        try session.tap("Add a", time: 4)
        let rows = try session.accessibilityDump()
        #expect(rows.contains("\"a\", value \"off\"") && rows.contains("\"b\", value \"off\"") && rows.contains("\"c\", value \"on\""), "\(rows)")
        // A new id: "z" starts again.
        try session.tap("z", time: 5)
        #expect(try session.accessibilityDump().contains("\"z\", value \"on\""))
        try session.tap("Reset", time: 6)
        #expect(try session.accessibilityDump().contains("\"z\", value \"off\""))
        // The sheet's content disappears when the sheet is dismissed.
        try session.tap("Open", time: 7)
        try session.tap("Shut", time: try session.settledTime())
        let gone = try session.settledTime()
        #expect(try session.accessibilityDump(at: gone).contains("\"Sheet gone 0 times\""), "a picture runs nothing")
        try session.wait(until: gone)
        #expect(try session.accessibilityDump(at: gone).contains("\"Sheet gone 1 times\""), "gone, its content disappeared")
        #expect(session.events.contains { $0.kind == .lifecycle && $0.subject == "onDisappear ran" && $0.time == gone })
        #expect(throws: ViewSessionError.self) { try session.wait(until: 1) }
    }

    /// An onChange that keeps changing what it watches is stopped with a reason, not looped for ever.
    @Test func aRunawayChainIsCutOff() throws {
        let session = ViewSession(Runaway(), on: .iPhoneSE)
        #expect(throws: ViewSessionError.self) { try session.tap("Go") }
    }
}

/// Each change of `n` changes it again.
struct Runaway: View {
    @State private var n = 0
    var body: some View {
        Button("Go") { n += 1 }.onChange(of: n) { n += 1 }
    }
}

/// Taps and long presses attached as gestures run in a session: a tap gesture on a tap; a long press once
/// the finger has been held its minimum duration (at that moment), not when lifted early or moved away.
@MainActor @Suite struct PressGestureTests {
    func middle(_ label: String, _ session: ViewSession<PressScreen>) throws -> CGPoint {
        let line = try #require(try session.accessibilityDump().split(separator: "\n").first { $0.contains(label) })
        let n = line.split(separator: "(").last!.replacingOccurrences(of: "×", with: ",").replacingOccurrences(of: ")", with: "")
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return CGPoint(x: n[0] + n[2] / 2, y: n[1] + n[3] / 2)
    }

    @Test func tapsAndLongPresses() throws {
        let session = ViewSession(PressScreen(), on: .iPhoneSE)
        try session.tap("Tap me 0")
        #expect(try session.accessibilityDump().contains("\"Tap me 1\""))
        // Lifted after 0.3 s: too early.
        let hold = try middle("Hold me", session)
        #expect(try session.press(at: hold, duration: 0.3, startingAt: 1))
        #expect(try session.accessibilityDump().contains("\"Hold me 0\""))
        // Held 0.8 s: the action runs at 0.5 s into the press.
        try session.press(at: hold, duration: 0.8, startingAt: 2)
        #expect(try session.accessibilityDump().contains("\"Hold me 1\""))
        #expect(session.events.contains { $0.kind == .state && $0.subject == "PressScreen.held" && $0.to == "1" && $0.time == 2.5 }, "\(session.events)")
        // Moved 30 pt away before the time: it fails.
        try session.touchDown(at: hold, time: 4)
        try session.touchMove(to: CGPoint(x: hold.x + 30, y: hold.y), time: 4.2)
        try session.touchMove(to: CGPoint(x: hold.x + 30, y: hold.y), time: 5)
        try session.touchUp()
        #expect(try session.accessibilityDump().contains("\"Hold me 1\""))
        // A LongPressGesture attached alongside, through a scenario.
        let pin = try middle("Pin", session)
        let clip = try ViewRenderer.clip(of: PressScreen(), on: .iPhoneSE, scale: 0.25, scenario: ViewScenario([.press(pin, duration: 1.2, at: 0.5)]), fps: 10)
        #expect(clip.events.contains { $0.kind == .state && $0.subject == "PressScreen.pinned" && $0.time == 1.5 })
        let last = try clip.frame(clip.frameCount - 1).makeImage()
        #expect(try clip.frame(15).makeImage() == last && (try clip.frame(14).makeImage()) != last, "pinned from the frame at 1.5 s, while still held")
    }
}

/// A view's task runs in a session when the view appears (and again when its id changes), at that moment;
/// one that waits for something is left there, said so in the log, and changes nothing later.
@MainActor @Suite struct TaskTests {
    @Test func tasksRunOnTheSessionClockAndWaitingOnesAreLeft() async throws {
        let session = ViewSession(TaskScreen(), on: .iPhoneSE, scale: 1)
        #expect(try session.accessibilityDump().contains("\"Items: tea, cake\""))
        #expect(try session.accessibilityDump().contains("\"Loaded page 0\""))
        #expect(session.events.contains { $0.kind == .lifecycle && $0.subject == "task ran" && $0.time == 0 })
        #expect(session.events.contains { $0.kind == .state && $0.subject == "TaskScreen.items" && $0.time == 0 })
        try session.tap("Next page", time: 1)
        #expect(try session.accessibilityDump().contains("\"Loaded page 1\""))
        #expect(session.events.contains { $0.kind == .state && $0.subject == "TaskScreen.loadedPage" && $0.to == "1" && $0.time == 1 })
        // A picture runs no task: the one-off picture shows the view before its tasks.
        #expect(try ViewRenderer.accessibilityDump(TaskScreen(), on: .iPhoneSE).contains("\"Items: \""))
        try session.tap("Sleepy", time: 2)
        #expect(session.log.contains { $0.hasPrefix("the task of Text waited for something") }, "\(session.log)")
        #expect(session.events.contains { $0.time == 2 && $0.subject.hasPrefix("the task of Text waited") })
        // What it would do after its sleep is not taken, whenever it runs (the main actor is let go here).
        try await Task.sleep(for: .milliseconds(50))
        #expect(try session.accessibilityDump(at: 3).contains("\"Waiting 0\""))
    }

    /// A polling loop (`while true { try? await Task.sleep(…) }`) left at its first wait sleeps on the
    /// machine's clock — it spun 80,000 turns in 2 s once cancelled — and what it writes later, to `@State`
    /// or to an observable object's `@Published` property, never reaches the session's pictures, whether
    /// or not the test lets the main actor go.
    @Test func aPollingTaskNeitherSpinsNorChangesPictures() async throws {
        PollingScreen.turns = 0
        let model = PollingModel()
        let session = ViewSession(PollingScreen(model: model), on: .iPhoneSE, scale: 1)
        let before = try session.render().makeImage()
        #expect(PollingScreen.turns == 0 && session.log.contains { $0.contains("left there") }, "\(session.log)")
        try await Task.sleep(for: .milliseconds(300))
        #expect(PollingScreen.turns < 40, "it sleeps 20 ms a turn: \(PollingScreen.turns) turns in 0.3 s")
        #expect(model.polls == 0, "its writes to the model are dropped")
        #expect(try session.render().makeImage() == before)
        #expect(try session.accessibilityDump().contains("\"Polled 0 and 0\""))
    }
}

/// A screen whose task polls for ever, writing its state and its model each turn.
struct PollingScreen: View {
    @MainActor static var turns = 0
    @ObservedObject var model: PollingModel
    @State private var polls = 0
    var body: some View {
        Text("Polled \(polls) and \(model.polls)")
            .task {
                while true {
                    try? await Task.sleep(for: .milliseconds(20))
                    PollingScreen.turns += 1
                    polls += 1
                    model.polls += 1
                }
            }
    }
}

final class PollingModel: ObservableObject {
    @Published var polls = 0
}
