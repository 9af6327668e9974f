import Canvas
import Foundation
import Observation
@testable import SheetshotUI
import Testing

/// Counts the evaluations of bodies that tick it, by name.
@MainActor final class BodyCounter {
    private(set) var counts: [String: Int] = [:]
    func tick(_ name: String) { counts[name, default: 0] += 1 }
    func reset() { counts = [:] }
}

/// A model the test changes from outside the session.
@Observable final class FrameModel { var title = "Before" }
/// An observable object the test changes from outside the session.
final class FrameObject: ObservableObject { @Published var title = "Before" }

private struct FrameCountedRow: View {
    let counter: BodyCounter
    var body: some View {
        let _ = counter.tick("row")
        Text("Unchanged row")
    }
}

private struct FrameCountedSheet: View {
    let counter: BodyCounter
    var body: some View {
        let _ = counter.tick("sheet")
        Text("In the sheet")
            .presentationDetents([.medium])
    }
}

private struct FrameCountedScreen: View {
    let counter: BodyCounter
    let model: FrameModel
    @ObservedObject var object: FrameObject
    @State private var count = 0
    @State private var showsSheet = false
    var body: some View {
        let _ = counter.tick("screen")
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
            Button("Show") { showsSheet = true }
            Text(model.title)
            Text("Object " + object.title)
            FrameCountedRow(counter: counter)
        }
        .sheet(isPresented: $showsSheet) { FrameCountedSheet(counter: counter) }
    }
}

/// The frame pass (Runtime/FramePass.swift): a tap followed by a picture evaluates each body once, and a kept
/// frame is never shown once something it could show has changed.
@MainActor @Suite struct FramePassTests {
    private func session() -> (ViewSession<FrameCountedScreen>, BodyCounter, FrameModel, FrameObject) {
        let counter = BodyCounter(), model = FrameModel(), object = FrameObject()
        return (ViewSession(FrameCountedScreen(counter: counter, model: model, object: object), on: .iPhoneSE, scale: 1), counter, model, object)
    }

    @Test func aTapAndAPictureEvaluateEachBodyOnce() throws {
        let (session, counter, _, _) = session()
        _ = try session.render()
        // The first screen is committed at time 0, and its picture is that frame.
        #expect(counter.counts == ["screen": 1, "row": 1])
        #expect(session.framesBuilt == 1)

        counter.reset()
        try session.tap("Add")
        let after = try session.render()
        // The tap's hit test used the kept frame; the action changed the screen's state; the frame committed
        // after it is the picture. The row's inputs did not change: its last body was reused.
        #expect(counter.counts == ["screen": 1])
        #expect(session.framesBuilt == 2)
        #expect(try session.accessibilityDump().contains("\"Count 1\""))
        // Asked again, nothing is evaluated, and the picture is the same.
        counter.reset()
        #expect(try session.render().pngData() == after.pngData())
        #expect(counter.counts.isEmpty)

        // Another time is another frame, built from the bodies kept: none of their inputs changed.
        _ = try session.render(at: 0.5)
        #expect(counter.counts.isEmpty)
        #expect(session.framesBuilt == 3)
    }

    @Test func aPresentedSheetsContentIsBuiltOncePerFrame() throws {
        let (session, counter, _, _) = session()
        _ = try session.render()
        counter.reset()
        try session.tap("Show")
        // The sheet's content is evaluated when it first shows, the screen because its state changed.
        #expect(counter.counts == ["screen": 1, "sheet": 1])
        counter.reset()
        let frames = session.framesBuilt
        _ = try session.render(at: 0.2)
        _ = try session.accessibilityDump(at: 0.2)
        // One frame for both, built from the kept bodies as the sheet comes up.
        #expect(session.framesBuilt == frames + 1)
        #expect(counter.counts.isEmpty)
        // A finger on the sheet moves it: the frame is made again.
        let settled = try session.settledTime()
        try session.wait(until: settled)
        let resting = try session.render()
        try session.touchDown(at: CGPoint(x: 160, y: 500))
        try session.touchMove(to: CGPoint(x: 160, y: 560), time: settled + 0.1)
        let dragged = try session.render(at: settled + 0.1)
        try session.touchMove(to: CGPoint(x: 160, y: 600), time: settled + 0.1)
        let further = try session.render(at: settled + 0.1)
        #expect(try resting.pngData() != dragged.pngData())
        #expect(try dragged.pngData() != further.pngData(), "the sheet moved with the finger at the same time: the kept frame was not reused")
        try session.touchUp()
    }

