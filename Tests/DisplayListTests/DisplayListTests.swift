import Canvas
import DisplayList
import Foundation
import Testing

@Suite struct DisplayListTests {
    func parse(_ json: String) throws -> DisplayList { try DisplayList(json: Data(json.utf8)) }

    func error(_ json: String) -> DisplayListError? {
        do { _ = try parse(json); return nil } catch let e as DisplayListError { return e } catch { return nil }
    }

    /// A scene with Inter as its "regular" font and a text op with the given size, font and text fields.
    func textScene(_ fields: String) -> String {
        ##"{"width": 10, "height": 10, "fonts": {"regular": "Inter-Regular.otf"}, "ops": [{"op": "rect", "x": 0, "y": 0, "w": 1, "h": 1, "color": "#000000FF"}, {"op": "text", "x": 0, "y": 9, \##(fields), "color": "#000000FF"}]}"##
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
            (scene(##"{"op": "text", "x": 0, "y": 0, "size": 10, "font": "regular", "text": "Hi", "color": "#000000FF"}"##), 1, "font"),
            (textScene(##""size": 10, "font": "bold", "text": "Hi""##), 1, "font"),
            (textScene(##""size": 0, "font": "regular", "text": "Hi""##), 1, "size"),
            (textScene(##""size": 10, "font": "regular", "text": 5"##), 1, "text"),
            (textScene(##""size": 10, "text": "Hi""##), 1, "font"),
            (##"{"width": 10, "height": 10, "fonts": {"regular": "NoSuchFont.otf"}, "ops": [{"op": "text", "x": 0, "y": 9, "size": 10, "font": "regular", "text": "Hi", "color": "#000000FF"}]}"##, 0, "font"),
            (##"{"width": 10, "height": 10, "fonts": ["Inter-Regular.otf"], "ops": []}"##, nil, "fonts"),
            (##"{"width": 10, "height": 10, "fonts": {"regular": 3}, "ops": []}"##, nil, "fonts"),
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
        #expect(error(textScene(##""size": 10, "font": "bold", "text": "Hi""##))!.description
            == "line 1, column 201: op 1, field 'font': 'bold' is not a key of the top-level 'fonts' ('regular')")
        #expect(error(##"{"width": 10, "height": 10, "fonts": {"regular": "NoSuchFont.otf"}, "ops": [{"op": "text", "x": 0, "y": 9, "size": 10, "font": "regular", "text": "Hi", "color": "#000000FF"}]}"##)!
            .description.contains("font file 'NoSuchFont.otf' not found"))
        #expect(error(scene(##"{"op": "circle"}"##))!.description == "line 1, column 114: op 1, field 'op': unknown op 'circle' (expected rect, rrect, path or text)")
    }

    /// Inputs once accepted or misreported: every one is an error naming where and what.
    @Test func strictInputIsRefusedWithPlaceOpAndField() {
        let cases: [(String, Int?, String, String)] = [
            // A typo no longer falls back to a default.
            (scene(##"{"op": "path", "d": "M0 0 L4 0 L4 4 Z", "rul": "evenodd", "color": "#000000FF"}"##), 1, "rul",
             "line 1, column 147: op 1, field 'rul': is not a field here — did you mean 'rule'? (known: op, d, rule, color)"),
            (##"{"width": 10, "height": 10, "ops": [], "heigth": 3}"##, nil, "heigth",
             "line 1, column 40: field 'heigth': is not a field here — did you mean 'height'? (known: width, height, fonts, ops)"),
            (scene(##"{"op": "rect", "x": 0, "y": 0, "w": 1, "h": 1, "color": "#+F+F+F+F"}"##), 1, "color",
             "line 1, column 163: op 1, field 'color': invalid colour \"#+F+F+F+F\": '+F' at offset 1 is not a hex byte"),
            (##"{"width": 10, "width": 10, "height": 10, "ops": []}"##, nil, "(file)",
             "line 1, column 15: the key 'width' appears twice in this object (first at line 1, column 2)"),
            (##"{"width": 10, "height": 10, "ops": [],}"##, nil, "(file)", "line 1, column 39: a trailing comma before '}' is not allowed"),
            (scene(##"{"op": "rect", "x": 1e999, "y": 0, "w": 1, "h": 1, "color": "#000000FF"}"##), nil, "(file)",
             "line 1, column 127: the number 1e999 is too large (the largest is about 1.8e308)"),
            (scene(##"{"op": "path", "d": "M0 0 \ud800", "color": "#000000FF"}"##), nil, "(file)",
             "line 1, column 133: a lone high surrogate \\uD800 (a string must hold whole Unicode characters)"),
            (String(repeating: "[", count: 600), nil, "(file)", "line 1, column 65: arrays and objects nest more than 64 levels deep here"),
            ("{\n  \"width\": 10\n  \"height\": 10}", nil, "(file)", "line 3, column 3: expected ',' or '}' after the value of 'width', found '\"'"),
        ]
        for (json, index, field, message) in cases {
            let e = error(json)
            #expect(e?.opIndex == index && e?.field == field, "\(json) → \(String(describing: e))")
            #expect(e?.description == message)
        }
        // Invalid UTF-8 inside a string.
        var bytes = Array(scene(##"{"op": "path", "d": "M0 0 Lx", "color": "#000000FF"}"##).utf8)
        let l = bytes.indices.first { bytes[$0] == UInt8(ascii: "L") && bytes[$0 + 1] == UInt8(ascii: "x") }!
        bytes[l + 1] = 0xC3
        do { _ = try DisplayList(json: Data(bytes)); Issue.record("accepted invalid UTF-8") } catch let e as DisplayListError {
            #expect(e.description == "line 1, column 134: the text is not valid UTF-8 here (byte 0xC3)")
        } catch { Issue.record("\(error)") }
    }

    /// Files that are not scene files are refused with the path and the reason, in plain words.
    @Test func unreadableFilesAreNamedInPlainWords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("displaylist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func message(_ path: String) -> String {
            do { _ = try DisplayList(contentsOfFile: path); return "accepted" } catch { return "\(error)" }
        }
        #expect(message(folder.path) == "cannot read \(folder.path): it is a folder, not a file")
        #expect(message("/dev/zero") == "cannot read /dev/zero: it is a character device, not a regular file")
        #expect(message(folder.appendingPathComponent("none.json").path) == "cannot read \(folder.path)/none.json: no such file")
        #expect(message(folder.appendingPathComponent("no/none.json").path) == "cannot read \(folder.path)/no/none.json: the folder \(folder.path)/no does not exist")
        let bad = folder.appendingPathComponent("bad.json")
        try Data("{\"width\": 10,\n \"height\": 10, \"ops\": [{\"op\": \"rect\"}]}".utf8).write(to: bad)
        #expect(message(bad.path) == "\(bad.path):2:24: op 0, field 'x': missing")
    }

    /// A shape past the rasteriser's work limit is an error naming the op, not a silently blank picture.
    @Test func anOpPastTheDrawingLimitIsReported() throws {
        var d = "M0 0"
        for i in 1...17_000 { d += " L\(i % 2 == 1 ? 16384 : 0) \(Double(i) * 40 / 17_000)" }
        let list = try parse(##"{"width": 16384, "height": 40, "ops": [{"op": "rect", "x": 0, "y": 0, "w": 1, "h": 1, "color": "#000000FF"}, {"op": "path", "d": "\##(d) Z", "color": "#000000FF"}]}"##)
        #expect(throws: DisplayListError.self) { try list.render() }
        do { _ = try list.render() } catch let e as DisplayListError {
            #expect(e.opIndex == 1 && e.description.hasPrefix("op 1, field '(op)': a path crosses more than 268435456 pixel cells"))
        }
    }

    @Test func textOpsDrawShapedText() throws {
        let list = try parse(##"{"width": 120, "height": 40, "fonts": {"regular": "Inter-Regular.otf", "bold": "Inter-Bold.otf"}, "ops": [{"op": "rect", "x": 0, "y": 0, "w": 120, "h": 40, "color": "#FFFFFFFF"}, {"op": "text", "x": 4, "y": 30, "size": 24, "font": "bold", "text": "AV Hi", "color": "#1C1C1EFF"}]}"##)
        guard case .text(let text, let font, _, _) = list.ops[1] else { Issue.record("not a text op"); return }
        #expect(text == "AV Hi" && font.face.weightClass == 700 && font.size == 24)
        let canvas = try list.render()
        let inked = (0..<120).filter { x in (0..<40).contains { canvas.pixel(x: x, y: $0).r < 128 } }
        #expect(inked.first! >= 4 && inked.first! <= 6)
        #expect(Double(inked.last!) < 4 + (try font.advance(of: "AV Hi")))
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

/// A replayed list shapes its text once: every replay draws the same pixels as shaping and drawing anew.
@Suite struct ShapedTextReplayTests {
    @Test func replaysDrawWhatShapingAnewDraws() throws {
        let json = ##"{"width": 120, "height": 40, "fonts": {"regular": "Inter-Regular.otf"}, "ops": [{"op": "text", "x": 3.3, "y": 28, "size": 17, "font": "regular", "text": "AVAToy ffi 12.04 €", "color": "#202020FF"}]}"##
        let list = try DisplayList(json: Data(json.utf8))
        let first = try list.render(), second = try list.render()
        guard case .text(let text, let font, let origin, let color) = list.ops[0] else { Issue.record("not a text op"); return }
        let direct = try Canvas(width: 120, height: 40)
        _ = try direct.drawText(text, font: font, at: origin, paint: .solid(color))
        #expect(first.makeImage() == direct.makeImage() ? true : false)
        #expect(second.makeImage() == first.makeImage() ? true : false)
        // A changed op is shaped anew (the cache is keyed by text and font, not by place).
        var changed = list
        changed.ops[0] = .text("Other", font, origin, color)
        let other = try Canvas(width: 120, height: 40)
        _ = try other.drawText("Other", font: font, at: origin, paint: .solid(color))
        #expect(try changed.render().makeImage() == other.makeImage() ? true : false)
    }
}
