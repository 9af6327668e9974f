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
        let moves = motion.events.filter { $0.kind == "did-move" }.map { "\($0.target!)/\($0.interaction.rawValue)" }
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
        #expect(error(String(format: base, #"{"at": 0, "tap": [1]}"#))!.description == "timeline entry 0, field 'tap': must be [x, y] in points")
    }

    @Test func anUnknownDetentIsReportedWhenTheMotionIsBuilt() throws {
        let s = try SheetScenario(json: Data(#"{"preset": "apple", "timeline": [{"at": 0, "move": "huge"}]}"#.utf8))
        #expect(throws: SheetConfigurationError(field: "actions", reason: "no active detent 'huge'")) { try s.motion() }
    }
}
