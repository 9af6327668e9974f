import Canvas
import Foundation
import SheetSnapshotTesting
import SheetWidget
import Testing
import Widgets

// The snapshot articles' examples, as written there (Sources/*SnapshotTesting*/*.docc, SheetshotSnapshotCore.docc),
// each recorded into a sandbox and then checked against what it recorded.

struct Badge { var count: Int }

func draw(_ badge: Badge) throws -> Canvas {
    let width = 24 + 10 * String(badge.count).count
    let canvas = try Canvas(width: width, height: 24)
    canvas.fill(Path(capsuleIn: Rect(x: 0, y: 0, width: Double(width), height: 24)), with: .color(Color(rgb: 0xFF3B30)))
    return canvas
}

extension SnapshotStrategy where Value == Badge {
    static var image: SnapshotStrategy { SnapshotStrategy<Canvas>.image.pullback(draw) }
}

extension SnapshotDiffing where Format == [UInt8] {
    /// Files compared byte for byte.
    static var bytes: SnapshotDiffing {
        SnapshotDiffing(pathExtension: "bin",
                        writeReference: { bytes, url in try AtomicFile.write(bytes, to: url.path) },
                        compare: { url, actual, _ in
            let expected = try [UInt8](Data(contentsOf: url))
            guard expected != actual else { return nil }
            let first = (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] } ?? min(expected.count, actual.count)
            let summary = "The actual bytes (\(actual.count)) differ from the reference's (\(expected.count)) from byte \(first)."
            return SnapshotMismatch(summary: [summary]) { location in
                let url = location.artifact("actual.bin")
                try AtomicFile.write(actual, to: url.path)
                return ["actual": url.path]
            }
        }, writeActual: { bytes, location in
            let url = location.artifact("actual.bin")
            try AtomicFile.write(bytes, to: url.path)
            return ["actual": url.path]
        })
    }
}

func artistsRow() -> Node {
    HStack(spacing: 12) {
        Text("Artists", size: 17).layoutPriority(1)
        Spacer(minLength: 0)
        Text("312", color: .semantic(.secondaryLabel))
    }.padding(.horizontal, 16).frame(minHeight: 60).id("artists")
}

@Suite struct SnapshotDocumentationExampleTests {
    /// Records `value` in a fresh sandbox, then checks it again: the first says it recorded, the second passes.
    func recordsThenPasses<V>(_ value: V, as strategy: SnapshotStrategy<V>, in box: SnapshotSandbox,
                              named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let first = box.verify(value, as: strategy, named: name)
        #expect(first?.hasPrefix("Recorded snapshot") == true, "\(first ?? "passed")", sourceLocation: sourceLocation)
        let second = box.verify(value, as: strategy, named: name, record: .never)
        #expect(second == nil, "\(second ?? "")", sourceLocation: sourceLocation)
    }

    @Test func coreGettingStarted() throws {
        let box = SnapshotSandbox()
        let canvas = try Canvas(width: 64, height: 64)
        canvas.fill(Path(roundedRect: Rect(x: 4, y: 4, width: 56, height: 56), cornerRadius: 14, curve: .continuous),
                    with: .color(Color(rgb: 0x007AFF)))
        recordsThenPasses(canvas, as: .image, in: box, named: "badge")
        recordsThenPasses("56 × 56, radius 14", as: .text, in: box, named: "text")

        let growing = try FrameSequence(count: 30, fps: 30) { k in
            let canvas = try Canvas(width: 40, height: 40)
            canvas.fill(Path(circleAt: Point(20, 20), radius: 2 + Double(k) / 2), with: .color(.black))
            return canvas.makeImage()
        }
        recordsThenPasses(growing, as: .apng, in: box, named: "growing")

        recordsThenPasses(Badge(count: 12), as: .image, in: box, named: "badge-12")
        let wider = box.verify(Badge(count: 123), as: .image, named: "badge-12", record: .never)
        #expect(wider?.contains("Size mismatch: the reference is 44×24 px, the actual image 54×24 px") == true, "\(wider ?? "passed")")
    }

    /// A diffing of one's own gets the whole path: its folder made, a mismatch named, an artifact and an
    /// accept command that restores the match.
    @Test func aDiffingOfYourOwn() throws {
        let box = SnapshotSandbox()
        let header = SnapshotStrategy<[UInt8]>(diffing: .bytes) { $0 }
        let white = try Image(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)).pngData()
        recordsThenPasses(white, as: header, in: box, named: "png")
        #expect(box.exists(box.reference("sample.png.bin")))
        let black = try Image(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16)).pngData()
        let message = try #require(box.verify(black, as: header, named: "png", record: .never))
        #expect(message.contains("differ from the reference's (\(white.count)) from byte"))
        #expect(try [UInt8](Data(contentsOf: box.artifact("actual.bin", name: "sample.png"))) == black)
        let accept = try #require(message.split(separator: "\n").firstIndex { $0.hasPrefix("Accept the actual") }
            .map { message.split(separator: "\n")[$0 + 1].trimmingCharacters(in: .whitespaces) })
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh"); shell.arguments = ["-c", accept]
        try shell.run(); shell.waitUntilExit()
        #expect(box.verify(black, as: header, named: "png", record: .never) == nil)
    }

    @Test func widgetGettingStarted() throws {
        let box = SnapshotSandbox()
        recordsThenPasses(artistsRow(), as: .image(on: .iPhone15Pro, scale: 1), in: box, named: "plain")
        recordsThenPasses(artistsRow(), as: .image(on: .iPhone15Pro, colorScheme: .dark, fontScale: 1.5,
                                                       layoutDirection: .rightToLeft, scale: 1), in: box, named: "dark-large-rtl")
        recordsThenPasses(artistsRow(), as: .layout(on: .iPhone15Pro), in: box, named: "layout")
        let dump = try String(contentsOf: box.reference("sample.layout.txt"), encoding: .utf8)
        #expect(dump.hasPrefix("Frame #artists (0, 396, 393 × 60)\n  Padding (0, 415.67, 393 × 20.67) insets 0 16 0 16\n"))
        let environment = Environment(displayScale: 2, colorScheme: .dark)
        recordsThenPasses(artistsRow(), as: .image(size: Size(width: 320, height: 60), environment: environment, background: .black),
                              in: box, named: "component")
        #expect(try Image(contentsOfPNGFile: box.reference("sample.component.png").path).width == 640)
    }

    @Test func sheetGettingStarted() throws {
        let box = SnapshotSandbox()
        let scene = SheetScene(preset: .fluent, position: .state(.partial))
        recordsThenPasses(scene, as: .image(scale: 1), in: box, named: "partial")
        recordsThenPasses(scene, as: .image(scale: 1, colorScheme: .dark, layoutDirection: .rightToLeft), in: box, named: "dark-rtl")
        recordsThenPasses(scene, as: .layout(fontScale: 1.3), in: box, named: "layout")

        var collapsed = SheetScene(preset: .fluent, position: .state(.collapsed))
        collapsed.displayScale = 0.5                      // small frames; the motion is the same
        let motion = try SheetMotion(scene: collapsed, actions: [.move(to: .state(.expanded), at: 0)])
        recordsThenPasses(collapsed, as: .frames(motion: motion, fps: 15, storage: .apng), in: box, named: "opens")
    }
}
