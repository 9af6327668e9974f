import Canvas
import DisplayList
import Foundation
import Testing

@Suite struct DisplayListTests {
    func parse(_ json: String) throws -> DisplayList { try DisplayList(json: Data(json.utf8)) }

    func error(_ json: String) -> DisplayListError? {
        do { _ = try parse(json); return nil } catch let e as DisplayListError { return e } catch { return nil }
    }

    func scene(_ op: String) -> String { ##"{"width": 10, "height": 10, "ops": [{"op": "rect", "x": 0, "y": 0, "w": 1, "h": 1, "color": "#000000FF"}, \##(op)]}"## }

    @Test func readsAndReplaysEveryOp() throws {
        let list = try parse(###"""
        {"width": 20, "height": 10, "ops": [
          {"op": "rect", "x": 0, "y": 0, "w": 10, "h": 10, "color": "#FF0000FF"},
          {"op": "rrect", "x": 10, "y": 0, "w": 10, "h": 10, "r": [2, 2, 2, 2], "curve": "continuous", "color": "#00FF00FF"},
          {"op": "path", "d": "M0 0 L4 0 L4 4 Z", "rule": "evenodd", "color": "#0000FFFF"}
        ]}
        """###)
        #expect(list.ops.count == 3)
        let canvas = try list.render()
        #expect(canvas.pixel(x: 5, y: 8) == Color.red.premultiplied)
        #expect(canvas.pixel(x: 15, y: 5).g == 255)
        #expect(canvas.pixel(x: 3, y: 1).b == 255)
    }

    @Test func everyMalformedCaseNamesTheOpAndField() {
        let cases: [(String, Int?, String)] = [
            (scene(##"{"op": "circle", "x": 1}"##), 1, "op"),                                     // unknown op
            (scene(##"{"x": 1}"##), 1, "op"),                                                     // missing op
            (scene(##"{"op": "rect", "y": 0, "w": 1, "h": 1, "color": "#000000FF"}"##), 1, "x"),  // missing field
            (scene(##"{"op": "rect", "x": "0", "y": 0, "w": 1, "h": 1, "color": "#000000FF"}"##), 1, "x"),  // wrong type
            (scene(##"{"op": "rect", "x": 0, "y": 0, "w": true, "h": 1, "color": "#000000FF"}"##), 1, "w"),  // boolean for number
            (scene(##"{"op": "rect", "x": 0, "y": 0, "w": -1, "h": 1, "color": "#000000FF"}"##), 1, "w"),    // negative size
            (scene(##"{"op": "rect", "x": 0, "y": 0, "w": 1, "h": 1, "color": "red"}"##), 1, "color"),      // bad colour
            (scene(##"{"op": "rect", "x": 0, "y": 0, "w": 1, "h": 1, "color": 255}"##), 1, "color"),        // colour not a string
            (scene(##"{"op": "rrect", "x": 0, "y": 0, "w": 1, "h": 1, "r": [1, 1, 1], "color": "#000000FF"}"##), 1, "r"),
            (scene(##"{"op": "rrect", "x": 0, "y": 0, "w": 1, "h": 1, "r": [1, "a", 1, 1], "color": "#000000FF"}"##), 1, "r"),
            (scene(##"{"op": "rrect", "x": 0, "y": 0, "w": 1, "h": 1, "r": 4, "color": "#000000FF"}"##), 1, "r"),
            (scene(##"{"op": "rrect", "x": 0, "y": 0, "w": 1, "h": 1, "r": [1, 1, -1, 1], "color": "#000000FF"}"##), 1, "r"),
            (scene(##"{"op": "rrect", "x": 0, "y": 0, "w": 1, "h": 1, "r": [1, 1, 1, 1], "curve": "squircle", "color": "#000000FF"}"##), 1, "curve"),
            (scene(##"{"op": "path", "d": "M0 0 L 5 q", "color": "#000000FF"}"##), 1, "d"),
            (scene(##"{"op": "path", "d": "M0 0 L 5 5", "rule": "winding", "color": "#000000FF"}"##), 1, "rule"),
            (scene(##"{"op": "path", "color": "#000000FF"}"##), 1, "d"),
            (scene(##"{"op": "text", "x": 0, "y": 0, "size": 10, "font": "regular", "text": "Hi", "color": "#000000FF"}"##), 1, "op"),
            (scene(##"7"##), 1, "(op)"),
            (##"{"height": 10, "ops": []}"##, nil, "width"),
            (##"{"width": 0, "height": 10, "ops": []}"##, nil, "width"),
            (##"{"width": 10, "height": 20000, "ops": []}"##, nil, "height"),
            (##"{"width": 10.5, "height": 10, "ops": []}"##, nil, "width"),
            (##"{"width": 10, "height": 10}"##, nil, "ops"),
            (##"{"width": 10, "height": 10, "ops": {}}"##, nil, "ops"),
            (##"[1, 2]"##, nil, "(file)"),
            (##"{"width": 10,"##, nil, "(file)"),
        ]
        for (json, index, field) in cases {
            let e = error(json)
            #expect(e != nil, "accepted: \(json)")
            #expect(e?.opIndex == index, "\(json) → \(String(describing: e))")
            #expect(e?.field == field, "\(json) → \(String(describing: e))")
        }
        // The messages carry the details a user needs.
        #expect(error(scene(##"{"op": "path", "d": "M0 0 L 5 q", "color": "#000000FF"}"##))!.description.contains("offset"))
        #expect(error(scene(##"{"op": "text", "x": 0, "y": 0, "size": 10, "font": "regular", "text": "Hi", "color": "#000000FF"}"##))!
            .description.contains("not supported yet"))
        #expect(error(scene(##"{"op": "circle"}"##))!.description == "op 1, field 'op': unknown op 'circle' (expected rect, rrect, path or text)")
    }

    @Test func sharedBenchSceneParsesWhenPresent() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/bench/sheet-geometry.json").standardized.path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let list = try DisplayList(contentsOfFile: path)
        #expect(list.width == 1170 && list.height == 2532 && list.ops.count == 51)
        let a = try list.render().makeImage(), b = try list.render().makeImage()
        #expect(a == b)
    }
}
