import Canvas
import Foundation
import SheetshotUI
import SheetWidget
import SheetshotUISnapshotTesting
import Testing

/// A scenario played into frames: each frame is the session's screen at its time with the steps up to then
/// run, the same however the frames are asked for; bad scenarios are refused before any frame is drawn.
@MainActor @Suite struct ViewClipTests {
    let scenario = ViewScenario([.tap("M", at: 0.1), .tap("Close", at: 0.3), .tap("Show", at: 1.6)])

    @Test func framesAreTheSessionsScreenAtTheirTimes() throws {
        let clip = try ViewRenderer.clip(of: PresentingScreen(), on: .iPhoneSE, scale: 1, scenario: scenario, fps: 10)
        // Until the re-presented sheet settles, at least; 10 frames a second.
        #expect(clip.duration > 2 && clip.duration < 3.5 && clip.frameCount == Int((clip.duration * 10 - 1e-9).rounded(.up)) + 1)
        // The same steps taken by hand, the screen rendered at each frame's time.
        let session = ViewSession(PresentingScreen(), on: .iPhoneSE, scale: 1)
        var expected: [CanvasImage] = []
        for k in 0..<clip.frameCount {
            let t = clip.time(ofFrame: k)
            if t >= 0.1 && session.now < 0.1 { try session.tap("M", time: 0.1) }
            if t >= 0.3 && session.now < 0.3 { try session.tap("Close", time: 0.3) }
            if t >= 1.6 && session.now < 1.6 { try session.tap("Show", time: 1.6) }
            expected.append(try session.render(at: t).makeImage())
        }
        for k in 0..<clip.frameCount {
            let got = try clip.frame(k).makeImage()
            let differ = got == expected[k] ? 0 : zip(got.pixels, expected[k].pixels).filter { $0 != $1 }.count
            #expect(differ == 0, "frame \(k): \(differ) bytes differ")
        }
        // Asked backwards (each one replayed from the start), the frames are the same pictures.
        for k in stride(from: clip.frameCount - 1, through: 0, by: -7) { #expect(try clip.frame(k).makeImage() == expected[k] ? true : false, "frame \(k) again") }
        // The sheet really moves: it is there, leaving, gone, back.
        #expect(expected[0] != expected[4] && expected[4] != expected[10] && expected[10] != expected[clip.frameCount - 1])
        #expect(expected[12] == expected[13], "nothing moves between the sheet leaving and the next tap")
        // The events: the state changes with their times, beside the sheet's moves.
        let lines = clip.events.filter { $0.kind != .input }.map(\.description)
        #expect(lines.starts(with: ["  0.100 s  state  PresentingScreen.size: \"S\" → \"M\"", "  0.300 s  state  PresentingScreen.showSheet: true → false",
                                    "  0.300 s  state  PresentingScreen.dismissed: 0 → 1", "  0.300 s  sheet  sheet will-move → hidden"]), "\(lines)")
        #expect(try clip.eventsJSON().contains("\"subject\" : \"PresentingScreen.showSheet\""))
        // Written as an APNG: every frame, each as drawn, changed regions only by default.
        let path = NSTemporaryDirectory() + "viewclip-\(UUID().uuidString).apng"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try clip.writeAPNG(to: path)
        let read = Array(try APNGReader(contentsOfFile: path))
        #expect(read.count == clip.frameCount && read.enumerated().allSatisfy { $0.element.image == expected[$0.offset] })
    }

    @Test func badScenariosAreRefusedBeforeAnyFrame() throws {
        func refusal(_ scenario: ViewScenario, fps: Int = 30, duration: Double? = nil) -> String {
            do {
                _ = try ViewRenderer.clip(of: PresentingScreen(), on: .iPhoneSE, scenario: scenario, fps: fps, duration: duration)
                return "made"
            } catch { return "\(error)" }
        }
        #expect(refusal(ViewScenario([.tap("Close", at: 0.5), .tap("M", at: 0.2)])).contains("scenario step 2 at 0.2 s starts before step 1 has ended"))
        #expect(refusal(ViewScenario([.drag(from: .zero, to: CGPoint(x: 0, y: 100), duration: 1, at: 0), .tap("M", at: 0.5)]))
            .contains("step 2 at 0.5 s starts before step 1 has ended (1.0 s)"))
        #expect(refusal(ViewScenario([.tap("M", at: .nan)])).contains("scenario step 1 is at nan s"))
        #expect(refusal(ViewScenario([.drag(from: CGPoint(x: CGFloat.infinity, y: 0), to: .zero, duration: 1, at: 0)])).contains("not a point"))
        #expect(refusal(ViewScenario([.press(.zero, duration: 1e308, at: 0)])).contains("a press lasts more than 0 and at most 60 s"))
        // A label the screen does not have then: named with its step (here the sheet still covers "Show").
        #expect(refusal(ViewScenario([.tap("Close", at: 0.1), .tap("Show", at: 0.2)])).contains("scenario step 2: no element called \"Show\""))
        #expect(refusal(scenario, fps: 0).contains("0 frames per second is outside 1…240"))
        #expect(refusal(scenario, duration: .infinity).contains("not a length of time"))
        #expect(refusal(scenario, fps: 240, duration: 1e5).contains("more than the limit"))
    }
}

/// The clip strategy of the Sheetshot snapshot route: a scenario recorded as one APNG into a sandbox, then
/// matching what it recorded, and failing (frame by frame) when the view's behaviour changes.
@MainActor @Suite struct ViewClipSnapshotTests {
    let scenario = ViewScenario([.tap("Close", at: 0.1), .tap("Show", at: 1.6)])

    @Test func aScenarioIsRecordedAndCompared() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetshotui-clips-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withSnapshotConfiguration(record: .missing, directory: folder, artifactsDirectory: folder.appendingPathComponent("artifacts")) {
            withKnownIssue {
                assertSnapshot(of: PresentingScreen(), as: .clip(on: .iPhoneSE, scale: 0.25, scenario: scenario, fps: 5), named: "closed")
            } matching: { "\($0)".contains("Recorded snapshot") }
            assertSnapshot(of: PresentingScreen(), as: .clip(on: .iPhoneSE, scale: 0.25, scenario: scenario, fps: 5), named: "closed")
            // Another scenario against the same reference: the first frame that differs is named.
            withKnownIssue {
                assertSnapshot(of: PresentingScreen(), as: .clip(on: .iPhoneSE, scale: 0.25, scenario: ViewScenario([.tap("M", at: 0.1)]), fps: 5,
                                                                 duration: 2.6), named: "closed")
            } matching: { "\($0)".contains("frame") }
            // A step that cannot be taken fails with its reason.
            withKnownIssue {
                assertSnapshot(of: PresentingScreen(), as: .clip(on: .iPhoneSE, scale: 0.25, scenario: ViewScenario([.tap("Nope", at: 0)]), fps: 5),
                               named: "nope")
            } matching: { "\($0)".contains("scenario step 1: no element called \"Nope\"") }
        }
        let reference = folder.appendingPathComponent("aScenarioIsRecordedAndCompared.closed.apng")
        let frames = Array(try APNGReader(contentsOfFile: reference.path))
        let clip = try ViewRenderer.clip(of: PresentingScreen(), on: .iPhoneSE, scale: 0.25, scenario: scenario, fps: 5)
        #expect(frames.count == clip.frameCount && frames.count > 10)
        for k in [0, 3, frames.count - 1] { #expect(frames[k].image == (try clip.frame(k).makeImage()) ? true : false, "frame \(k)") }
    }
}