    /// Drawing or reading a frame changes nothing a session reports: the sheet's moves are noted in its log
    /// when they change (an action, a release), not when a frame places the sheet — so a picture taken in the
    /// middle of a drag, or of a time long past the moves, leaves the log as it was.
    @Test func readingAFrameWritesNothing() throws {
        let (session, _, _, _) = session()
        try session.tap("Show")
        let settled = try session.settledTime()
        try session.wait(until: settled)
        let before = session.events.filter { $0.kind == .sheet }
        #expect(before.contains { $0.subject.hasSuffix("did-move") })
        try session.touchDown(at: CGPoint(x: 160, y: 500))
        try session.touchMove(to: CGPoint(x: 160, y: 600), time: settled + 0.1)
        _ = try session.render(at: settled + 0.1)
        _ = try session.accessibilityDump(at: settled + 0.1)
        _ = try session.render(at: settled + 50)
        // (It wrote the drag, projected to its end, as a dismissal: "will-move → hidden" before any release.)
        #expect(session.events.filter { $0.kind == .sheet } == before, "a frame read during the drag wrote the drag into the log")
        try session.touchUp()
        #expect(session.events.contains { $0.subject.hasSuffix("started-pan") }, "the release notes the drag")
    }

    @Test func changesMadeOutsideTheSessionAreShown() throws {
        let (session, counter, model, object) = session()
        _ = try session.render()
        // An @Observable property the body read.
        model.title = "After"
        counter.reset()
        #expect(try session.accessibilityDump().contains("\"After\""))
        #expect(counter.counts == ["screen": 1])
        // An ObservableObject's @Published property.
        object.title = "Changed"
        #expect(try session.accessibilityDump().contains("\"Object Changed\""))
        // Nothing changed since: the frame is kept.
        counter.reset()
        _ = try session.accessibilityDump()
        #expect(counter.counts.isEmpty)
    }
}

/// A screen that makes its own view model (`@StateObject`) and changes it when tapped.
private final class OwnedModel: ObservableObject { @Published var taps = 0 }
private struct OwnedModelScreen: View {
    let counter: BodyCounter
    let name: String
    @StateObject private var model = OwnedModel()
    var body: some View {
        let _ = counter.tick(name)
        Button("Tapped \(model.taps)") { model.taps += 1 }
    }
}

extension FramePassTests {
    /// A change belongs to the session that owns what changed: a `@Published` write to the view model one
    /// session's `@StateObject` made leaves another session's kept frame and bodies as they were, while a
    /// change to an object no session owns (one the test made) is shown by every session.
    @Test func aSessionsOwnChangesLeaveOtherSessionsKeptFrames() throws {
        let counter = BodyCounter()
        let a = ViewSession(OwnedModelScreen(counter: counter, name: "a"), on: .iPhoneSE, scale: 1)
        let b = ViewSession(OwnedModelScreen(counter: counter, name: "b"), on: .iPhoneSE, scale: 1)
        _ = try a.render()
        _ = try b.render()
        let framesOfB = b.framesBuilt
        counter.reset()
        #expect(try a.tap("Tapped 0"))
        #expect(try a.accessibilityDump().contains("Tapped 1"))
        #expect(try b.accessibilityDump().contains("Tapped 0"))
        #expect(counter.counts["b"] == nil, "b's body was evaluated again for a's change: \(counter.counts)")
        #expect(b.framesBuilt == framesOfB, "b's kept frame was built again for a's change")
        // An object the test made and changes outside every session: each session shows it.
        let shared = FrameObject(), model = FrameModel()
        let c = ViewSession(FrameCountedScreen(counter: counter, model: model, object: shared), on: .iPhoneSE, scale: 1)
        let d = ViewSession(FrameCountedScreen(counter: counter, model: model, object: shared), on: .iPhoneSE, scale: 1)
        _ = try c.render()
        _ = try d.render()
        shared.title = "Changed"
        #expect(try c.accessibilityDump().contains("\"Object Changed\""))
        #expect(try d.accessibilityDump().contains("\"Object Changed\""))
    }
}

/// A child whose inputs are a string, a binding, an environment value and an `@Observable` model.
private struct ReuseChild: View {
    let counter: BodyCounter
    let title: String
    @Binding var isOn: Bool
    @SheetshotUI.Environment(\.colorScheme) private var scheme
    let model: FrameModel
    var body: some View {
        let _ = counter.tick("child")
        Text("\(title) \(isOn ? "on" : "off") \(scheme == .dark ? "dark" : "light") \(model.title)")
    }
}

