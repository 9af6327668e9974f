import Foundation
import Testing
@testable import SheetWidget

@Suite struct ScenarioTests {
    func error(_ json: String) -> SheetScenario.ScenarioError? {
        do { _ = try SheetScenario(json: Data(json.utf8)); return nil } catch let e as SheetScenario.ScenarioError { return e } catch { return nil }
    }

    @Test func theDocumentedTourPlaysAsWritten() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/scenarios/fluent-tour.json")
        let scenario = try SheetScenario(json: try Data(contentsOf: url))
        #expect(scenario.fps == 30 && scenario.actions.count == 4 && scenario.displayScale == 1)
        let motion = try scenario.motion()
        let moves = motion.events.filter { $0.kind == .didMove }.map { "\($0.target!)/\($0.interaction.rawValue)" }
        #expect(moves == ["collapsed/noUserAction", "partial/resizingHandleTap", "expanded/swipe", "collapsed/dimmingViewTap"])
    }

    @Test func everyMalformedCaseNamesTheEntryAndField() {
        let base = #"{"preset": "fluent", "timeline": [%@]}"#
        let cases: [(String, Int?, String)] = [
            (#"{"timeline": []}"#, nil, "preset"),
            (#"{"preset": "sheety", "timeline": []}"#, nil, "preset"),
            (#"{"preset": "fluent", "device": "phone", "timeline": []}"#, nil, "device"),
            (#"{"preset": "fluent", "fps": 0, "timeline": []}"#, nil, "fps"),
            (#"{"preset": "fluent", "fps": true, "timeline": []}"#, nil, "fps"),
            (#"{"preset": "fluent", "scale": -1, "timeline": []}"#, nil, "scale"),
            (#"{"preset": "fluent", "duration": 1000, "timeline": []}"#, nil, "duration"),
            (#"{"preset": "fluent"}"#, nil, "timeline"),
            (String(format: base, #"{"move": "expanded"}"#), 0, "at"),
            (String(format: base, #"{"at": 1, "move": "expanded"}, {"at": 0.5, "move": "collapsed"}"#), 1, "at"),
            (String(format: base, #"{"at": 0}"#), 0, "(entry)"),
            (String(format: base, #"{"at": 0, "move": "expanded", "tap": [1, 2]}"#), 0, "(entry)"),
            (String(format: base, #"{"at": 0, "tap": [1]}"#), 0, "tap"),
            (String(format: base, #"{"at": 0, "pan": [[0, 0]]}"#), 0, "pan"),
            (String(format: base, #"{"at": 0, "pan": [[0.2, 0], [0.1, 5]]}"#), 0, "pan"),
            ("[1]", nil, "(file)"),
        ]
        for (json, entry, field) in cases {
            let e = error(json)
            #expect(e != nil, "accepted: \(json)")
            #expect(e?.entry == entry && e?.field == field, "\(json) → \(String(describing: e))")
        }
        #expect(error(String(format: base, #"{"at": 0, "tap": [1]}"#))!.description == "line 1, column 52: timeline entry 0, field 'tap': must be [x, y] in points: holds 1 item")
    }

    /// Crashes, wrong acceptances and unbounded work once possible: each is now an error before any work.
    @Test func hostileScenariosAreRefusedBeforeAnyWork() {
        let cases: [(String, Int?, String, String)] = [
            (#"{"preset": "fluent", "fps": 1e300, "timeline": []}"#, nil, "fps", "line 1, column 29: field 'fps': 1e+300 is outside 1…240"),
            (#"{"preset": "fluent", "timeline": [{"at": 0, "pan": [[0, 0], [1e300, -100]]}]}"#, 0, "pan",
             "line 1, column 62: timeline entry 0, field 'pan': sample 1's time 1e+300 puts it outside 0…120 s of the clip"),
            (#"{"preset": "fluent", "timeline": [{"at": 0, "pan": [[0, 0], [1e7, -100]]}]}"#, 0, "pan",
             "line 1, column 62: timeline entry 0, field 'pan': sample 1's time 10000000.0 puts it outside 0…120 s of the clip"),
            (#"{"preset": "fluent", "timeline": [{"at": 0, "move": "expanded", "animated": "no"}]}"#, 0, "animated",
             "line 1, column 77: timeline entry 0, field 'animated': must be true or false, got a string"),
            (#"{"preset": "fluent", "timeline": [{"at": 0, "tap": [true, false]}]}"#, 0, "tap",
             "line 1, column 53: timeline entry 0, field 'tap': item 0 must be a number, got a boolean"),
            (#"{"preset": "fluent", "timeline": [{"at": 0, "tap": [1, 2], "animated": true}]}"#, 0, "animated",
             "line 1, column 60: timeline entry 0, field 'animated': is not a field here (known: at, move, tap, pan)"),
            (#"{"preset": "fluent", "scal": 2, "timeline": []}"#, nil, "scal",
             "line 1, column 22: field 'scal': is not a field here — did you mean 'scale'? (known: preset, sheet, device, scheme, scale, fps, start, duration, timeline)"),
            (#"{"preset": "fluent", "timeline": [], "timeline": []}"#, nil, "(file)",
             "line 1, column 38: the key 'timeline' appears twice in this object (first at line 1, column 22)"),
            (#"{"preset": "fluent", "scale": 1e999, "timeline": []}"#, nil, "(file)", "line 1, column 31: the number 1e999 is too large (the largest is about 1.8e308)"),
            ("[1]", nil, "(file)", "line 1, column 1: must be an object with a preset (or a sheet) and a timeline, got an array"),
        ]
        for (json, entry, field, message) in cases {
            let e = error(json)
            #expect(e?.entry == entry && e?.field == field, "\(json) → \(String(describing: e))")
            #expect(e?.description == message)
        }
    }

    /// A motion that would settle after the clip limit is refused when the motion is built.
    @Test func aMotionPastTheClipLimitIsRefused() throws {
        let s = try SheetScenario(json: Data(#"{"preset": "fluent", "timeline": [{"at": 119.9, "move": "expanded"}]}"#.utf8))
        #expect(throws: SheetConfigurationError.self) { try s.motion() }
        #expect(SheetMotion.frameCount(fps: 240, duration: 1e7) == 2_400_000_001)
        #expect(SheetMotion.frameCount(fps: 240, duration: 1e308) == Int.max)
        #expect(SheetMotion.frameCount(fps: 30, duration: .nan) == 1)
        #expect(SheetMotion.frameCount(fps: 30, duration: 1) == 31)
    }

    @Test func anUnknownDetentIsReportedWhenTheMotionIsBuilt() throws {
        let s = try SheetScenario(json: Data(#"{"preset": "apple", "timeline": [{"at": 0, "move": "huge"}]}"#.utf8))
        #expect(throws: SheetConfigurationError(field: "actions", reason: "no active detent 'huge' (active: medium, large)")) { try s.motion() }
    }
}
