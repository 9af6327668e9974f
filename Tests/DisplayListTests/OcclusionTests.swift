import Canvas
@testable import DisplayList
import Foundation
import Testing

/// Leaving out the rows later opaque ops cover (Occlusion.swift) gives the same bytes as drawing every op
/// whole, and leaves out what it should.
@Suite struct OcclusionTests {
    /// A random scene: rectangles, rounded rectangles (both curves, fractional edges and radii) and curved
    /// paths, opaque and translucent, overlapping, some wider than the canvas.
    func randomScene(seed: UInt64) throws -> DisplayList {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        func color() -> String {
            let alpha = next() < 0.6 ? "FF" : String(format: "%02X", Int(next() * 254))
            return String(format: "#%02X%02X%02X", Int(next() * 255), Int(next() * 255), Int(next() * 255)) + alpha
        }
        var ops: [String] = []
        for _ in 0..<24 {
            let x = next() * 140 - 20, y = next() * 140 - 20, w = next() * 120 + 1, h = next() * 120 + 1
            switch Int(next() * 3) {
            case 0:
                ops.append(String(format: #"{"op": "rect", "x": %.3f, "y": %.3f, "w": %.3f, "h": %.3f, "color": "%@"}"#, x, y, w, h, color()))
            case 1:
                let r = (0..<4).map { _ in String(format: "%.2f", next() * 30) }.joined(separator: ", ")
                ops.append(String(format: #"{"op": "rrect", "x": %.3f, "y": %.3f, "w": %.3f, "h": %.3f, "r": [%@], "curve": "%@", "color": "%@"}"#,
                                  x, y, w, h, r, next() < 0.5 ? "circular" : "continuous", color()))
            default:
                ops.append(String(format: #"{"op": "path", "d": "M%.2f %.2f C%.2f %.2f %.2f %.2f %.2f %.2f L%.2f %.2f Z", "rule": "nonzero", "color": "%@"}"#,
                                  x, y, x + w, y - 10, x + w + 10, y + h, x, y + h, x - 5, y + h / 2, color()))
            }
        }
        let json = #"{"width": 100, "height": 100, "ops": ["# + ops.joined(separator: ", ") + "]}"
        return try DisplayList(json: Data(json.utf8))
    }

    func pixels(_ list: DisplayList, culling: Bool) throws -> [UInt8] {
        var list = list
        list.cullsOccludedRows = culling
        let canvas = try Canvas(width: list.width, height: list.height)
        list.replay(on: canvas)
        return try canvas.pngData()
    }

    @Test func theSameBytesAsDrawingEveryOpWhole() throws {
        var culled = 0
        for seed in 1...60 as ClosedRange<UInt64> {
            let list = try randomScene(seed: seed)
            #expect(try pixels(list, culling: true) == pixels(list, culling: false), "seed \(seed)")
            let plan = OcclusionPlan(list.ops[...], width: list.width, height: list.height)
            culled += plan.rows.filter { $0 != nil }.count
        }
        // The scenes do leave rows out (the check is not vacuous).
        #expect(culled > 100)
    }

    @Test func anOpUnderAnOpaquePanelIsLeftOutOrTrimmed() throws {
        let list = try DisplayList(json: Data(##"""
        {"width": 100, "height": 200, "ops": [
          {"op": "rect", "x": 0, "y": 0, "w": 100, "h": 200, "color": "#F2F2F7FF"},
          {"op": "rect", "x": 10, "y": 150, "w": 80, "h": 20, "color": "#FF0000FF"},
          {"op": "rect", "x": 0, "y": 0, "w": 100, "h": 200, "color": "#00000066"},
          {"op": "rrect", "x": 0, "y": 100.5, "w": 100, "h": 120, "r": [10, 10, 0, 0], "curve": "circular", "color": "#FFFFFFFF"},
          {"op": "rrect", "x": 0, "y": 90, "w": 100, "h": 20, "r": [0, 0, 0, 0], "curve": "circular", "color": "#FFFFFF80"}
        ]}
        """##.utf8))
        let plan = OcclusionPlan(list.ops[...], width: 100, height: 200)
        // The panel covers rows 111 and below (its corners end at 110.5), across the whole width.
        #expect(plan.rows[0] == [0 ..< 111])
        #expect(plan.rows[1] == [])
        #expect(plan.rows[2] == [0 ..< 111])
        #expect(plan.rows[3] == nil && plan.rows[4] == nil)
        #expect(try pixels(list, culling: true) == pixels(list, culling: false))
    }

    @Test func aTransformOrAnAntiAliasedClipDrawsEveryOpWhole() throws {
        let list = try randomScene(seed: 7)
        for setUp: (Canvas) -> Void in [{ $0.transform = .scale(0.5, 0.5) },
                                         { $0.clip(to: Path(roundedRect: Rect(x: 3.5, y: 3.5, width: 80, height: 80), radii: CornerRadii(all: 9))) }] {
            var whole = list
            whole.cullsOccludedRows = false
            let a = try Canvas(width: 100, height: 100), b = try Canvas(width: 100, height: 100)
            setUp(a); setUp(b)
            list.replay(on: a)
            whole.replay(on: b)
            #expect(try a.pngData() == b.pngData())
        }
    }
}