/// A child whose only input is its own state, shown while the parent's switch says so.
private struct ReuseStateful: View {
    let counter: BodyCounter
    @State private var taps = 0
    var body: some View {
        let _ = counter.tick("stateful")
        Button("Taps \(taps)") { taps += 1 }
    }
}

private struct ReuseScreen: View {
    let counter: BodyCounter
    let model: FrameModel
    @State private var title = "Short"
    @State private var isOn = false
    @State private var dark = false
    @State private var shows = true
    var body: some View {
        VStack {
            Button("Title") { title = "Longer" }
            Button("Switch") { isOn.toggle() }
            Button("Dark") { dark.toggle() }
            Button("Model") { model.title = "Changed" }
            Button("Hide") { shows.toggle() }
            ReuseChild(counter: counter, title: title, isOn: $isOn, model: model)
                .environment(\.colorScheme, dark ? .dark : .light)
            if shows { ReuseStateful(counter: counter) }
        }
    }
}

/// A view reuses its last body only while every input is unchanged: each kind of input, changed on its own,
/// evaluates it again, and the picture matches a session that evaluated every body.
@MainActor @Suite struct BodyReuseTests {
    @Test func eachInputEvaluatesTheBodyAgain() throws {
        let counter = BodyCounter(), model = FrameModel()
        let session = ViewSession(ReuseScreen(counter: counter, model: model), on: .iPhoneSE, scale: 1)
        _ = try session.render()
        for (button, shown) in [("Title", "Longer off light Before"), ("Switch", "Longer on light Before"),
                                ("Dark", "Longer on dark Before"), ("Model", "Longer on dark Changed")] {
            counter.reset()
            try session.tap(button)
            #expect(try session.accessibilityDump().contains("\"\(shown)\""), "after \(button)")
            #expect(counter.counts == ["child": 1], "after \(button): \(counter.counts)")
        }
        // Its own state evaluates only the view that holds it.
        counter.reset()
        try session.tap("Taps 0")
        #expect(counter.counts == ["stateful": 1])
        // Taken away and shown again, a view starts afresh: its state and its body.
        try session.tap("Hide")
        counter.reset()
        try session.tap("Hide")
        #expect(try session.accessibilityDump().contains("\"Taps 0\""))
        #expect(counter.counts["stateful"] == 1)
    }
}

/// A screen that prefers dark, counting its body's evaluations, with a square that fades out when tapped.
struct DarkPreferringScreen: View {
    let counter: BodyCounter
    @State private var count = 0

    var body: some View {
        let _ = counter.tick("screen")
        VStack(spacing: 0) {
            Button("Add") { count += 1 }
            CountingSchemeReader(counter: counter, count: count)
            Color.red.frame(width: 100, height: 100)
                .opacity(count == 0 ? 1 : 0)
                .animation(.linear(duration: 1), value: count)
        }
        .preferredColorScheme(.dark)
    }
}

/// A text that reads the colour scheme (so its body is evaluated again in another scheme).
struct CountingSchemeReader: View {
    let counter: BodyCounter
    let count: Int
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let _ = counter.tick("reader")
        Text("Count \(count) \(scheme == .dark ? "dark" : "light")")
    }
}

extension FramePassTests {
    /// In a session a screen that prefers another scheme than the session's is drawn in it, frame after
    /// frame: its views read the scheme it prefers, a change's animation runs in it, and a body is
    /// evaluated once for the frame after a tap.
    @Test func aPreferredSchemeHoldsInASession() throws {
        let counter = BodyCounter()
        let session = ViewSession(DarkPreferringScreen(counter: counter), on: .iPhoneSE, scale: 1)
        let first = try session.render()
        counter.reset()
        try session.tap("Add", time: 1)
        let halfway = try session.render(at: 1.5)
        // One build for the frame after the tap: a body that reads the scheme is evaluated once, in dark.
        #expect(counter.counts["screen"] == 1)
        #expect(counter.counts["reader"] == 1, "\(counter.counts)")
        #expect(try session.accessibilityDump().contains("\"Count 1 dark\""))
        func squareRed(_ canvas: Canvas) -> UInt8 {
            let image = canvas.makeImage()
            let i = ((image.height / 2 + 10) * image.width + image.width / 2) * 4
            return image.pixels[i]
        }
        // Dark: the background at a corner is black; the square fades from red over it.
        let corner = first.makeImage().pixels
        #expect(corner[0] == 0 && corner[1] == 0 && corner[2] == 0)
        #expect(squareRed(first) > 0xF0)
        let mid = squareRed(halfway)
        #expect(mid > 0x40 && mid < 0xC0, "halfway through the fade: \(mid)")
    }
}
